import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * The interviews feature's SQL. Staff and accounts (db/) are read by name, never written; tracer cases are read
 * and moved only through the tracer's face.
 */

export async function query<Row = Record<string, unknown>>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The institution a staff account works at (null: none on its profile). */
export async function staffInstitution(db: Database, accountId: string): Promise<string | null> {
  const [row] = await query<{ institution_id: string | null }>(
    db,
    sql`select institution_id from staff where user_id = ${accountId}`,
  );
  return row?.institution_id ?? null;
}

/**
 * The institution an account interviews for, read at every request: the interviewer row must exist and the staff
 * profile must still be at that institution (removed, or moved elsewhere: null).
 */
export async function interviewerInstitution(db: Database, accountId: string): Promise<string | null> {
  const [row] = await query<{ institution_id: string }>(
    db,
    sql`select i.institution_id from interviewers i
          join staff s on s.user_id = i.account_id and s.institution_id = i.institution_id
         where i.account_id = ${accountId}`,
  );
  return row?.institution_id ?? null;
}

export async function activeInterviewers(db: Database, institutionId: string, accountIds: readonly string[]) {
  const rows = await query<{ account_id: string }>(
    db,
    sql`select i.account_id from interviewers i
          join staff s on s.user_id = i.account_id and s.institution_id = i.institution_id
         where i.institution_id = ${institutionId} and i.account_id in (${idList(accountIds)})`,
  );
  return rows.map((row) => row.account_id);
}

export interface AssignmentRow {
  case_id: string;
  attempts: number;
  callback_at: Date | string | null;
  best_time: string | null;
}

/** An interviewer's assignments at their institution (bounded: an institution's handed-over cases). */
export async function assignmentsOf(
  db: Database,
  interviewerId: string,
  institutionId: string,
  caseId?: string,
): Promise<AssignmentRow[]> {
  return query<AssignmentRow>(
    db,
    sql`select case_id, attempts, callback_at, best_time from interview_assignments
         where interviewer_id = ${interviewerId} and institution_id = ${institutionId}
           ${caseId ? sql`and case_id = ${caseId}` : sql``}
         order by callback_at nulls last, attempts, case_id
         limit 2000`,
  );
}

export interface CallRow {
  case_id: string;
  outcome: string;
  reason: string | null;
  callback_at: Date | string | null;
  created_at: Date | string;
}

/** The last five calls of each case (any interviewer of the institution: what happened at earlier attempts). */
export async function lastCalls(db: Database, caseIds: readonly string[]): Promise<CallRow[]> {
  if (caseIds.length === 0) return [];
  return query<CallRow>(
    db,
    sql`select case_id, outcome, reason, callback_at, created_at from (
          select c.*, row_number() over (partition by case_id order by created_at desc) as n
            from interview_calls c where case_id in (${idList(caseIds)})) recent
         where n <= 5 order by created_at desc`,
  );
}

/** Whether the interviewer's call with this key is recorded on the case (the page sent it again after a reload). */
export async function callWithKey(
  db: Database,
  caseId: string,
  interviewerId: string,
  clientId: string,
): Promise<boolean> {
  const rows = await query(
    db,
    sql`select 1 from interview_calls
         where case_id = ${caseId} and client_id = ${clientId} and interviewer_id = ${interviewerId}`,
  );
  return rows.length > 0;
}
