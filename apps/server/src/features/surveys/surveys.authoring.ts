import { randomUUID } from 'node:crypto';
import { type QuestionType, SURVEY_MESSAGES, type SurveyState } from '@tvet/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { countQuestions, findSurvey, type SurveyRow } from './surveys.repository';
import { surveyQuestions, surveySections, surveys } from './surveys.table';

const conflictLocked = () => new AppError(409, SURVEY_MESSAGES.locked);

/** Which state changes an administrator may make. Published never returns to draft: answers may exist. */
const TRANSITIONS: Record<SurveyState, readonly SurveyState[]> = {
  draft: ['draft', 'published'],
  published: ['published', 'closed'],
  closed: ['closed', 'published'],
};

function checkOptions(type: QuestionType, options: { text: string }[]) {
  if (type === 'text' && options.length > 0)
    throw badRequest(SURVEY_MESSAGES.optionsNotAllowed, { options: SURVEY_MESSAGES.optionsNotAllowed });
  if (type !== 'text' && options.length < 2)
    throw badRequest(SURVEY_MESSAGES.optionsNeeded, { options: SURVEY_MESSAGES.optionsNeeded });
}

/** Survey authoring for administrators: the questionnaire can change only while it is a draft. */
export function createAuthoring(deps: Deps) {
  const { db } = deps;

  async function draft(surveyId: string): Promise<SurveyRow> {
    const survey = await findSurvey(db, surveyId);
    if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
    if (survey.state !== 'draft') throw conflictLocked();
    return survey;
  }

  async function sectionOf(surveyId: string, sectionId: string) {
    const [section] = await db
      .select()
      .from(surveySections)
      .where(and(eq(surveySections.id, sectionId), eq(surveySections.surveyId, surveyId)));
    if (!section)
      throw badRequest(SURVEY_MESSAGES.sectionNotFound, { section_id: SURVEY_MESSAGES.sectionNotFound });
    return section;
  }

  async function questionOf(surveyId: string, questionId: string) {
    const [question] = await db
      .select()
      .from(surveyQuestions)
      .where(and(eq(surveyQuestions.id, questionId), eq(surveyQuestions.surveyId, surveyId)));
    if (!question) throw notFound(SURVEY_MESSAGES.questionNotFound);
    return question;
  }

  return {
    async create(adminId: string, input: { title: string; text: string; respondent_type: string }) {
      const [survey] = await db
        .insert(surveys)
        .values({
          title: input.title,
          text: input.text,
          respondentType: input.respondent_type,
          createdBy: adminId,
        })
        .returning();
      return survey;
    },

    async update(
      surveyId: string,
      input: { title?: string; text?: string; respondent_type?: string; state?: SurveyState },
    ) {
      const survey = await findSurvey(db, surveyId);
      if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
      const current = survey.state as SurveyState;
      if (input.state && !TRANSITIONS[current].includes(input.state)) throw conflictLocked();
      // Changing who is asked after answers exist would mix populations in the results.
      if (input.respondent_type && input.respondent_type !== survey.respondentType && current !== 'draft')
        throw conflictLocked();
      if (input.state === 'published' && current === 'draft' && (await countQuestions(db, surveyId)) === 0) {
        throw badRequest(SURVEY_MESSAGES.emptyPublish);
      }
      const [updated] = await db
        .update(surveys)
        .set({
          title: input.title,
          text: input.text,
          respondentType: input.respondent_type,
          state: input.state,
          publishedAt: input.state === 'published' && current !== 'published' ? new Date() : undefined,
        })
        .where(eq(surveys.id, surveyId))
        .returning();
      return updated;
    },

    async addSection(surveyId: string, title: string) {
      await draft(surveyId);
      const [section] = await db
        .insert(surveySections)
        .values({
          surveyId,
          title,
          order: sql`coalesce((select max(${surveySections.order}) from ${surveySections} where ${surveySections.surveyId} = ${surveyId}), 0) + 1`,
        })
        .returning();
      return section;
    },

    async updateSection(surveyId: string, sectionId: string, input: { title?: string; order?: number }) {
      await draft(surveyId);
      await sectionOf(surveyId, sectionId);
      const [section] = await db
        .update(surveySections)
        .set(input)
        .where(eq(surveySections.id, sectionId))
        .returning();
      return section;
    },

    async deleteSection(surveyId: string, sectionId: string) {
      await draft(surveyId);
      await sectionOf(surveyId, sectionId);
      await db.delete(surveySections).where(eq(surveySections.id, sectionId));
    },

    async addQuestion(
      surveyId: string,
      input: {
        section_id: string;
        text: string;
        type: QuestionType;
        options: { text: string }[];
        order: number;
        required: boolean;
      },
    ) {
      await draft(surveyId);
      await sectionOf(surveyId, input.section_id);
      checkOptions(input.type, input.options);
      const [question] = await db
        .insert(surveyQuestions)
        .values({
          surveyId,
          sectionId: input.section_id,
          text: input.text,
          type: input.type,
          options: input.options.map((option) => ({ _id: randomUUID(), text: option.text })),
          order: input.order,
          required: input.required,
        })
        .returning();
      return question;
    },

    async updateQuestion(
      surveyId: string,
      questionId: string,
      input: Partial<{
        section_id: string;
        text: string;
        type: QuestionType;
        options: { text: string }[];
        order: number;
        required: boolean;
      }>,
    ) {
      await draft(surveyId);
      const question = await questionOf(surveyId, questionId);
      if (input.section_id) await sectionOf(surveyId, input.section_id);
      const type = input.type ?? (question.type as QuestionType);
      const options = input.options
        ? input.options.map((option) => ({ _id: randomUUID(), text: option.text }))
        : type === 'text'
          ? []
          : question.options;
      checkOptions(type, options);
      const [updated] = await db
        .update(surveyQuestions)
        .set({
          sectionId: input.section_id,
          text: input.text,
          type,
          options,
          order: input.order,
          required: input.required,
        })
        .where(eq(surveyQuestions.id, questionId))
        .returning();
      return updated;
    },

    async deleteQuestion(surveyId: string, questionId: string) {
      await draft(surveyId);
      await questionOf(surveyId, questionId);
      await db.delete(surveyQuestions).where(eq(surveyQuestions.id, questionId));
    },
  };
}
export type Authoring = ReturnType<typeof createAuthoring>;
