import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../seed/accounts.factory';
import { client, createTestApp, type TestApp } from '../../test/harness';

const JOB = {
  title: 'Solar PV Installer',
  salary: 150000,
  currency: 'NGN',
  experience_years_required: 1,
  field_required: 'Electrical installation',
  job_type: 'full-time',
  text: 'Install and maintain solar systems for homes and small businesses.',
  address: 'Ikeja, Lagos',
  state: 'Lagos',
  responsibility: 'Site surveys, installation, maintenance visits.',
  company_overview: 'A renewable energy installer serving Lagos.',
};

async function signIn(t: TestApp, segment: string, email: string) {
  const res = await client(t.app).post(`/api/v1/auth/${segment}/login`, {
    email,
    password: 'Demo-Pass-2023',
  });
  return { token: res.body.payload.key as string, profileId: res.body.payload.user._id as string };
}

describe('jobs: post, apply, review, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, {
      userType: 'employer',
      email: 'emp@jobs.ng',
      complete: true,
      name: 'Sunny Power Ltd',
    });
    await createAccount(t.database.db, { userType: 'graduate', email: 'grad@jobs.ng', complete: true });
  });
  afterAll(() => t.close());

  it('runs the journey and shows a deleted job as removed', async () => {
    const api = client(t.app);
    const employer = await signIn(t, 'employers', 'emp@jobs.ng');
    const graduate = await signIn(t, 'graduates', 'grad@jobs.ng');
    const created = await api.post(
      '/api/v1/jobs',
      { ...JOB, company_name: 'Forged Co', created_by: graduate.profileId },
      employer.token,
    );
    expect(created.statusCode).toBe(201);
    expect(created.body.msg).toBe('Job Created Successfully!');
    expect(created.body.payload).toMatchObject({
      company_name: 'Sunny Power Ltd',
      created_by: employer.profileId,
    });
    const jobId = created.body.payload._id;

    const feed = await api.get(
      `/api/v1/graduates/${graduate.profileId}/jobfeed?q=solar&state=Lagos`,
      graduate.token,
    );
    expect(feed.body.payload.docs.map((job: any) => job._id)).toEqual([jobId]);
    const applied = await api.post(
      `/api/v1/jobs/${jobId}/apply`,
      { graduate_id: graduate.profileId },
      graduate.token,
    );
    expect(applied.statusCode).toBe(201);
    expect(applied.body.msg).toBe('Application Submitted!');
    expect(
      (await api.post(`/api/v1/jobs/${jobId}/apply`, { graduate_id: graduate.profileId }, graduate.token))
        .statusCode,
    ).toBe(409);

    const mine = await api.get(`/api/v1/jobs?created_by=${employer.profileId}&limit=9999`, employer.token);
    expect(mine.body.payload.docs[0].applicant_count).toBe(1);
    const applicants = await api.get(`/api/v1/jobs/${jobId}/applications`, employer.token);
    expect(applicants.body.payload.docs[0].graduate_id.user_id.email).toBe('grad@jobs.ng');
    expect((await api.get(`/api/v1/jobs/${jobId}/applications`, graduate.token)).statusCode).toBe(403);

    expect((await api.delete(`/api/v1/jobs/${jobId}`, employer.token)).statusCode).toBe(200);
    const history = await api.get(`/api/v1/graduates/${graduate.profileId}/applications`, graduate.token);
    expect(history.body.payload.docs[0]).toMatchObject({
      removed: true,
      job_posting_id: null,
      job_title: 'Solar PV Installer',
    });
  });
});
