import { OUTCOME_TAG_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Issue 14: an administrator tags a question with one outcome indicator and maps each option to one of its
 * codes; publishing refuses a tagged question with an unmapped option. Respondents never see the codes.
 */

let t: TestApp;
let admin: RoleSession;
let graduate: RoleSession;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  graduate = await signInAs(t, 'graduate');
  api = client(t.app);
});
afterAll(() => t.close());

async function draft() {
  const survey = await api.post(
    '/api/v1/surveys',
    { title: 'Tracer', text: 'Intro', respondent_type: 'graduate' },
    admin.token,
  );
  expect(survey.statusCode, survey.body.msg).toBe(201);
  const id = survey.body.payload._id as string;
  const section = await api.post(`/api/v1/surveys/${id}/sections`, { title: 'Work' }, admin.token);
  return { id, sectionId: section.body.payload._id as string };
}

type OptionInput = { text: string; code?: string };
const status = (
  sectionId: string,
  options: OptionInput[] = [
    { text: 'Working for a wage', code: 'wage_employed' },
    { text: 'Own business', code: 'self_employed' },
    { text: 'Looking for work', code: 'unemployed_looking' },
  ],
) => ({
  section_id: sectionId,
  text: 'What do you do now?',
  type: 'multiple_choice',
  order: 1,
  indicator: 'employment_status',
  options,
});

const questionsOf = async (id: string, token = admin.token) =>
  (await api.get(`/api/v1/surveys/${id}`, token)).body.payload.questions as any[];

describe('tagging a question with an outcome indicator', () => {
  it('stores the indicator on the question and a code on each option, read back by administrators', async () => {
    const { id, sectionId } = await draft();
    const res = await api.post(`/api/v1/surveys/${id}/questions`, status(sectionId), admin.token);
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.payload.indicator).toBe('employment_status');
    expect(res.body.payload.options.map((option: any) => option.code)).toEqual([
      'wage_employed',
      'self_employed',
      'unemployed_looking',
    ]);
    const [question] = await questionsOf(id);
    expect(question.indicator).toBe('employment_status');
    expect(question.options[1]).toMatchObject({ text: 'Own business', code: 'self_employed' });
  });

  it('refuses a text question tagged with an indicator that needs codes, storing nothing', async () => {
    const { id, sectionId } = await draft();
    const res = await api.post(
      `/api/v1/surveys/${id}/questions`,
      { section_id: sectionId, text: 'Status?', type: 'text', order: 1, indicator: 'employment_status' },
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(OUTCOME_TAG_MESSAGES.textNeedsCodes('Employment status'));
    expect(await questionsOf(id)).toEqual([]);
  });

  it('lets a text question carry months to first job, income or state of work (number / state answers)', async () => {
    const { id, sectionId } = await draft();
    for (const [order, indicator] of [
      [1, 'months_to_first_job'],
      [2, 'income_band'],
      [3, 'work_state'],
    ] as const) {
      const res = await api.post(
        `/api/v1/surveys/${id}/questions`,
        { section_id: sectionId, text: `Q ${indicator}`, type: 'text', order, indicator },
        admin.token,
      );
      expect(res.statusCode, res.body.msg).toBe(201);
    }
    const publish = await api.patch(`/api/v1/surveys/${id}`, { state: 'published' }, admin.token);
    expect(publish.statusCode, publish.body.msg).toBe(200);
  });

  it('refuses a code of another indicator, a code without an indicator, and an unknown indicator', async () => {
    const { id, sectionId } = await draft();
    const wrong = await api.post(
      `/api/v1/surveys/${id}/questions`,
      status(sectionId, [
        { text: 'Yes', code: 'wage_employed' },
        { text: 'No', code: 'ict' },
      ]),
      admin.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.msg).toBe(OUTCOME_TAG_MESSAGES.unknownCode('Employment status', 'ict'));
    const untagged = await api.post(
      `/api/v1/surveys/${id}/questions`,
      { ...status(sectionId), indicator: null },
      admin.token,
    );
    expect(untagged.statusCode).toBe(400);
    expect(untagged.body.msg).toBe(OUTCOME_TAG_MESSAGES.codeWithoutIndicator);
    const unknown = await api.post(
      `/api/v1/surveys/${id}/questions`,
      { ...status(sectionId), indicator: 'happiness' },
      admin.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.msg).toMatch(/^Indicator must be one of/);
    expect(await questionsOf(id)).toEqual([]);
  });

  it('refuses to turn a tagged choice question into text when its indicator needs codes; nothing changes', async () => {
    const { id, sectionId } = await draft();
    const created = await api.post(`/api/v1/surveys/${id}/questions`, status(sectionId), admin.token);
    const questionId = created.body.payload._id;
    const res = await api.patch(
      `/api/v1/surveys/${id}/questions/${questionId}`,
      { type: 'text' },
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    const [question] = await questionsOf(id);
    expect(question).toMatchObject({ type: 'multiple_choice', indicator: 'employment_status' });
    expect(question.options).toHaveLength(3);
  });

  it('refuses to publish while a tagged question has an unmapped option, then publishes once mapped', async () => {
    const { id, sectionId } = await draft();
    const created = await api.post(
      `/api/v1/surveys/${id}/questions`,
      status(sectionId, [
        { text: 'Working for a wage', code: 'wage_employed' },
        { text: 'Something else' },
        { text: 'Studying' },
      ]),
      admin.token,
    );
    expect(created.statusCode, created.body.msg).toBe(201);
    const refused = await api.patch(`/api/v1/surveys/${id}`, { state: 'published' }, admin.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe(OUTCOME_TAG_MESSAGES.unmappedAtPublish('What do you do now?', 2));
    expect((await api.get(`/api/v1/surveys/${id}`, admin.token)).body.payload.state).toBe('draft');

    const mapped = await api.patch(
      `/api/v1/surveys/${id}/questions/${created.body.payload._id}`,
      {
        options: [
          { text: 'Working for a wage', code: 'wage_employed' },
          { text: 'Something else', code: 'informal' },
          { text: 'Studying', code: 'further_study' },
        ],
      },
      admin.token,
    );
    expect(mapped.statusCode, mapped.body.msg).toBe(200);
    const published = await api.patch(`/api/v1/surveys/${id}`, { state: 'published' }, admin.token);
    expect(published.statusCode, published.body.msg).toBe(200);

    // Respondents read the options without the codes, and no indicator.
    const [asGraduate] = await questionsOf(id, graduate.token);
    expect(asGraduate.indicator).toBeUndefined();
    expect(asGraduate.options[0]).toEqual({ _id: expect.any(String), text: 'Working for a wage' });
  });

  it('untags a question with indicator: null (its codes must go too)', async () => {
    const { id, sectionId } = await draft();
    const created = await api.post(`/api/v1/surveys/${id}/questions`, status(sectionId), admin.token);
    const url = `/api/v1/surveys/${id}/questions/${created.body.payload._id}`;
    expect((await api.patch(url, { indicator: null }, admin.token)).statusCode).toBe(400);
    const res = await api.patch(
      url,
      { indicator: null, options: [{ text: 'Yes' }, { text: 'No' }] },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.indicator).toBeNull();
  });
});
