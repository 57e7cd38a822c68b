import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Progress, questionOut } from './surveys.serialize';
import {
  surveyQuestions,
  surveyRespondents,
  surveyResponses,
  surveySections,
  surveys,
} from './surveys.table';

export type SurveyRow = typeof surveys.$inferSelect;

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

// Spelled out: inside a correlated subquery drizzle leaves the outer column unqualified.
const questionCount =
  sql<number>`(select count(*) from "survey_questions" where "survey_questions"."survey_id" = "surveys"."id")`.mapWith(
    Number,
  );

/** A page of surveys with each one's question count and, when `userId` is given, that person's progress. */
export async function listSurveys(
  db: Database,
  options: {
    where: SQL | undefined;
    userId?: string;
    page: number;
    limit: number;
    withRespondentCount?: boolean;
  },
) {
  const progress = options.userId
    ? and(eq(surveyRespondents.surveyId, surveys.id), eq(surveyRespondents.userId, options.userId))
    : sql`false`;
  // Spelled out: inside a correlated subquery drizzle leaves the outer column unqualified.
  const respondentCount =
    sql<number>`(select count(*) from "survey_respondents" where "survey_respondents"."survey_id" = "surveys"."id")`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      survey: surveys,
      questionCount,
      status: surveyRespondents.status,
      currentQuestionId: surveyRespondents.currentQuestionId,
      answered: surveyRespondents.answered,
      currentOrder: surveyQuestions.order,
      respondentCount: options.withRespondentCount ? respondentCount : sql<number>`0`.mapWith(Number),
    })
    .from(surveys)
    .leftJoin(surveyRespondents, progress)
    .leftJoin(surveyQuestions, eq(surveyQuestions.id, surveyRespondents.currentQuestionId))
    .where(options.where)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(surveys)
    .leftJoin(surveyRespondents, progress)
    .where(options.where);
  return {
    total,
    rows: rows.map((row) => ({
      survey: row.survey,
      questionCount: row.questionCount,
      respondentCount: row.respondentCount,
      progress: {
        status: row.status,
        currentQuestionId: row.currentQuestionId,
        currentOrder: row.currentOrder,
        answered: row.answered ?? 0,
      } satisfies Progress,
    })),
  };
}

/** Tab counts for one person: all surveys open to them, those in progress, those completed. */
export async function countByStatus(db: Database, where: SQL | undefined, userId: string) {
  const [row] = await db
    .select({
      all: count(),
      ongoing: sql<number>`count(*) filter (where ${surveyRespondents.status} = 'ongoing')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${surveyRespondents.status} = 'completed')`.mapWith(
        Number,
      ),
    })
    .from(surveys)
    .leftJoin(
      surveyRespondents,
      and(eq(surveyRespondents.surveyId, surveys.id), eq(surveyRespondents.userId, userId)),
    )
    .where(where);
  return row;
}

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

/** Questions in answering order, each with its section expanded (spec 000 §3). */
export async function listQuestions(db: Database, surveyId: string) {
  const rows = await db
    .select({ question: surveyQuestions, section: { id: surveySections.id, title: surveySections.title } })
    .from(surveyQuestions)
    .innerJoin(surveySections, eq(surveySections.id, surveyQuestions.sectionId))
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.order), asc(surveySections.order), asc(surveyQuestions.createdAt));
  return rows.map((row) => questionOut(row.question, row.section));
}

export async function findQuestions(db: Database, surveyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.surveyId, surveyId), inArray(surveyQuestions.id, ids)));
}

export async function answersOf(db: Database, surveyId: string, userId: string) {
  return db
    .select({
      question_id: surveyResponses.questionId,
      text: surveyResponses.text,
      optionId: surveyResponses.optionId,
    })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)));
}
