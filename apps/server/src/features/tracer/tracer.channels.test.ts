import { GATEWAY_MESSAGES as M, SMS_TEMPLATES, USSD_LANGUAGE_MENU } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGatewayKey } from '../../platform/gateway/fake';
import { fakePhoneNetwork } from '../../test/gateway.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, type SeededSurvey, seedSurvey } from '../../test/surveys.fixtures';
import {
  openWave,
  type PhoneGraduate,
  panel,
  phoneRoll,
  rowsOf,
  tracerDeps,
} from '../../test/tracer.fixtures';
import { checkIdentity } from './tracer.interviews';
import { contactKey } from './tracer.rules';
import { contact, runSweep } from './tracer.sweep';

/*
 * The tracer on the phone channels (issue 27), end to end through the real callback routes, the fake gateway and
 * the real tracer over a real roll and study: invitations by text message, a USSD interview over several sessions,
 * Airtel-style input, webhooks delivered twice, delivery failures falling back to the next channel, STOP in the
 * five languages, phones on no roll and forged callbacks. PGlite by default, PostgreSQL with DATABASE_URL.
 */

const DAY = 86_400_000;
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
let t: TestApp;
let admin: Person;
let survey: SeededSurvey;
let key: string;
let studyId: string;
let waveId: string;
let sweep: ReturnType<typeof tracerDeps>;
/** Graduates on the roll: their roll entry, phone as the network gives it, and matric's last 4 characters. */
const grads: PhoneGraduate[] = [];
const SIZE = 14;

beforeAll(async () => {
  t = await createTestApp({ QUIET_HOURS: 'off' });
  admin = await person(t, 'admin');
  key = fakeGatewayKey(t.dataDir);
  survey = await seedSurvey(t.database.db, {
    title: 'Graduate tracer 2025',
    sections: [
      {
        title: 'Work',
        questions: [
          { text: 'Are you working now?', type: 'objective', options: ['Yes', 'No'] },
          // Required, but no free text can be typed on USSD: skipped there, and the case is still complete.
          { text: 'Describe your job in your own words', type: 'text' },
          {
            text: 'Your monthly income?',
            type: 'objective',
            options: ['Under N30k', 'N30k-N100k', 'Over N100k'],
          },
        ],
      },
    ],
  });
  const res = await client(t.app).post(
    '/api/v1/admin/tracer-studies',
    {
      title: 'Tracer by phone',
      survey_id: survey.id,
      cohorts: [2024],
      offsets: [12],
      ladder: [
        { day: 0, channel: 'sms', template: 'invitation' },
        { day: 3, channel: 'sms', template: 'reminder' },
      ],
    },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  studyId = res.body.payload._id;
  waveId = res.body.payload.waves[0]._id;
  grads.push(
    ...(await phoneRoll(t.database.db, {
      size: SIZE,
      cohort: 2024,
      phonePrefix: '0805',
      firstPhone: 7_000_001,
      firstMatric: 1200,
      matricLetter: 'K',
      email: (i) => (i % 2 === 0 ? `phone-grad-${i}@mail.ng` : null),
    })),
  );
  await openWave(t.database.db, waveId);
  sweep = tracerDeps(t);
  await runSweep(sweep.deps);
  await sweep.jobs.drain(sweep.deps);
}, 60_000);
afterAll(() => t?.close());

const { post, ussd, outboxTo } = fakePhoneNetwork(() => t);

const caseOf = async (entry: string) =>
  (
    await rowsOf<{
      id: string;
      disposition: string;
      mode: string | null;
      skipped_questions: string[];
      failed_channels: string[];
      next_step: number | null;
    }>(
      t.database.db,
      sql`select id, disposition, mode, skipped_questions, failed_channels, next_step from tracer_cases
           where roll_entry_id = ${entry} and wave_id = ${waveId}`,
    )
  )[0];

const contactsOf = (entry: string) =>
  rowsOf<{
    step: number;
    attempt: number;
    channel: string;
    status: string;
    provider_message_id: string | null;
    encoding: string | null;
    segments: number | null;
    cost: number;
  }>(
    t.database.db,
    sql`select t.step, t.attempt, t.channel, t.status, t.provider_message_id, t.encoding, t.segments, t.cost
          from tracer_contacts t join tracer_cases c on c.id = t.case_id
         where c.roll_entry_id = ${entry} order by t.step, t.attempt`,
  );

/**
 * Runs the fallback attempts still queued for a graduate. The test app's inline job runner starts a job at once,
 * before the transaction that enqueued it commits (the durable runner waits for the commit), so the test runs
 * them here as well: a contact runs once either way (its row is locked and must still be queued).
 */
async function runQueued(entry: string) {
  await t.app.jobs.settle();
  const queued = await rowsOf<{ id: string }>(
    t.database.db,
    sql`select t.id from tracer_contacts t join tracer_cases c on c.id = t.case_id
         where c.roll_entry_id = ${entry} and t.status = 'queued'`,
  );
  for (const row of queued) await t.database.db.transaction((tx) => contact(sweep.deps, tx, row.id));
}

const answersOf = async (caseId: string) =>
  rowsOf<{ question_id: string; option_id: string | null }>(
    t.database.db,
    sql`select question_id, option_id from tracer_answers where case_id = ${caseId} order by question_id`,
  );

describe('invitations by text message', () => {
  it('texts each graduate the case link with STOP wording, one GSM-7 part, costed, the provider id on the attempt', async () => {
    const g = grads[0] as (typeof grads)[number];
    const [sent] = await outboxTo(g.phone);
    const kase = await caseOf(g.entry);
    expect(sent).toMatchObject({ channel: 'sms', encoding: 'GSM-7', segments: 1, case: kase?.id });
    expect(sent.text).toMatch(/http:\/\/localhost:3000\/a\/[A-Za-z0-9_-]{24} /);
    expect(sent.text).toContain('Reply STOP to opt out');
    expect(sent.text.length).toBeLessThanOrEqual(160);
    expect(await contactsOf(g.entry)).toEqual([
      {
        step: 0,
        attempt: 0,
        channel: 'sms',
        status: 'sent',
        provider_message_id: sent.id,
        encoding: 'GSM-7',
        segments: 1,
        cost: 400,
      },
    ]);
    expect(kase?.disposition).toBe('contacted');
  });
});

describe('USSD interview for a real tracer case', () => {
  it('completes the case over several sessions with a time-out in the middle, mode ussd, answers counted once', async () => {
    const g = grads[1] as (typeof grads)[number];
    const kase = await caseOf(g.entry);
    expect(await ussd(g.phone, 'h1-s1', '')).toBe(`CON ${M.identityPrompt}\n${USSD_LANGUAGE_MENU}`);
    expect(await ussd(g.phone, 'h1-s1', g.last4)).toBe('CON Are you working now?\n1 Yes\n2 No');
    expect(await ussd(g.phone, 'h1-s1', `${g.last4}*1`)).toMatch(/^CON Your monthly income\?/);
    // The network's session passes 180 seconds: the next request is told to dial again; the answer is kept.
    await t.database.db.execute(
      sql`update gateway_interviews set session_started_at = now() - interval '181 seconds' where phone = ${g.phone}`,
    );
    expect(await ussd(g.phone, 'h1-s1', `${g.last4}*1*2`)).toBe(`END ${M.timedOut}`);
    expect((await caseOf(g.entry))?.disposition).toBe('contacted');

    expect(await ussd(g.phone, 'h1-s2', '')).toBe(`CON ${M.identityPrompt}\n${USSD_LANGUAGE_MENU}`);
    expect(await ussd(g.phone, 'h1-s2', g.last4.toLowerCase())).toMatch(/^CON Your monthly income\?/);
    expect(await ussd(g.phone, 'h1-s2', `${g.last4}*2`)).toBe(`END ${M.thanks}`);

    const done = await caseOf(g.entry);
    expect(done).toMatchObject({ disposition: 'complete', mode: 'ussd', next_step: null });
    // The free-text question cannot be asked on USSD: recorded so the figures say so.
    expect(done?.skipped_questions).toEqual([survey.q[1]?.id]);
    const answers = await answersOf(kase?.id as string);
    expect(answers).toHaveLength(2);
    // Dialling again stores nothing more.
    expect(await ussd(g.phone, 'h1-s3', '')).toBe(`END ${M.alreadyDone}`);
    expect(await answersOf(kase?.id as string)).toHaveLength(2);
    const history = await rowsOf(
      t.database.db,
      sql`select 1 from tracer_disposition_history where case_id = ${kase?.id} and to_disposition = 'complete'`,
    );
    expect(history).toHaveLength(1);
    // The console counts it, by mode.
    const stats = await client(t.app).get(`/api/v1/admin/tracer-studies/${studyId}/stats`, admin.token);
    expect(stats.statusCode).toBe(200);
    const wave = stats.body.payload.waves.find((w: { wave_id: string }) => w.wave_id === waveId);
    expect(wave.modes).toEqual(
      expect.arrayContaining([{ mode: 'ussd', complete: 1, partial: 0, skipped: 1 }]),
    );
  });

  it('reads Airtel-style requests that repeat every input so far, each input read once', async () => {
    const g = grads[2] as (typeof grads)[number];
    const kase = await caseOf(g.entry);
    await ussd(g.phone, 'h1-air', '');
    expect(await ussd(g.phone, 'h1-air', `${g.last4}*2`)).toMatch(/^CON Your monthly income\?/);
    expect(await ussd(g.phone, 'h1-air', `${g.last4}*2*3`)).toBe(`END ${M.thanks}`);
    const answers = await answersOf(kase?.id as string);
    expect(answers.map((a) => a.option_id).sort()).toEqual(
      [survey.q[0]?.options[1]?._id, survey.q[2]?.options[2]?._id].sort(),
    );
    expect((await caseOf(g.entry))?.mode).toBe('ussd');
  });

  it('answers a phone on no roll with END and a sentence, and changes no case', async () => {
    const before = await rowsOf(t.database.db, sql`select id, disposition from tracer_cases order by id`);
    expect(await ussd('+2348012345671', 'h1-stranger', '')).toBe(`END ${M.notOnRoll}`);
    expect(await ussd('+2348012345671', 'h1-stranger', '1')).toBe(`END ${M.unknownSession}`);
    expect(await rowsOf(t.database.db, sql`select id, disposition from tracer_cases order by id`)).toEqual(
      before,
    );
  });
});

describe('who is calling', () => {
  it("takes the roll's year of birth where the institution gave one, or the matric number's last 4 characters", async () => {
    const grad = grads[SIZE - 1];
    if (!grad) throw new Error('no graduate');
    const [found] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from tracer_cases where roll_entry_id = ${grad.entry}`,
    );
    const caseRef = String(found?.id);
    expect(await checkIdentity(t.database, caseRef, '')).toBe(false);
    expect(await checkIdentity(t.database, caseRef, '2001')).toBe(false);
    await t.database.db.execute(
      sql`update roll_entries set date_of_birth = '2001-03-04' where id = ${grad.entry}`,
    );
    expect(await checkIdentity(t.database, caseRef, '2001')).toBe(true);
    expect(await checkIdentity(t.database, caseRef, '2002')).toBe(false);
    expect(await checkIdentity(t.database, caseRef, grad.last4.toLowerCase())).toBe(true);
    await t.database.db.execute(sql`update roll_entries set date_of_birth = null where id = ${grad.entry}`);
  });
});

describe('answering by text message', () => {
  it('a webhook delivered twice is acted on once: one reply, the answers once, mode sms', async () => {
    const g = grads[3] as (typeof grads)[number];
    const kase = await caseOf(g.entry);
    const sms = async (id: string, text: string) => {
      for (let i = 0; i < 2; i += 1)
        expect((await post('/api/v1/gateway/sms', { id, from: g.phone, to: '32811', text })).statusCode).toBe(
          200,
        );
    };
    const before = (await outboxTo(g.phone)).length;
    await sms('h1-in-1', g.last4);
    await sms('h1-in-2', '1');
    await sms('h1-in-3', 'Welder at a fabrication shop');
    await sms('h1-in-4', '3');
    const replies = (await outboxTo(g.phone)).slice(before);
    expect(replies.map((r) => r.text.split('\n')[0])).toEqual([
      'Are you working now?',
      'Describe your job in your own words',
      'Your monthly income?',
      M.thanks,
    ]);
    expect(await answersOf(kase?.id as string)).toHaveLength(3);
    expect(await caseOf(g.entry)).toMatchObject({
      disposition: 'complete',
      mode: 'sms',
      skipped_questions: [],
    });
  });
});

let dnd: (typeof grads)[number] | undefined;
/** The phone-only graduate (no e-mail on the roll) the do-not-disturb test uses. */
const dndGraduate = () => {
  dnd ??= grads.find((grad, i) => i > 4 && !grad.email) as (typeof grads)[number];
  return dnd;
};
let chain: (typeof grads)[number] | undefined;
/** A graduate with a phone and an e-mail address, whose every channel fails in turn. */
const chainGraduate = () => {
  chain ??= grads.find((grad, i) => i > 4 && grad.email) as (typeof grads)[number];
  return chain;
};

describe('delivery failures fall back to the next channel', () => {
  const report = (id: string, status: string, failureReason?: string, headers?: Record<string, string>) =>
    post(
      '/api/v1/gateway/delivery',
      { id, status, ...(failureReason ? { failureReason } : {}) },
      headers ?? { 'x-gateway-key': key },
    );

  it('a forged delivery report changes no case; a genuine one delivered twice makes one fallback', async () => {
    const g = grads[4] as (typeof grads)[number];
    const [sms] = await contactsOf(g.entry);
    const forged = await report(sms?.provider_message_id as string, 'Failed', 'DeliveryFailure', {
      'x-gateway-key': 'forged',
    });
    expect(forged.statusCode).toBe(403);
    expect((await contactsOf(g.entry)).map((c) => c.status)).toEqual(['sent']);
    expect((await caseOf(g.entry))?.failed_channels).toEqual([]);

    await report(sms?.provider_message_id as string, 'Failed', 'DeliveryFailure');
    await report(sms?.provider_message_id as string, 'Failed', 'DeliveryFailure');
    await runQueued(g.entry);
    const contacts = await contactsOf(g.entry);
    expect(contacts.map((c) => [c.step, c.attempt, c.channel, c.status])).toEqual([
      [0, 0, 'sms', 'failed'],
      [0, 1, 'whatsapp', 'sent'],
    ]);
    const whatsapp = (await outboxTo(g.phone)).filter((m) => m.channel === 'whatsapp');
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0].whatsapp).toMatchObject({ kind: 'template', name: 'tracer_invitation' });
  });

  it('a do-not-disturb rejection then a WhatsApp failure leave a phone-only case undeliverable, its ladder stopped', async () => {
    const g = dndGraduate();
    const [sms] = await contactsOf(g.entry);
    await report(sms?.provider_message_id as string, 'Rejected', 'DND_Reject');
    await runQueued(g.entry);
    const fallback = (await contactsOf(g.entry))[1];
    expect(fallback).toMatchObject({ channel: 'whatsapp', status: 'sent' });
    expect((await contactsOf(g.entry))[0]?.status).toBe('rejected_dnd');
    // WhatsApp's own status webhook says failed: no channel is left (no e-mail on the roll).
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gateway/whatsapp',
      headers: { 'content-type': 'application/json', 'x-gateway-key': key },
      payload: {
        object: 'whatsapp_business_account',
        entry: [
          { changes: [{ value: { statuses: [{ id: fallback?.provider_message_id, status: 'failed' }] } }] },
        ],
      },
    });
    expect(hook.statusCode).toBe(200);
    expect(await caseOf(g.entry)).toMatchObject({
      disposition: 'undeliverable',
      next_step: null,
      failed_channels: ['sms', 'whatsapp'],
    });
    // No reminder is due: the sweep takes only cases with a next step.
    expect(await contactsOf(g.entry)).toHaveLength(2);
  });
});

describe('every channel in turn', () => {
  it('text message failed -> WhatsApp failed -> e-mail, which bounces: undeliverable, the bounce listed', async () => {
    const g = chainGraduate();
    const idOf = async (channel: string) =>
      (
        await rowsOf<{ id: string; provider_message_id: string | null }>(
          t.database.db,
          sql`select t.id, t.provider_message_id from tracer_contacts t join tracer_cases c on c.id = t.case_id
               where c.roll_entry_id = ${g.entry} and t.channel = ${channel} order by t.attempt desc limit 1`,
        )
      )[0];
    const whatsappHook = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/gateway/whatsapp',
        headers: { 'content-type': 'application/json', 'x-gateway-key': key },
        payload: {
          object: 'whatsapp_business_account',
          entry: [{ changes: [{ value: { statuses: [{ id, status: 'failed' }] } }] }],
        },
      });
    await post('/api/v1/gateway/delivery', {
      id: (await idOf('sms'))?.provider_message_id as string,
      status: 'Failed',
    });
    await runQueued(g.entry);
    await whatsappHook((await idOf('whatsapp'))?.provider_message_id as string);
    await runQueued(g.entry);
    expect((await contactsOf(g.entry)).map((c) => [c.attempt, c.channel, c.status])).toEqual([
      [0, 'sms', 'failed'],
      [1, 'whatsapp', 'failed'],
      [2, 'email', 'sent'],
    ]);
    expect((await caseOf(g.entry))?.disposition).toBe('contacted');
    const bounce = await client(t.app).post(
      `/api/v1/admin/tracer-contacts/${(await idOf('email'))?.id}/bounce`,
      { reason: 'mailbox unknown' },
      admin.token,
    );
    expect(bounce.statusCode, bounce.body.msg).toBe(200);
    expect(await caseOf(g.entry)).toMatchObject({
      disposition: 'undeliverable',
      next_step: null,
      failed_channels: ['sms', 'whatsapp', 'email'],
    });
    const stats = await client(t.app).get(`/api/v1/admin/tracer-studies/${studyId}/stats`, admin.token);
    expect(stats.body.payload.bounced.map((b: { roll_entry_id: string }) => b.roll_entry_id)).toContain(
      g.entry,
    );
  });
});

describe('STOP in each of the five languages', () => {
  it('writes the objection, opts the person out and cancels a queued reminder; a re-uploaded roll is not texted', async () => {
    const remaining = grads.slice(5).filter((g) => g !== dndGraduate() && g !== chainGraduate());
    const stops = [
      { word: 'STOP', channel: 'sms' },
      { word: 'daina', channel: 'sms' },
      { word: 'Dúró', channel: 'whatsapp' },
      { word: 'Kwụsị', channel: 'sms' },
      { word: 'stop am', channel: 'ussd' },
    ] as const;
    const people = remaining.slice(0, stops.length);
    expect(people).toHaveLength(stops.length);
    // The day-3 reminders are queued (their jobs held, not run yet).
    await runSweep(sweep.deps, new Date(Date.now() + 3 * DAY + 60_000));
    for (const g of people)
      expect((await contactsOf(g.entry)).at(-1)).toMatchObject({ step: 1, status: 'queued' });

    for (const [i, g] of people.entries()) {
      const { word, channel } = stops[i] as (typeof stops)[number];
      if (channel === 'sms')
        await post('/api/v1/gateway/sms', { id: `h1-stop-${i}`, from: g.phone, text: word });
      if (channel === 'whatsapp')
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/gateway/whatsapp',
          headers: { 'content-type': 'application/json', 'x-gateway-key': key },
          payload: {
            object: 'whatsapp_business_account',
            entry: [
              {
                changes: [
                  {
                    value: {
                      messages: [
                        { id: `h1-wa-stop-${i}`, from: g.phone.slice(1), type: 'text', text: { body: word } },
                      ],
                    },
                  },
                ],
              },
            ],
          },
        });
      if (channel === 'ussd') {
        await ussd(g.phone, `h1-stop-${i}`, '');
        expect(await ussd(g.phone, `h1-stop-${i}`, word)).toBe(`END ${SMS_TEMPLATES.stopConfirmation.en}`);
      }
      expect((await caseOf(g.entry))?.disposition, word).toBe('opted_out');
      const objection = await rowsOf(
        t.database.db,
        sql`select source from tracer_objections where kind = 'phone' and key = ${contactKey(SECRET, 'phone', g.phone)}`,
      );
      expect(objection, word).toEqual([{ source: 'stop' }]);
      expect((await contactsOf(g.entry)).at(-1)?.status, word).toBe('cancelled');
    }
    const before = await Promise.all(people.map(async (g) => (await outboxTo(g.phone)).length));
    await sweep.jobs.drain(sweep.deps);
    expect(await Promise.all(people.map(async (g) => (await outboxTo(g.phone)).length))).toEqual(before);
    // The text-message confirmation went back on the text channels.
    expect((await outboxTo(people[0]?.phone as string)).at(-1)?.text).toBe(SMS_TEMPLATES.stopConfirmation.en);

    // Another institution uploads a roll with the same phone: its case is opted out, nothing is texted.
    const again = await panel(t.database.db, 1, 2024, () => ({
      email: null,
      phone: people[0]?.phone as string,
    }));
    const count = (await outboxTo(people[0]?.phone as string)).length;
    await runSweep(sweep.deps);
    await sweep.jobs.drain(sweep.deps);
    expect((await outboxTo(people[0]?.phone as string)).length).toBe(count);
    const [reupload] = await rowsOf<{ disposition: string }>(
      t.database.db,
      sql`select disposition from tracer_cases where roll_entry_id = ${again.entries[0]}`,
    );
    expect(reupload?.disposition).toBe('opted_out');
    // Dialling in from it finds no case to answer.
    expect(await ussd(people[0]?.phone as string, 'h1-after-stop', '')).toBe(`END ${M.notOnRoll}`);
  });
});
