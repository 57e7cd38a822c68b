import {
  CALL_OUTCOMES,
  type CallOutcome,
  type FollowUpStats,
  type FollowUpWave,
  INTERVIEW_MESSAGES,
  type Interviewer,
  type ShareBy,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { followUpWaves, handedOverCases, phoneResponseCounts } from '../tracer';
import { activeInterviewers, idList, query, staffInstitution } from './interviews.repository';
import { rate, shareCases } from './interviews.rules';

/*
 * The institution's side of phone follow-up (issue 28): which of its staff are interviewers, the open waves with
 * cases handed over to phone follow-up, sharing those cases, and the figures. `auth.profileId` is the calling
 * institution: it only ever names its own staff and shares its own cases.
 */

/** Which of `cases` are assigned to an interviewer already. */
async function assignedAmong(db: Database, cases: readonly { case_id: string }[]): Promise<Set<string>> {
  if (cases.length === 0) return new Set();
  const rows = await query<{ case_id: string }>(
    db,
    sql`select case_id from interview_assignments where case_id in (${idList(cases.map((c) => c.case_id))})`,
  );
  return new Set(rows.map((row) => row.case_id));
}

export async function listInterviewers(deps: Deps, auth: AuthContext): Promise<Interviewer[]> {
  return query<Interviewer>(
    deps.db,
    sql`select u.id as account_id, u.name, u.email, (i.account_id is not null) as is_interviewer,
               (select count(*)::int from interview_assignments a join tracer_cases c on c.id = a.case_id
                 where a.interviewer_id = u.id and a.institution_id = s.institution_id
                   and c.disposition in ('not_contacted', 'contacted', 'no_response', 'partial')) as open_cases
          from staff s join users u on u.id = s.user_id
          left join interviewers i on i.account_id = u.id and i.institution_id = s.institution_id
         where s.institution_id = ${auth.profileId}
         order by (i.account_id is not null) desc, u.name
         limit 500`,
  );
}

export async function addInterviewer(deps: Deps, auth: AuthContext, accountId: string) {
  if ((await staffInstitution(deps.db, accountId)) !== auth.profileId)
    throw notFound(INTERVIEW_MESSAGES.notYourStaff);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into interviewers (institution_id, account_id) values (${auth.profileId}, ${accountId})
      on conflict (account_id) do update set institution_id = excluded.institution_id`);
    await audit(tx, { actor: auth, action: 'interviewer.add', target: { type: 'account', id: accountId } });
  });
}

/** Removes an interviewer: their next request is refused, and their open cases go back to be shared again. */
export async function removeInterviewer(deps: Deps, auth: AuthContext, accountId: string) {
  await deps.db.transaction(async (tx) => {
    const removed = await query(
      tx,
      sql`delete from interviewers where account_id = ${accountId} and institution_id = ${auth.profileId}
          returning account_id`,
    );
    if (removed.length === 0) throw notFound(INTERVIEW_MESSAGES.notInterviewer);
    await tx.execute(sql`delete from interview_assignments
                          where interviewer_id = ${accountId} and institution_id = ${auth.profileId}`);
    await audit(tx, {
      actor: auth,
      action: 'interviewer.remove',
      target: { type: 'account', id: accountId },
    });
  });
}

/** The institution's open waves with cases handed over to phone follow-up, and who has how many of them. */
export async function followUpOverview(deps: Deps, auth: AuthContext): Promise<FollowUpWave[]> {
  const waves = await followUpWaves(deps.db, auth.profileId);
  if (waves.length === 0) return [];
  const assigned = await query<{ wave_id: string; account_id: string; name: string; cases: number }>(
    deps.db,
    sql`select a.wave_id, a.interviewer_id as account_id, u.name, count(*)::int as cases
          from interview_assignments a join users u on u.id = a.interviewer_id
         where a.institution_id = ${auth.profileId} and a.wave_id in (${idList(waves.map((w) => w.wave_id))})
         group by a.wave_id, a.interviewer_id, u.name order by u.name`,
  );
  // Still callable and given to nobody: what the next share would give out.
  const callable = await handedOverCases(
    deps.db,
    auth.profileId,
    waves.map((wave) => wave.wave_id),
  );
  const taken = await assignedAmong(deps.db, callable);
  return waves.map((wave) => {
    const mine = assigned.filter((row) => row.wave_id === wave.wave_id);
    return {
      ...wave,
      closes_at: new Date(wave.closes_at).toISOString(),
      unassigned: callable.filter((item) => item.wave_id === wave.wave_id && !taken.has(item.case_id)).length,
      assigned: mine.map(({ account_id, name, cases }) => ({ account_id, name, cases })),
    };
  });
}

export interface AssignInput {
  wave_ids: string[];
  interviewers: string[];
  by: ShareBy;
  case_ids?: string[];
}

/**
 * Shares handed-over cases of open waves among interviewers. Named cases must all be the institution's, handed
 * over and callable, or nothing is assigned; with none named, every unassigned such case is shared.
 */
export async function assignCases(deps: Deps, auth: AuthContext, input: AssignInput) {
  const institutionId = auth.profileId;
  const waveIds = [...new Set(input.wave_ids)];
  const interviewerIds = [...new Set(input.interviewers)];
  return deps.db.transaction(async (tx) => {
    const open = new Set((await followUpWaves(tx, institutionId)).map((wave) => wave.wave_id));
    if (waveIds.some((id) => !open.has(id))) throw conflict(INTERVIEW_MESSAGES.waveNotOpen);
    const active = await activeInterviewers(tx, institutionId, interviewerIds);
    if (active.length !== interviewerIds.length) throw notFound(INTERVIEW_MESSAGES.notInterviewer);
    let cases: Awaited<ReturnType<typeof handedOverCases>>;
    if (input.case_ids) {
      const named = [...new Set(input.case_ids)];
      cases = await handedOverCases(tx, institutionId, waveIds, named);
      if (cases.length !== named.length) throw notFound(INTERVIEW_MESSAGES.caseNotYours);
    } else {
      const all = await handedOverCases(tx, institutionId, waveIds);
      const taken = await assignedAmong(tx, all);
      cases = all.filter((item) => !taken.has(item.case_id));
    }
    const waveOf = new Map(cases.map((item) => [item.case_id, item.wave_id]));
    const shared = shareCases(cases, interviewerIds, input.by);
    for (const [interviewerId, caseIds] of shared) {
      for (const caseId of caseIds)
        await tx.execute(sql`
          insert into interview_assignments (case_id, interviewer_id, institution_id, wave_id)
          values (${caseId}, ${interviewerId}, ${institutionId}, ${waveOf.get(caseId) as string})
          on conflict (case_id) do update set interviewer_id = excluded.interviewer_id, callback_at = null`);
    }
    await audit(tx, {
      actor: auth,
      action: 'interview.assign',
      target: { type: 'institution', id: institutionId },
      detail: { cases: cases.length, interviewers: interviewerIds.length, by: input.by },
    });
    return {
      assigned: [...shared].map(([account_id, ids]) => ({ account_id, cases: ids.length })),
      total: cases.length,
    };
  });
}

/** Calls per interviewer per day (Lagos), outcomes, completed interviews and the response rate gained by phone. */
export async function followUpStats(deps: Deps, institutionId: string | null): Promise<FollowUpStats> {
  if (
    institutionId &&
    !(await query(deps.db, sql`select 1 from institutions where id = ${institutionId}`)).length
  )
    throw badRequest('No institution with this id: pick one from the list');
  const where = institutionId ? sql`k.institution_id = ${institutionId}` : sql`true`;
  const perDay = await query<{ account_id: string | null; name: string; day: string; calls: number }>(
    deps.db,
    sql`select k.interviewer_id as account_id, coalesce(u.name, 'Erased account') as name,
               to_char(k.created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day, count(*)::int as calls
          from interview_calls k left join users u on u.id = k.interviewer_id
         where ${where}
         group by 1, 2, 3 order by 3 desc, 2 limit 500`,
  );
  const outcomes = await query<{ outcome: CallOutcome; count: number }>(
    deps.db,
    sql`select outcome, count(*)::int as count from interview_calls k where ${where} group by outcome`,
  );
  const counts = await phoneResponseCounts(deps.db, institutionId);
  return {
    per_day: perDay,
    outcomes: CALL_OUTCOMES.map((outcome) => ({
      outcome,
      count: outcomes.find((row) => row.outcome === outcome)?.count ?? 0,
    })),
    completed_interviews: counts.complete_by_phone,
    eligible: counts.eligible,
    complete: counts.complete,
    complete_by_phone: counts.complete_by_phone,
    rr1: rate(counts.complete, counts.eligible),
    rr1_gained_by_phone: rate(counts.complete_by_phone, counts.eligible),
  };
}
