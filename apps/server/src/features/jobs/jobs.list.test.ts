import { JOB_MESSAGES, SERVER_MESSAGES, type UserType } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  applied,
  closeJob,
  ids,
  type Member,
  member,
  postJob,
  UNKNOWN_ID,
  whileJobIsBeingDeleted,
} from '../../test/jobs.fixtures';

describe('reading and closing jobs', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let sunny: Member;
  let kano: Member;
  let graduate: Member;
  let mentor: Member;
  /** Sunny's jobs, oldest first; the last one is closed. */
  const sunnyJobs: string[] = [];
  let kanoJob: string;
  let closedJob: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    sunny = await member(t, 'employer', 'Sunny Power Ltd');
    kano = await member(t, 'employer', 'Kano Agro Foods Ltd');
    graduate = await member(t, 'graduate');
    mentor = await member(t, 'mentor');
    for (const title of ['Electrician', 'Welder', 'Plumber']) {
      sunnyJobs.push((await postJob(t, sunny, { title }))._id);
    }
    kanoJob = (await postJob(t, kano, { title: 'Farm Mechanic' }))._id;
    closedJob = (await postJob(t, sunny, { title: 'Retired Post' }))._id;
    await closeJob(t, sunny, closedJob);
    await applied(t, graduate, sunnyJobs[0]);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/jobs?created_by={employerId}', () => {
    it("lists only the employer's own jobs, open and closed, each with its applicant count", async () => {
      const res = await api.get(`/api/v1/jobs/?created_by=${sunny.id}&limit=9999`, sunny.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.msg).toBe(JOB_MESSAGES.loaded);
      const { docs } = res.body.payload;
      expect(ids(docs)).toEqual([closedJob, ...[...sunnyJobs].reverse()]);
      expect(ids(docs)).not.toContain(kanoJob);
      for (const job of docs) expect(job.created_by).toBe(sunny.id);
      const counts = Object.fromEntries(docs.map((job: any) => [job._id, job.applicant_count]));
      expect(counts).toEqual({ [sunnyJobs[0]]: 1, [sunnyJobs[1]]: 0, [sunnyJobs[2]]: 0, [closedJob]: 0 });
      expect(res.body.payload).toMatchObject({ totalDocs: 4, page: 1, totalPages: 1 });
    });

    it('caps limit=9999 at 100', async () => {
      const res = await api.get(`/api/v1/jobs?created_by=${sunny.id}&limit=9999`, sunny.token);
      expect(res.body.payload.limit).toBe(100);
    });

    it("also takes the employer's account id as created_by (the spec sends user_id)", async () => {
      const res = await api.get(`/api/v1/jobs?created_by=${sunny.accountId}`, sunny.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload.totalDocs).toBe(4);
      expect((await api.get(`/api/v1/jobs?created_by=${sunny.accountId}`, kano.token)).statusCode).toBe(403);
    });

    it("refuses another employer's created_by with 403", async () => {
      const res = await api.get(`/api/v1/jobs/?created_by=${sunny.id}&limit=9999`, kano.token);
      expect(res.statusCode).toBe(403);
      expect(res.body.msg).toBe(SERVER_MESSAGES.notOwner);
      expect(res.body.payload).toBeNull();
    });

    it.each(['graduate', 'mentor'] as const)(
      'refuses a %s asking for an employer list with 403',
      async (who) => {
        const caller = who === 'graduate' ? graduate : mentor;
        const res = await api.get(`/api/v1/jobs/?created_by=${sunny.id}`, caller.token);
        expect(res.statusCode).toBe(403);
      },
    );

    it('answers 400 for a created_by that is no id', async () => {
      const res = await api.get('/api/v1/jobs/?created_by=sunny', sunny.token);
      expect(res.statusCode).toBe(400);
      expect(res.body.payload.fields).toHaveProperty('created_by');
    });
  });

  describe('GET /api/v1/jobs', () => {
    it.each(['mentor', 'graduate', 'employer'] as const)(
      'lists the open jobs of every employer, newest first, for a %s',
      async (who) => {
        const caller = { mentor, graduate, employer: kano }[who];
        const res = await api.get('/api/v1/jobs', caller.token);
        expect(res.statusCode).toBe(200);
        expect(ids(res.body.payload.docs)).toEqual([kanoJob, ...[...sunnyJobs].reverse()]);
        expect(ids(res.body.payload.docs)).not.toContain(closedJob);
        for (const job of res.body.payload.docs) expect(job.status).toBe('open');
      },
    );

    it('pages in the spec shape', async () => {
      const res = await api.get('/api/v1/jobs?limit=3&page=2', mentor.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toEqual({
        docs: [expect.objectContaining({ _id: sunnyJobs[0] })],
        totalDocs: 4,
        totalPages: 2,
        page: 2,
        nextPage: null,
        prevPage: 1,
        hasNextPage: false,
        hasPrevPage: true,
        limit: 3,
        pagingCounter: 4,
      });
      const first = await api.get('/api/v1/jobs?limit=3', mentor.token);
      expect(first.body.payload).toMatchObject({ page: 1, nextPage: 2, hasNextPage: true, prevPage: null });
      expect(ids(first.body.payload.docs)).toEqual([kanoJob, sunnyJobs[2], sunnyJobs[1]]);
    });

    it('caps limit=9999 at 100 and refuses limit=0', async () => {
      expect((await api.get('/api/v1/jobs?limit=9999', mentor.token)).body.payload.limit).toBe(100);
      expect((await api.get('/api/v1/jobs?limit=0', mentor.token)).statusCode).toBe(400);
    });

    it('needs a session', async () => {
      expect((await api.get('/api/v1/jobs')).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/jobs/{id}', () => {
    it.each(['graduate', 'mentor', 'staff', 'institution'] as UserType[])(
      'shows an open job to a %s',
      async (userType) => {
        const caller = await member(t, userType);
        const res = await api.get(`/api/v1/jobs/${kanoJob}`, caller.token);
        expect(res.statusCode).toBe(200);
        expect(res.body.payload).toMatchObject({ _id: kanoJob, title: 'Farm Mechanic', status: 'open' });
      },
    );

    it('hides a closed job (404) from everyone but its employer', async () => {
      for (const caller of [graduate, mentor, kano]) {
        const res = await api.get(`/api/v1/jobs/${closedJob}`, caller.token);
        expect(res.statusCode).toBe(404);
        expect(res.body.msg).toBe(JOB_MESSAGES.notFound);
      }
      const own = await api.get(`/api/v1/jobs/${closedJob}`, sunny.token);
      expect(own.statusCode).toBe(200);
      expect(own.body.payload.status).toBe('closed');
    });

    // Issue 22.18: a graduate opens what they applied for from their applied jobs, closed or not.
    it('shows a closed job to a graduate who applied for it, saying they applied', async () => {
      const applicant = await member(t, 'graduate');
      const employer = await member(t, 'employer', 'Delta Motors Ltd');
      const job = (await postJob(t, employer, { title: 'Closing Soon' }))._id;
      await applied(t, applicant, job);
      await closeJob(t, employer, job);
      const res = await api.get(`/api/v1/jobs/${job}`, applicant.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toMatchObject({ _id: job, status: 'closed', has_applied: true });
      expect((await api.get(`/api/v1/jobs/${job}`, graduate.token)).statusCode).toBe(404);
      const open = await api.get(`/api/v1/jobs/${sunnyJobs[0]}`, graduate.token);
      expect(open.body.payload.has_applied).toBe(true);
    });

    it('answers 404 for an unknown job, 400 for a malformed id, 401 without a session', async () => {
      expect((await api.get(`/api/v1/jobs/${UNKNOWN_ID}`, graduate.token)).statusCode).toBe(404);
      expect((await api.get('/api/v1/jobs/not-an-id', graduate.token)).statusCode).toBe(400);
      expect((await api.get(`/api/v1/jobs/${kanoJob}`)).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/v1/jobs/{id}', () => {
    it('lets only its employer close and reopen it', async () => {
      const jobId = (await postJob(t, kano, { title: 'Seasonal Harvest Hand' }))._id;
      for (const caller of [sunny, graduate, mentor]) {
        const res = await api.patch(`/api/v1/jobs/${jobId}`, { status: 'closed' }, caller.token);
        expect(res.statusCode).toBe(403);
        // Another employer is refused by the jobEmployer policy, other roles by the route's roles.
        if (caller === sunny) expect(res.body.msg).toBe(JOB_MESSAGES.notYourJob);
      }
      expect((await api.get(`/api/v1/jobs/${jobId}`, graduate.token)).body.payload.status).toBe('open');

      const closed = await api.patch(`/api/v1/jobs/${jobId}`, { status: 'closed' }, kano.token);
      expect(closed.statusCode).toBe(200);
      expect(closed.body.msg).toBe(JOB_MESSAGES.updated);
      expect(ids((await api.get('/api/v1/jobs?limit=100', graduate.token)).body.payload.docs)).not.toContain(
        jobId,
      );

      const reopened = await api.patch(`/api/v1/jobs/${jobId}`, { status: 'open' }, kano.token);
      expect(reopened.body.payload.status).toBe('open');
      expect((await api.get(`/api/v1/jobs/${jobId}`, graduate.token)).statusCode).toBe(200);
    });

    it('accepts only a status, and only open or closed', async () => {
      const patch = (body: unknown) => api.patch(`/api/v1/jobs/${kanoJob}`, body, kano.token);
      expect((await patch({ status: 'archived' })).statusCode).toBe(400);
      const retitled = await patch({ status: 'open', title: 'Changed' });
      expect(retitled.statusCode).toBe(400);
      expect(retitled.body.payload.fields).toHaveProperty('title');
      expect((await patch({})).body.payload.fields).toHaveProperty('status');
      expect((await api.get(`/api/v1/jobs/${kanoJob}`, kano.token)).body.payload.title).toBe('Farm Mechanic');
    });

    it('answers 404 for an unknown job', async () => {
      const res = await api.patch(`/api/v1/jobs/${UNKNOWN_ID}`, { status: 'closed' }, kano.token);
      expect(res.statusCode).toBe(404);
    });

    it.skipIf(!process.env.DATABASE_URL)(
      'answers 404, not 500, when the job is deleted meanwhile',
      async () => {
        const jobId = (await postJob(t, kano, { title: 'Vanishing Post' }))._id;
        const res = await whileJobIsBeingDeleted(t, jobId, () =>
          api.patch(`/api/v1/jobs/${jobId}`, { status: 'closed' }, kano.token),
        );
        expect(res.statusCode, res.body.msg).toBe(404);
        expect(res.body.msg).toBe(JOB_MESSAGES.notFound);
      },
    );
  });
});
