import { SURVEY_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  countResponses,
  type Person,
  person,
  respondentRow,
  type SeededSurvey,
  seedSurvey,
  storedAnswer,
  submit,
  threeQuestions,
} from '../../test/surveys.fixtures';

let t: TestApp;
let graduate: Person;

beforeAll(async () => {
  t = await createTestApp();
  graduate = await person(t, 'graduate');
});
afterAll(() => t.close());

async function listed(who: Person, surveyId: string) {
  const res = await client(t.app).get('/api/v1/surveys?limit=100', who.token);
  return res.body.payload.docs.find((doc: any) => doc._id === surveyId);
}

describe('progress and completion', () => {
  let survey: SeededSurvey;
  beforeAll(async () => {
    survey = await seedSurvey(t.database.db, threeQuestions('Progress'));
  });

  it('derives progress from the answers: 1 of 3 is 33, 2 of 3 is 67', async () => {
    const [q1, q2] = survey.q;
    const first = await submit(t, graduate, survey.id, q1.sectionId, [
      answer(graduate, q1.id, { optionId: q1.options[2]._id }),
    ]);
    expect(first.statusCode, first.body.msg).toBe(200);
    expect(first.body.msg).toBe(SURVEY_MESSAGES.answersSaved);
    expect(first.body.payload).toEqual({
      survey_status: 'ongoing',
      progress: 33,
      current_question_id: q1.id,
      answered: 1,
      question_count: 3,
    });
    expect(await listed(graduate, survey.id)).toMatchObject({ survey_status: 'ongoing', progress: 33 });

    const second = await submit(t, graduate, survey.id, q2.sectionId, [
      answer(graduate, q2.id, { text: 'Fitter' }),
    ]);
    expect(second.body.payload).toMatchObject({ survey_status: 'ongoing', progress: 67, answered: 2 });
    expect(await listed(graduate, survey.id)).toMatchObject({
      survey_status: 'ongoing',
      progress: 67,
      question_id: { _id: q2.id, order: 2 },
    });
  });

  it('refuses is_completed while a required question is unanswered, and stores nothing of that request', async () => {
    const [, q2, q3] = survey.q;
    const before = await countResponses(t.database.db, { surveyId: survey.id, userId: graduate.accountId });
    // Re-answering q2 with a new text and completing: q3 is still missing.
    const res = await submit(t, graduate, survey.id, q2.sectionId, [
      answer(graduate, q2.id, { text: 'Changed my mind', is_completed: true }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(SURVEY_MESSAGES.incomplete(1));
    expect(await countResponses(t.database.db, { surveyId: survey.id, userId: graduate.accountId })).toBe(
      before,
    );
    expect(await storedAnswer(t.database.db, q2.id, graduate.accountId)).toEqual({
      text: 'Fitter',
      optionId: null,
    });
    const record = await respondentRow(t.database.db, survey.id, graduate.accountId);
    expect(record).toMatchObject({ status: 'ongoing', answered: 2, currentQuestionId: q2.id });
    const questions = await client(t.app).get(`/api/v1/surveys/${survey.id}`, graduate.token);
    expect(questions.body.payload).toMatchObject({ survey_status: 'ongoing', progress: 67 });
    expect(await storedAnswer(t.database.db, q3.id, graduate.accountId)).toBeNull();
  });

  it('counts every unanswered required question in the refusal', async () => {
    const fresh = await person(t, 'graduate');
    const [q1] = survey.q;
    const res = await submit(t, fresh, survey.id, q1.sectionId, [
      answer(fresh, q1.id, { optionId: q1.options[0]._id, is_completed: true }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(SURVEY_MESSAGES.incomplete(2));
    expect(await countResponses(t.database.db, { userId: fresh.accountId })).toBe(0);
    expect(await respondentRow(t.database.db, survey.id, fresh.accountId)).toBeNull();
  });

  it("completes the survey once every required question is answered: 'Survey Completed!', 100 percent", async () => {
    const q3 = survey.q[2];
    const res = await submit(t, graduate, survey.id, q3.sectionId, [
      answer(graduate, q3.id, { optionId: q3.options[0]._id, is_completed: true }),
    ]);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Survey Completed!');
    expect(res.body.payload).toMatchObject({ survey_status: 'completed', progress: 100, answered: 3 });
    expect(await listed(graduate, survey.id)).toMatchObject({ survey_status: 'completed', progress: 100 });
    const record = await respondentRow(t.database.db, survey.id, graduate.accountId);
    expect(record?.status).toBe('completed');
    expect(record?.completedAt).toBeInstanceOf(Date);
  });

  it('stays completed when an answer is changed afterwards', async () => {
    const q2 = survey.q[1];
    const res = await submit(t, graduate, survey.id, q2.sectionId, [
      answer(graduate, q2.id, { text: 'Foreman' }),
    ]);
    expect(res.body.payload).toMatchObject({ survey_status: 'completed', progress: 100 });
  });

  it('completes with optional questions left blank', async () => {
    const optional = await seedSurvey(t.database.db, {
      title: 'Optional tail',
      sections: [
        {
          title: 'Only',
          questions: [
            { text: 'Working?', type: 'objective', options: ['Yes', 'No'] },
            { text: 'Anything else?', type: 'text', required: false },
          ],
        },
      ],
    });
    const [q1] = optional.q;
    const res = await submit(t, graduate, optional.id, q1.sectionId, [
      answer(graduate, q1.id, { optionId: q1.options[1]._id, is_completed: true }),
    ]);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload).toMatchObject({ survey_status: 'completed', progress: 100, answered: 1 });
  });
});

describe('resubmission', () => {
  it('stores the same answer posted twice once, and a new answer replaces the old one', async () => {
    const survey = await seedSurvey(t.database.db, threeQuestions('Retry'));
    const [q1, q2] = survey.q;
    const responses = [
      answer(graduate, q1.id, { optionId: q1.options[0]._id }),
      answer(graduate, q2.id, { text: 'Welder' }),
    ];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await submit(t, graduate, survey.id, q1.sectionId, responses);
      expect(res.statusCode, res.body.msg).toBe(200);
      expect(res.body.payload.answered).toBe(2);
    }
    const db = t.database.db;
    expect(await countResponses(db, { surveyId: survey.id, userId: graduate.accountId })).toBe(2);
    expect(await countResponses(db, { questionId: q2.id, userId: graduate.accountId })).toBe(1);

    const changed = await submit(t, graduate, survey.id, q1.sectionId, [
      answer(graduate, q1.id, { optionId: q1.options[1]._id }),
    ]);
    expect(changed.statusCode).toBe(200);
    expect(await storedAnswer(db, q1.id, graduate.accountId)).toEqual({
      text: null,
      optionId: q1.options[1]._id,
    });
    expect(await countResponses(db, { questionId: q1.id, userId: graduate.accountId })).toBe(1);
    const record = await respondentRow(db, survey.id, graduate.accountId);
    expect(record).toMatchObject({ answered: 2, status: 'ongoing' });
  });
});
