import type { Figures } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { hashPassword } from '../../platform/secrets';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import {
  type CreatedInstitution,
  insertAnswers,
  insertInstitution,
  insertRoll,
} from '../../seed/outcomes.factory';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { employmentRound, heldRoll } from '../../test/outcomes.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * How fresh a dashboard view is while answers arrive (OUTCOME_REFRESH_SECONDS, 10 by default): counts younger
 * than that serve a view, labelled with when they were made (computed_at); older ones serve once more while one
 * recount runs; past twice that, the request waits for the recount. Any change other than answers shows at once.
 * The clock (Date only) is moved by the test; the database and the network keep real time.
 */

const REFRESH_SECONDS = 10;
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: RoleSession;
let made: CreatedInstitution;
let surveyId: string;
let questionId: string;
let optionIds: string[];
const users: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  admin = await signInAs(t, 'admin');
  const db = t.database.db;
  const hash = await hashPassword(DEMO_PASSWORD);
  made = await insertInstitution(
    db,
    {
      name: 'Kaduna Polytechnic',
      email: 'refresh@outcomes.ng',
      username: 'outcomes_refresh',
      institutionType: 'state-polytechnics',
      ownershipType: 'state',
      state: 'Kaduna',
      town: 'Kaduna',
      programmes: [{ name: 'Welding and Fabrication', grantedDate: '2022-01-01', expiryDate: '2027-01-01' }],
    },
    hash,
  );
  const welders = await heldRoll(db, hash, {
    tag: 'welder',
    count: 8,
    institutionId: made.institutionId,
    programmeId: made.programmes.get('Welding and Fabrication') as string,
    cohort: 2023,
    state: 'Kaduna',
    ninFrom: 50_000_000_000,
  });
  users.push(...welders.userIds);
  const round = await employmentRound(db, 'Tracer', ['wage_employed', 'unemployed_looking']);
  surveyId = round.surveyId;
  questionId = round.questionId;
  optionIds = [round.optionOf('wage_employed'), round.optionOf('unemployed_looking')];
  await answer([0, 1, 2, 3, 4], 0);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Graduates `who` complete the tracer with option `option`, or change their answer to it. */
const answered = new Set<number>();
async function answer(who: number[], option: number) {
  const db = t.database.db;
  const fresh = who.filter((index) => !answered.has(index));
  await insertAnswers(
    db,
    surveyId,
    fresh.map((index) => ({
      userId: users[index],
      completedAt: new Date('2025-06-01T10:00:00Z'),
      answers: [{ questionId, optionId: optionIds[option] }],
    })),
  );
  for (const index of who.filter((index) => answered.has(index)))
    await db.execute(
      sql`update survey_responses set option_id = ${optionIds[option]}
          where survey_id = ${surveyId}::uuid and question_id = ${questionId}::uuid and user_id = ${users[index]}::uuid`,
    );
  for (const index of fresh) answered.add(index);
}

const view = async (query: string) => {
  const res = await api.get<Figures>(`/api/v1/outcomes/figures?${query}`, admin.token);
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload;
};
const employed = (figures: Figures) =>
  figures.total.figures?.employment.distribution.find((item) => item.code === 'wage_employed')?.count ?? 0;

describe('dashboard views while answers arrive', () => {
  it('are recounted at most once every OUTCOME_REFRESH_SECONDS and say when their figures were counted', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const first = await view('cohort=2023');
    expect(first.total.respondents).toBe(5);
    expect(first.computed_at).toBe(new Date(start).toISOString());

    // An answer arrives: within the interval the view is served as counted, and says so.
    await answer([5], 0);
    vi.setSystemTime(start + (REFRESH_SECONDS - 1) * 1000);
    const within = await view('cohort=2023');
    expect(within.total.respondents).toBe(5);
    expect(within.computed_at).toBe(first.computed_at);

    // Past the interval: served once more while one recount runs, then the recount's figures.
    vi.setSystemTime(start + (REFRESH_SECONDS + 1) * 1000);
    const again = await view('cohort=2023');
    expect(again.total.respondents).toBe(5);
    let recounted = again;
    for (let tries = 0; tries < 100 && recounted.total.respondents === 5; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      recounted = await view('cohort=2023');
    }
    expect(recounted.total.respondents).toBe(6);
    expect(recounted.computed_at).toBe(new Date(start + (REFRESH_SECONDS + 1) * 1000).toISOString());

    // An answer changes and the view is not asked for twice the interval: the request waits for fresh counts.
    await answer([0], 1);
    const late = start + (3 * REFRESH_SECONDS + 2) * 1000;
    vi.setSystemTime(late);
    const fresh = await view('cohort=2023');
    expect(employed(fresh)).toBe(employed(recounted) - 1);
    expect(fresh.computed_at).toBe(new Date(late).toISOString());
  });

  it('show any other change at once: a roll row added, an address moved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const before = await view('group_by=institution_state');
    const kaduna = before.groups.find((group) => group.keys[0].value === 'Kaduna');
    await insertRoll(t.database.db, [
      {
        institutionId: made.institutionId,
        programmeId: made.programmes.get('Welding and Fabrication') as string,
        name: 'Late Welder',
        matricNumber: 'KP/LATE',
        graduationYear: 2023,
        sex: 'male',
        state: 'Kaduna',
        email: null,
        phone: null,
      },
    ]);
    await answer([6], 0);
    const after = await view('group_by=institution_state');
    const grown = after.groups.find((group) => group.keys[0].value === 'Kaduna');
    expect(grown?.frame).toBe((kaduna?.frame ?? 0) + 1);
    // Counted again, so the answer that came with it shows too.
    expect(grown?.respondents).toBe((kaduna?.respondents ?? 0) + 1);
    await t.database.db.execute(
      sql`update users set address = 'Main campus|Kano|Nigeria' where id = ${made.userId}::uuid`,
    );
    const moved = await view('group_by=institution_state');
    expect(moved.groups.map((group) => group.keys[0].value)).toEqual(['Kano']);
  });
});

describe('OUTCOME_REFRESH_SECONDS', () => {
  it('is 10 unless set, 0 to 3600, and anything else is refused with its name', () => {
    const base = { DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).outcomeRefreshSeconds).toBe(10);
    expect(loadConfig({ ...base, OUTCOME_REFRESH_SECONDS: '0' }).outcomeRefreshSeconds).toBe(0);
    for (const wrong of ['-1', '3601', 'soon'])
      expect(() => loadConfig({ ...base, OUTCOME_REFRESH_SECONDS: wrong })).toThrow(
        expect.objectContaining({ message: expect.stringContaining('OUTCOME_REFRESH_SECONDS') }),
      );
    expect(() => loadConfig({ ...base, OUTCOME_REFRESH_SECONDS: '-1' })).toThrow(ConfigError);
  });
});
