import type { TracerDisposition } from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * The tracer's SQL. Rolls (institutions), graduates (db/) and the survey's questions (surveys) are read here by
 * name, never written: the frame, the account a roll entry was claimed by, and the questionnaire to show.
 */

export const rowsOf = <Row = Record<string, unknown>>(result: unknown) => (result as { rows: Row[] }).rows;

export async function query<Row = Record<string, unknown>>(db: Database, statement: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(statement));
}

/** Moves a case's disposition and records why, in the caller's transaction; false when the case was elsewhere. */
export async function moveCase(
  db: Database,
  caseId: string,
  from: readonly TracerDisposition[],
  to: TracerDisposition,
  reason: string,
  extra: SQL = sql``,
): Promise<boolean> {
  const fromList = sql.join(
    from.map((value) => sql`${value}`),
    sql`, `,
  );
  const rows = await query(
    db,
    sql`
    with old as (
      select id, disposition from tracer_cases where id = ${caseId} and disposition in (${fromList}) for update
    ),
    moved as (
      update tracer_cases c set disposition = ${to}, updated_at = now() ${extra}
        from old where c.id = old.id
       returning c.id, old.disposition as before
    )
    insert into tracer_disposition_history (case_id, from_disposition, to_disposition, reason)
    select id, before, ${to}, ${reason} from moved
    returning case_id`,
  );
  return rows.length > 0;
}

/**
 * Makes the cases of every open wave from the rolls (idempotent: one case per wave and roll entry). A wave is
 * looked at in full once, then only for roll entries added since (with a margin for transactions still open).
 */
export async function makeCases(db: Database, now: Date): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`
    with open as (
      select w.id, w.study_id, w.cohort, w.cases_made_at, s.institution_ids
        from tracer_waves w join tracer_studies s on s.id = w.study_id
       where w.opens_at <= ${now} and w.closes_at > ${now}
    ),
    made as (
      insert into tracer_cases (study_id, wave_id, roll_entry_id, institution_id, programme_id, sex, state,
                                next_step, next_contact_at, created_at)
      select o.study_id, o.id, r.id, r.institution_id, r.programme_id, r.sex, r.state, 0, ${now}, ${now}
        from open o
        join roll_entries r on r.graduation_year = o.cohort
         and (cardinality(o.institution_ids) = 0 or r.institution_id = any(o.institution_ids))
         and (o.cases_made_at is null or r.created_at > o.cases_made_at - interval '15 minutes')
      on conflict (wave_id, roll_entry_id) do nothing
      returning 1
    ),
    stamped as (
      update tracer_waves w set cases_made_at = now() from open o where w.id = o.id returning 1
    )
    select (select count(*) from made)::int as n, (select count(*) from stamped)::int as waves`,
  );
  return rows[0]?.n ?? 0;
}

/** Cases of closed waves still waiting for an answer become no_response; their ladders stop. */
export async function closeWaves(db: Database, now: Date): Promise<number> {
  const rows = await query(
    db,
    sql`
    with old as (
      select c.id, c.disposition from tracer_cases c join tracer_waves w on w.id = c.wave_id
       where w.closes_at <= ${now} and c.disposition in ('not_contacted', 'contacted')
         for update of c skip locked
    ),
    closed as (
      update tracer_cases c set disposition = 'no_response', next_step = null, next_contact_at = null,
             updated_at = now()
        from old where c.id = old.id
       returning c.id, old.disposition as before
    )
    insert into tracer_disposition_history (case_id, from_disposition, to_disposition, reason)
    select id, before, 'no_response', 'the wave closed without an answer' from closed
    returning 1`,
  );
  // Partial answers stay partial; their reminders stop too.
  await db.execute(sql`
    update tracer_cases c set next_step = null, next_contact_at = null
      from tracer_waves w
     where w.id = c.wave_id and w.closes_at <= ${now} and c.next_step is not null`);
  return rows.length;
}

/**
 * Links cases to the account that claimed their roll entry (signing up later links the case): every such case, or
 * only those of `rollEntryIds` (a claim just confirmed). Returns the cases linked.
 */
export async function linkClaimedCases(db: Database, rollEntryIds?: string[]): Promise<string[]> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    update tracer_cases c set account_id = g.user_id, updated_at = now()
      from roll_entries r join graduates g on g.id = r.graduate_id
     where c.roll_entry_id = r.id and c.account_id is null
       ${rollEntryIds ? sql`and r.id = any(${sql.param(rollEntryIds)}::uuid[])` : sql``}
     returning c.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The answers given by link of cases now linked to an account join survey_responses (answers the account gave
 * itself win), so they feed the same outcome facts (kept by the outcomes feature's triggers on that table): every
 * linked case's not yet copied, or only those of `caseIds`.
 */
export async function copyLinkedAnswers(db: Database, caseIds?: string[]): Promise<void> {
  const only = caseIds ? sql`and c.id = any(${sql.param(caseIds)}::uuid[])` : sql``;
  await db.execute(sql`
    insert into survey_responses (survey_id, question_id, user_id, text, option_id)
    select s.survey_id, a.question_id, c.account_id, a.text, a.option_id
      from tracer_answers a
      join tracer_cases c on c.id = a.case_id
      join tracer_studies s on s.id = c.study_id
     where c.account_id is not null and a.copied_at is null ${only}
    on conflict (question_id, user_id) do nothing`);
  await db.execute(sql`
    insert into survey_respondents (survey_id, user_id, status, answered, completed_at, language)
    select s.survey_id, c.account_id, 'completed',
           (select count(*) from tracer_answers a where a.case_id = c.id)::int, c.completed_at,
           coalesce(c.language, 'en')
      from tracer_cases c join tracer_studies s on s.id = c.study_id
     where c.account_id is not null and c.disposition = 'complete' ${only}
       and exists (select 1 from tracer_answers a where a.case_id = c.id and a.copied_at is null)
    on conflict (survey_id, user_id) do nothing`);
  await db.execute(sql`
    update tracer_answers a set copied_at = now()
      from tracer_cases c
     where c.id = a.case_id and c.account_id is not null and a.copied_at is null ${only}`);
}

/** Contacts queued or sent today (Africa/Lagos) by a study: what its daily cap counts. */
export async function sentToday(db: Database, studyId: string, now: Date): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from tracer_contacts
     where study_id = ${studyId} and status <> 'cancelled'
       and created_at >= (date_trunc('day', ${now}::timestamptz at time zone 'Africa/Lagos') at time zone 'Africa/Lagos')`,
  );
  return rows[0]?.n ?? 0;
}
