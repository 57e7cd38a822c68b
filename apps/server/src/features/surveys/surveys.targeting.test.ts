import { SURVEY_MESSAGES, type UserType } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  countResponses,
  everyone,
  type Person,
  type SeededSurvey,
  seedSurvey,
  submit,
} from '../../test/surveys.fixtures';

const SURVEYED: UserType[] = ['graduate', 'staff', 'institution', 'employer', 'mentor'];
const oneQuestion = [{ title: 'Only', questions: [{ text: 'Anything to add?', type: 'text' as const }] }];

let t: TestApp;
let people: Record<UserType, Person>;
let api: ReturnType<typeof client>;
const s = {} as Record<'employerOnly' | 'forAll' | 'graduates' | 'draft' | 'closed', SeededSurvey>;

const ids = (res: { body: { payload: { docs: { _id: string }[] } } }) =>
  res.body.payload.docs.map((doc) => doc._id);

beforeAll(async () => {
  t = await createTestApp();
  people = await everyone(t);
  api = client(t.app);
  const db = t.database.db;
  s.employerOnly = await seedSurvey(db, {
    title: 'Employers only',
    respondentType: 'employer',
    sections: oneQuestion,
  });
  s.forAll = await seedSurvey(db, { title: 'Everyone', respondentType: 'all', sections: oneQuestion });
  s.graduates = await seedSurvey(db, {
    title: 'Graduates',
    respondentType: 'graduate',
    sections: oneQuestion,
  });
  s.draft = await seedSurvey(db, { title: 'Graduates draft', state: 'draft', sections: oneQuestion });
  s.closed = await seedSurvey(db, { title: 'Graduates closed', state: 'closed', sections: oneQuestion });
});
afterAll(() => t.close());

describe('who sees which survey', () => {
  it('a graduate lists only published surveys for graduates or for all', async () => {
    const list = await api.get(
      '/api/v1/surveys?respondent_type=graduate&respondent_type=all&limit=12',
      people.graduate.token,
    );
    expect(list.statusCode).toBe(200);
    expect(ids(list).sort()).toEqual([s.forAll.id, s.graduates.id].sort());
    expect(list.body.payload.counts.all).toBe(2);
  });

  it('asking for the employer surveys never shows them to a graduate', async () => {
    const employerOnly = await api.get('/api/v1/surveys?respondent_type=employer', people.graduate.token);
    expect(employerOnly.statusCode).toBe(200);
    expect(ids(employerOnly)).toEqual([]);
    expect(employerOnly.body.payload.totalDocs).toBe(0);
    const withAll = await api.get(
      '/api/v1/surveys?respondent_type=employer&respondent_type=all',
      people.graduate.token,
    );
    expect(ids(withAll)).toEqual([s.forAll.id]);
  });

  it('drafts and closed surveys are never listed to respondents, whatever state they ask for', async () => {
    for (const state of ['draft', 'closed', 'published']) {
      const list = await api.get(`/api/v1/surveys?state=${state}`, people.graduate.token);
      expect(list.statusCode).toBe(200);
      expect(ids(list)).not.toContain(s.draft.id);
      expect(ids(list)).not.toContain(s.closed.id);
    }
  });

  it('a graduate cannot read, list the questions of, or answer an employer-only survey', async () => {
    const { token } = people.graduate;
    for (const url of [
      `/api/v1/surveys/${s.employerOnly.id}`,
      `/api/v1/surveys/${s.employerOnly.id}/questions/`,
    ]) {
      const res = await api.get(url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.body.msg).toBe(SURVEY_MESSAGES.notFound);
    }
    const res = await submit(t, people.graduate, s.employerOnly.id, s.employerOnly.sections[0], [
      answer(people.graduate, s.employerOnly.q[0].id, { text: 'Sneaky' }),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe(SURVEY_MESSAGES.notForYou);
    expect(await countResponses(t.database.db, { surveyId: s.employerOnly.id })).toBe(0);
    // The employer it is addressed to reads it.
    expect((await api.get(`/api/v1/surveys/${s.employerOnly.id}`, people.employer.token)).statusCode).toBe(
      200,
    );
  });

  it('drafts and closed surveys cannot be read by respondents', async () => {
    for (const survey of [s.draft, s.closed]) {
      expect((await api.get(`/api/v1/surveys/${survey.id}`, people.graduate.token)).statusCode).toBe(404);
      expect(
        (await api.get(`/api/v1/surveys/${survey.id}/questions`, people.graduate.token)).statusCode,
      ).toBe(404);
    }
  });

  it("an 'all' survey is listed, readable and answerable by every surveyed role", async () => {
    for (const role of SURVEYED) {
      const who = people[role];
      const list = await api.get('/api/v1/surveys', who.token);
      expect(ids(list), role).toContain(s.forAll.id);
      expect(ids(list).includes(s.employerOnly.id), role).toBe(role === 'employer');
      expect(ids(list).includes(s.graduates.id), role).toBe(role === 'graduate');
      expect((await api.get(`/api/v1/surveys/${s.forAll.id}/questions`, who.token)).statusCode, role).toBe(
        200,
      );
    }
    const staff = people.staff;
    const res = await submit(t, staff, s.forAll.id, s.forAll.sections[0], [
      answer(staff, s.forAll.q[0].id, { text: 'Staff view' }),
    ]);
    expect(res.statusCode, res.body.msg).toBe(200);
  });
});

describe('the administrators’ list', () => {
  it('shows every survey in every state with its respondent count', async () => {
    const list = await api.get('/api/v1/surveys?limit=100', people.admin.token);
    expect(list.statusCode).toBe(200);
    expect(ids(list).sort()).toEqual(
      Object.values(s)
        .map((survey) => survey.id)
        .sort(),
    );
    const byId = new Map(list.body.payload.docs.map((doc: any) => [doc._id, doc]));
    expect(byId.get(s.forAll.id)).toMatchObject({ respondent_count: 1, state: 'published' });
    expect(byId.get(s.employerOnly.id)).toMatchObject({ respondent_count: 0 });
    expect(byId.get(s.draft.id)).toMatchObject({ state: 'draft', respondent_count: 0 });
  });

  it('filters by ?state=', async () => {
    const drafts = await api.get('/api/v1/surveys?state=draft', people.admin.token);
    expect(ids(drafts)).toEqual([s.draft.id]);
    const closed = await api.get('/api/v1/surveys?state=closed', people.admin.token);
    expect(ids(closed)).toEqual([s.closed.id]);
    const published = await api.get('/api/v1/surveys?state=published', people.admin.token);
    expect(ids(published).sort()).toEqual([s.employerOnly.id, s.forAll.id, s.graduates.id].sort());
    expect((await api.get('/api/v1/surveys?state=archived', people.admin.token)).statusCode).toBe(400);
  });

  it('reads drafts in full, which respondents cannot', async () => {
    const res = await api.get(`/api/v1/surveys/${s.draft.id}`, people.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.questions).toHaveLength(1);
  });

  it('asks for a session', async () => {
    expect((await api.get('/api/v1/surveys')).statusCode).toBe(401);
  });
});
