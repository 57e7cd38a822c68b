import { randomUUID } from 'node:crypto';
import {
  type createQuestionSchema,
  type createSurveySchema,
  type IndicatorKey,
  indicatorAcceptsText,
  isIndicatorCode,
  OUTCOME_INDICATORS,
  OUTCOME_TAG_MESSAGES,
  type QuestionType,
  SURVEY_MESSAGES,
  type SurveyState,
  type updateQuestionSchema,
  type updateSectionSchema,
  type updateSurveySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import {
  countQuestions,
  deleteQuestion,
  deleteSection,
  findQuestion,
  findSection,
  findSurvey,
  insertQuestion,
  insertSection,
  insertSurvey,
  listQuestions,
  type SurveyRow,
  updateQuestion,
  updateSection,
  updateSurvey,
} from './surveys.repository';
import { sectionOut, surveyOut, taggedQuestionOut } from './surveys.serialize';
import type { StructureCache } from './surveys.structure';
import type { QuestionOption } from './surveys.table';

const conflictLocked = () => new AppError(409, SURVEY_MESSAGES.locked);

/** Which state changes an administrator may make. Published never returns to draft: answers may exist. */
const TRANSITIONS: Record<SurveyState, readonly SurveyState[]> = {
  draft: ['draft', 'published'],
  published: ['published', 'closed'],
  closed: ['closed', 'published'],
};

function checkOptions(type: QuestionType, options: unknown[]) {
  if (type === 'text' && options.length > 0)
    throw badRequest(SURVEY_MESSAGES.optionsNotAllowed, { options: SURVEY_MESSAGES.optionsNotAllowed });
  if (type !== 'text' && options.length < 2)
    throw badRequest(SURVEY_MESSAGES.optionsNeeded, { options: SURVEY_MESSAGES.optionsNeeded });
}

/** Options get their ids once, when they are written: answers refer to them. A code travels with its option. */
const withIds = (
  options: { text: string; code?: string | null; short_text?: string | null }[],
): QuestionOption[] =>
  options.map((option) => ({
    _id: randomUUID(),
    text: option.text,
    ...(option.code ? { code: option.code } : {}),
    ...(option.short_text ? { short_text: option.short_text } : {}),
  }));

/**
 * An outcome tag (issue 14) must fit its question: a text question only for an indicator that reads text
 * answers, and only that indicator's codes on the options (none without an indicator). Unmapped options are
 * allowed while drafting; publishing refuses them (publishProblem).
 */
function checkTag(type: QuestionType, indicator: IndicatorKey | null, options: QuestionOption[]) {
  if (indicator === null) {
    if (options.some((option) => option.code))
      throw badRequest(OUTCOME_TAG_MESSAGES.codeWithoutIndicator, {
        options: OUTCOME_TAG_MESSAGES.codeWithoutIndicator,
      });
    return;
  }
  const { label } = OUTCOME_INDICATORS[indicator];
  if (type === 'text' && !indicatorAcceptsText(indicator))
    throw badRequest(OUTCOME_TAG_MESSAGES.textNeedsCodes(label), {
      indicator: OUTCOME_TAG_MESSAGES.textNeedsCodes(label),
    });
  const wrong = options.find((option) => option.code && !isIndicatorCode(indicator, option.code));
  if (wrong?.code)
    throw badRequest(OUTCOME_TAG_MESSAGES.unknownCode(label, wrong.code), {
      options: OUTCOME_TAG_MESSAGES.unknownCode(label, wrong.code),
    });
}

/** Why a questionnaire cannot be published as it is tagged, or null: every tagged option needs its code. */
function publishProblem(
  questions: {
    question: { text: string; type: string; indicator: string | null; options: QuestionOption[] };
  }[],
) {
  for (const { question } of questions) {
    if (!question.indicator) continue;
    const indicator = question.indicator as IndicatorKey;
    if (question.type === 'text') {
      if (!indicatorAcceptsText(indicator))
        return OUTCOME_TAG_MESSAGES.textNeedsCodes(OUTCOME_INDICATORS[indicator].label);
      continue;
    }
    const unmapped = question.options.filter(
      (option) => !option.code || !isIndicatorCode(indicator, option.code),
    );
    if (unmapped.length > 0) return OUTCOME_TAG_MESSAGES.unmappedAtPublish(question.text, unmapped.length);
  }
  return null;
}

/** Survey authoring for administrators: the questionnaire can change only while it is a draft. */
export function createAuthoringService(
  { db }: Pick<Deps, 'db'>,
  structures: Pick<StructureCache, 'forget'> = { forget: () => {} },
) {
  async function existing(surveyId: string): Promise<SurveyRow> {
    const survey = await findSurvey(db, surveyId);
    if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
    return survey;
  }

  async function draft(surveyId: string): Promise<SurveyRow> {
    const survey = await existing(surveyId);
    if (survey.state !== 'draft') throw conflictLocked();
    return survey;
  }

  async function sectionOf(surveyId: string, sectionId: string) {
    const section = await findSection(db, surveyId, sectionId);
    if (!section)
      throw badRequest(SURVEY_MESSAGES.sectionNotFound, { section_id: SURVEY_MESSAGES.sectionNotFound });
    return section;
  }

  /** The question with its section's id and title. */
  async function questionOf(surveyId: string, questionId: string) {
    const found = await findQuestion(db, surveyId, questionId);
    if (!found) throw notFound(SURVEY_MESSAGES.questionNotFound);
    return found;
  }

  return {
    async create(adminId: string, input: z.infer<typeof createSurveySchema>) {
      const survey = await insertSurvey(db, {
        title: input.title,
        text: input.text,
        respondentType: input.respondent_type,
        createdBy: adminId,
      });
      return surveyOut(survey, 0);
    },

    async update(surveyId: string, input: z.infer<typeof updateSurveySchema>) {
      const survey = await existing(surveyId);
      const current = survey.state as SurveyState;
      if (input.state && !TRANSITIONS[current].includes(input.state)) throw conflictLocked();
      // Changing who is asked after answers exist would mix populations in the results.
      if (input.respondent_type && input.respondent_type !== survey.respondentType && current !== 'draft')
        throw conflictLocked();
      const questions = await countQuestions(db, surveyId);
      if (input.state === 'published' && current === 'draft' && questions === 0)
        throw badRequest(SURVEY_MESSAGES.emptyPublish);
      if (input.state === 'published' && current === 'draft') {
        const problem = publishProblem(await listQuestions(db, surveyId));
        if (problem) throw badRequest(problem, { state: problem });
      }
      const updated = await updateSurvey(db, surveyId, {
        title: input.title,
        text: input.text,
        respondentType: input.respondent_type,
        state: input.state,
        publishedAt: input.state === 'published' && current !== 'published' ? new Date() : undefined,
      });
      structures.forget(surveyId);
      return surveyOut(updated, questions);
    },

    async addSection(surveyId: string, title: string) {
      await draft(surveyId);
      const section = await insertSection(db, surveyId, title);
      structures.forget(surveyId);
      return sectionOut(section);
    },

    async updateSection(surveyId: string, sectionId: string, input: z.infer<typeof updateSectionSchema>) {
      await draft(surveyId);
      await sectionOf(surveyId, sectionId);
      const section = await updateSection(db, sectionId, input);
      structures.forget(surveyId);
      return sectionOut(section);
    },

    async deleteSection(surveyId: string, sectionId: string) {
      await draft(surveyId);
      await sectionOf(surveyId, sectionId);
      await deleteSection(db, sectionId);
      structures.forget(surveyId);
    },

    async addQuestion(surveyId: string, input: z.infer<typeof createQuestionSchema>) {
      await draft(surveyId);
      await sectionOf(surveyId, input.section_id);
      checkOptions(input.type, input.options);
      const options = withIds(input.options);
      checkTag(input.type, input.indicator, options);
      const question = await insertQuestion(db, surveyId, {
        sectionId: input.section_id,
        text: input.text,
        type: input.type,
        options,
        order: input.order,
        required: input.required,
        indicator: input.indicator,
        shortText: input.short_text || null,
      });
      structures.forget(surveyId);
      return taggedQuestionOut(await questionOf(surveyId, question.id));
    },

    async updateQuestion(surveyId: string, questionId: string, input: z.infer<typeof updateQuestionSchema>) {
      await draft(surveyId);
      const { question } = await questionOf(surveyId, questionId);
      if (input.section_id) await sectionOf(surveyId, input.section_id);
      const type = input.type ?? (question.type as QuestionType);
      // New options get new ids; a question turned into text loses its options; otherwise they stay.
      const options = input.options ? withIds(input.options) : type === 'text' ? [] : question.options;
      checkOptions(type, options);
      const indicator =
        input.indicator === undefined
          ? ((question.indicator as IndicatorKey | null) ?? null)
          : input.indicator;
      checkTag(type, indicator, options);
      await updateQuestion(db, questionId, {
        sectionId: input.section_id,
        text: input.text,
        type,
        options,
        order: input.order,
        required: input.required,
        indicator,
        shortText: input.short_text === undefined ? undefined : input.short_text || null,
      });
      structures.forget(surveyId);
      return taggedQuestionOut(await questionOf(surveyId, questionId));
    },

    async deleteQuestion(surveyId: string, questionId: string) {
      await draft(surveyId);
      await questionOf(surveyId, questionId);
      await deleteQuestion(db, questionId);
      structures.forget(surveyId);
    },
  };
}
