import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../seed/accounts.factory';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  handOver,
  institutionToken,
  phoneStudy,
  staffOf,
  tracerArchive,
} from '../../test/interviews.fixtures';
import { type Person, person, seedSurvey, threeQuestions } from '../../test/surveys.fixtures';
import { type Panel, panel, rowsOf } from '../../test/tracer.fixtures';
import { interviewsPersonalData } from './interviews.personal-data';
import { shareCases } from './interviews.rules';

/*
 * Phone follow-up (issue 28) through the API: an institution names interviewers and shares its handed-over cases;
 * interviewers work only their own list, record outcomes that move the case by the tracer's rules and enter answers
 * (mode 'phone'); the figures; and every bad input of the issue: a 4xx with a msg, nothing changed. Runs on PGlite,
 * and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let admin: Person;
let questions: { id: string; options: { _id: string }[] }[];
let surveyId: string;
let roll: Panel;
let other: Panel;
let institution: string;
let waveId: string;
let s1: Person;
let s2: Person;
let idle: Person;
let foreign: Person;
let linkedAccount: string;
const NIN = '98765432109';

const api = () => client(t.app);
const count = async (statement: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(t.database.db, statement))[0]?.n ?? 0;
const caseOf = async (entry: string) =>
  (
    await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from tracer_cases where roll_entry_id = ${entry} and wave_id = ${waveId}`,
    )
  )[0]?.id as string;
const fullAnswers = () => [
  { question_id: questions[0]?.id, optionId: questions[0]?.options[0]?._id },
  { question_id: questions[1]?.id, text: 'Welder' },
  { question_id: questions[2]?.id, optionId: questions[2]?.options[0]?._id },
];

beforeAll(async () => {
  t = await createTestApp({ QUIET_HOURS: 'off' });
  admin = await person(t, 'admin');
  // The first question feeds an outcome indicator, so a complete answer makes an outcome fact.
  const spec = threeQuestions('Phone tracer');
  const survey = await seedSurvey(t.database.db, {
    ...spec,
    sections: [
      {
        title: 'Work',
        questions: [
          {
            text: 'Main activity?',
            type: 'multiple_choice',
            indicator: 'employment_status',
            options: [
              { text: 'Employed', code: 'wage_employed' },
              { text: 'Self-employed', code: 'self_employed' },
            ],
          },
          { text: 'Job title?', type: 'text' },
        ],
      },
      ...spec.sections.slice(1),
    ],
  });
  questions = survey.q;
  surveyId = survey.id;
  roll = await panel(t.database.db, 6, 2021);
  other = await panel(t.database.db, 2, 2021);
  institution = await institutionToken(t, roll);
  ({ waveId } = await phoneStudy(t, admin, survey.id, 2021));
  // The first graduate on the roll has an account with a NIN and claimed their roll entry.
  const { user, profile } = await createAccount(t.database.db, {
    userType: 'graduate',
    email: `linked${Date.now()}@mail.ng`,
    complete: true,
    profile: { nin: NIN },
  });
  linkedAccount = user.id;
  await t.database.db.execute(
    sql`update roll_entries set graduate_id = ${(profile as { id: string }).id}, claim_status = 'confirmed'
         where id = ${roll.entries[0]}`,
  );
  await handOver(t);
  s1 = await staffOf(t, roll.institutionId);
  s2 = await staffOf(t, roll.institutionId);
  idle = await staffOf(t, roll.institutionId);
  foreign = await staffOf(t, other.institutionId);
  await t.database.db.execute(
    sql`insert into interviewers (institution_id, account_id) values (${other.institutionId}, ${foreign.accountId})`,
  );
}, 90_000);
afterAll(() => t?.close());

describe('shareCases', () => {
  const cases = [
    { case_id: 'a', programme_id: 'p1', cohort: 2021 },
    { case_id: 'b', programme_id: 'p1', cohort: 2021 },
    { case_id: 'c', programme_id: 'p2', cohort: 2022 },
    { case_id: 'd', programme_id: 'p1', cohort: 2021 },
  ];
  it('deals evenly, or keeps a programme or cohort with one interviewer', () => {
    expect(Object.fromEntries(shareCases(cases, ['x', 'y'], 'evenly'))).toEqual({
      x: ['a', 'c'],
      y: ['b', 'd'],
    });
    expect(Object.fromEntries(shareCases(cases, ['x', 'y'], 'programme'))).toEqual({
      x: ['a', 'b', 'd'],
      y: ['c'],
    });
    expect(Object.fromEntries(shareCases(cases, ['x', 'y'], 'cohort'))).toEqual({
      x: ['a', 'b', 'd'],
      y: ['c'],
    });
  });
});

describe('an institution names interviewers among its staff and shares its handed-over cases', () => {
  it('names its own staff; another institution staff member is refused', async () => {
    for (const staff of [s1, s2]) {
      const res = await api().post(
        '/api/v1/institution/interviewers',
        { account_id: staff.accountId },
        institution,
      );
      expect(res.statusCode, res.body.msg).toBe(201);
    }
    const refused = await api().post(
      '/api/v1/institution/interviewers',
      { account_id: foreign.accountId },
      institution,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.body.msg).toBe(
      'No staff member of your institution with this id: pick one from your staff list',
    );
    const list = await api().get('/api/v1/institution/interviewers', institution);
    const named = list.body.payload.filter((row: { is_interviewer: boolean }) => row.is_interviewer);
    expect(named.map((row: { account_id: string }) => row.account_id).sort()).toEqual(
      [s1.accountId, s2.accountId].sort(),
    );
  });

  it('refuses a case of another institution: nothing is assigned', async () => {
    const theirs = (
      await rowsOf<{ id: string }>(
        t.database.db,
        sql`select id from tracer_cases where institution_id = ${other.institutionId} limit 1`,
      )
    )[0]?.id;
    const mine = await caseOf(roll.entries[1] as string);
    const res = await api().post(
      '/api/v1/institution/follow-up/assign',
      { wave_ids: [waveId], interviewers: [s1.accountId], case_ids: [mine, theirs] },
      institution,
    );
    expect(res.statusCode).toBe(404);
    expect(res.body.msg).toMatch(/not of your institution/);
    expect(await count(sql`select count(*)::int as n from interview_assignments`)).toBe(0);
  });

  it('shares every handed-over case evenly', async () => {
    const waves = await api().get('/api/v1/institution/follow-up', institution);
    expect(waves.body.payload).toHaveLength(1);
    expect(waves.body.payload[0].handed_over).toBe(6);
    const res = await api().post(
      '/api/v1/institution/follow-up/assign',
      { wave_ids: [waveId], interviewers: [s1.accountId, s2.accountId], by: 'evenly' },
      institution,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.total).toBe(6);
    expect(res.body.payload.assigned.map((row: { cases: number }) => row.cases)).toEqual([3, 3]);
    const after = await api().get('/api/v1/institution/follow-up', institution);
    expect(after.body.payload[0]).toMatchObject({ handed_over: 6, unassigned: 0 });
    // A second share finds nothing unassigned.
    const again = await api().post(
      '/api/v1/institution/follow-up/assign',
      { wave_ids: [waveId], interviewers: [s1.accountId] },
      institution,
    );
    expect(again.body.payload.total).toBe(0);
  });
});

describe('an interviewer works only their own call list', () => {
  let mine: string[];
  /** s1's cases other than the linked graduate's (kept for the phone interview below). */
  let others: string[];
  let linked: string;

  it('sees only their own cases, with no NIN; a staff member who is not an interviewer, or of another institution, sees nothing', async () => {
    // The linked graduate's case goes to s1 whatever the share made.
    linked = await caseOf(roll.entries[0] as string);
    await api().post(
      '/api/v1/institution/follow-up/assign',
      { wave_ids: [waveId], interviewers: [s1.accountId], case_ids: [linked] },
      institution,
    );
    const res = await api().get('/api/v1/calls', s1.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    mine = res.body.payload.docs.map((doc: { case_id: string }) => doc.case_id);
    others = mine.filter((id) => id !== linked);
    const assigned = await rowsOf<{ case_id: string }>(
      t.database.db,
      sql`select case_id from interview_assignments where interviewer_id = ${s1.accountId}`,
    );
    expect([...mine].sort()).toEqual(assigned.map((row) => row.case_id).sort());
    expect(mine).toContain(linked);
    expect(res.body.payload.docs[0]).toMatchObject({ programme: 'Welding', cohort: 2021 });
    expect(JSON.stringify(res.body)).not.toContain(NIN);

    const notInterviewer = await api().get('/api/v1/calls', idle.token);
    expect(notInterviewer.statusCode).toBe(403);
    expect(notInterviewer.body.msg).toMatch(/Only interviewers/);
    const elsewhere = await api().get('/api/v1/calls', foreign.token);
    expect(elsewhere.body.payload.docs).toEqual([]);
    const peek = await api().get(`/api/v1/calls/${linked}`, foreign.token);
    expect(peek.statusCode).toBe(404);
    const colleague = await api().get(`/api/v1/calls/${linked}`, s2.token);
    expect(colleague.statusCode).toBe(404);
  });

  it('opens a case with the questionnaire; the view is in the audit log, with no NIN', async () => {
    const res = await api().get(`/api/v1/calls/${linked}`, s1.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(
      res.body.payload.questionnaire.sections.flatMap((s: { questions: unknown[] }) => s.questions),
    ).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toContain(NIN);
    expect(
      await count(sql`select count(*)::int as n from audit_log
                       where action = 'interview.case_view' and target_id = ${linked} and actor_id = ${s1.accountId}`),
    ).toBe(1);
    // Held in Hausa: the approved translation's texts, English where it has none; an unknown language is refused.
    await t.database.db.execute(sql`
      insert into survey_translations (survey_id, language, status, texts)
      values (${surveyId}, 'ha', 'approved', ${JSON.stringify({ [`question:${questions[1]?.id}`]: 'Sunan aikinka?' })}::jsonb)`);
    const hausa = await api().get(`/api/v1/calls/${linked}?language=ha`, s1.token);
    const texts = hausa.body.payload.questionnaire.sections.flatMap((s: { questions: { text: string }[] }) =>
      s.questions.map((q) => q.text),
    );
    expect(texts).toEqual(['Main activity?', 'Sunan aikinka?', 'Was it useful?']);
    const unknown = await api().get(`/api/v1/calls/${linked}?language=fr`, s1.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.msg).toMatch(/language must be one of en, ha, yo, ig, pcm/i);
  });

  it('a callback leaves the list and reappears at its time; a time in the past is refused', async () => {
    const caseId = others[0] as string;
    const past = await api().post(
      `/api/v1/calls/${caseId}/outcome`,
      { outcome: 'call_back', attempt: 0, callback_at: new Date(Date.now() - 60_000).toISOString() },
      s1.token,
    );
    expect(past.statusCode).toBe(400);
    expect(past.body.msg).toMatch(/call-back time must be in the future/);
    expect(await count(sql`select count(*)::int as n from interview_calls where case_id = ${caseId}`)).toBe(
      0,
    );

    const later = await api().post(
      `/api/v1/calls/${caseId}/outcome`,
      {
        outcome: 'call_back',
        attempt: 0,
        callback_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        best_time: 'Evenings after 6',
      },
      s1.token,
    );
    expect(later.statusCode, later.body.msg).toBe(200);
    expect(later.body.payload.disposition).toBe('contacted');
    const hidden = await api().get('/api/v1/calls', s1.token);
    expect(hidden.body.payload.docs.map((doc: { case_id: string }) => doc.case_id)).not.toContain(caseId);
    await t.database.db.execute(
      sql`update interview_assignments set callback_at = now() - interval '1 minute' where case_id = ${caseId}`,
    );
    const back = await api().get('/api/v1/calls', s1.token);
    const doc = back.body.payload.docs.find((item: { case_id: string }) => item.case_id === caseId);
    expect(doc).toMatchObject({ best_time: 'Evenings after 6', attempts: 1 });
    expect(doc.last_attempts[0].outcome).toBe('call_back');
  });

  it('an outcome recorded twice at once: one wins, the other gets 409 and changes nothing', async () => {
    const caseId = linked;
    const body = { outcome: 'no_answer', attempt: 0 };
    const both = await Promise.all([
      api().post(`/api/v1/calls/${caseId}/outcome`, body, s1.token),
      api().post(`/api/v1/calls/${caseId}/outcome`, body, s1.token),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.statusCode === 409)?.body.msg).toMatch(/Another call was recorded/);
    expect(await count(sql`select count(*)::int as n from interview_calls where case_id = ${caseId}`)).toBe(
      1,
    );
  });

  it('a refusal closes the case and stops the reminder ladder', async () => {
    const caseId = others[1] as string;
    await t.database.db.execute(
      sql`update tracer_cases set next_step = 1, next_contact_at = now() + interval '1 day' where id = ${caseId}`,
    );
    const res = await api().post(
      `/api/v1/calls/${caseId}/outcome`,
      { outcome: 'refused', attempt: 0 },
      s1.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    const [row] = await rowsOf<{ disposition: string; next_step: number | null }>(
      t.database.db,
      sql`select disposition, next_step from tracer_cases where id = ${caseId}`,
    );
    expect(row).toEqual({ disposition: 'refused', next_step: null });
    const again = await api().post(
      `/api/v1/calls/${caseId}/outcome`,
      { outcome: 'no_answer', attempt: 1 },
      s1.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toMatch(/This case is closed/);
  });

  it('ineligible needs a reason; an unknown outcome is refused', async () => {
    const caseId = linked;
    const noReason = await api().post(
      `/api/v1/calls/${caseId}/outcome`,
      { outcome: 'ineligible', attempt: 1 },
      s1.token,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.msg).toMatch(/reason the graduate is not eligible/);
    const unknown = await api().post(
      `/api/v1/calls/${caseId}/outcome`,
      { outcome: 'maybe', attempt: 1 },
      s1.token,
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('answers entered on the phone', () => {
  it('are refused for a case not assigned to you: nothing stored', async () => {
    const theirs = (
      await rowsOf<{ case_id: string }>(
        t.database.db,
        sql`select case_id from interview_assignments where interviewer_id = ${s2.accountId} limit 1`,
      )
    )[0]?.case_id as string;
    const res = await api().post(
      `/api/v1/calls/${theirs}/answers`,
      { answers: fullAnswers(), final: true },
      s1.token,
    );
    expect(res.statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from tracer_answers where case_id = ${theirs}`)).toBe(0);
  });

  it("count once in the outcome figures, with mode 'phone' and the interviewer's id, and are in the graduate's archive", async () => {
    const linked = await caseOf(roll.entries[0] as string);
    const res = await api().post(
      `/api/v1/calls/${linked}/answers`,
      { answers: fullAnswers(), final: true, language: 'yo' },
      s1.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.disposition).toBe('complete');
    expect(res.body.msg).toBe('Interview complete, answers saved successfully: thank the graduate');
    // Two sweeps: the answers are copied to the survey's responses once.
    await handOver(t);
    await handOver(t);
    const [kase] = await rowsOf<{ mode: string; language: string }>(
      t.database.db,
      sql`select mode, language from tracer_cases where id = ${linked}`,
    );
    expect(kase).toEqual({ mode: 'phone', language: 'yo' });
    expect(
      await count(
        sql`select count(*)::int as n from tracer_answers where case_id = ${linked} and entered_by = ${s1.accountId}`,
      ),
    ).toBe(3);
    expect(
      await count(sql`select count(*)::int as n from survey_responses where user_id = ${linkedAccount}`),
    ).toBe(3);
    expect(
      await count(
        sql`select count(*)::int as n from outcome_facts where user_id = ${linkedAccount} and completed_at is not null`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'interview.answers' and target_id = ${linked}`,
      ),
    ).toBe(1);
    const archive = await tracerArchive(t, linkedAccount);
    expect(archive.tracer_answers).toHaveLength(3);
    expect(archive.tracer_answers?.[0]).toMatchObject({
      mode: 'phone',
      entered_by_interviewer: s1.accountId,
    });
    // Complete now: no more answers, and the figures counted the case once.
    const again = await api().post(
      `/api/v1/calls/${linked}/answers`,
      { answers: fullAnswers(), final: true },
      s1.token,
    );
    expect(again.statusCode).toBe(409);
    expect(
      await count(sql`select count(*)::int as n from survey_responses where user_id = ${linkedAccount}`),
    ).toBe(3);
  });

  it('are refused in a closed wave: nothing stored', async () => {
    const caseId = (
      await rowsOf<{ case_id: string }>(
        t.database.db,
        sql`select a.case_id from interview_assignments a join tracer_cases c on c.id = a.case_id
             where a.interviewer_id = ${s2.accountId} and c.disposition <> 'complete' limit 1`,
      )
    )[0]?.case_id as string;
    await t.database.db.execute(
      sql`update tracer_waves set opens_at = now() - interval '2 days', closes_at = now() - interval '1 minute' where id = ${waveId}`,
    );
    const res = await api().post(
      `/api/v1/calls/${caseId}/answers`,
      { answers: fullAnswers(), final: true },
      s2.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe("This case's wave is closed: no more calls or answers");
    expect(await count(sql`select count(*)::int as n from tracer_answers where case_id = ${caseId}`)).toBe(0);
    const list = await api().get('/api/v1/calls', s2.token);
    expect(list.body.payload.docs).toEqual([]);
    await t.database.db.execute(
      sql`update tracer_waves set closes_at = now() + interval '28 days' where id = ${waveId}`,
    );
  });
});

describe('figures and removal', () => {
  it('the institution and the administrators see calls per interviewer per day, outcomes and the rate gained by phone', async () => {
    const res = await api().get('/api/v1/institution/follow-up/stats', institution);
    expect(res.statusCode, res.body.msg).toBe(200);
    const stats = res.body.payload;
    expect(stats.per_day).toEqual([expect.objectContaining({ account_id: s1.accountId, calls: 3 })]);
    expect(stats.outcomes).toEqual(
      expect.arrayContaining([
        { outcome: 'call_back', count: 1 },
        { outcome: 'no_answer', count: 1 },
        { outcome: 'refused', count: 1 },
      ]),
    );
    expect(stats).toMatchObject({
      completed_interviews: 1,
      complete: 1,
      eligible: 6,
      rr1: 0.1667,
      rr1_gained_by_phone: 0.1667,
    });
    const all = await api().get(
      `/api/v1/admin/follow-up/stats?institution_id=${roll.institutionId}`,
      admin.token,
    );
    expect(all.body.payload.completed_interviews).toBe(1);
    const notAdmin = await api().get('/api/v1/admin/follow-up/stats', s1.token);
    expect(notAdmin.statusCode).toBe(403);
  });

  it('an interviewer removed from the list loses access at once', async () => {
    const before = await api().get('/api/v1/calls', s2.token);
    expect(before.statusCode).toBe(200);
    const caseId = before.body.payload.docs[0]?.case_id as string;
    const res = await api().delete(`/api/v1/institution/interviewers/${s2.accountId}`, institution);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect((await api().get('/api/v1/calls', s2.token)).statusCode).toBe(403);
    expect((await api().get(`/api/v1/calls/${caseId}`, s2.token)).statusCode).toBe(403);
    const missing = await api().delete(`/api/v1/institution/interviewers/${s2.accountId}`, institution);
    expect(missing.statusCode).toBe(404);
  });
});

describe('what phone follow-up holds about a person', () => {
  it('exports the calls made to a graduate and by an interviewer; erasing the interviewer drops their id', async () => {
    const graduate = await interviewsPersonalData.export(t.database.db, {
      accountId: linkedAccount,
      role: 'graduate',
    });
    expect(graduate.interview_calls_to_you?.map((row) => row.outcome)).toEqual(['no_answer']);
    const staff = await interviewsPersonalData.export(t.database.db, {
      accountId: s1.accountId,
      role: 'staff',
    });
    expect(staff.interview_calls_you_made).toHaveLength(3);
    expect(staff.interviewer).toHaveLength(1);
    await t.database.db.transaction((tx) =>
      interviewsPersonalData.erase(tx, { accountId: s1.accountId, role: 'staff' }),
    );
    expect(
      await count(sql`select count(*)::int as n from interview_calls where interviewer_id = ${s1.accountId}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from interview_calls where interviewer_id is null`),
    ).toBe(3);
    expect(
      await count(sql`select count(*)::int as n from tracer_answers where entered_by = ${s1.accountId}`),
    ).toBe(0);
    expect((await api().get('/api/v1/calls', s1.token)).statusCode).toBe(403);
  });
});
