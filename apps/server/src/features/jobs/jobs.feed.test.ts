import {
  applicationSchema,
  envelopeSchema,
  JOB_MESSAGES,
  jobSchema,
  pagedSchema,
  SERVER_MESSAGES,
} from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { applied, closeJob, ids, type Member, member, postJob } from '../../test/jobs.fixtures';

describe("a graduate's job feed and applications", () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let sunny: Member;
  let kano: Member;
  let amaka: Member;
  let bayo: Member;
  let mentor: Member;
  /** job[1] is the oldest open job, job[5] the newest. */
  const job: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    sunny = await member(t, 'employer', 'Sunny Power Ltd');
    kano = await member(t, 'employer', 'Kano Agro Foods Ltd');
    amaka = await member(t, 'graduate', 'Amaka Obi');
    bayo = await member(t, 'graduate', 'Bayo Adisa');
    mentor = await member(t, 'mentor');
    const posts: [Member, Record<string, unknown>][] = [
      [sunny, { title: 'Solar Technician', state: 'Lagos', job_type: 'full-time' }],
      [kano, { title: 'Welding Assistant', state: 'Kano', job_type: 'part-time' }],
      [sunny, { title: 'Welding Supervisor', state: 'Lagos', job_type: 'part-time' }],
      [kano, { title: 'Tractor Operator', state: 'Kano', job_type: 'full-time' }],
      [sunny, { title: 'Electrician', state: 'Oyo', job_type: 'part-time' }],
    ];
    job.push('');
    for (const [employer, overrides] of posts) job.push((await postJob(t, employer, overrides))._id);
    const closed = await postJob(t, sunny, {
      title: 'Welding Foreman',
      state: 'Lagos',
      job_type: 'part-time',
    });
    await closeJob(t, sunny, closed._id);
  });
  afterAll(() => t.close());

  const feed = (query = '', graduate = amaka) =>
    api.get(`/api/v1/graduates/${graduate.id}/jobfeed/${query}`, graduate.token);
  const feedIds = async (query: string) => {
    const res = await feed(query);
    expect(res.statusCode, res.body.msg).toBe(200);
    return ids(res.body.payload.docs);
  };

  describe('GET /api/v1/graduates/{id}/jobfeed', () => {
    it('lists the open jobs, newest first', async () => {
      const res = await feed();
      expect(res.statusCode).toBe(200);
      expect(res.body.msg).toBe(JOB_MESSAGES.loaded);
      expect(ids(res.body.payload.docs)).toEqual([job[5], job[4], job[3], job[2], job[1]]);
      expect(res.body.payload.totalDocs).toBe(5);
      expect(res.body.payload.docs[0]).toMatchObject({
        title: 'Electrician',
        company_name: 'Sunny Power Ltd',
        created_by: sunny.id,
        status: 'open',
      });
    });

    it('pages: limit=2 page=2 of 5 jobs', async () => {
      const res = await feed('?limit=2&page=2');
      expect(res.body.payload).toEqual({
        docs: [expect.objectContaining({ _id: job[3] }), expect.objectContaining({ _id: job[2] })],
        totalDocs: 5,
        totalPages: 3,
        page: 2,
        nextPage: 3,
        prevPage: 1,
        hasNextPage: true,
        hasPrevPage: true,
        limit: 2,
        pagingCounter: 3,
      });
      expect(ids((await feed('?limit=2&page=3')).body.payload.docs)).toEqual([job[1]]);
      expect((await feed('?limit=2&page=4')).body.payload.docs).toEqual([]);
    });

    it('caps limit=9999 at 100', async () => {
      const res = await feed('?limit=9999');
      expect(res.body.payload.limit).toBe(100);
      expect(res.body.payload.docs).toHaveLength(5);
    });

    it.each<[string, number[]]>([
      ['?state=Lagos', [3, 1]],
      ['?job_type=part-time', [5, 3, 2]],
      ['?job_type=full-time', [4, 1]],
      ['?q=welding', [3, 2]],
      ['?q=WELDING', [3, 2]],
      ['?q=tractor', [4]],
      ['?q=sunny', [5, 3, 1]],
      ['?q=agro', [4, 2]],
      ['?state=Lagos&job_type=part-time', [3]],
      ['?state=Lagos&job_type=part-time&q=welding', [3]],
      ['?job_type=part-time&q=kano', [2]],
      ['?state=Kano&q=sunny', []],
      ['?state=Abuja', []],
    ])('filters %s', async (query, expected) => {
      expect(await feedIds(query)).toEqual(expected.map((n) => job[n]));
    });

    it('pages a filtered feed by the filtered count', async () => {
      const res = await feed('?job_type=part-time&limit=2');
      expect(res.body.payload).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true });
    });

    it('treats search punctuation as text, not as an error', async () => {
      for (const q of ["welding' OR 1=1 --", '!!!', '"solar', 'a & b | c']) {
        expect((await feed(`?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
      }
    });

    it('answers 400 for an unknown job_type or an over-long search', async () => {
      const res = await feed('?job_type=contract');
      expect(res.statusCode).toBe(400);
      expect(res.body.payload.fields).toHaveProperty('job_type');
      const long = await feed(`?q=${'a'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.body.payload.fields).toHaveProperty('q');
    });

    it("refuses another graduate's feed, an employer and a mentor", async () => {
      const url = `/api/v1/graduates/${amaka.id}/jobfeed/`;
      const other = await api.get(url, bayo.token);
      expect(other.statusCode).toBe(403);
      expect(other.body.msg).toBe(SERVER_MESSAGES.notOwner);
      expect((await api.get(url, sunny.token)).statusCode).toBe(403);
      expect((await api.get(url, mentor.token)).statusCode).toBe(403);
      expect((await api.get(url)).statusCode).toBe(401);
    });

    it('marks has_applied on the jobs the graduate applied for, and only for them', async () => {
      const before = (await feed()).body.payload.docs;
      for (const doc of before) expect(doc.has_applied).toBe(false);
      await applied(t, amaka, job[3]);
      const after = (await feed()).body.payload.docs;
      const flags = Object.fromEntries(after.map((doc: any) => [doc._id, doc.has_applied]));
      expect(flags).toEqual({
        [job[1]]: false,
        [job[2]]: false,
        [job[3]]: true,
        [job[4]]: false,
        [job[5]]: false,
      });
      const bayos = (await feed('', bayo)).body.payload.docs;
      for (const doc of bayos) expect(doc.has_applied).toBe(false);
    });
  });

  describe('GET /api/v1/graduates/{id}/applications', () => {
    it("lists the graduate's own applications, newest first, with the job expanded", async () => {
      const second = await applied(t, amaka, job[1]);
      const res = await api.get(`/api/v1/graduates/${amaka.id}/applications`, amaka.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.msg).toBe(JOB_MESSAGES.applicationsLoaded);
      const { docs } = res.body.payload;
      expect(docs.map((doc: any) => doc.job_posting_id._id)).toEqual([job[1], job[3]]);
      expect(docs[0]).toMatchObject({
        _id: second._id,
        graduate_id: amaka.id,
        removed: false,
        job_title: 'Solar Technician',
        company_name: 'Sunny Power Ltd',
        job_posting_id: { title: 'Solar Technician', state: 'Lagos', created_by: sunny.id },
      });
      expect(res.body.payload).toMatchObject({ totalDocs: 2, page: 1, totalPages: 1, hasNextPage: false });
      expect(Date.parse(docs[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(docs[1].createdAt));
    });

    it("sends exactly the contract's shape (it is not re-checked on the way out)", async () => {
      const strictApplications = envelopeSchema(
        pagedSchema(
          applicationSchema.extend({ job_posting_id: jobSchema.strict().nullable() }).strict(),
        ).strict(),
      ).strict();
      const res = await api.get(`/api/v1/graduates/${amaka.id}/applications`, amaka.token);
      expect(res.statusCode).toBe(200);
      const body = strictApplications.parse(res.body);
      expect(body.payload.docs.length).toBeGreaterThan(0);
    });

    it('pages and caps the list', async () => {
      const url = `/api/v1/graduates/${amaka.id}/applications`;
      const paged = await api.get(`${url}?limit=1&page=2`, amaka.token);
      expect(paged.body.payload).toMatchObject({ totalDocs: 2, totalPages: 2, page: 2, limit: 1 });
      expect(paged.body.payload.docs[0].job_posting_id._id).toBe(job[3]);
      expect((await api.get(`${url}?limit=9999`, amaka.token)).body.payload.limit).toBe(100);
      // A page past the end still knows the total (one statement answers both).
      const past = await api.get(`${url}?limit=1&page=5`, amaka.token);
      expect(past.body.payload).toMatchObject({ docs: [], totalDocs: 2, totalPages: 2, page: 5 });
    });

    it('shows an empty list to a graduate who applied for nothing', async () => {
      const res = await api.get(`/api/v1/graduates/${bayo.id}/applications/`, bayo.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toMatchObject({ docs: [], totalDocs: 0 });
    });

    it("refuses another graduate's applications, an employer and a mentor", async () => {
      const url = `/api/v1/graduates/${amaka.id}/applications`;
      const other = await api.get(url, bayo.token);
      expect(other.statusCode).toBe(403);
      expect(other.body.msg).toBe(SERVER_MESSAGES.notOwner);
      expect(other.body.payload).toBeNull();
      expect((await api.get(url, sunny.token)).statusCode).toBe(403);
      expect((await api.get(url, mentor.token)).statusCode).toBe(403);
      expect((await api.get(url)).statusCode).toBe(401);
    });
  });
});
