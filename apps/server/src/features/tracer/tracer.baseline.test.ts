import { PRIVACY_MESSAGES } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/secrets';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { insertGraduates } from '../../seed/outcomes.factory';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, seedSurvey, threeQuestions } from '../../test/surveys.fixtures';
import { openWave, type Panel, panel, rowsOf, tokenIn, tracerDeps } from '../../test/tracer.fixtures';
import { recordBounce } from './tracer.delivery';
import { enqueueContact, runSweep } from './tracer.sweep';

/*
 * The baseline wave on the answer-by-link page (issue 26): contacts confirmed or corrected, consents to the
 * optional extras in the privacy feature's consent store, an alternative contact; the ladder uses them. PGlite and
 * PostgreSQL (DATABASE_URL).
 */

const DAY = 86_400_000;
let t: TestApp;
let admin: Person;
let surveyId: string;
let roll: Panel;
let token: string;
/** The second graduate's link: the roll says they are 16. */
let minorToken: string;

const api = () => client(t.app);
const db = () => t.database.db;

async function study(cohort: number, offsets: number[]) {
  const res = await api().post(
    '/api/v1/admin/tracer-studies',
    { title: `Baseline of ${cohort}`, survey_id: surveyId, cohorts: [cohort], offsets },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  await openWave(db(), res.body.payload.waves[0]._id);
}

beforeAll(async () => {
  t = await createTestApp({ QUIET_HOURS: 'off' });
  admin = await person(t, 'admin');
  surveyId = (await seedSurvey(db(), threeQuestions('Baseline questionnaire'))).id;
  await db().execute(sql`insert into privacy_notices (version, text) values (1, 'How we use your data.')
                         on conflict do nothing`);
  roll = await panel(db(), 2, 2026);
  await study(2026, [0]);
  const { deps, jobs, mails } = tracerDeps(t);
  await runSweep(deps);
  await jobs.drain(deps);
  token = tokenIn(mails, roll.emails[0] as string);
  minorToken = tokenIn(mails, roll.emails[1] as string);
  const sixteen = new Date(Date.now() - 16 * 365.25 * DAY).toISOString().slice(0, 10);
  await db().execute(
    sql`update roll_entries set date_of_birth = ${sixteen} where email = ${roll.emails[1] as string}`,
  );
}, 60_000);
afterAll(() => t?.close());

describe('the baseline wave confirms contacts, asks consent and takes an alternative contact', () => {
  it('shows the contacts masked and the consents that can be given', async () => {
    const res = await api().get(`/api/v1/tracer/answer/${token}/baseline`);
    expect(res.statusCode, res.body.msg).toBe(200);
    const email = roll.emails[0] as string;
    expect(res.body.payload).toEqual({
      asked: true,
      contacts: {
        email: `g•••${email.slice(email.indexOf('@'))}`,
        phone: expect.stringMatching(/^0803•••\d{3}$/),
      },
      purposes: ['mentoring', 'job_matching', 'whatsapp_contact'],
      confirmed: false,
    });
  });

  it('refuses a phone that is not a Nigerian mobile number and a bad alternative e-mail, and stores nothing', async () => {
    const phone = await api().post(`/api/v1/tracer/answer/${token}/baseline`, { phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.body.msg).toContain('hone must be a Nigerian mobile number such as 08031234567');
    const alt = await api().post(`/api/v1/tracer/answer/${token}/baseline`, {
      alternative: { name: 'Aunty', email: 'not-an-address' },
    });
    expect(alt.statusCode).toBe(400);
    expect(alt.body.msg).toContain('mail must be a valid e-mail address');
    expect(await rowsOf(db(), sql`select 1 from tracer_baselines`)).toHaveLength(0);
    expect(await rowsOf(db(), sql`select 1 from consent_events where case_id is not null`)).toHaveLength(0);
  });

  it('stores the corrected contacts, the alternative and the consents; the ladder writes to them', async () => {
    const saved = await api().post(`/api/v1/tracer/answer/${token}/baseline`, {
      email: 'New.Address@mail.ng',
      whatsapp: '0803 111 2222',
      consents: { whatsapp_contact: true, mentoring: false },
      alternative: { name: 'Bisi Ade', relation: 'aunt', email: 'bisi@mail.ng', phone: '' },
    });
    expect(saved.statusCode, saved.body.msg).toBe(200);
    expect(saved.body.msg).toBe('Thank you: your contact details are confirmed');
    expect(saved.body.payload).toEqual({ consent_recorded: true });
    const [row] = await rowsOf(
      db(),
      sql`select email, phone, whatsapp, alt_name, alt_relation, alt_email, alt_phone, roll_entry_id
            from tracer_baselines`,
    );
    expect(row).toMatchObject({
      email: 'new.address@mail.ng',
      whatsapp: '+2348031112222',
      alt_name: 'Bisi Ade',
      alt_relation: 'aunt',
      alt_email: 'bisi@mail.ng',
      alt_phone: null,
      roll_entry_id: roll.entries[0],
    });
    const consents = await rowsOf<{ purpose: string; given: boolean; account_id: string | null }>(
      db(),
      sql`select purpose, given, account_id from consent_events where case_id is not null order by purpose`,
    );
    expect(consents).toEqual([
      { purpose: 'mentoring', given: false, account_id: null },
      { purpose: 'whatsapp_contact', given: true, account_id: null },
    ]);
    const form = await api().get(`/api/v1/tracer/answer/${token}/baseline`);
    expect(form.body.payload.confirmed).toBe(true);
    expect(form.body.payload.contacts.email).toBe('n•••@mail.ng');

    // Day 3: the reminder goes to the confirmed address, not the roll's.
    const day3 = tracerDeps(t);
    await runSweep(day3.deps, new Date(Date.now() + 3 * DAY + 60_000));
    await day3.jobs.drain(day3.deps);
    expect(day3.mails.map((mail) => mail.to)).toContain('new.address@mail.ng');
    expect(day3.mails.map((mail) => mail.to)).not.toContain(roll.emails[0]);

    // That address bounced: day 7's reminder goes to the alternative contact.
    await db().execute(sql`
      update tracer_contacts t set status = 'bounced' from tracer_cases c
       where c.id = t.case_id and c.roll_entry_id = ${roll.entries[0]} and t.status = 'sent'`);
    const day7 = tracerDeps(t);
    await runSweep(day7.deps, new Date(Date.now() + 7 * DAY + 60_000));
    await day7.jobs.drain(day7.deps);
    expect(day7.mails.map((mail) => mail.to)).toContain('bisi@mail.ng');
    expect(day7.mails.map((mail) => mail.to)).not.toContain('new.address@mail.ng');
  });

  it("the consents become the account's when the graduate signs up and the case is linked", async () => {
    const [made] = await insertGraduates(
      db(),
      [
        {
          name: 'Graduate 0',
          email: 'baseline-signup@mail.ng',
          username: 'baseline_signup',
          sex: 'female',
          state: 'Lagos',
          residenceState: 'Lagos',
          nin: '91000000001',
          dateOfBirth: '2000-01-01',
          isEmployed: null,
          claim: {
            rollEntryId: roll.entries[0] as string,
            institutionId: roll.institutionId,
            programmeId: roll.programmeId,
            graduationYear: 2026,
            matricNumber: 'M-0',
          },
        },
      ],
      await hashPassword(DEMO_PASSWORD),
    );
    const { deps } = tracerDeps(t);
    await runSweep(deps);
    const adopted = await rowsOf<{ purpose: string; given: boolean }>(
      db(),
      sql`select purpose, given from consent_events where account_id = ${made?.userId} order by purpose`,
    );
    expect(adopted).toEqual([
      { purpose: 'mentoring', given: false },
      { purpose: 'whatsapp_contact', given: true },
    ]);
    // A second sweep adds nothing.
    await runSweep(deps);
    const again = await rowsOf(db(), sql`select 1 from consent_events where account_id = ${made?.userId}`);
    expect(again).toHaveLength(2);
  });

  it('a link of a later wave has no baseline: 409, nothing stored', async () => {
    const later = await panel(db(), 1, 2024);
    await study(2024, [12]);
    const { deps, jobs, mails } = tracerDeps(t);
    await runSweep(deps);
    await jobs.drain(deps);
    const laterToken = tokenIn(mails, later.emails[0] as string);
    const form = await api().get(`/api/v1/tracer/answer/${laterToken}/baseline`);
    expect(form.body.payload).toMatchObject({ asked: false, purposes: [] });
    const res = await api().post(`/api/v1/tracer/answer/${laterToken}/baseline`, { email: 'x@mail.ng' });
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe(
      'This link is not for the wave at graduation: there are no contact details to confirm here',
    );
    expect(await rowsOf(db(), sql`select 1 from tracer_baselines`)).toHaveLength(1);
  });
});

describe('a graduate under 18 on the roll (issue 25)', () => {
  it('is not offered the extras, and a consent sent anyway is refused with 403 and stores nothing', async () => {
    const form = await api().get(`/api/v1/tracer/answer/${minorToken}/baseline`);
    expect(form.statusCode, form.body.msg).toBe(200);
    expect(form.body.payload).toMatchObject({ asked: true, purposes: [] });
    const before = await rowsOf(db(), sql`select 1 from tracer_baselines`);
    const res = await api().post(`/api/v1/tracer/answer/${minorToken}/baseline`, {
      consents: { whatsapp_contact: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBe(PRIVACY_MESSAGES.minorNeedsGuardian);
    expect(await rowsOf(db(), sql`select 1 from tracer_baselines`)).toEqual(before);
    const contactsOnly = await api().post(`/api/v1/tracer/answer/${minorToken}/baseline`, {
      alternative: { name: 'Mama Ngozi', phone: '08031234567' },
    });
    expect(contactsOnly.statusCode, contactsOnly.body.msg).toBe(200);
  });
});

describe('a bounce with an alternative e-mail on file', () => {
  it('sends the same step to the alternative address first; once that bounces too, to the phone', async () => {
    const saved = await api().post(`/api/v1/tracer/answer/${minorToken}/baseline`, {
      alternative: { name: 'Mama Ngozi', email: 'mama.ngozi@mail.ng' },
    });
    expect(saved.statusCode, saved.body.msg).toBe(200);
    const [first] = await rowsOf<{ id: string; case_id: string; step: number }>(
      db(),
      sql`select t.id, t.case_id, t.step from tracer_contacts t join tracer_cases c on c.id = t.case_id
            join roll_entries r on r.id = c.roll_entry_id
           where r.email = ${roll.emails[1] as string} and t.channel = 'email' and t.status = 'sent'
           order by t.step desc limit 1`,
    );
    // Every attempt of that ladder step, in order.
    const attempts = () =>
      rowsOf<{ id: string; channel: string; status: string }>(
        db(),
        sql`select id, channel, status from tracer_contacts
             where case_id = ${first?.case_id} and step = ${first?.step} order by attempt`,
      );
    const { deps, jobs, mails } = tracerDeps(t);
    await recordBounce(deps, enqueueContact(deps), String(first?.id), 'mailbox unknown');
    await jobs.drain(deps);
    expect(mails.map((mail) => mail.to)).toEqual(['mama.ngozi@mail.ng']);
    const second = (await attempts())[1];
    expect(second).toMatchObject({ channel: 'email', status: 'sent' });
    await recordBounce(deps, enqueueContact(deps), String(second?.id), 'mailbox full');
    await jobs.drain(deps);
    expect((await attempts()).map((row) => row.channel)).toEqual(['email', 'email', 'sms']);
  });
});
