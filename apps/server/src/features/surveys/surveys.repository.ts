import type { SurveyState } from '@tvet/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Progress } from './surveys.serialize';
import { surveyQuestions, surveyRespondents, surveySections, surveys } from './surveys.table';

/** The questionnaires' SQL: surveys, their sections and questions, and the lists with each person's progress. */

export type SurveyRow = typeof surveys.$inferSelect;
export type SectionRow = typeof surveySections.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;

export async function findSurvey(db: Database, id: string): Promise<SurveyRow | null> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row ?? null;
}

export async function countQuestions(db: Database, surveyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId));
  return row.total;
}

/* Lists */

/** Which surveys a list shows. `userId` merges that person's progress on each survey. */
export interface SurveyFilter {
  where: SQL | undefined;
  userId?: string;
}

/** Administrators: every survey, or those in one state. */
export const inState = (state?: SurveyState): SurveyFilter => ({
  where: state ? eq(surveys.state, state) : undefined,
});

const progressOf = (userId?: string) =>
  userId ? and(eq(surveyRespondents.surveyId, surveys.id), eq(surveyRespondents.userId, userId)) : sql`false`;

// Spelled out: inside a correlated subquery drizzle leaves the outer column unqualified.
const questionCount =
  sql<number>`(select count(*) from "survey_questions" where "survey_questions"."survey_id" = "surveys"."id")`.mapWith(
    Number,
  );
const respondentCount =
  sql<number>`(select count(*) from "survey_respondents" where "survey_respondents"."survey_id" = "surveys"."id")`.mapWith(
    Number,
  );

/** A window of surveys, newest first, with each one's question count and the person's progress. */
export async function listSurveys(
  db: Database,
  filter: SurveyFilter & { withRespondentCount?: boolean },
  window: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      survey: surveys,
      questionCount,
      status: surveyRespondents.status,
      currentQuestionId: surveyRespondents.currentQuestionId,
      answered: surveyRespondents.answered,
      currentOrder: surveyQuestions.order,
      respondentCount: filter.withRespondentCount ? respondentCount : sql<number>`0`.mapWith(Number),
    })
    .from(surveys)
    .leftJoin(surveyRespondents, progressOf(filter.userId))
    .leftJoin(surveyQuestions, eq(surveyQuestions.id, surveyRespondents.currentQuestionId))
    .where(filter.where)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({
    survey: row.survey,
    questionCount: row.questionCount,
    respondentCount: row.respondentCount,
    progress: {
      status: row.status,
      currentQuestionId: row.currentQuestionId,
      currentOrder: row.currentOrder,
      answered: row.answered ?? 0,
    } satisfies Progress,
  }));
}

export async function countSurveys(db: Database, filter: SurveyFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(surveys)
    .leftJoin(surveyRespondents, progressOf(filter.userId))
    .where(filter.where);
  return total;
}

/* One questionnaire */

export async function findProgress(db: Database, surveyId: string, userId: string): Promise<Progress | null> {
  const [row] = await db
    .select({
      status: surveyRespondents.status,
      currentQuestionId: surveyRespondents.currentQuestionId,
      answered: surveyRespondents.answered,
      currentOrder: surveyQuestions.order,
    })
    .from(surveyRespondents)
    .leftJoin(surveyQuestions, eq(surveyQuestions.id, surveyRespondents.currentQuestionId))
    .where(and(eq(surveyRespondents.surveyId, surveyId), eq(surveyRespondents.userId, userId)))
    .limit(1);
  return row ? { ...row, answered: row.answered ?? 0 } : null;
}

export async function listSections(db: Database, surveyId: string) {
  return db
    .select()
    .from(surveySections)
    .where(eq(surveySections.surveyId, surveyId))
    .orderBy(asc(surveySections.order), asc(surveySections.createdAt));
}

export async function findSection(db: Database, surveyId: string, sectionId: string) {
  const [row] = await db
    .select()
    .from(surveySections)
    .where(and(eq(surveySections.id, sectionId), eq(surveySections.surveyId, surveyId)));
  return row ?? null;
}

/** Questions in answering order, each with its section's id and title (spec 000 §3). */
export async function listQuestions(db: Database, surveyId: string) {
  return db
    .select({ question: surveyQuestions, section: { id: surveySections.id, title: surveySections.title } })
    .from(surveyQuestions)
    .innerJoin(surveySections, eq(surveySections.id, surveyQuestions.sectionId))
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.order), asc(surveySections.order), asc(surveyQuestions.createdAt));
}

export async function findQuestion(db: Database, surveyId: string, questionId: string) {
  const [row] = await db
    .select({ question: surveyQuestions, section: { id: surveySections.id, title: surveySections.title } })
    .from(surveyQuestions)
    .innerJoin(surveySections, eq(surveySections.id, surveyQuestions.sectionId))
    .where(and(eq(surveyQuestions.id, questionId), eq(surveyQuestions.surveyId, surveyId)));
  return row ?? null;
}

/* Authoring */

export async function insertSurvey(db: Database, values: typeof surveys.$inferInsert) {
  const [row] = await db.insert(surveys).values(values).returning();
  return row;
}

export async function updateSurvey(db: Database, id: string, values: Partial<typeof surveys.$inferInsert>) {
  const [row] = await db.update(surveys).set(values).where(eq(surveys.id, id)).returning();
  return row;
}

/** A new section goes after the survey's last one. */
export async function insertSection(db: Database, surveyId: string, title: string) {
  const [row] = await db
    .insert(surveySections)
    .values({
      surveyId,
      title,
      order: sql`coalesce((select max(${surveySections.order}) from ${surveySections} where ${surveySections.surveyId} = ${surveyId}), 0) + 1`,
    })
    .returning();
  return row;
}

export async function updateSection(db: Database, id: string, values: { title?: string; order?: number }) {
  const [row] = await db.update(surveySections).set(values).where(eq(surveySections.id, id)).returning();
  return row;
}

export async function deleteSection(db: Database, id: string) {
  await db.delete(surveySections).where(eq(surveySections.id, id));
}

export type QuestionValues = Omit<typeof surveyQuestions.$inferInsert, 'id' | 'surveyId' | 'createdAt'>;

export async function insertQuestion(db: Database, surveyId: string, values: QuestionValues) {
  const [row] = await db
    .insert(surveyQuestions)
    .values({ surveyId, ...values })
    .returning();
  return row;
}

export async function updateQuestion(db: Database, id: string, values: Partial<QuestionValues>) {
  const [row] = await db.update(surveyQuestions).set(values).where(eq(surveyQuestions.id, id)).returning();
  return row;
}

export async function deleteQuestion(db: Database, id: string) {
  await db.delete(surveyQuestions).where(eq(surveyQuestions.id, id));
}
