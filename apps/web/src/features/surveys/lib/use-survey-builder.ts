import { useQueryClient } from '@tanstack/react-query';
import type { IndicatorKey, QuestionType, SurveyQuestion } from '@tvet/contract';
import { useState } from 'react';
import { createQuestion } from '../api/create-question';
import { createSection } from '../api/create-section';
import { deleteQuestion } from '../api/delete-question';
import { deleteSection } from '../api/delete-section';
import type { SurveyDetail } from '../api/get-survey';
import { surveyKeys } from '../api/keys';
import { updateQuestion } from '../api/update-question';
import { updateSection } from '../api/update-section';
import { groupBySection, moveWithinSection, placeAtEndOf, renumber, sequenceOf } from './question-order';

export interface QuestionValues {
  text: string;
  type: QuestionType;
  required: boolean;
  /** The outcome indicator the question feeds (issue 14), or null. */
  indicator: IndicatorKey | null;
  /** `code`: the indicator's code the option stands for ('' or null while unmapped). */
  options: { text: string; code?: string | null; short_text?: string | null }[];
  /** The version USSD and text messages show (issue 27), or null when the text itself fits. */
  short_text?: string | null;
}

/**
 * A text question carries no options (the server refuses them). Codes travel with their options, and only
 * under an indicator (the server refuses a code without one); an unmapped option is sent without a code and
 * held back at publishing.
 */
const body = (values: QuestionValues) => ({
  ...values,
  options:
    values.type === 'text'
      ? []
      : values.options.map(({ text, code, short_text }) => ({
          text,
          ...(values.indicator && code ? { code } : {}),
          ...(short_text?.trim() ? { short_text: short_text.trim() } : {}),
        })),
  // Sent when set or cleared; left out when the author never wrote one (the server keeps null).
  ...(values.short_text === undefined ? {} : { short_text: values.short_text?.trim() || null }),
});

/**
 * The builder's changes to a draft survey. Every change keeps each question's `order` equal to its place,
 * section by section (see question-order.ts); the survey reloads once the change is complete.
 * Each action resolves to the server's message, or throws its refusal.
 */
export function useSurveyBuilder(survey: SurveyDetail) {
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(false);
  const surveyId = survey._id;
  const groups = groupBySection(survey.sections, survey.questions);
  const refresh = () => queryClient.invalidateQueries({ queryKey: surveyKeys.all });

  async function applyOrder(
    sequence: string[],
    questions: readonly Pick<SurveyQuestion, '_id' | 'order' | 'section_id'>[],
  ) {
    // One at a time: a slow connection then gets one small request after another, in a known order.
    for (const { questionId, order } of renumber(sequence, questions)) {
      await updateQuestion({ surveyId, questionId, order });
    }
  }

  async function run<T>(change: () => Promise<T>): Promise<T> {
    setWorking(true);
    try {
      return await change();
    } finally {
      setWorking(false);
      await refresh();
    }
  }

  return {
    surveyId,
    groups,
    working,
    addSection: (title: string) => run(async () => (await createSection({ surveyId, title })).msg),
    renameSection: (sectionId: string, title: string) =>
      run(async () => (await updateSection({ surveyId, sectionId, title })).msg),
    removeSection: (sectionId: string) =>
      run(async () => {
        const { msg } = await deleteSection({ surveyId, sectionId });
        const left = survey.questions.filter((question) => question.section_id._id !== sectionId);
        await applyOrder(sequenceOf(groupBySection(survey.sections, left)), left);
        return msg;
      }),
    addQuestion: (sectionId: string, values: QuestionValues) =>
      run(async () => {
        const place = placeAtEndOf(groups, sectionId);
        const { msg, question } = await createQuestion({
          surveyId,
          section_id: sectionId,
          order: place,
          ...body(values),
        });
        const sequence = sequenceOf(groups);
        sequence.splice(place - 1, 0, question._id);
        await applyOrder(sequence, [...survey.questions, question]);
        return msg;
      }),
    editQuestion: (questionId: string, values: QuestionValues) =>
      run(async () => (await updateQuestion({ surveyId, questionId, ...body(values) })).msg),
    removeQuestion: (questionId: string) =>
      run(async () => {
        const { msg } = await deleteQuestion({ surveyId, questionId });
        const left = survey.questions.filter((question) => question._id !== questionId);
        await applyOrder(sequenceOf(groupBySection(survey.sections, left)), left);
        return msg;
      }),
    moveQuestion: (questionId: string, step: -1 | 1) =>
      run(async () => {
        await applyOrder(moveWithinSection(groups, questionId, step), survey.questions);
      }),
  };
}

export type SurveyBuilder = ReturnType<typeof useSurveyBuilder>;
