import { callOperations, fillPath } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { handOver, institutionToken, phoneStudy, staffOf } from '../../test/interviews.fixtures';
import { type Person, person, seedSurvey, threeQuestions } from '../../test/surveys.fixtures';
import { panel, rowsOf } from '../../test/tracer.fixtures';

/*
 * Issue 28, a known limit closed: an interviewer who reloads the page in the middle of a phone interview sends the
 * answered call again. The page keeps the call's key (`client_id`) across the reload; the server answers the call
 * already recorded for a repeated key instead of recording a second one. PGlite, and PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let caller: Person;
let cases: string[];

const api = () => client(t.app);
const outcome = (caseId: string) => `/api${fillPath(callOperations.outcome.path, { caseId })}`;
const callsOf = async (caseId: string) =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from interview_calls where case_id = ${caseId}`,
    )
  )[0]?.n;
const attemptsOf = async (caseId: string) =>
  (
    await rowsOf<{ attempts: number }>(
      t.database.db,
      sql`select attempts from interview_assignments where case_id = ${caseId}`,
    )
  )[0]?.attempts;

beforeAll(async () => {
  t = await createTestApp({ QUIET_HOURS: 'off' });
  const admin = await person(t, 'admin');
  const survey = await seedSurvey(t.database.db, threeQuestions('Phone tracer'));
  const roll = await panel(t.database.db, 3, 2021);
  const institution = await institutionToken(t, roll);
  const { waveId } = await phoneStudy(t, admin, survey.id, 2021);
  await handOver(t);
  caller = await staffOf(t, roll.institutionId);
  const named = await api().post(
    '/api/v1/institution/interviewers',
    { account_id: caller.accountId },
    institution,
  );
  expect(named.statusCode, named.body.msg).toBe(201);
  const shared = await api().post(
    '/api/v1/institution/follow-up/assign',
    { wave_ids: [waveId], interviewers: [caller.accountId] },
    institution,
  );
  expect(shared.statusCode, shared.body.msg).toBe(200);
  const list = await api().get('/api/v1/calls', caller.token);
  cases = list.body.payload.docs.map((doc: { case_id: string }) => doc.case_id);
  expect(cases).toHaveLength(3);
}, 90_000);
afterAll(() => t?.close());

describe("an answered call sent again with its key (the interviewer's page reloaded)", () => {
  it('answers the call already recorded: one call, one attempt, the same disposition', async () => {
    const caseId = cases[0] as string;
    const key = 'c0ffee001111422283334444555566667';
    const first = await api().post(
      outcome(caseId),
      { outcome: 'answered', attempt: 0, client_id: key },
      caller.token,
    );
    expect(first.statusCode, first.body.msg).toBe(200);
    expect(first.body.payload.attempts).toBe(1);

    // After the reload the page has read the case again (1 attempt) and sends the same key; a slow first request
    // repeated by the browser carries the count it saw first (0). Neither records a second call.
    for (const attempt of [1, 0]) {
      const again = await api().post(
        outcome(caseId),
        { outcome: 'answered', attempt, client_id: key },
        caller.token,
      );
      expect(again.statusCode, again.body.msg).toBe(200);
      expect(again.body.payload).toEqual(first.body.payload);
    }
    expect(await callsOf(caseId)).toBe(1);
    expect(await attemptsOf(caseId)).toBe(1);

    // A new call of the same case (a new key, the count seen) is recorded as usual.
    const next = await api().post(
      outcome(caseId),
      { outcome: 'no_answer', attempt: 1, client_id: 'c0ffee00-next-call' },
      caller.token,
    );
    expect(next.statusCode, next.body.msg).toBe(200);
    expect(await callsOf(caseId)).toBe(2);
  });

  it('the same key twice at once: both are answered with the one call recorded', async () => {
    const caseId = cases[1] as string;
    const body = { outcome: 'answered', attempt: 0, client_id: 'twice-at-once-0001' };
    const both = await Promise.all([
      api().post(outcome(caseId), body, caller.token),
      api().post(outcome(caseId), body, caller.token),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both[0]?.body.payload).toEqual(both[1]?.body.payload);
    expect(await callsOf(caseId)).toBe(1);
    expect(await attemptsOf(caseId)).toBe(1);
  });

  it('a key that is not one is refused with a msg, and nothing is recorded', async () => {
    const caseId = cases[2] as string;
    const res = await api().post(
      outcome(caseId),
      { outcome: 'busy', attempt: 0, client_id: 'x y' },
      caller.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toMatch(/Client ID must be 8 to 64 letters, digits, - or _/);
    expect(await callsOf(caseId)).toBe(0);
    expect(await attemptsOf(caseId)).toBe(0);
  });
});
