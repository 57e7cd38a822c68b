import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, employers, graduates, institutions, mentors, staff, users } from '../../db/schema';
import { surveyRespondents, surveyResponses } from './surveys.table';

/** The answers' SQL: what people answered, where they stopped, and the administrators' view of both. */

export type RespondentRow = typeof surveyRespondents.$inferSelect;

/** The account behind an account id or any role-profile id; an unknown id is returned as it is. */
export async function accountOf(db: Database, id: string): Promise<string> {
  const profiles = [graduates, institutions, staff, employers, mentors, admins];
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .where(
      sql`${users.id} = ${id} or ${users.id} in (${sql.join(
        profiles.map((table) => sql`select ${table.userId} from ${table} where ${table.id} = ${id}`),
        sql` union all `,
      )})`,
    )
    .limit(1);
  return row?.userId ?? id;
}

/** One person's own answers to one survey (Previous shows them; Continue resumes after them). */
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

/** One person's respondent records, most recently touched first. */
export async function listRecordsOf(db: Database, userId: string, window: { limit: number; offset: number }) {
  return db
    .select()
    .from(surveyRespondents)
    .where(eq(surveyRespondents.userId, userId))
    .orderBy(desc(surveyRespondents.updatedAt))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countRecordsOf(db: Database, userId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(surveyRespondents)
    .where(eq(surveyRespondents.userId, userId));
  return total;
}

/** The figures a submission needs once its answers are stored. */
export interface Tally {
  answered: number;
  total: number;
  /** Required questions still without an answer. */
  left: number;
  previous: string | null;
}

/**
 * Stores answers (answering again replaces the earlier answer, so a retried request stores each one once), then
 * the respondent's status as `decide` reads it from the tally; `decide` throwing stores nothing.
 */
export async function saveAnswers(
  db: Database,
  input: {
    surveyId: string;
    userId: string;
    answers: { questionId: string; text: string | null; optionId: string | null }[];
    currentQuestionId: string;
  },
  decide: (tally: Tally) => 'ongoing' | 'completed',
) {
  const { surveyId, userId, currentQuestionId } = input;
  return db.transaction(async (tx) => {
    await tx
      .insert(surveyResponses)
      .values(input.answers.map((answer) => ({ surveyId, userId, ...answer })))
      .onConflictDoUpdate({
        target: [surveyResponses.questionId, surveyResponses.userId],
        set: { text: sql`excluded.text`, optionId: sql`excluded.option_id`, updatedAt: new Date() },
      });
    // One round trip for every figure the answer needs, so the transaction holds its locks briefly.
    const result = await tx.execute(sql`
      select
        (select count(*) from "survey_responses" where "survey_id" = ${surveyId} and "user_id" = ${userId})::int as answered,
        (select count(*) from "survey_questions" where "survey_id" = ${surveyId})::int as total,
        (select count(*) from "survey_questions" q
          where q."survey_id" = ${surveyId} and q."required"
            and not exists (select 1 from "survey_responses" r where r."question_id" = q."id" and r."user_id" = ${userId})
        )::int as left,
        (select "status" from "survey_respondents" where "survey_id" = ${surveyId} and "user_id" = ${userId}) as previous`);
    // Both drivers answer raw queries with `rows`; the shared database type cannot say so.
    const tally = (result as unknown as { rows: Tally[] }).rows[0];
    const status = decide(tally);
    await tx
      .insert(surveyRespondents)
      .values({
        surveyId,
        userId,
        status,
        currentQuestionId,
        answered: tally.answered,
        completedAt: status === 'completed' ? new Date() : null,
      })
      .onConflictDoUpdate({
        target: [surveyRespondents.surveyId, surveyRespondents.userId],
        set: {
          status,
          currentQuestionId,
          answered: tally.answered,
          completedAt: status === 'completed' ? sql`coalesce(${surveyRespondents.completedAt}, now())` : null,
          updatedAt: new Date(),
        },
      });
    return { ...tally, status };
  });
}

/* Results (administrators) */

/** Respondents of a survey with their account, in a stable order: by offset for pages, after an id for batches. */
export async function listRespondents(
  db: Database,
  surveyId: string,
  window: { limit: number; offset?: number; afterId?: string },
) {
  return db
    .select({
      respondent: surveyRespondents,
      user: { id: users.id, name: users.name, email: users.email, userType: users.userType },
    })
    .from(surveyRespondents)
    .innerJoin(users, eq(users.id, surveyRespondents.userId))
    .where(
      and(
        eq(surveyRespondents.surveyId, surveyId),
        window.afterId ? gt(surveyRespondents.id, window.afterId) : undefined,
      ),
    )
    .orderBy(asc(surveyRespondents.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
}
export type RespondentWithAccount = Awaited<ReturnType<typeof listRespondents>>[number];

export async function countRespondents(db: Database, surveyId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(surveyRespondents)
    .where(eq(surveyRespondents.surveyId, surveyId));
  return total;
}

/** Every answer of these respondents to one survey. */
export async function answersOfRespondents(db: Database, surveyId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: surveyResponses.userId,
      questionId: surveyResponses.questionId,
      text: surveyResponses.text,
      optionId: surveyResponses.optionId,
    })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), inArray(surveyResponses.userId, userIds)));
}
