import { ANSWER_TEXT_MAX, BODY_LIMIT_BYTES, SURVEY_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  countResponses,
  type Person,
  person,
  respondentRow,
  type SeededSurvey,
  seedSurvey,
  submit,
  submitUrl,
  threeQuestions,
} from '../../test/surveys.fixtures';

let t: TestApp;
let graduate: Person;
let other: Person;
let admin: Person;
let main: SeededSurvey;
let elsewhere: SeededSurvey;
let draft: SeededSurvey;
let closed: SeededSurvey;
/** Everything stored for the graduate before each check; each refusal must leave it unchanged. */
let before: number;

beforeAll(async () => {
  t = await createTestApp();
  graduate = await person(t, 'graduate');
  other = await person(t, 'graduate');
  admin = await person(t, 'admin');
  main = await seedSurvey(t.database.db, threeQuestions('Main'));
  elsewhere = await seedSurvey(t.database.db, threeQuestions('Elsewhere'));
  draft = await seedSurvey(t.database.db, { ...threeQuestions('Draft'), state: 'draft' });
  closed = await seedSurvey(t.database.db, { ...threeQuestions('Closed'), state: 'closed' });
});
afterAll(() => t.close());
beforeEach(async () => {
  before = await countResponses(t.database.db, { userId: graduate.accountId });
});

const stored = () => countResponses(t.database.db, { userId: graduate.accountId });
/** A valid answer to the first question of the main survey, sent alongside bad ones. */
const good = () => answer(graduate, main.q[0].id, { optionId: main.q[0].options[0]._id });
const section1 = () => main.sections[0];

async function refused(
  responses: unknown[],
  status: number,
  msg?: string,
  surveyId = main.id,
  sectionId = section1(),
) {
  const res = await submit(t, graduate, surveyId, sectionId, responses);
  expect(res.statusCode, res.body.msg).toBe(status);
  if (msg) expect(res.body.msg).toBe(msg);
  expect(await stored()).toBe(before);
  return res;
}

describe('what a submission may contain', () => {
  it('refuses a question of another survey and stores nothing', async () => {
    const foreign = elsewhere.q[0];
    const res = await refused(
      [good(), answer(graduate, foreign.id, { optionId: foreign.options[0]._id })],
      400,
    );
    expect(res.body.msg).toBe(SURVEY_MESSAGES.questionNotInSection(foreign.id));
    expect(await respondentRow(t.database.db, main.id, graduate.accountId)).toBeNull();
  });

  it('refuses a question of another section of the same survey', async () => {
    const q3 = main.q[2];
    await refused(
      [good(), answer(graduate, q3.id, { optionId: q3.options[0]._id })],
      400,
      SURVEY_MESSAGES.questionNotInSection(q3.id),
    );
  });

  it('refuses an option that belongs to another question', async () => {
    const q1 = main.q[0];
    await refused(
      [answer(graduate, q1.id, { optionId: main.q[2].options[0]._id })],
      400,
      SURVEY_MESSAGES.optionNotInQuestion(q1.id),
    );
  });

  it("refuses an option sent with a text question, which would show another question's option in the results", async () => {
    const q2 = main.q[1];
    await refused(
      [good(), answer(graduate, q2.id, { text: 'Welder', optionId: main.q[0].options[1]._id })],
      400,
      SURVEY_MESSAGES.optionNotInQuestion(q2.id),
    );
  });

  it('refuses a blank required text answer and a required choice without an option', async () => {
    const q2 = main.q[1];
    await refused(
      [good(), answer(graduate, q2.id, { text: '   ' })],
      400,
      SURVEY_MESSAGES.answerRequired(q2.id),
    );
    await refused(
      [good(), answer(graduate, q2.id, { text: null })],
      400,
      SURVEY_MESSAGES.answerRequired(q2.id),
    );
    const q1 = main.q[0];
    await refused(
      [answer(graduate, q1.id, { text: 'no option' })],
      400,
      SURVEY_MESSAGES.answerRequired(q1.id),
    );
  });

  it('refuses a 1 MB answer and one longer than the answer limit', async () => {
    const huge = 'a'.repeat(BODY_LIMIT_BYTES);
    const res = await t.app.inject({
      method: 'POST',
      url: submitUrl(main.id, section1()),
      payload: { responses: [good(), answer(graduate, main.q[1].id, { text: huge })] },
      headers: { authorization: `Bearer ${graduate.token}` },
    });
    expect([400, 413]).toContain(res.statusCode);
    expect(await stored()).toBe(before);
    const long = 'b'.repeat(ANSWER_TEXT_MAX + 1);
    await refused([good(), answer(graduate, main.q[1].id, { text: long })], 400);
  });

  it("refuses another person's answers with 403", async () => {
    const theirs = { ...good(), user_id: other.accountId };
    await refused([good(), theirs], 403, SURVEY_MESSAGES.notYourAnswer);
    expect(await countResponses(t.database.db, { userId: other.accountId })).toBe(0);
  });

  it('refuses the same question twice in one submission', async () => {
    const q2 = main.q[1];
    await refused([answer(graduate, q2.id, { text: 'One' }), answer(graduate, q2.id, { text: 'Two' })], 400);
  });

  it('refuses unknown fields in an answer', async () => {
    await refused([{ ...good(), score: 10 }], 400);
  });

  it('refuses drafts and closed surveys with 409', async () => {
    for (const survey of [draft, closed]) {
      const q1 = survey.q[0];
      const res = await submit(t, graduate, survey.id, survey.sections[0], [
        answer(graduate, q1.id, { optionId: q1.options[0]._id }),
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.body.msg).toBe(SURVEY_MESSAGES.notOpen);
    }
    expect(await countResponses(t.database.db, { surveyId: draft.id })).toBe(0);
    expect(await countResponses(t.database.db, { surveyId: closed.id })).toBe(0);
  });

  it('refuses administrators, who author rather than answer', async () => {
    const q1 = main.q[0];
    const res = await submit(t, admin, main.id, section1(), [
      answer(admin, q1.id, { optionId: q1.options[0]._id }),
    ]);
    expect(res.statusCode).toBe(403);
    expect(await countResponses(t.database.db, { userId: admin.accountId })).toBe(0);
  });

  it('refuses a section that is not in the survey, and a missing session', async () => {
    await refused([good()], 404, SURVEY_MESSAGES.sectionNotFound, main.id, elsewhere.sections[0]);
    const res = await client(t.app).post(submitUrl(main.id, section1()), { responses: [good()] });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the same answers when they are valid (the refusals were about their faults)', async () => {
    const res = await submit(t, other, main.id, section1(), [
      answer(other, main.q[0].id, { optionId: main.q[0].options[0]._id }),
      answer(other, main.q[1].id, { text: 'Welder' }),
    ]);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(await countResponses(t.database.db, { userId: other.accountId })).toBe(2);
  });
});

describe('whose answers: user_id names the caller by account id or role-profile id (issue 8)', () => {
  it('stores answers sent with the role-profile id under the account, beside ones sent with the account id', async () => {
    const third = await person(t, 'graduate');
    const res = await submit(t, third, main.id, section1(), [
      answer(third, main.q[0].id, { optionId: main.q[0].options[0]._id }, 'profile'),
      answer(third, main.q[1].id, { text: 'Welder' }, 'account'),
    ]);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload).toMatchObject({ survey_status: 'ongoing', answered: 2 });
    expect(await countResponses(t.database.db, { userId: third.accountId })).toBe(2);
    expect(await respondentRow(t.database.db, main.id, third.accountId)).toMatchObject({ answered: 2 });
  });

  it("refuses another person's role-profile id with 403 and stores nothing for either", async () => {
    const theirsBefore = await countResponses(t.database.db, { userId: other.accountId });
    const theirs = answer(graduate, main.q[1].id, { text: 'Welder' });
    await refused([good(), { ...theirs, user_id: other.profileId }], 403, SURVEY_MESSAGES.notYourAnswer);
    expect(await countResponses(t.database.db, { userId: other.accountId })).toBe(theirsBefore);
  });

  it("refuses someone else's id even when every other answer is the caller's own", async () => {
    const mine = answer(graduate, main.q[1].id, { text: 'Welder' }, 'profile');
    await refused([good(), mine, { ...good(), question_id: main.q[1].id, user_id: admin.profileId }], 403);
  });
});
