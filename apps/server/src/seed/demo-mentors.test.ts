import path from 'node:path';
import {
  type AdminMentor,
  type GraduateMentor,
  MENTORING_ROUTES,
  type Mentee,
  type Paged,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { diskStorage } from '../platform/storage';
import { login } from '../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../test/harness';
import { type RoleSession, signInAs } from '../test/roles.fixtures';
import { DEMO_PASSWORD } from './accounts.factory';
import { seedDemoWithCountry } from './demo';

/*
 * Demo mentoring (issue 12): after the demo and the country, mentors of both types have cohorts of the country's
 * graduates, the demo mentor sees the demo graduate, the demo graduate has an individual and an organisation
 * mentor, one mentor waits on an invitation; the same people are assigned on every start.
 */

let t: TestApp;
let admin: RoleSession;
let seeded: Awaited<ReturnType<typeof seedDemoWithCountry>>;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  seeded = await seedDemoWithCountry(t.database.db, diskStorage(path.join(t.dataDir, 'uploads')));
  console.info(
    `demo seed with mentors on ${t.database.kind}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  admin = await signInAs(t, 'admin');
}, 180_000);
afterAll(() => t.close());

const api = () => client(t.app);
/** Every assignment as (mentor e-mail, graduate e-mail), to compare two seeds. */
const pairs = async (db: Database) =>
  (
    (await db.execute(sql`
      select mu.email || '>' || gu.email as pair from mentor_assignments a
      join mentors m on m.id = a.mentor_id join users mu on mu.id = m.user_id
      join graduates g on g.id = a.graduate_id join users gu on gu.id = g.user_id
      order by 1`)) as unknown as { rows: { pair: string }[] }
  ).rows.map((row) => row.pair);

describe('demo mentors', () => {
  it('has mentors of both types with cohorts, and one still invited', async () => {
    expect(seeded.mentoring.mentors).toBe(5);
    const res = await api().get<Paged<AdminMentor>>(
      `/api${MENTORING_ROUTES.adminMentors}?limit=100`,
      admin.token,
    );
    const mentors = res.body.payload.docs;
    expect(mentors.length).toBeGreaterThanOrEqual(6);
    const withCohort = mentors.filter((mentor) => mentor.cohort_size >= 5);
    expect(new Set(withCohort.map((mentor) => mentor.mentor_type))).toEqual(
      new Set(['individual', 'organization']),
    );
    expect(withCohort.length).toBeGreaterThanOrEqual(5);
    expect(mentors.find((mentor) => mentor.user_id.name === 'Fatima Sule')).toMatchObject({
      status: 'invited',
      cohort_size: 0,
    });
    expect(mentors.filter((mentor) => mentor.status === 'active').length).toBeGreaterThanOrEqual(5);
  });

  it('the demo mentor sees a cohort with the demo graduate; the demo graduate sees both kinds of mentor', async () => {
    const mentor = await login(t, 'mentor', 'mentor@demo.tvet.ng', DEMO_PASSWORD);
    const cohort = await api().get<Paged<Mentee>>(
      `/api${MENTORING_ROUTES.cohort(mentor.user._id)}?limit=100`,
      mentor.key,
    );
    expect(cohort.statusCode, cohort.body.msg).toBe(200);
    expect(cohort.body.payload.totalDocs).toBeGreaterThanOrEqual(5);
    expect(cohort.body.payload.docs.map((mentee) => mentee.user_id.email)).toContain('graduate@demo.tvet.ng');
    expect(cohort.body.payload.docs.some((mentee) => mentee.institution_id !== null)).toBe(true);

    const graduate = await login(t, 'graduate', 'graduate@demo.tvet.ng', DEMO_PASSWORD);
    const mine = await api().get<Paged<GraduateMentor>>(
      `/api${MENTORING_ROUTES.graduateMentors(graduate.user._id)}?limit=999`,
      graduate.key,
    );
    expect(mine.statusCode, mine.body.msg).toBe(200);
    expect(new Set(mine.body.payload.docs.map((entry) => entry.mentor_id.mentor_type))).toEqual(
      new Set(['individual', 'organization']),
    );
    expect(mine.body.payload.totalDocs).toBe(3);
  });

  it('assigns the same graduates on every start', async () => {
    const other = await createTestApp();
    try {
      await seedDemoWithCountry(other.database.db, diskStorage(path.join(other.dataDir, 'uploads')));
      const first = await pairs(t.database.db);
      expect(first.length).toBe(seeded.mentoring.assignments);
      expect(await pairs(other.database.db)).toEqual(first);
    } finally {
      await other.close();
    }
  }, 180_000);
});
