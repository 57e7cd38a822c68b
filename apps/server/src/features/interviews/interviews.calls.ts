import {
  type CallAnswers,
  type CallCase,
  type CallCaseDetail,
  type CallOutcome,
  INTERVIEW_MESSAGES,
  type TracerDisposition,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import {
  CALLABLE,
  caseQuestionnaire,
  type FollowUpCase,
  followUpCases,
  moveCaseByCall,
  saveCaseAnswers,
} from '../tracer';
import {
  type AssignmentRow,
  assignmentsOf,
  type CallRow,
  callWithKey,
  interviewerInstitution,
  lastCalls,
  query,
} from './interviews.repository';

/*
 * The interviewer's side of phone follow-up (issue 28): the call list, one case, a call's outcome and the answers
 * given on the phone. Each use case first reads that the caller is still an interviewer of their institution (a
 * removed interviewer's next request is refused), and only ever reads the caller's own assignments, of their own
 * institution, in open waves. No NIN is read: the tracer's followUpCases gives the roll's name and phone.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function interviewerOf(db: Database, auth: AuthContext): Promise<string> {
  const institutionId = await interviewerInstitution(db, auth.accountId);
  if (!institutionId) throw forbidden(INTERVIEW_MESSAGES.onlyInterviewers);
  return institutionId;
}

function caseOut(found: FollowUpCase, assignment: AssignmentRow, calls: CallRow[]): CallCase {
  return {
    case_id: found.case_id,
    name: found.name,
    phone: found.phone,
    programme: found.programme,
    cohort: found.cohort,
    study_title: found.study_title,
    disposition: found.disposition,
    best_time: assignment.best_time,
    callback_at: iso(assignment.callback_at),
    attempts: assignment.attempts,
    last_attempts: calls
      .filter((call) => call.case_id === found.case_id)
      .map((call) => ({
        outcome: call.outcome as CallOutcome,
        reason: call.reason,
        callback_at: iso(call.callback_at),
        createdAt: new Date(call.created_at).toISOString(),
      })),
  };
}

const workable = (found: FollowUpCase, institutionId: string) =>
  found.wave_open && found.institution_id === institutionId && CALLABLE.includes(found.disposition);

/** The caller's call list: own cases, own institution, open waves, still callable; a callback from its time. */
export async function callList(deps: Deps, auth: AuthContext, now = new Date()) {
  const institutionId = await interviewerOf(deps.db, auth);
  const assignments = await assignmentsOf(deps.db, auth.accountId, institutionId);
  const due = assignments.filter((row) => row.callback_at === null || new Date(row.callback_at) <= now);
  const cases = new Map(
    (
      await followUpCases(
        deps.db,
        due.map((row) => row.case_id),
      )
    ).map((found) => [found.case_id, found]),
  );
  const listed = due.filter((row) => {
    const found = cases.get(row.case_id);
    return found !== undefined && workable(found, institutionId);
  });
  const calls = await lastCalls(
    deps.db,
    listed.map((row) => row.case_id),
  );
  const docs = listed.map((row) => caseOut(cases.get(row.case_id) as FollowUpCase, row, calls));
  return { docs, totalDocs: docs.length };
}

/** The caller's own assigned case, in an open wave of their institution, locked when `tx` is a transaction. */
async function ownCase(db: Database, auth: AuthContext, caseId: string, lock: boolean) {
  const institutionId = await interviewerOf(db, auth);
  const [assignment] = await assignmentsOf(db, auth.accountId, institutionId, caseId);
  const [found] = assignment ? await followUpCases(db, [caseId], lock) : [];
  if (!assignment || !found || found.institution_id !== institutionId)
    throw notFound(INTERVIEW_MESSAGES.notOnYourList);
  if (!found.wave_open) throw conflict(INTERVIEW_MESSAGES.waveClosed);
  return { institutionId, assignment, found };
}

/** One case with the questionnaire to read aloud and the answers so far; the view is audited. */
export async function readCallCase(
  deps: Deps,
  auth: AuthContext,
  caseId: string,
  language = 'en',
): Promise<CallCaseDetail> {
  const { assignment, found } = await ownCase(deps.db, auth, caseId, false);
  const calls = await lastCalls(deps.db, [caseId]);
  const { survey, answered } = await caseQuestionnaire(deps.db, caseId, found.survey_id, language);
  await audit(deps.db, {
    actor: auth,
    action: 'interview.case_view',
    target: { type: 'tracer_case', id: caseId, label: found.name },
  });
  return { ...caseOut(found, assignment, calls), questionnaire: survey, answered };
}

export interface OutcomeInput {
  outcome: CallOutcome;
  attempt: number;
  callback_at?: Date;
  reason?: string;
  best_time?: string;
  client_id?: string;
}

type CallResult = { disposition: TracerDisposition; attempts: number };

/** The case as it stands when the caller's call with this key is already recorded; null when it is not. */
async function keptCall(db: Database, auth: AuthContext, caseId: string, clientId: string | undefined) {
  if (!clientId || !(await callWithKey(db, caseId, auth.accountId, clientId))) return null;
  const { assignment, found } = await ownCase(db, auth, caseId, false);
  return { disposition: found.disposition, attempts: assignment.attempts } satisfies CallResult;
}

/**
 * Records one call and moves the case by its outcome (tracer's rules). The call is recorded against the number of
 * calls the interviewer saw: of two recorded at once, the second finds the count moved and is refused (409). A call
 * sent again with its key (the page reloaded mid-interview) answers the call already recorded and records nothing.
 */
export async function recordCall(
  deps: Deps,
  auth: AuthContext,
  caseId: string,
  input: OutcomeInput,
  now = new Date(),
): Promise<CallResult> {
  return deps.db.transaction(async (tx) => {
    const kept = await keptCall(tx, auth, caseId, input.client_id);
    if (kept) return kept;
    const callbackAt = input.outcome === 'call_back' ? (input.callback_at ?? null) : null;
    const [counted] = await query<{ attempts: number }>(
      tx,
      sql`update interview_assignments
             set attempts = attempts + 1, callback_at = ${callbackAt},
                 best_time = coalesce(${input.best_time || null}, best_time)
           where case_id = ${caseId} and interviewer_id = ${auth.accountId} and attempts = ${input.attempt}
           returning attempts`,
    );
    const { institutionId, found } = await ownCase(tx, auth, caseId, true);
    if (!counted) {
      // The same key sent twice at once: the first recorded the call while this one waited for the case.
      const recorded = await keptCall(tx, auth, caseId, input.client_id);
      if (recorded) return recorded;
      throw conflict(INTERVIEW_MESSAGES.callAlreadyRecorded);
    }
    if (!CALLABLE.includes(found.disposition)) throw conflict(INTERVIEW_MESSAGES.caseClosed);
    if (callbackAt) {
      if (callbackAt <= now || callbackAt >= new Date(found.closes_at))
        throw badRequest(INTERVIEW_MESSAGES.callbackInPast, {
          callback_at: INTERVIEW_MESSAGES.callbackInPast,
        });
    }
    const reason = input.outcome === 'ineligible' ? (input.reason ?? null) : null;
    const inserted = await query(
      tx,
      sql`insert into interview_calls (case_id, interviewer_id, institution_id, outcome, reason, callback_at, client_id)
          values (${caseId}, ${auth.accountId}, ${institutionId}, ${input.outcome}, ${reason}, ${callbackAt},
                  ${input.client_id ?? null})
          on conflict (case_id, client_id) do nothing returning id`,
    );
    // The key already names another call of this case (sent with another attempt count): nothing is recorded.
    if (inserted.length === 0) throw conflict(INTERVIEW_MESSAGES.callAlreadyRecorded);
    const disposition = await moveCaseByCall(tx, caseId, input.outcome, reason);
    await audit(tx, {
      actor: auth,
      action: 'interview.call',
      target: { type: 'tracer_case', id: caseId, label: found.name },
      detail: { outcome: input.outcome, disposition },
    });
    return { disposition, attempts: counted.attempts };
  });
}

/** Answers the graduate gave on the phone, stored by the tracer's one use case with mode 'phone'; audited. */
export async function enterAnswers(
  deps: Deps,
  auth: AuthContext,
  caseId: string,
  input: Required<Pick<CallAnswers, 'final' | 'language'>> & Pick<CallAnswers, 'answers'>,
): Promise<{ disposition: TracerDisposition }> {
  return deps.db.transaction(async (tx) => {
    const { found } = await ownCase(tx, auth, caseId, true);
    if (!CALLABLE.includes(found.disposition) && found.disposition !== 'undeliverable')
      throw conflict(INTERVIEW_MESSAGES.caseClosed);
    const answers = input.answers.map((answer) => ({
      question_id: answer.question_id,
      text: answer.text ?? null,
      optionId: answer.optionId ?? null,
    }));
    const result = await saveCaseAnswers(tx, found, answers, {
      mode: 'phone',
      language: input.language,
      final: input.final,
      enteredBy: auth.accountId,
      how: 'by phone interview',
    });
    await audit(tx, {
      actor: auth,
      action: 'interview.answers',
      target: { type: 'tracer_case', id: caseId, label: found.name },
      detail: { answers: answers.length, final: input.final, disposition: result.disposition },
    });
    return result;
  });
}
