import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../seed/accounts.factory';
import { login } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

async function signIn(t: TestApp, segment: string, email: string) {
  const res = await client(t.app).post(`/api/v1/auth/${segment}/login`, {
    email,
    password: 'Demo-Pass-2023',
  });
  expect(res.statusCode).toBe(200);
  return { token: res.body.payload.key as string, accountId: res.body.payload.user.user_id._id as string };
}

describe('a survey from authoring to a completed answer and the CSV', () => {
  let t: TestApp;
  let admin: { token: string };
  let graduate: { token: string; accountId: string };
  let employer: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { userType: 'admin', email: 'admin@flow.ng' });
    await createAccount(t.database.db, { userType: 'graduate', email: 'grad@flow.ng', complete: true });
    await createAccount(t.database.db, { userType: 'employer', email: 'emp@flow.ng', complete: true });
    // Administrators give a TOTP code after the password (test/admin.fixtures.ts computes it like an app).
    admin = { token: (await login(t, 'admin', 'admin@flow.ng')).key };
    graduate = await signIn(t, 'graduates', 'grad@flow.ng');
    employer = await signIn(t, 'employers', 'emp@flow.ng');
  });
  afterAll(() => t.close());

  it('runs the whole journey', async () => {
    const api = client(t.app);
    const created = await api.post(
      '/api/v1/surveys',
      { title: 'Where are you now?', text: 'Tracer', respondent_type: 'graduate' },
      admin.token,
    );
    expect(created.statusCode).toBe(201);
    const surveyId = created.body.payload._id;
    const section = await api.post(`/api/v1/surveys/${surveyId}/sections`, { title: 'Work' }, admin.token);
    expect(section.statusCode).toBe(201);
    const sectionId = section.body.payload._id;
    const q1 = await api.post(
      `/api/v1/surveys/${surveyId}/questions`,
      {
        section_id: sectionId,
        text: 'Are you working?',
        type: 'objective',
        options: [{ text: 'Yes' }, { text: 'No' }],
        order: 1,
        required: true,
      },
      admin.token,
    );
    expect(q1.statusCode).toBe(201);
    const q2 = await api.post(
      `/api/v1/surveys/${surveyId}/questions`,
      { section_id: sectionId, text: 'Job title?', type: 'text', order: 2 },
      admin.token,
    );
    const q3 = await api.post(
      `/api/v1/surveys/${surveyId}/questions`,
      { section_id: sectionId, text: '=cmd|calc', type: 'text', order: 3 },
      admin.token,
    );
    expect(q3.statusCode).toBe(201);

    expect((await api.get('/api/v1/surveys', graduate.token)).body.payload.docs).toHaveLength(0);
    const published = await api.patch(`/api/v1/surveys/${surveyId}`, { state: 'published' }, admin.token);
    expect(published.body.payload.state).toBe('published');
    const locked = await api.post(
      `/api/v1/surveys/${surveyId}/questions`,
      { section_id: sectionId, text: 'Late?', type: 'text', order: 4 },
      admin.token,
    );
    expect(locked.statusCode).toBe(409);

    const list = await api.get(
      '/api/v1/surveys?respondent_type=graduate&respondent_type=all&limit=12',
      graduate.token,
    );
    expect(list.body.payload.docs.map((doc: any) => doc._id)).toEqual([surveyId]);
    expect(list.body.payload.docs[0].survey_status).toBeNull();
    expect(list.body.payload.docs[0].question_count).toBe(3);
    expect((await api.get('/api/v1/surveys', employer.token)).body.payload.docs).toHaveLength(0);

    const yes = q1.body.payload.options[0]._id;
    const first = [
      {
        question_id: q1.body.payload._id,
        user_id: graduate.accountId,
        optionId: yes,
        text: null,
        is_completed: false,
      },
      {
        question_id: q2.body.payload._id,
        user_id: graduate.accountId,
        text: 'Welder',
        optionId: null,
        is_completed: false,
      },
    ];
    const saved = await api.post(
      `/api/v1/surveys/${surveyId}/sections/${sectionId}/submit`,
      { responses: first },
      graduate.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.payload).toMatchObject({ survey_status: 'ongoing', answered: 2, progress: 67 });
    // A retry of the same request stores the answers once.
    const retried = await api.post(
      `/api/v1/surveys/${surveyId}/sections/${sectionId}/submit`,
      { responses: first },
      graduate.token,
    );
    expect(retried.body.payload.answered).toBe(2);

    const last = [
      { question_id: q3.body.payload._id, user_id: graduate.accountId, text: '=SUM(A1)', is_completed: true },
    ];
    const done = await api.post(
      `/api/v1/surveys/${surveyId}/sections/${sectionId}/submit`,
      { responses: last },
      graduate.token,
    );
    expect(done.body.msg).toBe('Survey Completed!');
    expect(done.body.payload).toMatchObject({ survey_status: 'completed', progress: 100 });
    const after = await api.get('/api/v1/surveys', graduate.token);
    expect(after.body.payload.counts).toEqual({ all: 1, ongoing: 0, completed: 1 });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/surveys/${surveyId}/export.csv`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Q1. Are you working?');
    expect(lines[1]).toContain('Yes');
    expect(lines[1]).toContain('Welder');
    expect(lines[1]).toContain("'=SUM(A1)");
    const forbidden = await api
      .get(`/api/v1/surveys/${surveyId}/export.csv`, graduate.token)
      .catch(() => null);
    expect(forbidden?.statusCode).toBe(403);
  });
});
