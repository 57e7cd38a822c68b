import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/secrets';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { insertGraduates } from '../../seed/outcomes.factory';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { employmentRound } from '../../test/outcomes.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';
import { openWave, type Panel, panel, rowsOf, tokenIn, tracerDeps } from '../../test/tracer.fixtures';
import { saveCaseAnswers } from './tracer.answers';
import { runSweep } from './tracer.sweep';

/*
 * Answers by link (and by text message, USSD, WhatsApp or phone) reach the outcome facts without the graduate
 * signing up, pooled with answers given signed in, with their wave and mode, and counted once when the graduate
 * signs up later and the case is linked (issue 26). Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let admin: RoleSession;
let round: Awaited<ReturnType<typeof employmentRound>>;
let roll: Panel;
let hash: string;
let sequence = 0;

const api = () => client(t.app);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ OUTCOME_REFRESH_SECONDS: '0', QUIET_HOURS: 'off' });
  admin = await signInAs(t, 'admin');
  hash = await hashPassword(DEMO_PASSWORD);
  round = await employmentRound(db(), 'Tracer round 2021', [
    'wage_employed',
    'self_employed',
    'unemployed_looking',
  ]);
  roll = await panel(db(), 4, 2021);
  const res = await api().post(
    '/api/v1/admin/tracer-studies',
    { title: 'Tracer of 2021', survey_id: round.surveyId, cohorts: [2021], offsets: [12] },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  await openWave(db(), res.body.payload.waves[0]._id);
}, 60_000);
afterAll(() => t?.close());

/** The graduate of roll row `index` signs up and their claim is confirmed (the roll row is theirs). */
async function signUp(index: number): Promise<string> {
  sequence += 1;
  const [made] = await insertGraduates(
    db(),
    [
      {
        name: `Graduate ${index}`,
        email: `tracer-outcomes-${sequence}@mail.ng`,
        username: `tracer_outcomes_${sequence}`,
        sex: index % 2 === 0 ? 'female' : 'male',
        state: 'Lagos',
        residenceState: 'Lagos',
        nin: String(90_000_000_000 + sequence),
        dateOfBirth: '2000-01-01',
        isEmployed: null,
        claim: {
          rollEntryId: roll.entries[index] as string,
          institutionId: roll.institutionId,
          programmeId: roll.programmeId,
          graduationYear: 2021,
          matricNumber: `M-${index}`,
        },
      },
    ],
    hash,
  );
  return made?.userId as string;
}

/** What signing in and completing the round writes (the survey feature's submit). */
async function answerSignedIn(userId: string, code: string) {
  await db().execute(sql`
    insert into survey_responses (survey_id, question_id, user_id, option_id)
    values (${round.surveyId}, ${round.questionId}, ${userId}, ${round.optionOf(code)})`);
  await db().execute(sql`
    insert into survey_respondents (survey_id, user_id, status, answered, completed_at)
    values (${round.surveyId}, ${userId}, 'completed', 1, now())`);
}

async function figures(query: string) {
  const res = await api().get(`/api/v1/outcomes/figures?survey_id=${round.surveyId}&${query}`, admin.token);
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload as {
    total: { respondents: number };
    groups: { keys: { value: string; label: string }[]; respondents: number }[];
  };
}
const byGroup = (view: Awaited<ReturnType<typeof figures>>) =>
  Object.fromEntries(view.groups.map((group) => [group.keys[0]?.label, group.respondents]));

describe('answers without an account count in the outcome figures, once', () => {
  it('pools an answer by link, one by text message and one given signed in, by wave and by mode', async () => {
    const signedIn = await signUp(3);
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps);
    await jobs.drain(deps);

    // Roll row 0 answers by the link in its invitation, without an account.
    const token = tokenIn(mails, roll.emails[0] as string);
    const done = await api().post(`/api/v1/tracer/answer/${token}`, {
      answers: [{ question_id: round.questionId, optionId: round.optionOf('wage_employed') }],
      final: true,
    });
    expect(done.statusCode, done.body.msg).toBe(200);
    expect(done.body.payload.disposition).toBe('complete');

    // Roll row 1 answers by text message: the one entry every channel stores answers through.
    const [sms] = await rowsOf<{ case_id: string; disposition: 'contacted'; account_id: null }>(
      db(),
      sql`select id as case_id, disposition, account_id from tracer_cases where roll_entry_id = ${roll.entries[1]}`,
    );
    await db().transaction((tx) =>
      saveCaseAnswers(
        tx,
        { ...(sms as NonNullable<typeof sms>), survey_id: round.surveyId },
        [{ question_id: round.questionId, text: null, optionId: round.optionOf('unemployed_looking') }],
        { mode: 'sms', language: null, final: true, how: 'by text message' },
      ),
    );

    // Roll row 3's graduate signed up and answers signed in.
    await answerSignedIn(signedIn, 'self_employed');

    const all = await figures('');
    expect(all.total.respondents).toBe(3);
    expect(byGroup(await figures('group_by=mode'))).toEqual({ 'Text message': 1, Web: 2 });
    expect(byGroup(await figures('group_by=wave'))).toEqual({ '1 year after': 3 });
    expect((await figures('wave=12')).total.respondents).toBe(3);
    expect((await figures('wave=36')).total.respondents).toBe(0);
    const employment = await figures('group_by=mode');
    expect(employment.groups.map((group) => group.keys[0]?.value).sort()).toEqual(['sms', 'web']);

    const bad = await api().get(`/api/v1/outcomes/figures?wave=7`, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toContain('ave must be 0, 12, 36 or 60 (months after graduation)');
  });

  it('a case answered by link, then linked to the account its graduate made, counts once', async () => {
    const before = await figures('');
    expect(before.total.respondents).toBe(3);
    const userId = await signUp(0);
    const { deps } = tracerDeps(t);
    await runSweep(deps);

    const facts = await rowsOf<{ respondent: string; user_id: string | null; wave: number; mode: string }>(
      db(),
      sql`select f.respondent, f.user_id, f.wave, f.mode from outcome_facts f
           where f.survey_id = ${round.surveyId} and f.person in (${userId}, ${roll.entries[0]})`,
    );
    // The case's own row went as its answers became the account's, with the case's wave and mode.
    expect(facts).toEqual([{ respondent: userId, user_id: userId, wave: 12, mode: 'web' }]);
    const after = await figures('');
    expect(after.total.respondents).toBe(3);
    expect(byGroup(await figures('group_by=wave'))).toEqual({ '1 year after': 3 });
    const units = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from outcome_units where scope = ${round.surveyId}`,
    );
    expect(units[0]?.n).toBe(3);
  });
});
