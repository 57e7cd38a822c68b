import { JOB_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile, pngBody } from '../../test/files.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  applied,
  countApplications,
  ids,
  type Member,
  member,
  postJob,
  UNKNOWN_ID,
  uploadResume,
} from '../../test/jobs.fixtures';

describe("a job's applicants, their resumes, and deleting the job", () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let sunny: Member;
  let kano: Member;
  let amaka: Member;
  let bayo: Member;
  let mentor: Member;
  let resume: { url: string; bytes: Buffer };
  let jobId: string;
  let otherJobId: string;
  let applicationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    sunny = await member(t, 'employer', 'Sunny Power Ltd');
    kano = await member(t, 'employer', 'Kano Agro Foods Ltd');
    amaka = await member(t, 'graduate', 'Amaka Obi');
    bayo = await member(t, 'graduate', 'Bayo Adisa');
    mentor = await member(t, 'mentor');
    resume = await uploadResume(t, amaka);
    jobId = (await postJob(t, sunny))._id;
    otherJobId = (await postJob(t, sunny, { title: 'Meter Reader' }))._id;
    await postJob(t, kano, { title: 'Farm Mechanic' });
    applicationId = (await applied(t, amaka, jobId))._id;
  });
  afterAll(() => t.close());

  const applicant = () => ({
    graduate_id: {
      user_id: { name: 'Amaka Obi', phone: amaka.phone, address: amaka.address },
      gender: 'female',
      state: 'Ogun',
      skills_acquired: ['Electrical installation', 'Solar PV maintenance'],
      resume_id: { title: 'cv.pdf', mimetype: 'application/pdf' },
    },
  });

  it('seeds an applicant with a phone and an address to show', () => {
    expect(amaka.phone).toMatch(/^(\+234)?[0-9]{10}$/);
    expect(amaka.address).toContain('|');
  });

  it("lists the job's applicants for its employer, with what the applicant screen shows", async () => {
    const res = await api.get(`/api/v1/jobs/${jobId}/applications`, sunny.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe(JOB_MESSAGES.applicationsLoaded);
    const { docs } = res.body.payload;
    expect(ids(docs)).toEqual([applicationId]);
    expect(docs[0]).toMatchObject({ ...applicant(), job_posting_id: jobId });
    expect(docs[0].graduate_id._id).toBe(amaka.id);
    expect(docs[0].graduate_id.user_id.email).toBe(amaka.email);
    expect(docs[0].graduate_id.resume_id.url).toBe(resume.url);
  });

  it('keeps private profile fields and secrets out of the applicant', async () => {
    const res = await api.get(`/api/v1/jobs/${jobId}/applications`, sunny.token);
    const text = JSON.stringify(res.body.payload);
    for (const key of ['password', 'password_hash', 'nin', 'date_of_birth', 'matric_number', 'storage_key'])
      expect(text).not.toContain(`"${key}"`);
    expect(text).not.toContain('$argon2');
  });

  it('pages the applicants and caps the page size whatever is asked', async () => {
    const res = await api.get(`/api/v1/jobs/${jobId}/applications?limit=9999`, sunny.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({ limit: 100, page: 1, totalDocs: 1, hasNextPage: false });
    expect(res.body.payload.docs).toHaveLength(1);
  });

  it('lists no applicants for a job nobody applied to', async () => {
    const res = await api.get(`/api/v1/jobs/${otherJobId}/applications`, sunny.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.docs).toEqual([]);
  });

  it.each(['the application id', 'the graduate id'])('shows one applicant by %s', async (by) => {
    const id = by === 'the application id' ? applicationId : amaka.id;
    const res = await api.get(`/api/v1/jobs/${jobId}/applications/${id}`, sunny.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({ _id: applicationId, ...applicant() });
    expect(res.body.payload.graduate_id.user_id.email).toBe(amaka.email);
    expect(res.body.payload.graduate_id.resume_id.url).toBe(resume.url);
  });

  it('answers 404 for an unknown applicant, a graduate who did not apply, or an applicant of another job', async () => {
    for (const id of [UNKNOWN_ID, bayo.id, kano.id]) {
      const res = await api.get(`/api/v1/jobs/${jobId}/applications/${id}`, sunny.token);
      expect(res.statusCode).toBe(404);
      expect(res.body.msg).toBe(JOB_MESSAGES.applicationNotFound);
    }
    for (const id of [applicationId, amaka.id]) {
      const res = await api.get(`/api/v1/jobs/${otherJobId}/applications/${id}`, sunny.token);
      expect(res.statusCode).toBe(404);
    }
    expect((await api.get(`/api/v1/jobs/${UNKNOWN_ID}/applications`, sunny.token)).statusCode).toBe(404);
  });

  // Issue 22.10: /job-post/applicant/{id} without ?job= still opens the applicant, from the employer's own jobs.
  it.each(['the application id', 'the graduate id'])(
    'finds an applicant among your own jobs by %s, with the job it is for',
    async (by) => {
      const id = by === 'the application id' ? applicationId : amaka.id;
      const res = await api.get(`/api/v1/employers/${sunny.id}/applicants/${id}`, sunny.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toMatchObject({ _id: applicationId, job_posting_id: jobId, ...applicant() });
    },
  );

  it("answers 404 for another employer's applicant and refuses another employer's list", async () => {
    for (const id of [applicationId, amaka.id, bayo.id, UNKNOWN_ID]) {
      const res = await api.get(`/api/v1/employers/${kano.id}/applicants/${id}`, kano.token);
      expect(res.statusCode, id).toBe(404);
      expect(res.body.msg).toBe(JOB_MESSAGES.applicationNotFound);
    }
    for (const caller of [kano, amaka, mentor]) {
      const res = await api.get(`/api/v1/employers/${sunny.id}/applicants/${applicationId}`, caller.token);
      expect(res.statusCode, caller.userType).toBe(403);
    }
    expect(
      (await api.get(`/api/v1/employers/${sunny.id}/applicants/not-an-id`, sunny.token)).statusCode,
    ).toBe(400);
  });

  it('refuses the applicants to another employer, the graduate, and a mentor', async () => {
    for (const caller of [kano, amaka, bayo, mentor]) {
      for (const url of [
        `/api/v1/jobs/${jobId}/applications`,
        `/api/v1/jobs/${jobId}/applications/${applicationId}`,
        `/api/v1/jobs/${jobId}/applications/${amaka.id}`,
      ]) {
        const res = await api.get(url, caller.token);
        expect(res.statusCode, `${caller.userType} ${url}`).toBe(403);
        expect(res.body.payload).toBeNull();
      }
    }
    expect((await api.get(`/api/v1/jobs/${jobId}/applications`)).statusCode).toBe(401);
  });

  it("lets the job's employer read the applicant's resume, and nobody else but its owner", async () => {
    const own = await fetchFile(t.app, resume.url, sunny.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    expect(own.bytes.equals(resume.bytes)).toBe(true);
    expect((await fetchFile(t.app, resume.url, amaka.token)).statusCode).toBe(200);
    for (const caller of [kano, mentor, bayo]) {
      const res = await fetchFile(t.app, resume.url, caller.token);
      expect(res.statusCode, caller.userType).toBe(403);
      expect(res.bytes.includes(Buffer.from('%PDF'))).toBe(false);
    }
    expect((await fetchFile(t.app, resume.url)).statusCode).toBe(401);
  });

  it("keeps the applicant's other documents (the school ID) from the employer", async () => {
    const uploaded = await api.patch(
      `/api/v1/graduates/${amaka.id}/documents`,
      { document_type: 'school_id', document: pngBody() },
      amaka.token,
    );
    expect(uploaded.statusCode).toBe(200);
    const schoolId = uploaded.body.payload.school_id.url as string;
    expect((await fetchFile(t.app, schoolId, amaka.token)).statusCode).toBe(200);
    expect((await fetchFile(t.app, schoolId, sunny.token)).statusCode).toBe(403);
  });

  it('refuses to delete the job for another employer, the graduate and a mentor', async () => {
    for (const caller of [kano, amaka, mentor]) {
      const res = await api.delete(`/api/v1/jobs/${jobId}`, caller.token);
      expect(res.statusCode, caller.userType).toBe(403);
    }
    expect((await api.delete(`/api/v1/jobs/${jobId}`)).statusCode).toBe(401);
    expect((await api.get(`/api/v1/jobs/${jobId}`, amaka.token)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/jobs/${jobId}/applications`, sunny.token)).body.payload.docs).toHaveLength(
      1,
    );
  });

  it('deletes the job for its employer; the graduate still sees the application, marked removed', async () => {
    const res = await api.delete(`/api/v1/jobs/${jobId}/`, sunny.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe(JOB_MESSAGES.deleted);
    expect(res.body.payload).toBeNull();

    expect((await api.get(`/api/v1/jobs/${jobId}`, sunny.token)).statusCode).toBe(404);
    expect((await api.get(`/api/v1/jobs/${jobId}/applications`, sunny.token)).statusCode).toBe(404);
    expect(
      (await api.get(`/api/v1/jobs/${jobId}/applications/${applicationId}`, sunny.token)).statusCode,
    ).toBe(404);
    const mine = await api.get(`/api/v1/jobs?created_by=${sunny.id}&limit=9999`, sunny.token);
    expect(ids(mine.body.payload.docs)).toEqual([otherJobId]);
    expect(mine.body.payload.docs[0].applicant_count).toBe(0);
    expect((await api.delete(`/api/v1/jobs/${jobId}`, sunny.token)).statusCode).toBe(404);

    const history = await api.get(`/api/v1/graduates/${amaka.id}/applications`, amaka.token);
    expect(history.statusCode).toBe(200);
    expect(history.body.payload.totalDocs).toBe(1);
    expect(history.body.payload.docs).toEqual([
      expect.objectContaining({
        _id: applicationId,
        graduate_id: amaka.id,
        removed: true,
        job_posting_id: null,
        job_title: 'Solar PV Installer',
        company_name: 'Sunny Power Ltd',
      }),
    ]);
    expect(await countApplications(t.database.db, amaka.id)).toBe(1);
  });

  it('no longer lets the employer read the resume once the only job applied to is gone', async () => {
    expect((await fetchFile(t.app, resume.url, sunny.token)).statusCode).toBe(403);
    expect((await fetchFile(t.app, resume.url, amaka.token)).statusCode).toBe(200);
  });

  it('answers 404 when deleting an unknown job', async () => {
    expect((await api.delete(`/api/v1/jobs/${UNKNOWN_ID}`, sunny.token)).statusCode).toBe(404);
  });
});
