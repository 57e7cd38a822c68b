import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { tracerPersonalData } from '../features/tracer/tracer.personal-data';
import { runSweep } from '../features/tracer/tracer.sweep';
import { hashPassword } from '../platform/secrets';
import { DEMO_PASSWORD } from '../seed/accounts.factory';
import { login } from './accounts.fixtures';
import { client, type TestApp } from './harness';
import { type Person, person } from './surveys.fixtures';
import { openWave, type Panel, rowsOf, tracerDeps } from './tracer.fixtures';

/*
 * Phone follow-up (issue 28) for the API tests: an institution that can sign in, with a roll whose cases the
 * reminder ladder has handed over to phone follow-up (a study whose one step is the phone on day 0), and staff.
 */

/** Signs in the panel's institution (the tracer fixture stores no usable password: one is set here). */
export async function institutionToken(t: TestApp, roll: Panel): Promise<string> {
  await t.database.db.execute(
    sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where id = ${roll.institutionUserId}`,
  );
  const [row] = await rowsOf<{ email: string }>(
    t.database.db,
    sql`select email from users where id = ${roll.institutionUserId}`,
  );
  return (await login(t, 'institution', row?.email as string)).key;
}

/** A study over `surveyId` for `cohort` whose ladder hands every case to the phone at once; the wave is open. */
export async function phoneStudy(t: TestApp, admin: Person, surveyId: string, cohort: number) {
  const res = await client(t.app).post(
    '/api/v1/admin/tracer-studies',
    {
      title: `Phone follow-up ${cohort}`,
      survey_id: surveyId,
      cohorts: [cohort],
      offsets: [12],
      ladder: [{ day: 0, channel: 'phone', template: 'phone_follow_up' }],
    },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  const waveId = res.body.payload.waves[0]._id as string;
  await openWave(t.database.db, waveId);
  return { studyId: res.body.payload._id as string, waveId };
}

/** Runs the tracer's sweep and its contact jobs: every due case is handed over to phone follow-up. */
export async function handOver(t: TestApp) {
  const { deps, jobs } = tracerDeps(t);
  await runSweep(deps);
  await jobs.drain(deps);
}

/** A staff account working at `institutionId`, signed in. */
export async function staffOf(t: TestApp, institutionId: string): Promise<Person> {
  const staff = await person(t, 'staff');
  await t.database.db.execute(
    sql`update staff set institution_id = ${institutionId} where user_id = ${staff.accountId}`,
  );
  return staff;
}

/** The tracer's part of a person's archive (what the data-rights export asks the tracer for). */
export function tracerArchive(t: TestApp, accountId: string) {
  return tracerPersonalData.export(t.database.db, { accountId, role: 'graduate' });
}
