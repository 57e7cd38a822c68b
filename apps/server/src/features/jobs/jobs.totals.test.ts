import { envelopeSchema, jobSchema, pagedSchema } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { client, createTestApp, RecordingMailer, type TestApp } from '../../test/harness';
import { closeJob, type Member, member, postJob } from '../../test/jobs.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * The feed's totals are counted once per filter for a few seconds (platform/totals.ts): this node's own changes
 * must show at once, and what the feed sends must still be the contract's shape (it is not re-checked on the way
 * out, platform/unchecked-output.ts).
 */
const strictFeed = envelopeSchema(pagedSchema(jobSchema.strict()).strict()).strict();

describe('job feed totals', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let employer: Member;
  let graduate: Member;
  let admin: RoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    employer = await member(t, 'employer', 'Totals Works Ltd');
    graduate = await member(t, 'graduate');
    admin = await signInAs(t, 'admin');
    await postJob(t, employer, { state: 'Kaduna', job_type: 'full-time' });
  });
  afterAll(() => t.close());

  const feed = async (query = '') => {
    const res = await api.get(`/api/v1/graduates/${graduate.id}/jobfeed/${query}`, graduate.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    strictFeed.parse(res.body);
    return res.body.payload as { totalDocs: number; docs: { _id: string }[] };
  };
  const totals = async () => ({
    all: (await feed()).totalDocs,
    kaduna: (await feed('?state=Kaduna')).totalDocs,
    partTime: (await feed('?job_type=part-time')).totalDocs,
    word: (await feed('?q=welder')).totalDocs,
    listed: (await api.get('/api/v1/jobs', graduate.token)).body.payload.totalDocs as number,
  });

  it('counts a posted job at once, in every filter it matches', async () => {
    const before = await totals();
    expect(before).toEqual({ all: 1, kaduna: 1, partTime: 0, word: 0, listed: 1 });
    await postJob(t, employer, { title: 'Welder', state: 'Kaduna', job_type: 'part-time' });
    expect(await totals()).toEqual({ all: 2, kaduna: 2, partTime: 1, word: 1, listed: 2 });
  });

  it('drops a closed job at once and counts it again when reopened', async () => {
    const job = await postJob(t, employer, { state: 'Kaduna' });
    const before = await totals();
    await closeJob(t, employer, job._id);
    expect(await totals()).toMatchObject({
      all: before.all - 1,
      kaduna: before.kaduna - 1,
      listed: before.listed - 1,
    });
    const reopened = await api.patch(`/api/v1/jobs/${job._id}`, { status: 'open' }, employer.token);
    expect(reopened.statusCode).toBe(200);
    expect(await totals()).toEqual(before);
  });

  it('drops a deleted job at once', async () => {
    const job = await postJob(t, employer, { state: 'Kaduna' });
    const before = await totals();
    expect((await api.delete(`/api/v1/jobs/${job._id}`, employer.token)).statusCode).toBe(200);
    expect(await totals()).toMatchObject({ all: before.all - 1, kaduna: before.kaduna - 1 });
  });

  it('drops a job an administrator suspends at once, and counts it when restored', async () => {
    const job = await postJob(t, employer, {
      title: 'Welder foreman',
      state: 'Kaduna',
      job_type: 'part-time',
    });
    const before = await totals();
    const suspended = await api.post(
      `/api/v1/admin/jobs/${job._id}/suspend`,
      { reason: 'Registration fee scam' },
      admin.token,
    );
    expect(suspended.statusCode, suspended.body.msg).toBe(200);
    expect(await totals()).toEqual({
      all: before.all - 1,
      kaduna: before.kaduna - 1,
      partTime: before.partTime - 1,
      word: before.word - 1,
      listed: before.listed - 1,
    });
    expect((await api.post(`/api/v1/admin/jobs/${job._id}/unsuspend`, {}, admin.token)).statusCode).toBe(200);
    expect(await totals()).toEqual(before);
  });

  it('sends every page in the contract shape, each job with has_applied and employer_verified', async () => {
    const page = await feed('?limit=2&page=1');
    expect(page.docs).toHaveLength(2);
    expect(page.docs[0]).toMatchObject({ has_applied: false, employer_verified: false });
  });
});

// Two nodes on one database and one Redis: a job posted through one shows in the other's totals within 2 s.
describe.skipIf(!process.env.REDIS_URL)('job feed totals across nodes (Redis)', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL as string };
    t = await createTestApp(env);
    other = await buildApp({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        LOG_LEVEL: 'silent',
        ...env,
      }),
      db: t.database.db,
      mailer: new RecordingMailer(),
      logger: false,
      jobs: 'inline',
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows a job posted on one node in the other within 2 s', async () => {
    const employer = await member(t, 'employer', 'Two Nodes Ltd');
    const graduate = await member(t, 'graduate');
    // A state nobody else posts in, so runs sharing the Redis server cannot meet.
    const state = 'Bayelsa';
    const total = async (app: typeof other) =>
      (await client(app).get(`/api/v1/graduates/${graduate.id}/jobfeed/?state=${state}`, graduate.token)).body
        .payload.totalDocs as number;
    const before = await total(other);
    await postJob(t, employer, { state });
    expect(await total(t.app)).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await total(other)).toBe(before + 1);
  });
});
