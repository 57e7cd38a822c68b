import { randomUUID } from 'node:crypto';
import {
  type createQuestionSchema,
  type createSurveySchema,
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
  type SurveyRow,
  updateQuestion,
  updateSection,
  updateSurvey,
} from './surveys.repository';
import { questionOut, sectionOut, surveyOut } from './surveys.serialize';

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

/** Options get their ids once, when they are written: answers refer to them. */
const withIds = (options: { text: string }[]) =>
  options.map((option) => ({ _id: randomUUID(), text: option.text }));

/** Survey authoring for administrators: the questionnaire can change only while it is a draft. */
export function createAuthoringService({ db }: Pick<Deps, 'db'>) {
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
      const updated = await updateSurvey(db, surveyId, {
        title: input.title,
        text: input.text,
        respondentType: input.respondent_type,
        state: input.state,
        publishedAt: input.state === 'published' && current !== 'published' ? new Date() : undefined,
      });
      return surveyOut(updated, questions);
    },

    async addSection(surveyId: string, title: string) {
      await draft(surveyId);
      return sectionOut(await insertSection(db, surveyId, title));
    },

    async updateSection(surveyId: string, sectionId: string, input: z.infer<typeof updateSectionSchema>) {
      await draft(surveyId);
      await sectionOf(surveyId, sectionId);
      return sectionOut(await updateSection(db, sectionId, input));
    },

    async deleteSection(surveyId: string, sectionId: string) {
      await draft(surveyId);
      await sectionOf(surveyId, sectionId);
      await deleteSection(db, sectionId);
    },

    async addQuestion(surveyId: string, input: z.infer<typeof createQuestionSchema>) {
      await draft(surveyId);
      await sectionOf(surveyId, input.section_id);
      checkOptions(input.type, input.options);
      const question = await insertQuestion(db, surveyId, {
        sectionId: input.section_id,
        text: input.text,
        type: input.type,
        options: withIds(input.options),
        order: input.order,
        required: input.required,
      });
      return questionOut(await questionOf(surveyId, question.id));
    },

    async updateQuestion(surveyId: string, questionId: string, input: z.infer<typeof updateQuestionSchema>) {
      await draft(surveyId);
      const { question } = await questionOf(surveyId, questionId);
      if (input.section_id) await sectionOf(surveyId, input.section_id);
      const type = input.type ?? (question.type as QuestionType);
      // New options get new ids; a question turned into text loses its options; otherwise they stay.
      const options = input.options ? withIds(input.options) : type === 'text' ? [] : question.options;
      checkOptions(type, options);
      await updateQuestion(db, questionId, {
        sectionId: input.section_id,
        text: input.text,
        type,
        options,
        order: input.order,
        required: input.required,
      });
      return questionOut(await questionOf(surveyId, questionId));
    },

    async deleteQuestion(surveyId: string, questionId: string) {
      await draft(surveyId);
      await questionOf(surveyId, questionId);
      await deleteQuestion(db, questionId);
    },
  };
}
