import {
  envelopeSchema,
  MAX_PAGE_SIZE,
  pagedSchema,
  SURVEY_PAGE_SIZE,
  surveyCountsSchema,
  surveySchema,
} from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  type Person,
  person,
  type SeededSurvey,
  seedSurvey,
  submit,
  threeQuestions,
} from '../../test/surveys.fixtures';

const PAGED_KEYS = [
  'docs',
  'totalDocs',
  'totalPages',
  'page',
  'nextPage',
  'prevPage',
  'hasNextPage',
  'hasPrevPage',
  'limit',
  'pagingCounter',
];

let t: TestApp;
let api: ReturnType<typeof client>;
let graduate: Person;
let other: Person;
/** surveys[0] is the oldest, surveys[12] the newest. */
const surveys: SeededSurvey[] = [];
let started: SeededSurvey;
let finished: SeededSurvey;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  graduate = await person(t, 'graduate');
  other = await person(t, 'graduate');
  for (let n = 1; n <= 13; n += 1) {
    surveys.push(await seedSurvey(t.database.db, threeQuestions(`Survey ${String(n).padStart(2, '0')}`)));
  }
  [started, finished] = [surveys[3], surveys[7]];
  const res = await submit(t, graduate, started.id, started.q[0].sectionId, [
    answer(graduate, started.q[0].id, { optionId: started.q[0].options[1]._id }),
  ]);
  expect(res.statusCode, res.body.msg).toBe(200);
  const [q1, q2, q3] = finished.q;
  const first = await submit(t, graduate, finished.id, q1.sectionId, [
    answer(graduate, q1.id, { optionId: q1.options[0]._id }),
    answer(graduate, q2.id, { text: 'Welder' }),
  ]);
  expect(first.statusCode, first.body.msg).toBe(200);
  const last = await submit(t, graduate, finished.id, q3.sectionId, [
    answer(graduate, q3.id, { optionId: q3.options[0]._id, is_completed: true }),
  ]);
  expect(last.statusCode, last.body.msg).toBe(200);
});
afterAll(() => t.close());

const titles = (docs: { title: string }[]) => docs.map((doc) => doc.title);

describe('the respondent list of surveys', () => {
  it("sends exactly the contract's shape (the list is not re-checked on the way out)", async () => {
    const strictSurvey = surveySchema
      .extend({ question_id: surveySchema.shape.question_id.unwrap().strict().nullable() })
      .strict();
    const strictList = envelopeSchema(
      pagedSchema(strictSurvey).extend({ counts: surveyCountsSchema.strict() }).strict(),
    ).strict();
    for (const tab of ['', '&status=ongoing', '&status=completed', '&status=not-started']) {
      const res = await api.get(
        `/api/v1/surveys?respondent_type=graduate&respondent_type=all${tab}`,
        graduate.token,
      );
      expect(res.statusCode).toBe(200);
      expect(strictList.parse(res.body).payload.docs.length).toBeGreaterThan(0);
    }
  });

  it('pages 12 at a time, newest first, in the spec’s shape', async () => {
    const page1 = await api.get(
      `/api/v1/surveys/?respondent_type=graduate&respondent_type=all&limit=${SURVEY_PAGE_SIZE}`,
      graduate.token,
    );
    expect(page1.statusCode).toBe(200);
    expect(Object.keys(page1.body.payload)).toEqual(expect.arrayContaining(PAGED_KEYS));
    const { docs, ...meta } = page1.body.payload;
    expect(meta).toMatchObject({
      totalDocs: 13,
      totalPages: 2,
      page: 1,
      nextPage: 2,
      prevPage: null,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 12,
      pagingCounter: 1,
    });
    expect(titles(docs)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Survey ${String(13 - i).padStart(2, '0')}`),
    );
    const page2 = await api.get(
      '/api/v1/surveys/?respondent_type=graduate&respondent_type=all&limit=12&page=2',
      graduate.token,
    );
    const { docs: docs2, ...meta2 } = page2.body.payload;
    expect(titles(docs2)).toEqual(['Survey 01']);
    // A page past the end still answers the total and the tab counts (one statement answers all three).
    const past = await api.get(
      '/api/v1/surveys/?respondent_type=graduate&respondent_type=all&limit=12&page=9',
      graduate.token,
    );
    expect(past.body.payload).toMatchObject({ docs: [], totalDocs: 13, page: 9 });
    expect(past.body.payload.counts.all).toBe(13);
    expect(meta2).toMatchObject({
      totalDocs: 13,
      totalPages: 2,
      page: 2,
      nextPage: null,
      prevPage: 1,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 12,
      pagingCounter: 13,
    });
  });

  it('uses 12 as the default page size and caps limit=9999 at the hard maximum', async () => {
    expect((await api.get('/api/v1/surveys', graduate.token)).body.payload.limit).toBe(SURVEY_PAGE_SIZE);
    const all = await api.get('/api/v1/surveys?limit=9999', graduate.token);
    expect(all.statusCode).toBe(200);
    expect(all.body.payload.limit).toBe(MAX_PAGE_SIZE);
    expect(all.body.payload.docs).toHaveLength(13);
    expect(all.body.payload.totalPages).toBe(1);
  });

  it('counts all, ongoing and completed surveys for the tabs', async () => {
    const list = await api.get('/api/v1/surveys', graduate.token);
    expect(list.body.payload.counts).toEqual({ all: 13, ongoing: 1, completed: 1 });
    const fresh = await api.get('/api/v1/surveys', other.token);
    expect(fresh.body.payload.counts).toEqual({ all: 13, ongoing: 0, completed: 0 });
  });

  it('filters by ?status= and keeps the tab counts whole', async () => {
    const ongoing = await api.get('/api/v1/surveys?status=ongoing', graduate.token);
    expect(ongoing.body.payload.docs.map((doc: any) => doc._id)).toEqual([started.id]);
    expect(ongoing.body.payload.totalDocs).toBe(1);
    expect(ongoing.body.payload.counts).toEqual({ all: 13, ongoing: 1, completed: 1 });
    const completed = await api.get('/api/v1/surveys?status=completed', graduate.token);
    expect(completed.body.payload.docs.map((doc: any) => doc._id)).toEqual([finished.id]);
    const notStarted = await api.get('/api/v1/surveys?status=not-started&limit=100', graduate.token);
    const notStartedIds = notStarted.body.payload.docs.map((doc: any) => doc._id);
    expect(notStartedIds).toHaveLength(11);
    expect(notStartedIds).not.toContain(started.id);
    expect(notStartedIds).not.toContain(finished.id);
    expect((await api.get('/api/v1/surveys?status=paused', graduate.token)).statusCode).toBe(400);
  });

  it('merges each person’s survey_status, last question and progress onto the docs', async () => {
    const docs = (await api.get('/api/v1/surveys?limit=100', graduate.token)).body.payload.docs;
    const byId = new Map(docs.map((doc: any) => [doc._id, doc]));
    expect(byId.get(started.id)).toMatchObject({
      survey_status: 'ongoing',
      question_id: { _id: started.q[0].id, order: 1 },
      progress: 33,
      question_count: 3,
    });
    expect(byId.get(finished.id)).toMatchObject({
      survey_status: 'completed',
      question_id: { _id: finished.q[2].id, order: 3 },
      progress: 100,
    });
    expect(byId.get(surveys[0].id)).toMatchObject({ survey_status: null, question_id: null, progress: 0 });
    // Another graduate's progress is their own.
    const theirs = (await api.get('/api/v1/surveys?limit=100', other.token)).body.payload.docs;
    expect(theirs.every((doc: any) => doc.survey_status === null && doc.progress === 0)).toBe(true);
  });
});

describe('respondent records', () => {
  it('lists your own records, capped at the hard maximum', async () => {
    const res = await api.get(
      `/api/v1/surveys/respondents/${graduate.accountId}/?limit=9999`,
      graduate.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.limit).toBe(MAX_PAGE_SIZE);
    const bySurvey = new Map(res.body.payload.docs.map((doc: any) => [doc.survey_id, doc]));
    expect([...bySurvey.keys()].sort()).toEqual([started.id, finished.id].sort());
    expect(bySurvey.get(started.id)).toMatchObject({
      user_id: graduate.accountId,
      status: 'ongoing',
      current_question_id: started.q[0].id,
      answered: 1,
    });
    expect(bySurvey.get(finished.id)).toMatchObject({ status: 'completed', answered: 3 });
    const none = await api.get(`/api/v1/surveys/respondents/${other.accountId}?limit=9999`, other.token);
    expect(none.body.payload.docs).toEqual([]);
  });

  it("refuses another person's records", async () => {
    const res = await api.get(`/api/v1/surveys/respondents/${graduate.accountId}/?limit=9999`, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.payload).toBeNull();
  });

  /** The surveys of a records page, with the account id each record is stored under. */
  const recordsOf = async (id: string, token: string) => {
    const res = await api.get(`/api/v1/surveys/respondents/${id}?limit=100`, token);
    expect(res.statusCode, res.body.msg).toBe(200);
    return res.body.payload.docs.map((doc: any) => [doc.survey_id, doc.user_id]).sort();
  };
  const graduateRecords = () =>
    [
      [started.id, graduate.accountId],
      [finished.id, graduate.accountId],
    ].sort();

  it('takes your role-profile id as well as your account id (issue 8)', async () => {
    expect(graduate.profileId).not.toBe(graduate.accountId);
    expect(await recordsOf(graduate.profileId, graduate.token)).toEqual(graduateRecords());
    expect(await recordsOf(graduate.accountId, graduate.token)).toEqual(graduateRecords());
  });

  it("refuses another person's role-profile id", async () => {
    const res = await api.get(`/api/v1/surveys/respondents/${graduate.profileId}`, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.payload).toBeNull();
  });

  it("lets administrators read anyone's records, by account id or role-profile id", async () => {
    const admin = await person(t, 'admin');
    expect(await recordsOf(graduate.accountId, admin.token)).toEqual(graduateRecords());
    expect(await recordsOf(graduate.profileId, admin.token)).toEqual(graduateRecords());
    expect(await recordsOf(admin.profileId, admin.token)).toEqual([]);
  });
});

describe('the questions of a survey', () => {
  it('are sorted by order, with their section and options expanded', async () => {
    const admin = await person(t, 'admin');
    const created = await api.post(
      '/api/v1/surveys',
      { title: 'Ordered', text: 'x', respondent_type: 'graduate' },
      admin.token,
    );
    const id = created.body.payload._id;
    const s1 = (await api.post(`/api/v1/surveys/${id}/sections`, { title: 'First' }, admin.token)).body
      .payload;
    const s2 = (await api.post(`/api/v1/surveys/${id}/sections`, { title: 'Second' }, admin.token)).body
      .payload;
    // Authored out of order: 3, 1, 2.
    const add = (body: object) => api.post(`/api/v1/surveys/${id}/questions`, body, admin.token);
    expect((await add({ section_id: s2._id, text: 'Third', type: 'text', order: 3 })).statusCode).toBe(201);
    const choice = { type: 'objective', options: [{ text: 'Yes' }, { text: 'No' }] };
    expect((await add({ section_id: s1._id, text: 'First', order: 1, ...choice })).statusCode).toBe(201);
    expect((await add({ section_id: s1._id, text: 'Second', type: 'text', order: 2 })).statusCode).toBe(201);
    expect((await api.patch(`/api/v1/surveys/${id}`, { state: 'published' }, admin.token)).statusCode).toBe(
      200,
    );

    const res = await api.get(`/api/v1/surveys/${id}/questions/`, graduate.token);
    expect(res.statusCode).toBe(200);
    const docs = res.body.payload.docs;
    expect(docs.map((q: any) => [q.order, q.text])).toEqual([
      [1, 'First'],
      [2, 'Second'],
      [3, 'Third'],
    ]);
    expect(docs[0].section_id).toEqual({ _id: s1._id, title: 'First' });
    expect(docs[2].section_id).toEqual({ _id: s2._id, title: 'Second' });
    expect(docs[0].options).toEqual([
      { _id: expect.any(String), text: 'Yes' },
      { _id: expect.any(String), text: 'No' },
    ]);
    expect(docs[1].options).toEqual([]);
  });

  it('answers 404 for a survey that does not exist and 400 for a malformed id', async () => {
    const missing = await api.get(
      '/api/v1/surveys/00000000-0000-4000-8000-000000000000/questions',
      graduate.token,
    );
    expect(missing.statusCode).toBe(404);
    expect((await api.get('/api/v1/surveys/not-an-id/questions', graduate.token)).statusCode).toBe(400);
  });
});
