import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRoll } from '../../seed/outcomes.factory';
import { signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Account, institutionWithProgrammes } from '../../test/institutions.fixtures';
import { employmentRound } from '../../test/outcomes.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';
import { submit } from '../../test/surveys.fixtures';
import { openWave, rowsOf, tokenIn, tracerDeps } from '../../test/tracer.fixtures';
import { runSweep } from './tracer.sweep';

/*
 * A graduate who answered by the link in an invitation, then signed up and had their claim on the roll confirmed,
 * counts once from the confirmation on: the institution's confirmation announces the roll row, and the tracer
 * links the row's case to the account in the same transaction (no sweep in between). Before, the case kept its
 * own outcome facts beside the account's until the next sweep (decision 0030's minute). The study's counts count
 * cases, so they stay as they were. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let admin: RoleSession;
let institution: Account;
let programmeId: string;
let round: Awaited<ReturnType<typeof employmentRound>>;
let entries: string[];
let studyId: string;
const emails = [0, 1, 2, 3].map((i) => `claim-link-${i}@mail.ng`);
const tokens: string[] = [];

const api = () => client(t.app);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ OUTCOME_REFRESH_SECONDS: '0', QUIET_HOURS: 'off' });
  admin = await signInAs(t, 'admin');
  ({
    institution,
    programmes: { Welding: programmeId },
  } = await institutionWithProgrammes(t, 'Federal Polytechnic Claims', ['Welding']));
  round = await employmentRound(db(), 'Claim round 2021', ['wage_employed', 'self_employed']);
  entries = await insertRoll(
    db(),
    emails.map((email, i) => ({
      institutionId: institution.profile.id,
      programmeId,
      name: `Graduate Claim ${i}`,
      matricNumber: `CL/${i}`,
      graduationYear: 2021,
      sex: i % 2 ? 'male' : 'female',
      state: 'Lagos',
      email,
      phone: null,
    })),
  );
  const study = await api().post(
    '/api/v1/admin/tracer-studies',
    {
      title: 'Claims tracer',
      survey_id: round.surveyId,
      cohorts: [2021],
      offsets: [12],
      institution_ids: [institution.profile.id],
    },
    admin.token,
  );
  expect(study.statusCode, study.body.msg).toBe(201);
  studyId = study.body.payload._id;
  await openWave(db(), study.body.payload.waves[0]._id);
  const { deps, jobs, mails } = tracerDeps(t);
  await runSweep(deps);
  await jobs.drain(deps);
  for (const email of emails) tokens.push(tokenIn(mails, email));
}, 60_000);
afterAll(() => t?.close());

async function answerByLink(index: number, code: string) {
  const res = await api().post(`/api/v1/tracer/answer/${tokens[index]}`, {
    answers: [{ question_id: round.questionId, optionId: round.optionOf(code) }],
    final: true,
  });
  expect(res.statusCode, res.body.msg).toBe(200);
  expect(res.body.payload.disposition).toBe('complete');
}

async function claim(who: Account, index: number, graduationYear: number) {
  const res = await api().post(
    `/api/v1/graduates/${who.profile.id}/institutions/`,
    {
      institution_id: institution.profile.id,
      matric_number: `CL/${index}`,
      programme_id: programmeId,
      graduation_year: graduationYear,
    },
    who.token,
  );
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload.docs[0].link.claim_status as string;
}

async function respondents(): Promise<number> {
  const res = await api().get(`/api/v1/outcomes/figures?survey_id=${round.surveyId}`, admin.token);
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload.total.respondents;
}

async function waveCounts() {
  const list = await api().get('/api/v1/admin/tracer-studies?limit=100', admin.token);
  expect(list.statusCode, list.body.msg).toBe(200);
  return list.body.payload.docs.find((doc: { _id: string }) => doc._id === studyId).waves[0];
}

const factsOf = (rollEntryId: string, accountId: string) =>
  rowsOf<{ respondent: string; code: string | null }>(
    db(),
    sql`select f.respondent, f.employment_status as code from outcome_facts f
         where f.survey_id = ${round.surveyId} and f.person in (${accountId}, ${rollEntryId})`,
  );

const caseOf = async (rollEntryId: string) =>
  (
    await rowsOf<{ id: string; account_id: string | null }>(
      db(),
      sql`select id, account_id from tracer_cases where roll_entry_id = ${rollEntryId}`,
    )
  )[0];
const caseAccount = async (rollEntryId: string) => (await caseOf(rollEntryId))?.account_id;

describe('a claim confirmed links the graduate’s case at once', () => {
  it('answered by link, signed up, answered signed in, claim confirmed by the institution: counted once', async () => {
    await answerByLink(0, 'wage_employed');
    expect(await respondents()).toBe(1);

    const graduate = await signedIn(t, 'graduate', { name: 'Graduate Claim 0', complete: true });
    // A year that differs from the roll leaves the claim for the institution to review.
    expect(await claim(graduate, 0, 2020)).toBe('claimed');
    const answered = await submit(
      t,
      {
        userType: 'graduate',
        email: graduate.user.email,
        token: graduate.token,
        accountId: graduate.user.id,
        profileId: graduate.profile.id,
      },
      round.surveyId,
      round.sectionId,
      [
        {
          question_id: round.questionId,
          user_id: graduate.user.id,
          text: null,
          optionId: round.optionOf('self_employed'),
          is_completed: true,
        },
      ],
    );
    expect(answered.statusCode, answered.body.msg).toBe(200);
    // The account's answer counts once its claim puts it on the roll (the figures count the roll's graduates).
    expect(await respondents()).toBe(1);
    const before = await waveCounts();
    expect(before).toMatchObject({ frame: 4, complete: 1, responded: 1 });

    const confirmed = await api().patch(
      `/api/v1/institutions/${institution.profile.id}/graduates/${graduate.profile.id}/claim`,
      { decision: 'confirm' },
      institution.token,
    );
    expect(confirmed.statusCode, confirmed.body.msg).toBe(200);

    // No sweep has run since: the confirmation itself linked the case, and the graduate counts once.
    expect(await respondents()).toBe(1);
    expect(await caseAccount(entries[0] as string)).toBe(graduate.user.id);
    // The account's own answer wins over the one given by link (decision 0026).
    expect(await factsOf(entries[0] as string, graduate.user.id)).toEqual([
      { respondent: graduate.user.id, code: 'self_employed' },
    ]);
    expect(await waveCounts()).toMatchObject({ frame: 4, complete: 1, responded: 1, rr1: before.rr1 });
  });

  it('a claim that matches the roll row is confirmed at once and links the case as it is made', async () => {
    await answerByLink(1, 'wage_employed');
    const graduate = await signedIn(t, 'graduate', { name: 'Graduate Claim 1', complete: true });
    expect(await claim(graduate, 1, 2021)).toBe('confirmed');

    expect(await caseAccount(entries[1] as string)).toBe(graduate.user.id);
    // The answer by link became the account's: its survey shows it completed, its facts are the account's.
    const respondent = await rowsOf<{ status: string }>(
      db(),
      sql`select status from survey_respondents where survey_id = ${round.surveyId} and user_id = ${graduate.user.id}`,
    );
    expect(respondent).toEqual([{ status: 'completed' }]);
    expect(await factsOf(entries[1] as string, graduate.user.id)).toEqual([
      { respondent: graduate.user.id, code: 'wage_employed' },
    ]);
    expect(await respondents()).toBe(2);
    expect(await waveCounts()).toMatchObject({ frame: 4, complete: 2, responded: 2 });
  });

  it('a claim left for review links nothing until it is confirmed', async () => {
    await answerByLink(2, 'wage_employed');
    const graduate = await signedIn(t, 'graduate', { name: 'Graduate Claim 2', complete: true });
    expect(await claim(graduate, 2, 2019)).toBe('claimed');
    const held = await caseOf(entries[2] as string);
    expect(held?.account_id).toBeNull();
    // The case still counts as itself.
    expect(await factsOf(entries[2] as string, graduate.user.id)).toEqual([
      { respondent: held?.id, code: 'wage_employed' },
    ]);
  });
});
