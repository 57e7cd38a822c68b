import { SURVEY_MESSAGES, type UserType } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { everyone, type Person } from '../../test/surveys.fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NON_ADMINS: UserType[] = ['graduate', 'staff', 'institution', 'employer', 'mentor'];

let t: TestApp;
let people: Record<UserType, Person>;
let api: ReturnType<typeof client>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  people = await everyone(t);
  api = client(t.app);
  adminToken = people.admin.token;
});
afterAll(() => t.close());

/** A draft survey with one section and one text question, authored through the API. */
async function draftSurvey(title = 'Draft') {
  const survey = await api.post(
    '/api/v1/surveys',
    { title, text: 'Intro', respondent_type: 'graduate' },
    adminToken,
  );
  expect(survey.statusCode, survey.body.msg).toBe(201);
  const id = survey.body.payload._id as string;
  const section = await api.post(`/api/v1/surveys/${id}/sections`, { title: 'Part one' }, adminToken);
  expect(section.statusCode, section.body.msg).toBe(201);
  const sectionId = section.body.payload._id as string;
  const question = await api.post(
    `/api/v1/surveys/${id}/questions`,
    { section_id: sectionId, text: 'Job title?', type: 'text', order: 1 },
    adminToken,
  );
  expect(question.statusCode, question.body.msg).toBe(201);
  return { id, sectionId, questionId: question.body.payload._id as string };
}

const detail = (id: string) => api.get(`/api/v1/surveys/${id}`, adminToken);

describe('who may author surveys and read their results', () => {
  it('refuses every other role with 403 and a missing token with 401, changing nothing', async () => {
    const { id, sectionId, questionId } = await draftSurvey('Guarded');
    const calls = [
      ['POST', '/api/v1/surveys', { title: 'Mine', text: 'x', respondent_type: 'all' }],
      ['PATCH', `/api/v1/surveys/${id}`, { title: 'Hijacked' }],
      ['POST', `/api/v1/surveys/${id}/sections`, { title: 'Extra' }],
      ['PATCH', `/api/v1/surveys/${id}/sections/${sectionId}`, { title: 'Renamed' }],
      ['DELETE', `/api/v1/surveys/${id}/sections/${sectionId}`],
      [
        'POST',
        `/api/v1/surveys/${id}/questions`,
        { section_id: sectionId, text: 'Q?', type: 'text', order: 2 },
      ],
      ['PATCH', `/api/v1/surveys/${id}/questions/${questionId}`, { text: 'Changed?' }],
      ['DELETE', `/api/v1/surveys/${id}/questions/${questionId}`],
      ['GET', `/api/v1/surveys/${id}/responses`],
      ['GET', `/api/v1/surveys/${id}/export.csv`],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const role of NON_ADMINS) {
        const res = await t.app.inject({
          method,
          url,
          payload: body,
          headers: { authorization: `Bearer ${people[role].token}` },
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().status).toBe('Forbidden');
      }
      const anonymous = await t.app.inject({ method, url, payload: body });
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    const after = await detail(id);
    expect(after.body.payload.title).toBe('Guarded');
    expect(after.body.payload.sections.map((s: any) => s.title)).toEqual(['Part one']);
    expect(after.body.payload.questions.map((q: any) => q.text)).toEqual(['Job title?']);
    const list = await api.get('/api/v1/surveys?limit=100', adminToken);
    expect(list.body.payload.docs.some((doc: any) => doc.title === 'Mine')).toBe(false);
  });

  it('answers 201 with the _id of each created survey, section and question', async () => {
    const survey = await api.post(
      '/api/v1/surveys',
      { title: 'Created', text: 'Intro', respondent_type: 'all' },
      adminToken,
    );
    expect(survey.statusCode).toBe(201);
    expect(survey.body.msg).toBe(SURVEY_MESSAGES.created);
    expect(survey.body.payload).toMatchObject({
      _id: expect.stringMatching(UUID),
      state: 'draft',
      title: 'Created',
    });
    const id = survey.body.payload._id;
    const section = await api.post(`/api/v1/surveys/${id}/sections`, { title: 'S' }, adminToken);
    expect(section.statusCode).toBe(201);
    expect(section.body.payload._id).toMatch(UUID);
    const question = await api.post(
      `/api/v1/surveys/${id}/questions`,
      {
        section_id: section.body.payload._id,
        text: 'Pick',
        type: 'multiple_choice',
        options: [{ text: 'A' }, { text: 'B' }],
        order: 1,
      },
      adminToken,
    );
    expect(question.statusCode).toBe(201);
    expect(question.body.payload._id).toMatch(UUID);
    expect(question.body.payload.options.map((o: any) => o.text)).toEqual(['A', 'B']);
    expect(question.body.payload.options.every((o: any) => typeof o._id === 'string' && o._id)).toBe(true);
    expect(question.body.payload.section_id).toEqual({ _id: section.body.payload._id, title: 'S' });
    const stored = await detail(id);
    expect(stored.body.payload.questions.map((q: any) => q._id)).toEqual([question.body.payload._id]);
  });
});

describe('question validation', () => {
  it('refuses options on text questions, fewer than two on choices, foreign sections and unknown fields', async () => {
    const { id, sectionId } = await draftSurvey('Validated');
    const other = await draftSurvey('Other');
    const url = `/api/v1/surveys/${id}/questions`;
    const base = { section_id: sectionId, text: 'Q?', order: 2 };
    const textWithOptions = await api.post(
      url,
      { ...base, type: 'text', options: [{ text: 'A' }, { text: 'B' }] },
      adminToken,
    );
    expect(textWithOptions.statusCode).toBe(400);
    expect(textWithOptions.body.msg).toBe(SURVEY_MESSAGES.optionsNotAllowed);
    const oneOption = await api.post(
      url,
      { ...base, type: 'multiple_choice', options: [{ text: 'A' }] },
      adminToken,
    );
    expect(oneOption.statusCode).toBe(400);
    expect(oneOption.body.msg).toBe(SURVEY_MESSAGES.optionsNeeded);
    const noOptions = await api.post(url, { ...base, type: 'objective' }, adminToken);
    expect(noOptions.statusCode).toBe(400);
    const foreign = await api.post(url, { ...base, section_id: other.sectionId, type: 'text' }, adminToken);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.msg).toBe(SURVEY_MESSAGES.sectionNotFound);
    const unknown = await api.post(url, { ...base, type: 'text', colour: 'red' }, adminToken);
    expect(unknown.statusCode).toBe(400);
    const unknownSurvey = await api.post(
      '/api/v1/surveys',
      { title: 'X', text: 'Y', respondent_type: 'all', owner: 'me' },
      adminToken,
    );
    expect(unknownSurvey.statusCode).toBe(400);
    const unknownSection = await api.post(
      `/api/v1/surveys/${id}/sections`,
      { title: 'S', order: 3 },
      adminToken,
    );
    expect(unknownSection.statusCode).toBe(400);
    const toChoice = await api.patch(
      `/api/v1/surveys/${id}/questions/${(await detail(id)).body.payload.questions[0]._id}`,
      { type: 'multiple_choice' },
      adminToken,
    );
    expect(toChoice.statusCode).toBe(400);
    const ownQuestion = `/api/v1/surveys/${id}/questions/${(await detail(id)).body.payload.questions[0]._id}`;
    const moved = await api.patch(ownQuestion, { section_id: other.sectionId }, adminToken);
    expect(moved.statusCode).toBe(400);
    const foreignQuestion = await api.patch(
      `/api/v1/surveys/${id}/questions/${other.questionId}`,
      { text: 'Mine' },
      adminToken,
    );
    expect(foreignQuestion.statusCode).toBe(404);
    expect((await detail(other.id)).body.payload.questions[0].text).toBe('Job title?');
    const stored = await detail(id);
    expect(stored.body.payload.questions).toHaveLength(1);
    expect(stored.body.payload.questions[0].type).toBe('text');
    expect(stored.body.payload.sections).toHaveLength(1);
    // The same body with a valid shape goes through, so the refusals above are about the checked rule.
    expect((await api.post(url, { ...base, type: 'text' }, adminToken)).statusCode).toBe(201);
  });
});

describe('the survey lifecycle', () => {
  it('refuses to publish an empty survey', async () => {
    const survey = await api.post(
      '/api/v1/surveys',
      { title: 'Empty', text: 'x', respondent_type: 'staff' },
      adminToken,
    );
    const id = survey.body.payload._id;
    const publish = await api.patch(`/api/v1/surveys/${id}`, { state: 'published' }, adminToken);
    expect(publish.statusCode).toBe(400);
    expect(publish.body.msg).toBe(SURVEY_MESSAGES.emptyPublish);
    expect((await detail(id)).body.payload.state).toBe('draft');
  });

  it('allows edits while draft and locks sections and questions once published', async () => {
    const { id, sectionId, questionId } = await draftSurvey('Lifecycle');
    const sectionUrl = `/api/v1/surveys/${id}/sections/${sectionId}`;
    const questionUrl = `/api/v1/surveys/${id}/questions/${questionId}`;
    expect((await api.patch(sectionUrl, { title: 'Renamed' }, adminToken)).statusCode).toBe(200);
    expect((await api.patch(questionUrl, { text: 'Job title now?' }, adminToken)).statusCode).toBe(200);
    const spare = await api.post(`/api/v1/surveys/${id}/sections`, { title: 'Spare' }, adminToken);
    expect(
      (await api.delete(`/api/v1/surveys/${id}/sections/${spare.body.payload._id}`, adminToken)).statusCode,
    ).toBe(200);

    const published = await api.patch(`/api/v1/surveys/${id}`, { state: 'published' }, adminToken);
    expect(published.statusCode).toBe(200);
    expect(published.body.payload.state).toBe('published');
    expect(published.body.payload.publishedAt).toEqual(expect.any(String));

    const locked = [
      await api.post(`/api/v1/surveys/${id}/sections`, { title: 'Late' }, adminToken),
      await api.patch(sectionUrl, { title: 'Late' }, adminToken),
      await api.delete(sectionUrl, adminToken),
      await api.post(
        `/api/v1/surveys/${id}/questions`,
        { section_id: sectionId, text: 'Late?', type: 'text', order: 2 },
        adminToken,
      ),
      await api.patch(questionUrl, { text: 'Late?' }, adminToken),
      await api.delete(questionUrl, adminToken),
    ];
    for (const res of locked) {
      expect(res.statusCode).toBe(409);
      expect(res.body.msg).toBe(SURVEY_MESSAGES.locked);
    }
    const stored = await detail(id);
    expect(stored.body.payload.sections.map((s: any) => s.title)).toEqual(['Renamed']);
    expect(stored.body.payload.questions.map((q: any) => q.text)).toEqual(['Job title now?']);
  });

  it('never returns a published survey to draft, but closes and reopens it; only the wording may change', async () => {
    const { id } = await draftSurvey('States');
    const url = `/api/v1/surveys/${id}`;
    expect((await api.patch(url, { state: 'published' }, adminToken)).statusCode).toBe(200);
    const backToDraft = await api.patch(url, { state: 'draft' }, adminToken);
    expect(backToDraft.statusCode).toBe(409);
    const retarget = await api.patch(url, { respondent_type: 'employer' }, adminToken);
    expect(retarget.statusCode).toBe(409);
    const retitled = await api.patch(url, { title: 'States, reworded', text: 'New intro' }, adminToken);
    expect(retitled.statusCode).toBe(200);
    expect(retitled.body.payload).toMatchObject({
      title: 'States, reworded',
      text: 'New intro',
      state: 'published',
    });

    const closed = await api.patch(url, { state: 'closed' }, adminToken);
    expect(closed.statusCode).toBe(200);
    expect(closed.body.payload.state).toBe('closed');
    expect((await api.patch(url, { state: 'draft' }, adminToken)).statusCode).toBe(409);
    expect((await api.patch(url, { respondent_type: 'all' }, adminToken)).statusCode).toBe(409);
    const reopened = await api.patch(url, { state: 'published' }, adminToken);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body.payload.state).toBe('published');
    const stored = await detail(id);
    expect(stored.body.payload).toMatchObject({ state: 'published', respondent_type: 'graduate' });
  });

  it('lets a draft change its respondents', async () => {
    const { id } = await draftSurvey('Retargeted');
    const res = await api.patch(`/api/v1/surveys/${id}`, { respondent_type: 'employer' }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.respondent_type).toBe('employer');
  });
});
