import { SURVEY_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../platform/jwt';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  countResponses,
  type Person,
  person,
  respondentRow,
  seedSurvey,
  submit,
  threeQuestions,
} from '../../test/surveys.fixtures';
import { createAnsweringService } from './surveys.answering.service';
import { createAuthoringService } from './surveys.authoring.service';
import { createStructureCache } from './surveys.structure';

/*
 * The questionnaire cache answering reads (surveys.structure.ts): forgotten on every edit this node makes, never
 * holding a draft, and never trusted for the survey's state when storing an answer. "Node A" and "node B" are two
 * services over the same database, as two app processes would be.
 */
let t: TestApp;
let graduate: Person;
let auth: AuthContext;

beforeAll(async () => {
  t = await createTestApp();
  graduate = await person(t, 'graduate');
  auth = {
    accountId: graduate.accountId,
    profileId: graduate.profileId,
    userType: 'graduate',
    emailVerified: true,
  };
});
afterAll(() => t.close());

function node(now?: () => number) {
  const structures = createStructureCache(t.database.db, { now });
  return {
    structures,
    answering: createAnsweringService({ db: t.database.db }, structures),
    authoring: createAuthoringService({ db: t.database.db }, structures),
  };
}

describe('survey structure cache', () => {
  it('keeps a published survey and forgets it when this node edits it', async () => {
    const survey = await seedSurvey(t.database.db, threeQuestions('Kept'));
    const a = node();
    expect((await a.structures.get(survey.id))?.questionCount).toBe(3);
    expect(a.structures.size).toBe(1);
    // Without forgetting, the old title would still be served from the cache.
    await a.authoring.update(survey.id, { title: 'Kept, renamed' });
    expect(a.structures.size).toBe(0);
    expect((await a.structures.get(survey.id))?.survey.title).toBe('Kept, renamed');
  });

  it('never keeps a draft: questions added on another node are seen at once', async () => {
    const draft = await seedSurvey(t.database.db, { ...threeQuestions('Draft'), state: 'draft' });
    const a = node();
    const b = node();
    expect((await a.structures.get(draft.id))?.questionCount).toBe(3);
    expect(a.structures.size).toBe(0);
    await b.authoring.addQuestion(draft.id, {
      section_id: draft.sections[1],
      text: 'Anything else?',
      type: 'text',
      options: [],
      order: 4,
      required: false,
      indicator: null,
    });
    await b.authoring.update(draft.id, { state: 'published' });
    const published = await a.structures.get(draft.id);
    expect(published?.questionCount).toBe(4);
    expect(published?.requiredIds).toHaveLength(3);
    const submitted = await a.answering.submit(auth, draft.id, draft.q[0].sectionId, [
      answer(graduate, draft.q[0].id, { optionId: draft.q[0].options[0]._id }),
    ]);
    expect(submitted).toMatchObject({ answered: 1, question_count: 4, progress: 25 });
  });

  it('lets the database decide whether a survey is open: closed and reopened on another node', async () => {
    const survey = await seedSurvey(t.database.db, threeQuestions('Closed elsewhere'));
    const [q1, q2] = survey.q;
    const a = node();
    const b = node();
    await a.answering.submit(auth, survey.id, q1.sectionId, [
      answer(graduate, q1.id, { optionId: q1.options[0]._id }),
    ]);
    await b.authoring.update(survey.id, { state: 'closed' });
    // Node A still holds the survey as published; the statement refuses it and stores nothing.
    await expect(
      a.answering.submit(auth, survey.id, q2.sectionId, [answer(graduate, q2.id, { text: 'Welder' })]),
    ).rejects.toMatchObject({ statusCode: 409, message: SURVEY_MESSAGES.notOpen });
    expect(await countResponses(t.database.db, { surveyId: survey.id })).toBe(1);
    // Node A now holds it as closed; reopened on node B, it takes answers again on node A.
    await b.authoring.update(survey.id, { state: 'published' });
    const again = await a.answering.submit(auth, survey.id, q2.sectionId, [
      answer(graduate, q2.id, { text: 'Welder' }),
    ]);
    expect(again).toMatchObject({ answered: 2, survey_status: 'ongoing' });
  });

  it("reads a kept survey again after its time, so another node's new wording shows", async () => {
    const survey = await seedSurvey(t.database.db, threeQuestions('Wording'));
    let clock = 1_000_000;
    const a = node(() => clock);
    const b = node();
    expect((await a.structures.get(survey.id))?.survey.title).toBe('Wording');
    await b.authoring.update(survey.id, { title: 'Wording, new' });
    expect((await a.structures.get(survey.id))?.survey.title).toBe('Wording');
    clock += 5 * 60_000;
    expect((await a.structures.get(survey.id))?.survey.title).toBe('Wording, new');
  });

  it('counts every answer once when one person sends several sections at the same time', async () => {
    const survey = await seedSurvey(t.database.db, threeQuestions('At once'));
    const [q1, q2, q3] = survey.q;
    const sent = await Promise.all([
      submit(t, graduate, survey.id, q1.sectionId, [
        answer(graduate, q1.id, { optionId: q1.options[1]._id }),
      ]),
      submit(t, graduate, survey.id, q2.sectionId, [answer(graduate, q2.id, { text: 'Fitter' })]),
      submit(t, graduate, survey.id, q3.sectionId, [
        answer(graduate, q3.id, { optionId: q3.options[0]._id }),
      ]),
      submit(t, graduate, survey.id, q1.sectionId, [
        answer(graduate, q1.id, { optionId: q1.options[2]._id }),
      ]),
    ]);
    expect(sent.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await countResponses(t.database.db, { surveyId: survey.id, userId: graduate.accountId })).toBe(3);
    expect(await respondentRow(t.database.db, survey.id, graduate.accountId)).toMatchObject({ answered: 3 });
  });

  it('stores nothing when completing with a required question unanswered, and completes once all are', async () => {
    const survey = await seedSurvey(t.database.db, threeQuestions('Complete'));
    const [q1, q2, q3] = survey.q;
    const early = await submit(t, graduate, survey.id, q3.sectionId, [
      answer(graduate, q3.id, { optionId: q3.options[0]._id, is_completed: true }),
    ]);
    expect(early.statusCode).toBe(400);
    expect(early.body.msg).toBe(SURVEY_MESSAGES.incomplete(2));
    expect(await countResponses(t.database.db, { surveyId: survey.id })).toBe(0);
    expect(await respondentRow(t.database.db, survey.id, graduate.accountId)).toBeNull();
    await submit(t, graduate, survey.id, q1.sectionId, [
      answer(graduate, q1.id, { optionId: q1.options[0]._id }),
      answer(graduate, q2.id, { text: 'Mason' }),
    ]);
    const done = await submit(t, graduate, survey.id, q3.sectionId, [
      answer(graduate, q3.id, { optionId: q3.options[0]._id, is_completed: true }),
    ]);
    expect(done.body.payload).toMatchObject({ survey_status: 'completed', progress: 100, answered: 3 });
    expect(await respondentRow(t.database.db, survey.id, graduate.accountId)).toMatchObject({
      status: 'completed',
      answered: 3,
    });
  });
});
