import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/secrets';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { login } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, seedSurvey, threeQuestions } from '../../test/surveys.fixtures';
import { openWave, type Panel, panel, rowsOf, tracerDeps } from '../../test/tracer.fixtures';
import { runSweep } from './tracer.sweep';

/*
 * Institutions read the tracer figures of their own graduates only, and the paged list of their graduates whose
 * messages bounced (issue 26). Two institutions in one study: neither ever sees the other's graduates.
 */

let t: TestApp;
let admin: Person;
let studyId: string;
let first: Panel;
let second: Panel;
let firstToken: string;
let secondToken: string;

const api = () => client(t.app);
const db = () => t.database.db;

/** A session for the panel's institution account (its password set to the demo one). */
async function institutionSession(roll: Panel): Promise<string> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const [row] = await rowsOf<{ email: string }>(
    db(),
    sql`update users set password_hash = ${hash}, is_email_verified = true where id = ${roll.institutionUserId}
        returning email`,
  );
  return (await login(t, 'institution', row?.email as string)).key;
}

/** The first `count` graduates of a panel: their invitation bounced. */
async function bounce(roll: Panel, count: number) {
  await db().execute(sql`
    update tracer_contacts t set status = 'bounced', reason = 'mailbox unknown' from tracer_cases c
     where c.id = t.case_id and t.status = 'sent' and t.channel = 'email'
       and c.roll_entry_id = any(${sql.param(roll.entries.slice(0, count))}::uuid[])`);
}

beforeAll(async () => {
  t = await createTestApp({ QUIET_HOURS: 'off' });
  admin = await person(t, 'admin');
  const survey = await seedSurvey(db(), threeQuestions('Institution tracer'));
  first = await panel(db(), 5, 2018);
  second = await panel(db(), 3, 2018);
  const res = await api().post(
    '/api/v1/admin/tracer-studies',
    { title: 'Tracer of 2018', survey_id: survey.id, cohorts: [2018], offsets: [12] },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  studyId = res.body.payload._id;
  await openWave(db(), res.body.payload.waves[0]._id);
  const { deps, jobs } = tracerDeps(t);
  await runSweep(deps);
  await jobs.drain(deps);
  await bounce(first, 3);
  await bounce(second, 2);
  firstToken = await institutionSession(first);
  secondToken = await institutionSession(second);
}, 60_000);
afterAll(() => t?.close());

describe("an institution's tracer page: its own graduates only", () => {
  it('lists the studies that cover it, with their waves', async () => {
    const res = await api().get('/api/v1/institution/tracer-studies', firstToken);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.totalDocs).toBe(1);
    expect(res.body.payload.docs[0]).toMatchObject({ _id: studyId, title: 'Tracer of 2018' });
    expect(res.body.payload.docs[0].waves[0]).toMatchObject({ cohort: 2018, offset_months: 12 });
    // Administrators and graduates have their own pages.
    expect((await api().get('/api/v1/institution/tracer-studies', admin.token)).statusCode).toBe(403);
  });

  it("counts only the institution's graduates in every breakdown, never another institution's", async () => {
    for (const by of ['institution', 'programme', 'sex', 'state']) {
      const res = await api().get(`/api/v1/institution/tracer-studies/${studyId}/stats?by=${by}`, firstToken);
      expect(res.statusCode, res.body.msg).toBe(200);
      const groups = res.body.payload.waves[0].groups as { key: string; frame: number }[];
      expect(groups.reduce((sum, group) => sum + group.frame, 0)).toBe(5);
      if (by === 'institution') expect(groups.map((group) => group.key)).toEqual([first.institutionId]);
      if (by === 'programme') expect(groups.map((group) => group.key)).toEqual([first.programmeId]);
    }
    const other = await api().get(
      `/api/v1/institution/tracer-studies/${studyId}/stats?by=institution`,
      secondToken,
    );
    expect(other.body.payload.waves[0].groups.map((group: { key: string }) => group.key)).toEqual([
      second.institutionId,
    ]);
    expect(
      other.body.payload.bounced.map((row: { roll_entry_id: string }) => row.roll_entry_id).sort(),
    ).toEqual(second.entries.slice(0, 2).sort());
    // The administrators' view has both.
    const all = await api().get(`/api/v1/admin/tracer-studies/${studyId}/stats?by=institution`, admin.token);
    expect(all.body.payload.waves[0].groups).toHaveLength(2);
  });

  it('pages the bounced graduates with the true total, its own only', async () => {
    const page1 = await api().get(
      `/api/v1/institution/tracer-studies/${studyId}/bounced?limit=2`,
      firstToken,
    );
    expect(page1.statusCode, page1.body.msg).toBe(200);
    expect(page1.body.payload).toMatchObject({ totalDocs: 3, totalPages: 2, page: 1, hasNextPage: true });
    const page2 = await api().get(
      `/api/v1/institution/tracer-studies/${studyId}/bounced?limit=2&page=2`,
      firstToken,
    );
    const seen = [...page1.body.payload.docs, ...page2.body.payload.docs].map(
      (row: { roll_entry_id: string }) => row.roll_entry_id,
    );
    expect(seen.sort()).toEqual(first.entries.slice(0, 3).sort());
    expect(page1.body.payload.docs[0]).toMatchObject({
      channel: 'email',
      reason: 'mailbox unknown',
      graduation_year: 2018,
    });
    const theirs = await api().get(`/api/v1/institution/tracer-studies/${studyId}/bounced`, secondToken);
    expect(theirs.body.payload.totalDocs).toBe(2);
    expect(
      theirs.body.payload.docs.some((row: { roll_entry_id: string }) =>
        first.entries.includes(row.roll_entry_id),
      ),
    ).toBe(false);
  });

  it('answers 404 for an unknown study and 400 for a bad page', async () => {
    const unknown = await api().get(
      '/api/v1/institution/tracer-studies/00000000-0000-4000-8000-000000000000/bounced',
      firstToken,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await api().get(`/api/v1/institution/tracer-studies/${studyId}/bounced?page=0`, firstToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toContain('age must be at least 1');
  });
});
