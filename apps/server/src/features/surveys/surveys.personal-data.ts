import { eq, sql } from 'drizzle-orm';
import type { PersonalDataHolder } from '../../platform/personal-data';
import {
  surveyQuestions,
  surveyRespondents,
  surveyResponses,
  surveys as surveysTable,
} from './surveys.table';

/*
 * A person's answers and their progress through each survey. Erasure deletes both; the outcome facts derived from
 * the answers stay as they are (anonymous: their account keeps no identity), because the erasure transaction sets
 * `tvet.erasure`, which the answer triggers of migration 0029 read as "leave the facts alone".
 */
export const surveysPersonalData: PersonalDataHolder = {
  tables: ['survey_respondents', 'survey_responses', 'surveys'],

  async export(db, person) {
    const answers = await db
      .select({
        survey: surveysTable.title,
        question: surveyQuestions.text,
        answer: sql<string | null>`coalesce(${surveyResponses.text}, (
          select o ->> 'text' from jsonb_array_elements(${surveyQuestions.options}) o
          where o ->> '_id' = ${surveyResponses.optionId} limit 1))`,
        answered_at: surveyResponses.updatedAt,
      })
      .from(surveyResponses)
      .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
      .innerJoin(surveysTable, eq(surveysTable.id, surveyResponses.surveyId))
      .where(eq(surveyResponses.userId, person.accountId))
      .orderBy(surveysTable.title, surveyQuestions.order);
    const progress = await db
      .select({
        survey: surveysTable.title,
        status: surveyRespondents.status,
        answered: surveyRespondents.answered,
        started_at: surveyRespondents.createdAt,
        completed_at: surveyRespondents.completedAt,
      })
      .from(surveyRespondents)
      .innerJoin(surveysTable, eq(surveysTable.id, surveyRespondents.surveyId))
      .where(eq(surveyRespondents.userId, person.accountId));
    const created = await db
      .select({ _id: surveysTable.id, title: surveysTable.title, created_at: surveysTable.createdAt })
      .from(surveysTable)
      .where(eq(surveysTable.createdBy, person.accountId));
    return { survey_answers: answers, survey_progress: progress, surveys_created: created };
  },

  async erase(tx, person) {
    await tx.execute(sql`select set_config('tvet.erasure', 'on', true)`);
    const deleted = await tx
      .delete(surveyResponses)
      .where(eq(surveyResponses.userId, person.accountId))
      .returning({ questionId: surveyResponses.questionId });
    await tx.delete(surveyRespondents).where(eq(surveyRespondents.userId, person.accountId));
    return {
      kept: deleted.length
        ? [
            'The anonymous outcome facts your answers gave (employment, income band, relevance of training…), with no way back to you, so that the published figures stay right.',
          ]
        : [],
    };
  },
};
