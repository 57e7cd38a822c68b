import { JOB_MESSAGES, SERVER_MESSAGES, type UserType } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  applyFor,
  closeJob,
  countApplications,
  type Member,
  member,
  postJob,
  UNKNOWN_ID,
  whileJobIsBeingDeleted,
} from '../../test/jobs.fixtures';

describe('POST /api/v1/jobs/{id}/apply', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let employer: Member;
  let amaka: Member;
  let bayo: Member;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    employer = await member(t, 'employer', 'Sunny Power Ltd');
    amaka = await member(t, 'graduate', 'Amaka Obi');
    bayo = await member(t, 'graduate', 'Bayo Adisa');
    jobId = (await postJob(t, employer))._id;
  });
  afterAll(() => t.close());

  const applicantCount = async (id: string) => {
    const res = await api.get(`/api/v1/jobs?created_by=${employer.id}&limit=100`, employer.token);
    return res.body.payload.docs.find((job: { _id: string }) => job._id === id)?.applicant_count;
  };

  it.each<UserType>(['employer', 'staff', 'institution', 'mentor', 'admin'])(
    'refuses a %s with 403 and stores nothing',
    async (userType) => {
      const caller = userType === 'employer' ? employer : await member(t, userType);
      const before = await countApplications(t.database.db);
      const res = await api.post(`/api/v1/jobs/${jobId}/apply/`, { graduate_id: amaka.id }, caller.token);
      expect(res.statusCode).toBe(403);
      expect(await countApplications(t.database.db)).toBe(before);
    },
  );

  it('refuses a visitor without a session with 401', async () => {
    const res = await api.post(`/api/v1/jobs/${jobId}/apply/`, { graduate_id: amaka.id });
    expect(res.statusCode).toBe(401);
  });

  it("refuses to apply with another graduate's id, storing nothing", async () => {
    const res = await applyFor(t, bayo, jobId, amaka.id);
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe(SERVER_MESSAGES.notOwner);
    expect(await countApplications(t.database.db, amaka.id)).toBe(0);
    expect(await countApplications(t.database.db, bayo.id)).toBe(0);
  });

  it('answers 400 for a missing or malformed graduate_id and an unknown field', async () => {
    const url = `/api/v1/jobs/${jobId}/apply/`;
    const missing = await api.post(url, {}, amaka.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.payload.fields).toHaveProperty('graduate_id');
    expect((await api.post(url, { graduate_id: 'me' }, amaka.token)).statusCode).toBe(400);
    const extra = await api.post(url, { graduate_id: amaka.id, cover_letter: 'Hi' }, amaka.token);
    expect(extra.statusCode).toBe(400);
    expect(extra.body.payload.fields).toHaveProperty('cover_letter');
    expect(await countApplications(t.database.db, amaka.id)).toBe(0);
  });

  // Issue 9: the /get-started gate was only drawn by the web app; the server took applications from empty profiles.
  it('refuses a graduate whose profile is incomplete with 403 naming what to complete, storing nothing', async () => {
    const fresh = await signedIn(t, 'graduate');
    const before = await countApplications(t.database.db);
    const res = await api.post(
      `/api/v1/jobs/${jobId}/apply/`,
      { graduate_id: fresh.profile.id },
      fresh.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe(JOB_MESSAGES.completeProfileFirst('address, NIN and employment status'));
    expect(res.body.msg).toBe(
      'Finish your profile before you apply: add your address, NIN and employment status on the Get started page.',
    );
    expect(res.body.payload).toBeNull();
    expect(await countApplications(t.database.db)).toBe(before);
  });

  it('names only what is missing, and takes the application once the profile is complete', async () => {
    const almost = await signedIn(t, 'graduate', { complete: true, profile: { isEmployed: null } });
    const id = (await postJob(t, employer, { title: 'Gate Post' }))._id;
    const apply = () =>
      api.post(`/api/v1/jobs/${id}/apply/`, { graduate_id: almost.profile.id }, almost.token);
    const refused = await apply();
    expect(refused.statusCode).toBe(403);
    expect(refused.body.msg).toBe(JOB_MESSAGES.completeProfileFirst('employment status'));
    const saved = await api.patch(
      `/api/v1/graduates/${almost.profile.id}`,
      { is_employed: false },
      almost.token,
    );
    expect(saved.statusCode, saved.body.msg).toBe(200);
    expect(saved.body.payload.is_profile_complete).toBe(true);
    const accepted = await apply();
    expect(accepted.statusCode, accepted.body.msg).toBe(201);
  });

  it('takes an application from the graduate, for themselves', async () => {
    const res = await applyFor(t, amaka, jobId);
    expect(res.statusCode).toBe(201);
    expect(res.body.msg).toBe('Application Submitted!');
    expect(res.body.msg).toBe(JOB_MESSAGES.applied);
    expect(res.body.payload).toMatchObject({ job_posting_id: jobId, graduate_id: amaka.id });
    expect(res.body.payload._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countApplications(t.database.db, amaka.id)).toBe(1);
    expect(await applicantCount(jobId)).toBe(1);
  });

  it('refuses a second application with 409 and keeps one', async () => {
    const res = await applyFor(t, amaka, jobId);
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toBe('Conflict');
    expect(res.body.msg).toBe(JOB_MESSAGES.alreadyApplied);
    expect(await countApplications(t.database.db, amaka.id)).toBe(1);
    expect(await applicantCount(jobId)).toBe(1);
  });

  it('keeps one application when the same graduate applies twice at once', async () => {
    const id = (await postJob(t, employer, { title: 'Rush Job' }))._id;
    const answers = await Promise.all([applyFor(t, bayo, id), applyFor(t, bayo, id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await applicantCount(id)).toBe(1);
  });

  it('refuses a closed job with 409, storing nothing', async () => {
    const id = (await postJob(t, employer, { title: 'Closed Post' }))._id;
    await closeJob(t, employer, id);
    const before = await countApplications(t.database.db);
    const res = await applyFor(t, amaka, id);
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe(JOB_MESSAGES.closed);
    expect(await countApplications(t.database.db)).toBe(before);
  });

  it('answers 404 for a deleted or unknown job, storing nothing', async () => {
    const id = (await postJob(t, employer, { title: 'Short-lived Post' }))._id;
    expect((await api.delete(`/api/v1/jobs/${id}`, employer.token)).statusCode).toBe(200);
    const before = await countApplications(t.database.db);
    for (const target of [id, UNKNOWN_ID]) {
      const res = await applyFor(t, amaka, target);
      expect(res.statusCode).toBe(404);
      expect(res.body.msg).toBe(JOB_MESSAGES.notFound);
    }
    expect(await countApplications(t.database.db)).toBe(before);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'answers 404, not 500, when the job is deleted while the application is being stored',
    async () => {
      const id = (await postJob(t, employer, { title: 'Vanishing Post' }))._id;
      const before = await countApplications(t.database.db);
      const res = await whileJobIsBeingDeleted(t, id, () => applyFor(t, amaka, id));
      expect(res.statusCode, res.body.msg).toBe(404);
      expect(res.body.msg).toBe(JOB_MESSAGES.notFound);
      expect(await countApplications(t.database.db)).toBe(before);
    },
  );
});
