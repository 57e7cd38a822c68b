import { BODY_LIMIT_BYTES, fieldInWords, JOB_MESSAGES, type UserType } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { countJobs, JOB, jobBody, type Member, member } from '../../test/jobs.fixtures';

describe('POST /api/v1/jobs', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let employer: Member;
  let graduate: Member;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    employer = await member(t, 'employer', 'Sunny Power Ltd');
    graduate = await member(t, 'graduate');
  });
  afterAll(() => t.close());

  const post = (body: unknown, token = employer.token) => api.post('/api/v1/jobs/', body, token);

  it('creates the job for the signed-in employer, whatever created_by and company_name say', async () => {
    const before = await countJobs(t.database.db, employer.id);
    const res = await post(jobBody({ created_by: graduate.id, company_name: 'Forged Holdings' }));
    expect(res.statusCode).toBe(201);
    expect(res.body.status).toBe('Created');
    expect(res.body.msg).toBe('Job Created Successfully!');
    expect(res.body.msg).toBe(JOB_MESSAGES.created);
    expect(res.body.payload).toMatchObject({
      ...JOB,
      created_by: employer.id,
      company_name: 'Sunny Power Ltd',
      status: 'open',
      applicant_count: 0,
    });
    expect(res.body.payload._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(res.body.payload.createdAt))).toBe(false);
    expect(await countJobs(t.database.db, employer.id)).toBe(before + 1);
    expect(await countJobs(t.database.db, graduate.id)).toBe(0);

    const read = await api.get(`/api/v1/jobs/${res.body.payload._id}`, graduate.token);
    expect(read.statusCode).toBe(200);
    expect(read.body.payload).toMatchObject({ created_by: employer.id, company_name: 'Sunny Power Ltd' });
  });

  it('defaults experience_years_required to 1 and takes the address as optional', async () => {
    const { experience_years_required: _years, address: _address, ...rest } = JOB;
    const res = await post(rest);
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.payload.experience_years_required).toBe(1);
    expect(res.body.payload).toMatchObject({ state: 'Lagos', address: null });
    const blank = await post(jobBody({ address: '   ' }));
    expect(blank.statusCode, blank.body.msg).toBe(201);
    expect(blank.body.payload.address).toBeNull();
  });

  // Issue 9: a job posted with a typed place but no state was invisible to the feed's state filter.
  // Issue 22 point 9: the spec's client sends `address` and no `state`; the state is read from the address.
  it.each([
    ['a town and state', 'Ikeja, Lagos', 'Lagos'],
    ['the stored street|state|country form', '12 Allen Avenue|Lagos|Nigeria', 'Lagos'],
    ['a state written with "State"', 'Plot 4, Aba, abia state', 'Abia'],
    ['Abuja', 'Wuse 2, Abuja', 'Federal Capital Territory'],
  ])('accepts the spec payload without state when the address names %s', async (_label, address, state) => {
    const body = jobBody({ address });
    delete body.state;
    const res = await post(body);
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.payload).toMatchObject({ state, address });
  });

  // Issue 22 point 9: the spec's payload with an address that names no state (or no address) is accepted; the job
  // has no state, shows in the unfiltered feed and in no state's filtered feed.
  it.each([
    ['missing', undefined],
    ['a town only', 'Ikeja'],
    ['a country only', 'Nigeria'],
  ])('accepts a job whose address (%s) names no state, storing no state', async (_l, address) => {
    const before = await countJobs(t.database.db);
    const body = jobBody({ address, title: `Stateless ${address ?? 'none'}` });
    delete body.state;
    if (address === undefined) delete body.address;
    const res = await post(body);
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.payload).toMatchObject({ state: null, address: address ?? null });
    expect(await countJobs(t.database.db)).toBe(before + 1);
    const id = res.body.payload._id;
    const read = await api.get(`/api/v1/jobs/${id}`, graduate.token);
    expect(read.statusCode).toBe(200);
    expect(read.body.payload.state).toBeNull();

    const feed = (query: string) =>
      api.get(`/api/v1/graduates/${graduate.id}/jobfeed?limit=100${query}`, graduate.token);
    const all = await feed('');
    expect(all.statusCode).toBe(200);
    expect(all.body.payload.docs.map((job: { _id: string }) => job._id)).toContain(id);
    const lagos = await feed('&state=Lagos');
    expect(lagos.statusCode).toBe(200);
    expect(lagos.body.payload.docs.length).toBeGreaterThan(0);
    expect(lagos.body.payload.docs.every((job: { state: string }) => job.state === 'Lagos')).toBe(true);
    expect(lagos.body.payload.totalDocs).toBe(lagos.body.payload.docs.length);
  });

  it.each<[string, unknown, string]>([
    ['blank', '', 'state must be a Nigerian state from the list'],
    ['not on the list', 'Lagos State', 'state must be a Nigerian state from the list'],
    ['in the wrong case', 'lagos', 'state must be a Nigerian state from the list'],
    ['a town, not a state', 'Ikeja', 'state must be a Nigerian state from the list'],
  ])('answers 400 when the state is %s, storing nothing', async (_label, state, message) => {
    const before = await countJobs(t.database.db);
    const body = jobBody({ state });
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields).toEqual({ state: message });
    expect(await countJobs(t.database.db)).toBe(before);
  });

  it('finds every posted job by its state in the graduate feed', async () => {
    const posted = await post(jobBody({ title: 'Cocoa Processor', state: 'Ondo', address: undefined }));
    expect(posted.statusCode, posted.body.msg).toBe(201);
    const feed = await api.get(`/api/v1/graduates/${graduate.id}/jobfeed?state=Ondo`, graduate.token);
    expect(feed.body.payload.docs.map((job: { _id: string }) => job._id)).toEqual([posted.body.payload._id]);
  });

  it.each<UserType>(['graduate', 'staff', 'institution', 'mentor', 'admin'])(
    'refuses a %s with 403 and stores nothing',
    async (userType) => {
      const caller = await member(t, userType);
      const before = await countJobs(t.database.db);
      const res = await post(jobBody(), caller.token);
      expect(res.statusCode).toBe(403);
      expect(res.body.status).toBe('Forbidden');
      expect(res.body.payload).toBeNull();
      expect(await countJobs(t.database.db)).toBe(before);
    },
  );

  it('refuses a visitor without a token with 401', async () => {
    const before = await countJobs(t.database.db);
    const res = await api.post('/api/v1/jobs/', jobBody());
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe('Unauthorized');
    expect(await countJobs(t.database.db)).toBe(before);
  });

  it.each([
    'title',
    'salary',
    'currency',
    'field_required',
    'job_type',
    'text',
    'responsibility',
    'company_overview',
  ])('answers 400 naming %s when it is missing', async (field) => {
    const before = await countJobs(t.database.db);
    const body = jobBody();
    delete body[field];
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('Bad Request');
    expect(Object.keys(res.body.payload.fields)).toEqual([field]);
    expect(res.body.msg.startsWith(`${fieldInWords(field)} `)).toBe(true);
    expect(await countJobs(t.database.db)).toBe(before);
  });

  // Issue 22 point 15: the API's own msg named raw fields ('company_overview is required'); it names them in
  // words, while payload.fields keeps the API's names and messages for the forms.
  it("names each bad field in words in the envelope's msg", async () => {
    const body = jobBody({ experience_years_required: 0 });
    delete body.title;
    delete body.company_overview;
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(
      'Please correct these fields: Title is required; Experience years required must be at least 1; Company overview is required',
    );
    expect(res.body.payload.fields).toEqual({
      title: 'title is required',
      experience_years_required: 'experience_years_required must be at least 1',
      company_overview: 'company_overview is required',
    });
    const one = await post(jobBody({ field_required: '' }));
    expect(one.body.msg).toBe('Field required is required');
  });

  it('answers 400 naming a blank required text', async () => {
    const res = await post(jobBody({ title: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields.title).toBe('title is required');
  });

  it('rejects an unknown field instead of storing it', async () => {
    const before = await countJobs(t.database.db);
    const res = await post(jobBody({ status: 'closed', featured: true }));
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields).toHaveProperty('featured');
    expect(await countJobs(t.database.db)).toBe(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a negative salary', { salary: -1 }],
    ['a salary in thousands', { salary: '150k' }],
    ['a salary with a decimal point', { salary: '1.5m' }],
    ['a fractional salary', { salary: 1500.5 }],
    ['a salary above the cap', { salary: 1_000_000_001 }],
    ['an unknown currency', { currency: 'EUR' }],
    ['no experience', { experience_years_required: 0 }],
    ['fractional experience', { experience_years_required: 1.5 }],
    ['a contract job type', { job_type: 'contract' }],
    ['a title over 150 characters', { title: 'x'.repeat(151) }],
  ])('answers 400 for %s and stores nothing', async (_label, overrides) => {
    const before = await countJobs(t.database.db);
    const res = await post(jobBody(overrides));
    expect(res.statusCode).toBe(400);
    const [field] = Object.keys(overrides);
    expect(Object.keys(res.body.payload.fields)).toEqual([field]);
    expect(res.body.msg.startsWith(`${fieldInWords(field)} `)).toBe(true);
    expect(await countJobs(t.database.db)).toBe(before);
  });

  it('accepts a salary typed with the naira sign and separators (issue 22.20)', async () => {
    const res = await post(jobBody({ salary: '₦150,000' }));
    expect(res.statusCode).toBe(201);
    expect(res.body.payload.salary).toBe(150000);
  });

  it('accepts the top of each range: salary 1,000,000,000 USD and 50 years', async () => {
    const res = await post(
      jobBody({ salary: 1_000_000_000, currency: 'USD', experience_years_required: 50 }),
    );
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.payload).toMatchObject({ salary: 1_000_000_000, currency: 'USD' });
  });

  it('refuses a job body of 1 MB without storing it', async () => {
    const before = await countJobs(t.database.db);
    const res = await post(jobBody({ text: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect([400, 413]).toContain(res.statusCode);
    expect(res.body.payload === null || typeof res.body.payload === 'object').toBe(true);
    expect(res.body.msg.length).toBeGreaterThan(0);
    expect(await countJobs(t.database.db)).toBe(before);
  });

  it('refuses a description over the text limit that fits the body limit', async () => {
    const before = await countJobs(t.database.db);
    const res = await post(jobBody({ text: 'x'.repeat(10_001) }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.payload.fields)).toEqual(['text']);
    expect(await countJobs(t.database.db)).toBe(before);
  });
});
