import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../seed/accounts.factory';
import { login } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, seedSurvey, threeQuestions } from '../../test/surveys.fixtures';
import {
  dispositionOf,
  openWave,
  type Panel,
  panel,
  rowsOf,
  tokenIn,
  tracerDeps,
} from '../../test/tracer.fixtures';
import { currentNoticeVersion } from '../privacy';
import { MINOR_WITHOUT_GUARDIAN } from './tracer.minors';
import { countsOf, isQuiet, parseQuietHours, quietEnd, waveOpening } from './tracer.rules';
import { runSweep } from './tracer.sweep';

/*
 * Tracer waves (issue 26) through the API and the sweep: a case's whole life, opt-out, objection, the sweep run
 * twice at once, quiet hours, caps and the response rates. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

const DAY = 86_400_000;
let t: TestApp;
let admin: Person;
let surveyId: string;
let questions: { id: string; options: { _id: string }[] }[];

beforeAll(async () => {
  // The app's own sweep (POST /admin/tracer-sweep) sends at any hour; quiet hours are tested with their own deps.
  t = await createTestApp({ QUIET_HOURS: 'off' });
  admin = await person(t, 'admin');
  const survey = await seedSurvey(t.database.db, threeQuestions('Tracer 2026'));
  surveyId = survey.id;
  questions = survey.q;
}, 60_000);
afterAll(() => t?.close());

const api = () => client(t.app);

async function study(cohort: number, body: Record<string, unknown> = {}) {
  const res = await api().post(
    '/api/v1/admin/tracer-studies',
    { title: `Tracer of ${cohort}`, survey_id: surveyId, cohorts: [cohort], offsets: [12], ...body },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  const waveId = res.body.payload.waves[0]._id as string;
  await openWave(t.database.db, waveId);
  return { id: res.body.payload._id as string, waveId };
}

const fullAnswers = () => [
  { question_id: questions[0]?.id, optionId: questions[0]?.options[0]?._id },
  { question_id: questions[1]?.id, text: 'Welder' },
  { question_id: questions[2]?.id, optionId: questions[2]?.options[0]?._id },
];

async function contactsOf(entry: string) {
  return rowsOf<{ step: number; channel: string; status: string; reason: string | null }>(
    t.database.db,
    sql`select t.step, t.channel, t.status, t.reason from tracer_contacts t join tracer_cases c on c.id = t.case_id
         where c.roll_entry_id = ${entry} order by t.step`,
  );
}

describe('a tracer study is defined by administrators, and bad input changes nothing', () => {
  it('refuses a survey that is not published, a ladder step with no channel, a window that ends before it starts', async () => {
    const draft = await seedSurvey(t.database.db, { ...threeQuestions('Draft'), state: 'draft' });
    const before = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tracer_studies`,
    );
    const unpublished = await api().post(
      '/api/v1/admin/tracer-studies',
      { title: 'Draft study', survey_id: draft.id, cohorts: [2024] },
      admin.token,
    );
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.body.msg).toBe(
      'This survey is not published: publish it before a tracer study asks it',
    );
    const noChannel = await api().post(
      '/api/v1/admin/tracer-studies',
      {
        title: 'No channel',
        survey_id: surveyId,
        cohorts: [2024],
        ladder: [{ day: 0, template: 'invitation' }],
      },
      admin.token,
    );
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.body.msg).toContain('Each ladder step needs a channel');
    const after = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tracer_studies`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);

    const { id } = await study(2019);
    const backwards = await api().post(
      `/api/v1/admin/tracer-studies/${id}/waves`,
      { cohort: 2019, offset_months: 36, opens_at: '2026-10-01', closes_at: '2026-09-01' },
      admin.token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.msg).toContain("The wave's window ends before it starts");
    const waves = await rowsOf(t.database.db, sql`select 1 from tracer_waves where study_id = ${id}`);
    expect(waves).toHaveLength(1);
    // Only administrators.
    const graduate = await person(t, 'graduate');
    expect((await api().get('/api/v1/admin/tracer-studies', graduate.token)).statusCode).toBe(403);
  });

  it('makes the default waves at graduation and 12, 36, 60 months after the graduation date', async () => {
    const res = await api().post(
      '/api/v1/admin/tracer-studies',
      { title: 'Default waves', survey_id: surveyId, cohorts: [2024] },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(201);
    const waves = res.body.payload.waves as { offset_months: number; opens_at: string; closes_at: string }[];
    expect(waves.map((wave) => wave.offset_months)).toEqual([0, 12, 36, 60]);
    expect(waves[1]?.opens_at).toBe('2025-07-31T08:00:00.000Z');
    expect(
      new Date(waves[1]?.closes_at as string).getTime() - new Date(waves[1]?.opens_at as string).getTime(),
    ).toBe(8 * 7 * DAY);
    expect(waveOpening(2024, '08-31', 36).toISOString()).toBe('2027-08-31T08:00:00.000Z');
  });
});

describe("a case's whole life: invited, reminded, answered by link, complete, ladder stopped", () => {
  let roll: Panel;
  let studyId: string;
  let waveId: string;
  let thirdToken: string;

  beforeAll(async () => {
    roll = await panel(t.database.db, 6, 2020);
    ({ id: studyId, waveId } = await study(2020));
  });

  it('the sweep makes one case per graduate and e-mails the invitation with an answer link and an opt-out link', async () => {
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps);
    await jobs.drain(deps);
    const cases = await rowsOf(t.database.db, sql`select 1 from tracer_cases where wave_id = ${waveId}`);
    expect(cases).toHaveLength(6);
    const email = roll.emails[0] as string;
    const mail = mails.find((message) => message.to === email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/a\/[A-Za-z0-9_-]{24}\n/);
    expect(mail?.text).toContain('/stop');
    expect(tokenIn(mails, email)).toHaveLength(24);
    // The day-0 text message goes through the gateway (the fake here, issue 27).
    expect(await contactsOf(roll.entries[0] as string)).toEqual([
      { step: 0, channel: 'email', status: 'sent', reason: null },
      { step: 1, channel: 'sms', status: 'sent', reason: null },
    ]);
    expect(await dispositionOf(t.database.db, roll.entries[0] as string)).toBe('contacted');
    const list = await api().get('/api/v1/admin/tracer-studies?limit=100', admin.token);
    const wave = list.body.payload.docs.find((doc: { _id: string }) => doc._id === studyId).waves[0];
    expect(wave).toMatchObject({ frame: 6, contacted: 6, responded: 0, complete: 0, rr1: 0, state: 'open' });
    // A second sweep the same minute adds nothing.
    await runSweep(deps);
    expect(jobs.held).toHaveLength(0);
  });

  it('reminds on day 3, takes the answers by link, counts the case complete, and reminds no more', async () => {
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps, new Date(Date.now() + 3 * DAY + 60_000));
    await jobs.drain(deps);
    const email = roll.emails[0] as string;
    expect(mails.filter((mail) => mail.to === email).map((mail) => mail.subject)).toEqual([
      'Reminder: Tracer of 2020',
    ]);
    const token = tokenIn(mails, email);

    const form = await api().get(`/api/v1/tracer/answer/${token}`);
    expect(form.statusCode, form.body.msg).toBe(200);
    expect(form.body.payload.notice.href).toBe('/privacy');
    // The notice shown is recorded for the case (issue 25): on the case and in the notice log, once per version.
    const shown = await currentNoticeVersion(t.database.db);
    expect(shown).not.toBeNull();
    expect(form.body.payload.notice.version).toBe(String(shown));
    expect((await api().get(`/api/v1/tracer/answer/${token}`)).statusCode).toBe(200);
    const views = await rowsOf<{ version: number; channel: string; notice_version: string }>(
      t.database.db,
      sql`select v.version, v.channel, c.notice_version from tracer_cases c
            join notice_views v on v.case_id = c.id where c.roll_entry_id = ${roll.entries[0]}`,
    );
    expect(views).toEqual([{ version: shown, channel: 'tracer_link', notice_version: String(shown) }]);
    expect(form.body.payload.survey.sections).toHaveLength(2);
    expect(form.body.payload.answered).toEqual([]);

    const part = await api().post(`/api/v1/tracer/answer/${token}`, { answers: fullAnswers().slice(0, 1) });
    expect(part.statusCode, part.body.msg).toBe(200);
    expect(part.body.payload.disposition).toBe('partial');
    const done = await api().post(`/api/v1/tracer/answer/${token}`, {
      answers: fullAnswers().slice(1),
      final: true,
      language: 'yo',
    });
    expect(done.statusCode, done.body.msg).toBe(200);
    expect(done.body.payload.disposition).toBe('complete');
    const [kase] = await rowsOf<{ mode: string; language: string; next_contact_at: unknown }>(
      t.database.db,
      sql`select mode, language, next_contact_at from tracer_cases where roll_entry_id = ${roll.entries[0]}`,
    );
    expect(kase).toEqual({ mode: 'web', language: 'yo', next_contact_at: null });
    const history = await rowsOf<{ to_disposition: string }>(
      t.database.db,
      sql`select h.to_disposition from tracer_disposition_history h join tracer_cases c on c.id = h.case_id
           where c.roll_entry_id = ${roll.entries[0]} order by h.created_at`,
    );
    expect(history.map((row) => row.to_disposition)).toEqual(['contacted', 'partial', 'complete']);

    // The link works once.
    const again = await api().get(`/api/v1/tracer/answer/${token}`);
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe('This link has been used already: your answers are in. Thank you!');
    expect((await api().get('/api/v1/tracer/answer/not-a-real-token-at-all')).statusCode).toBe(404);

    // Day 7: the others are reminded, the graduate who answered is not.
    const later = tracerDeps(t);
    await runSweep(later.deps, new Date(Date.now() + 7 * DAY + 60_000));
    await later.jobs.drain(later.deps);
    expect(later.mails.some((mail) => mail.to === email)).toBe(false);
    expect(later.mails.some((mail) => mail.to === roll.emails[1])).toBe(true);

    const list = await api().get('/api/v1/admin/tracer-studies?limit=100', admin.token);
    const wave = list.body.payload.docs.find((doc: { _id: string }) => doc._id === studyId).waves[0];
    expect(wave).toMatchObject({ frame: 6, complete: 1, responded: 1, rr1: 0.1667, rr2: 0.1667 });

    // The console's figures by institution (named), by sex, and the same for the institution alone.
    const byInstitution = await api().get(
      `/api/v1/admin/tracer-studies/${studyId}/stats?by=institution`,
      admin.token,
    );
    expect(byInstitution.statusCode, byInstitution.body.msg).toBe(200);
    const [group] = byInstitution.body.payload.waves[0].groups;
    expect(group).toMatchObject({ key: roll.institutionId, frame: 6, complete: 1 });
    expect(group.label).toMatch(/^Federal Polytechnic/);
    expect(byInstitution.body.payload.rr.rr1).toBe('RR1 = complete ÷ (frame − ineligible)');
    const bySex = await api().get(`/api/v1/admin/tracer-studies/${studyId}/stats?by=sex`, admin.token);
    expect(
      bySex.body.payload.waves[0].groups
        .map((row: { key: string; frame: number }) => [row.key, row.frame])
        .sort(),
    ).toEqual([
      ['female', 3],
      ['male', 3],
    ]);
    expect(bySex.body.payload.waves[0].per_day).toHaveLength(1);
    // Early against late respondents, on the questions tagged with an outcome indicator.
    await t.database.db.execute(sql`
      update survey_questions set indicator = 'employment_status',
             options = jsonb_set(options, '{0,code}', '"wage_employed"') where id = ${questions[0]?.id}`);
    const tagged = await api().get(`/api/v1/admin/tracer-studies/${studyId}/stats?by=sex`, admin.token);
    expect(tagged.body.payload.waves[0].early_late).toEqual([
      { indicator: 'employment_status', code: 'wage_employed', early: 1, late: 0 },
    ]);
    await t.database.db.execute(
      sql`update survey_questions set indicator = null where id = ${questions[0]?.id}`,
    );
    const programme = await api().get(
      `/api/v1/admin/tracer-studies/${studyId}/stats?by=programme`,
      admin.token,
    );
    expect(programme.body.payload.waves[0].groups[0].label).toBe('Welding');
  });

  it("a link answers only its own case: another graduate's form shows none of these answers", async () => {
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps, new Date(Date.now() + 14 * DAY + 60_000));
    await jobs.drain(deps);
    const other = tokenIn(mails, roll.emails[1] as string);
    thirdToken = tokenIn(mails, roll.emails[2] as string);
    const form = await api().get(`/api/v1/tracer/answer/${other}`);
    expect(form.statusCode).toBe(200);
    expect(form.body.payload.answered).toEqual([]);
    const foreign = await api().post(`/api/v1/tracer/answer/${other}`, {
      answers: [{ question_id: '00000000-0000-4000-8000-000000000000', text: 'x' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.msg).toBe('One of the answers is for a question that is not in this questionnaire');
  });

  it('signing up later links the case: its answers by link join survey_responses (and so the outcome facts)', async () => {
    const email = roll.emails[0] as string;
    const { user, profile } = await createAccount(t.database.db, {
      userType: 'graduate',
      email,
      username: `linked${Date.now()}`,
    });
    // The institution confirms the graduate's claim on their roll entry.
    await t.database.db.execute(
      sql`update roll_entries set graduate_id = ${(profile as { id: string }).id}, claim_status = 'confirmed'
           where id = ${roll.entries[0]}`,
    );
    expect(
      await rowsOf(t.database.db, sql`select 1 from survey_responses where user_id = ${user.id}`),
    ).toHaveLength(0);
    const { deps } = tracerDeps(t);
    await runSweep(deps);
    const [kase] = await rowsOf<{ account_id: string }>(
      t.database.db,
      sql`select account_id from tracer_cases where roll_entry_id = ${roll.entries[0]}`,
    );
    expect(kase?.account_id).toBe(user.id);
    const copied = await rowsOf<{ question_id: string }>(
      t.database.db,
      sql`select question_id from survey_responses where user_id = ${user.id} and survey_id = ${surveyId}`,
    );
    expect(copied).toHaveLength(3);
    const [respondent] = await rowsOf<{ status: string }>(
      t.database.db,
      sql`select status from survey_respondents where user_id = ${user.id} and survey_id = ${surveyId}`,
    );
    expect(respondent?.status).toBe('completed');
    // A second sweep copies nothing again.
    await runSweep(deps);
    expect(
      await rowsOf(t.database.db, sql`select 1 from survey_responses where user_id = ${user.id}`),
    ).toHaveLength(3);
  });

  it('closing the wave turns the cases that never answered into no response and expires their links', async () => {
    const { deps } = tracerDeps(t);
    const token = thirdToken;
    await t.database.db.execute(
      sql`update tracer_waves set closes_at = now() - interval '1 minute' where id = ${waveId}`,
    );
    await t.database.db.execute(sql`update tracer_tokens set expires_at = now() - interval '1 minute'`);
    await runSweep(deps);
    expect(await dispositionOf(t.database.db, roll.entries[2] as string)).toBe('no_response');
    const expired = await api().get(`/api/v1/tracer/answer/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body.msg).toBe(
      'This link has expired: the survey wave is closed. Thank you for your time',
    );
  });
});

describe('opt-out and objection stop everything, and survive a re-uploaded roll', () => {
  it('the opt-out link opts the graduate out; replayed, it changes nothing and says so', async () => {
    const roll = await panel(t.database.db, 2, 2021);
    await study(2021);
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps);
    await jobs.drain(deps);
    const email = roll.emails[0] as string;
    const token = tokenIn(mails, email);
    const first = await api().post(`/api/v1/tracer/opt-out/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.body.msg).toBe('You will not be contacted again for this study. Thank you.');
    const replay = await api().post(`/api/v1/tracer/opt-out/${token}`);
    expect(replay.statusCode).toBe(200);
    expect(replay.body.msg).toBe('You had already opted out: nobody will contact you for this study.');
    expect(await dispositionOf(t.database.db, roll.entries[0] as string)).toBe('opted_out');
    // No reminder after that, whatever day it is.
    const later = tracerDeps(t);
    await runSweep(later.deps, new Date(Date.now() + 3 * DAY + 60_000));
    await later.jobs.drain(later.deps);
    expect(later.mails.some((mail) => mail.to === email)).toBe(false);
    expect(later.mails.some((mail) => mail.to === roll.emails[1])).toBe(true);
    // The link no longer opens the questionnaire.
    expect((await api().get(`/api/v1/tracer/answer/${token}`)).statusCode).toBe(409);
  });

  it('an objection from Settings stops a reminder already queued, and a re-uploaded roll is not contacted', async () => {
    const roll = await panel(t.database.db, 2, 2022);
    const email = roll.emails[0] as string;
    await createAccount(t.database.db, { userType: 'graduate', email, username: `objector${Date.now()}` });
    const session = await login(t, 'graduate', email);
    const { waveId } = await study(2022);
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps);
    await jobs.drain(deps);
    expect(mails.filter((mail) => mail.to === email)).toHaveLength(1);

    // The day-3 reminder is queued...
    await runSweep(deps, new Date(Date.now() + 3 * DAY + 60_000));
    expect(jobs.held.length).toBeGreaterThan(0);
    // ... then the graduate objects, before it runs.
    const objected = await api().post('/api/v1/me/tracer-objection', {}, session.key);
    expect(objected.statusCode, objected.body.msg).toBe(200);
    expect(objected.body.payload.objected).toBe(true);
    await jobs.drain(deps);
    expect(mails.filter((mail) => mail.to === email)).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === roll.emails[1])).toHaveLength(2);
    expect((await contactsOf(roll.entries[0] as string)).at(-1)).toMatchObject({
      status: 'cancelled',
      reason: 'on the do-not-contact list',
    });
    expect(await dispositionOf(t.database.db, roll.entries[0] as string)).toBe('opted_out');

    // The institution uploads its roll again (new rows, same contacts): the new cases are never contacted.
    await t.database.db.execute(sql`delete from tracer_cases where wave_id = ${waveId}`);
    await t.database.db.execute(sql`delete from roll_entries where institution_id = ${roll.institutionId}`);
    const again = await panel(t.database.db, 1, 2022, () => ({ email, phone: null }));
    await t.database.db.execute(
      sql`update roll_entries set institution_id = ${roll.institutionId}, programme_id = ${roll.programmeId}
           where id = ${again.entries[0]}`,
    );
    const fresh = tracerDeps(t);
    await runSweep(fresh.deps);
    await fresh.jobs.drain(fresh.deps);
    expect(fresh.mails.some((mail) => mail.to === email)).toBe(false);
    expect(await dispositionOf(t.database.db, again.entries[0] as string)).toBe('opted_out');

    // Withdrawing is as easy as objecting; withdrawing twice says there is nothing to withdraw.
    expect((await api().delete('/api/v1/me/tracer-objection', session.key)).body.payload.objected).toBe(
      false,
    );
    const twice = await api().delete('/api/v1/me/tracer-objection', session.key);
    expect(twice.statusCode).toBe(400);
  });

  it("a person's erasure puts their contacts on the list as keyed hashes only", async () => {
    const roll = await panel(t.database.db, 1, 2023);
    await study(2023);
    const email = roll.emails[0] as string;
    await t.database.db.transaction(async (tx) => {
      const { createTracerService } = await import('./tracer.service');
      await createTracerService(tracerDeps(t).deps).erased(tx, {
        accountId: '00000000-0000-4000-8000-000000000001',
        emails: [email.toUpperCase()],
        phones: [],
      });
    });
    const stored = await rowsOf<{ key: string }>(
      t.database.db,
      sql`select key from tracer_objections where kind = 'email'`,
    );
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.key) && !row.key.includes('@'))).toBe(true);
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps);
    await jobs.drain(deps);
    expect(mails.some((mail) => mail.to === email)).toBe(false);
  });
});

describe('the sweep on the queue: once only, quiet hours, caps', () => {
  it('two sweeps at once contact each graduate once', async () => {
    const roll = await panel(t.database.db, 12, 2015);
    await study(2015);
    const { deps, jobs, mails } = tracerDeps(t);
    await Promise.all([runSweep(deps), runSweep(deps)]);
    const keys = jobs.held.map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
    await jobs.drain(deps);
    for (const email of roll.emails.filter(Boolean))
      expect(
        mails.filter((mail) => mail.to === email),
        email as string,
      ).toHaveLength(1);
  });

  it('sends nothing in quiet hours (Africa/Lagos), and again after them', async () => {
    const quiet = parseQuietHours('20:00-08:00');
    // 21:30 in Lagos is 20:30 UTC: the next such evening, and 08:00 in Lagos (07:00 UTC) the morning after.
    const evening = new Date();
    evening.setUTCHours(20, 30, 0, 0);
    if (evening.getTime() < Date.now()) evening.setTime(evening.getTime() + DAY);
    const morning = new Date(evening.getTime() + 10.5 * 3_600_000);
    expect(isQuiet(quiet, evening)).toBe(true);
    expect(isQuiet(quiet, new Date('2026-11-27T12:00:00Z'))).toBe(false);
    expect(isQuiet(quiet, new Date('2026-11-27T06:59:00Z'))).toBe(true);
    expect(quietEnd(quiet, evening).toISOString()).toBe(morning.toISOString());
    expect(isQuiet(parseQuietHours('off'), evening)).toBe(false);

    const roll = await panel(t.database.db, 2, 2016);
    await study(2016);
    const night = tracerDeps(t, { quietHours: '20:00-08:00' });
    await runSweep(night.deps, evening);
    expect(night.jobs.held).toHaveLength(0);
    // A job that reaches its turn in quiet hours is put back until they end, not sent.
    const day = tracerDeps(t, { quietHours: 'off' });
    await runSweep(day.deps, evening);
    const { contact } = await import('./tracer.sweep');
    // Both graduates' day-0 e-mail and text message.
    expect(day.jobs.held).toHaveLength(4);
    for (const job of day.jobs.held as { payload: { contactId: string } }[])
      await t.database.db.transaction((tx) => contact(night.deps, tx, job.payload.contactId, evening));
    expect(night.mails).toHaveLength(0);
    const [kase] = await rowsOf<{ next_contact_at: string }>(
      t.database.db,
      sql`select c.next_contact_at from tracer_cases c where c.roll_entry_id = ${roll.entries[0]}`,
    );
    expect(new Date(kase?.next_contact_at as string).toISOString()).toBe(morning.toISOString());
    // After quiet hours the sweep takes the case up again, as a new attempt, and the invitation goes out once.
    // (The jobs run at the real time of the test, which may be quiet in Lagos: the morning is simulated by 'off'.)
    const after = tracerDeps(t, { quietHours: 'off' });
    await runSweep(after.deps, new Date(morning.getTime() + 60_000));
    await after.jobs.drain(after.deps);
    expect(after.mails.filter((mail) => mail.to === roll.emails[0])).toHaveLength(1);
  });

  it("keeps to a study's daily cap and an institution's spending cap", async () => {
    const roll = await panel(t.database.db, 5, 2017);
    await study(2017, { daily_cap: 3 });
    const capped = tracerDeps(t);
    await runSweep(capped.deps);
    expect(capped.jobs.held).toHaveLength(3);
    await capped.jobs.drain(capped.deps);
    const made = await rowsOf(
      t.database.db,
      sql`select 1 from tracer_contacts t join tracer_cases c on c.id = t.case_id
           where c.institution_id = ${roll.institutionId}`,
    );
    expect(made).toHaveLength(3);

    const spender = await panel(t.database.db, 3, 2018);
    await study(2018, {
      costs: { email: 100, sms: 400, whatsapp: 200, phone: 0 },
      spending_cap: 250,
      ladder: [{ day: 0, channel: 'email', template: 'invitation' }],
    });
    const paid = tracerDeps(t);
    await runSweep(paid.deps);
    await paid.jobs.drain(paid.deps);
    expect(paid.mails.filter((mail) => spender.emails.includes(mail.to))).toHaveLength(2);
    const refused = await rowsOf<{ reason: string }>(
      t.database.db,
      sql`select t.reason from tracer_contacts t where t.institution_id = ${spender.institutionId} and t.status = 'not_sent'`,
    );
    expect(refused).toEqual([{ reason: "the institution's spending cap is reached" }]);
  });
});

describe('minors on the roll (issue 25)', () => {
  it("a graduate under 18 on the roll is not contacted on WhatsApp, a consent-based channel, without a guardian's confirmation", async () => {
    const born = (years: number) => {
      const day = new Date();
      day.setUTCFullYear(day.getUTCFullYear() - years);
      return day.toISOString().slice(0, 10);
    };
    const roll = await panel(t.database.db, 3, 2012, (i) => ({
      email: `minor-${Date.now()}-${i}@mail.ng`,
      phone: `0803777${String(i).padStart(4, '0')}`,
      dateOfBirth: i === 2 ? null : born(i === 0 ? 16 : 19),
    }));
    await study(2012, {
      ladder: [
        { day: 0, channel: 'email', template: 'invitation' },
        { day: 0, channel: 'whatsapp', template: 'invitation' },
      ],
    });
    const { deps, jobs } = tracerDeps(t);
    await runSweep(deps);
    await jobs.drain(deps);
    const whatsapp = async (entry: string) =>
      (await contactsOf(entry))
        .filter((contact) => contact.channel === 'whatsapp')
        .map((c) => [c.status, c.reason]);
    expect(await whatsapp(roll.entries[0] as string)).toEqual([['not_sent', MINOR_WITHOUT_GUARDIAN]]);
    // An adult, and a row without a date of birth, are sent their WhatsApp message (the fake gateway).
    expect(await whatsapp(roll.entries[1] as string)).toEqual([['sent', null]]);
    expect(await whatsapp(roll.entries[2] as string)).toEqual([['sent', null]]);
    // E-mail rests on public task: the minor is invited like everyone.
    expect((await contactsOf(roll.entries[0] as string)).find((c) => c.channel === 'email')?.status).toBe(
      'sent',
    );
  });
});

describe('dead letters', () => {
  it('a contact job that fails is kept as a dead letter, listed, and sent once tried again', async () => {
    const roll = await panel(t.database.db, 1, 2011, () => ({
      email: `dead-${Date.now()}@mail.ng`,
      phone: null,
    }));
    await study(2011, { ladder: [{ day: 0, channel: 'email', template: 'invitation' }] });
    // The sweep records the attempt (held), then its job runs on the app's runner while the tokens' table is away
    // (a broken migration, a lost disk): it fails, and is kept as a dead letter.
    const { deps, jobs } = tracerDeps(t);
    await runSweep(deps);
    const held = jobs.held.filter((job) => job.task.name === 'tracer-contact');
    expect(held).toHaveLength(1);
    await t.database.db.execute(sql`alter table tracer_tokens rename to tracer_tokens_away`);
    try {
      for (const job of held) await t.app.jobs.enqueue(job.task, job.payload);
      await t.app.jobs.settle();
    } finally {
      await t.database.db.execute(sql`alter table tracer_tokens_away rename to tracer_tokens`);
    }
    // The console's one Failed jobs list has it, named by its task (the tracer has no list of its own).
    const letters = await api().get('/api/v1/admin/dead-letters?limit=100', admin.token);
    expect(letters.statusCode, letters.body.msg).toBe(200);
    const mine = letters.body.payload.docs.filter(
      (letter: { task: string }) => letter.task === 'tracer-contact',
    );
    expect(mine.length).toBeGreaterThan(0);
    const email = roll.emails[0] as string;
    expect(t.mail.sent.some((mail) => mail.to === email)).toBe(false);
    for (const letter of mine)
      expect(
        (await api().post(`/api/v1/admin/dead-letters/${letter._id}/retry`, {}, admin.token)).statusCode,
      ).toBe(200);
    await t.app.jobs.settle();
    expect(t.mail.sent.filter((mail) => mail.to === email)).toHaveLength(1);
    expect((await api().get('/api/v1/admin/tracer-dead-letters', admin.token)).statusCode).toBe(404);
    const graduate = await person(t, 'graduate');
    expect((await api().get('/api/v1/admin/dead-letters', graduate.token)).statusCode).toBe(403);
  });
});

describe('response rates (AAPOR RR1 and RR2)', () => {
  it('match a hand-computed table', () => {
    // 20 cases: 6 complete, 2 partial, 1 refused, 2 opted out, 3 undeliverable, 4 no response, 2 not contacted,
    // 0 ineligible. RR1 = 6 / 20 = 0.3; RR2 = 8 / 20 = 0.4.
    const counts = countsOf(
      {
        complete: 6,
        partial: 2,
        refused: 1,
        opted_out: 2,
        undeliverable: 3,
        no_response: 4,
        not_contacted: 2,
      },
      12,
    );
    expect(counts).toMatchObject({ frame: 20, contacted: 18, responded: 8, rr1: 0.3, rr2: 0.4, reached: 12 });
    // Two found ineligible leave the denominator: RR1 = 6 / 20, RR2 = 8 / 20 of the 20 eligible of 22.
    expect(countsOf({ complete: 6, partial: 2, no_response: 12, ineligible: 2 }, 0)).toMatchObject({
      frame: 22,
      rr1: 0.3,
      rr2: 0.4,
    });
  });
});
