import { fieldInWords, SERVER_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../test/harness';
import { jobBody } from '../test/jobs.fixtures';
import { type RoleSession, signInEveryRole } from '../test/roles.fixtures';
import { seedSurvey, threeQuestions } from '../test/surveys.fixtures';
import { holdsUnstorable, unstorableFieldOf } from './input-guard';

/** The path the guard names (lone surrogates are checked the same way: unstorable-input.test.ts). */
const nulFieldOf = (value: unknown) => unstorableFieldOf(value)?.path ?? null;
const holdsNul = holdsUnstorable;

const NUL = '\u0000';

/**
 * Issue 9: PostgreSQL cannot store U+0000, so a NUL in any string the API accepts reached a query and answered
 * 500. Each request below is refused at the boundary with a 400 whose msg names the field; the same request
 * without the NUL is accepted, so every case reaches a real route with a real token of the right role.
 */
describe('a NUL character in any string is refused with a 400 naming the field', () => {
  let t: TestApp;
  let as: Record<string, RoleSession>;
  let survey: Awaited<ReturnType<typeof seedSurvey>>;
  beforeAll(async () => {
    t = await createTestApp();
    as = await signInEveryRole(t);
    survey = await seedSurvey(t.database.db, threeQuestions('NUL survey'));
  });
  afterAll(() => t.close());

  async function expectRefused(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body: unknown,
    token: string | undefined,
    field: string,
  ) {
    const response = await t.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const message = SERVER_MESSAGES.nulCharacter(field);
    // The msg names the field in words (issue 22 point 15); the fields keep the API's name and message.
    const msg = `${fieldInWords(field)}${message.slice(field.length)}`;
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
    expect(response.json()).toEqual({
      status: 'Bad Request',
      msg,
      payload: { fields: { [field]: message } },
    });
  }

  it('in search queries: institution name, job feed q and state', async () => {
    const api = client(t.app);
    const graduate = as.graduate;
    expect((await api.get('/api/v1/institutions?name=Yaba', graduate.token)).statusCode).toBe(200);
    await expectRefused('GET', `/api/v1/institutions?name=Yaba%00`, undefined, graduate.token, 'name');
    const feed = `/api/v1/graduates/${graduate.profileId}/jobfeed`;
    expect((await api.get(`${feed}?q=solar&state=Lagos`, graduate.token)).statusCode).toBe(200);
    await expectRefused('GET', `${feed}?q=sol%00ar`, undefined, graduate.token, 'q');
    await expectRefused('GET', `${feed}?state=La%00gos`, undefined, graduate.token, 'state');
  });

  it('in profile fields: matric number, and nested in the O-level object', async () => {
    const url = `/api/v1/graduates/${as.graduate.profileId}`;
    const api = client(t.app);
    expect((await api.patch(url, { matric_number: 'FPI/ND/EE/19/001' }, as.graduate.token)).statusCode).toBe(
      200,
    );
    await expectRefused(
      'PATCH',
      url,
      { matric_number: `FPI/ND${NUL}/EE` },
      as.graduate.token,
      'matric_number',
    );
    await expectRefused(
      'PATCH',
      url,
      { o_level_certifications: { certification_type: `waec${NUL}`, number_of_sittings: 1 } },
      as.graduate.token,
      'o_level_certifications.certification_type',
    );
  });

  it('in job fields and in survey texts', async () => {
    const api = client(t.app);
    expect((await api.post('/api/v1/jobs', jobBody(), as.employer.token)).statusCode).toBe(201);
    await expectRefused(
      'POST',
      '/api/v1/jobs',
      jobBody({ title: `Solar${NUL}` }),
      as.employer.token,
      'title',
    );
    await expectRefused(
      'POST',
      '/api/v1/jobs',
      jobBody({ company_overview: `We install${NUL}` }),
      as.employer.token,
      'company_overview',
    );
    const surveyBody = { title: 'Tracer 2026', text: 'About your work', respondent_type: 'graduate' };
    expect((await api.post('/api/v1/surveys', surveyBody, as.admin.token)).statusCode).toBe(201);
    await expectRefused(
      'POST',
      '/api/v1/surveys',
      { ...surveyBody, text: `About${NUL}` },
      as.admin.token,
      'text',
    );
  });

  it('in an answer text, deep in the list of responses', async () => {
    const api = client(t.app);
    const [choice, text] = survey.q;
    const url = `/api/v1/surveys/${survey.id}/sections/${survey.sections[0]}/submit`;
    const responses = (answerText: string) => [
      {
        question_id: choice.id,
        user_id: as.graduate.accountId,
        text: null,
        optionId: choice.options[0]._id,
        is_completed: false,
      },
      {
        question_id: text.id,
        user_id: as.graduate.accountId,
        text: answerText,
        optionId: null,
        is_completed: false,
      },
    ];
    expect((await api.post(url, { responses: responses('Technician') }, as.graduate.token)).statusCode).toBe(
      200,
    );
    await expectRefused(
      'POST',
      url,
      { responses: responses(`Tech${NUL}nician`) },
      as.graduate.token,
      'responses.1.text',
    );
  });

  it('in path parameters and before sign-in', async () => {
    await expectRefused('GET', '/api/v1/jobs/abc%00def', undefined, as.mentor.token, 'jobId');
    await expectRefused(
      'POST',
      '/api/v1/auth/graduates/login',
      { email: `ada${NUL}@example.ng`, password: 'x' },
      undefined,
      'email',
    );
    await expectRefused(
      'POST',
      '/api/v1/verification/verify/ada%00%40example.ng',
      { otp: '1234' },
      undefined,
      'email',
    );
  });

  it('names the body itself when the NUL is in a key or a bare string', () => {
    expect(nulFieldOf({ [`ti${NUL}tle`]: 'x' })).toEqual([]);
    expect(nulFieldOf(`a${NUL}`)).toEqual([]);
    expect(nulFieldOf({ a: [{ b: 'ok' }, { b: `no${NUL}` }] })).toEqual(['a', '1', 'b']);
    expect(nulFieldOf({ a: 'fine', n: 1, t: true, z: null })).toBeNull();
  });

  it('holdsNul, the quick check every request gets, agrees with nulFieldOf', () => {
    const deep = (levels: number, leaf: unknown): unknown =>
      levels === 0 ? leaf : { d: [deep(levels - 1, leaf)] };
    const values: unknown[] = [
      `a${NUL}`,
      'fine',
      { [`ti${NUL}tle`]: 'x' },
      { a: [{ b: 'ok' }, { b: `no${NUL}` }] },
      { a: 'fine', n: 1, t: true, z: null, u: undefined },
      Object.assign(Object.create(null), { q: `x${NUL}` }),
      Buffer.from(`raw${NUL}bytes`),
      deep(10, `n${NUL}`),
      deep(20, `past the depth limit${NUL}`),
      [],
      null,
    ];
    for (const value of values) expect(holdsNul(value)).toBe(nulFieldOf(value) !== null);
    expect(values.filter((value) => holdsNul(value))).toHaveLength(5);
  });
});
