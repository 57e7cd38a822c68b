import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedQuery } from '../../db/named-query';
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

/**
 * One submission in one statement (and so one round trip and one implicit transaction): the answers are upserted
 * (answering again replaces the earlier answer, so a retried request stores each one once), and the respondent's
 * row with them. Nothing is stored when the survey is no longer published, or when `completing` while a required
 * question has no answer; the first row says which.
 *
 * - `answered` moves by the answers this statement actually inserted (`xmax = 0` marks a row inserted rather than
 *   updated by ON CONFLICT), added to the locked respondent row, so two submissions of one person at once still
 *   count every answer once; a first respondent row starts from the answers already stored.
 * - Sub-statements of one WITH see the same snapshot, so `missing` counts required questions answered neither
 *   before nor in this submission (the service passes the required ids this submission does not answer).
 * - The survey's state is read here, not trusted from a cache: a survey closed by another node takes no answer.
 */
export const SUBMIT_SQL = `
with input as (
  select * from unnest($3::uuid[], $4::text[], $5::text[]) as i(question_id, text, option_id)
),
open as (
  select 1 from surveys where id = $1 and state = 'published'
),
missing as (
  select count(*)::int as n from unnest($6::uuid[]) as r(question_id)
   where not exists (select 1 from survey_responses s where s.question_id = r.question_id and s.user_id = $2)
),
go as (
  select 1 from open, missing where not $7::boolean or missing.n = 0
),
saved as (
  insert into survey_responses (survey_id, question_id, user_id, text, option_id)
  select $1, i.question_id, $2, i.text, i.option_id from input i where exists (select 1 from go)
  on conflict (question_id, user_id) do update
     set text = excluded.text, option_id = excluded.option_id, updated_at = now()
  returning (xmax = 0) as inserted
),
added as (
  select (count(*) filter (where inserted))::int as n from saved
),
respondent as (
  insert into survey_respondents as p (survey_id, user_id, status, current_question_id, answered, completed_at, language)
  select $1, $2, case when $7::boolean then 'completed' else 'ongoing' end, $8,
         (select count(*) from survey_responses r where r.survey_id = $1 and r.user_id = $2)::int + added.n,
         case when $7::boolean then now() end, $9::text
    from added where exists (select 1 from go)
  on conflict (survey_id, user_id) do update set
     status = case when p.status = 'completed' or $7::boolean then 'completed' else 'ongoing' end,
     current_question_id = excluded.current_question_id,
     answered = p.answered + (select n from added),
     language = excluded.language,
     completed_at = case when p.status = 'completed' or $7::boolean then coalesce(p.completed_at, now()) end,
     updated_at = now()
  returning status, answered
)
select exists (select 1 from open) as open, (select n from missing) as missing,
       (select status from respondent) as status, (select answered from respondent) as answered`;

export type SubmitOutcome =
  | { stored: true; status: 'ongoing' | 'completed'; answered: number }
  | { stored: false; why: 'not-open' }
  | { stored: false; why: 'incomplete'; missing: number };

export async function submitAnswers(
  db: Database,
  input: {
    surveyId: string;
    userId: string;
    answers: { questionId: string; text: string | null; optionId: string | null }[];
    currentQuestionId: string;
    /** The survey's required questions this submission does not answer (checked only when completing). */
    requiredElsewhere: readonly string[];
    completing: boolean;
    /** The language the answers were given in (issue 29); the respondent row keeps the latest. */
    language?: string;
  },
): Promise<SubmitOutcome> {
  const [row] = await namedQuery<{
    open: boolean;
    missing: number;
    status: string | null;
    answered: number | null;
  }>(db, 'surveys_submit_v2', SUBMIT_SQL, [
    input.surveyId,
    input.userId,
    input.answers.map((answer) => answer.questionId),
    input.answers.map((answer) => answer.text),
    input.answers.map((answer) => answer.optionId),
    input.completing ? input.requiredElsewhere : [],
    input.completing,
    input.currentQuestionId,
    input.language ?? 'en',
  ]);
  if (!row.open) return { stored: false, why: 'not-open' };
  if (row.status === null) return { stored: false, why: 'incomplete', missing: row.missing };
  return { stored: true, status: row.status as 'ongoing' | 'completed', answered: Number(row.answered) };
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
