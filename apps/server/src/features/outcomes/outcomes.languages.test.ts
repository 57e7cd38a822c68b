import type { Figures } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/secrets';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { insertAnswers, insertInstitution } from '../../seed/outcomes.factory';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { employmentRound, heldRoll } from '../../test/outcomes.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Answers given in any language pool in the same outcome figures (issue 29 part B): an option's code is the same
 * in every translation, and the console can group or filter by the language the answers were given in.
 * Ten graduates answer: 0-4 in Hausa, 5-9 in English; 0-5 are wage employed, 6-9 looking for work.
 */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: RoleSession;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  admin = await signInAs(t, 'admin');
  const db = t.database.db;
  const hash = await hashPassword(DEMO_PASSWORD);
  const made = await insertInstitution(
    db,
    {
      name: 'Kano State Polytechnic',
      email: 'languages@outcomes.ng',
      username: 'outcomes_languages',
      institutionType: 'state-polytechnics',
      ownershipType: 'state',
      state: 'Kano',
      town: 'Kano',
      programmes: [{ name: 'Electrical Installation', grantedDate: '2022-01-01', expiryDate: '2027-01-01' }],
    },
    hash,
  );
  const { userIds } = await heldRoll(db, hash, {
    tag: 'lang',
    count: 10,
    institutionId: made.institutionId,
    programmeId: made.programmes.get('Electrical Installation') as string,
    cohort: 2024,
    state: 'Kano',
    ninFrom: 61_000_000_000,
  });
  const round = await employmentRound(db, 'Tracer', ['wage_employed', 'unemployed_looking']);
  await insertAnswers(
    db,
    round.surveyId,
    userIds.map((userId, i) => ({
      userId,
      completedAt: new Date('2025-06-01T10:00:00Z'),
      answers: [
        {
          questionId: round.questionId,
          optionId: round.optionOf(i <= 5 ? 'wage_employed' : 'unemployed_looking'),
        },
      ],
    })),
  );
  await db.execute(
    sql`update survey_respondents set language = 'ha' where user_id = any(${sql.param(userIds.slice(0, 5))}::uuid[])`,
  );
});
afterAll(() => t.close());

const view = async (query: string) => {
  const res = await api.get<Figures>(`/api/v1/outcomes/figures?${query}`, admin.token);
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload;
};
const employed = (group: Figures['total']) =>
  group.figures?.employment.distribution.find((item) => item.code === 'wage_employed')?.count ?? 0;

describe('outcome figures by the language of the answers', () => {
  it('pool answers in Hausa and in English in the same figure', async () => {
    const all = await view('cohort=2024');
    expect(all.total.respondents).toBe(10);
    expect(employed(all.total)).toBe(6);
  });

  it('group by the language, each group with its own respondents and no frame', async () => {
    const figures = await view('cohort=2024&group_by=response_language');
    const byLanguage = Object.fromEntries(figures.groups.map((group) => [group.keys[0].value, group]));
    expect(Object.keys(byLanguage).sort()).toEqual(['en', 'ha']);
    expect(byLanguage.ha.keys[0].label).toBe('Hausa');
    expect(byLanguage.ha.respondents).toBe(5);
    expect(byLanguage.en.respondents).toBe(5);
    expect(byLanguage.ha.frame).toBeNull();
    expect(employed(byLanguage.ha)).toBe(5);
    expect(employed(byLanguage.en)).toBe(1);
  });

  it('filter by the language; an unknown language is refused', async () => {
    const hausa = await view('cohort=2024&response_language=ha');
    expect(hausa.total.respondents).toBe(5);
    expect(employed(hausa.total)).toBe(5);
    const bad = await api.get(`/api/v1/outcomes/figures?response_language=fr`, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toMatch(/language must be one of/);
  });
});
