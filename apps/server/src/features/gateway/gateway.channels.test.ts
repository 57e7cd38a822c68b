import {
  LANGUAGES,
  type Language,
  GATEWAY_MESSAGES as M,
  SMS_TEMPLATES,
  STOP_KEYWORDS,
  USSD_LANGUAGE_MENU,
} from '@tvet/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGatewayKey } from '../../platform/gateway/fake';
import { metaSignature } from '../../platform/gateway/whatsapp-meta';
import type { ChannelAnswer, InterviewPort } from '../../platform/ports';
import { fakePhoneNetwork } from '../../test/gateway.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, type SeededSurvey, seedSurvey } from '../../test/surveys.fixtures';
import { gatewayCallbacks, gatewayInterviews } from './gateway.table';

/*
 * The gateway's channels through the real callback routes against the fake gateway (issue 27). This file tests the
 * interview engine alone, so it stands in for the tracer's `interviews` port (the tracer offers it only when no
 * test did): a small in-memory roll of cases over a REAL published survey in the database, recording what the
 * engine hands it (answers, opt-outs, delivery reports). The real tracer over a real roll and study, and what it
 * does with them (answers, dispositions, the next channel), is tested in tracer/tracer.channels.test.ts.
 */

interface RollCase {
  caseRef: string;
  studyRef: string;
  surveyId: string;
  birthYear: string;
  matric: string;
}

class StandInTracer implements InterviewPort {
  roll = new Map<string, RollCase>();
  saved: { caseRef: string; answers: readonly ChannelAnswer[]; mode: string; skipped: readonly string[] }[] =
    [];
  optOuts: { target: unknown; channel: string }[] = [];
  reports: { id: string; status: string }[] = [];
  async findCaseForPhone(phone: string) {
    const found = this.roll.get(phone);
    return found
      ? {
          caseRef: found.caseRef,
          studyRef: found.studyRef,
          surveyId: found.surveyId,
          language: this.chosen.filter((choice) => choice.caseRef === found.caseRef).at(-1)?.language ?? 'en',
        }
      : null;
  }
  // As the tracer does, a language chosen on a phone is the case's from then on.
  chosen: { caseRef: string; language: Language }[] = [];
  async chooseLanguage(caseRef: string, language: Language) {
    this.chosen.push({ caseRef, language });
  }
  templates() {
    return [];
  }
  async checkIdentity(caseRef: string, answer: string) {
    const found = [...this.roll.values()].find((c) => c.caseRef === caseRef);
    const value = answer.trim().toUpperCase();
    return Boolean(found && (value === found.birthYear || value === found.matric.slice(-4).toUpperCase()));
  }
  async saveAnswers(
    caseRef: string,
    answers: readonly ChannelAnswer[],
    mode: string,
    outcome: { skipped: readonly string[] },
  ) {
    this.saved.push({ caseRef, answers, mode, skipped: outcome.skipped });
  }
  async optOut(target: unknown, channel: string) {
    this.optOuts.push({ target, channel });
  }
  async deliveryReported(id: string, status: string) {
    this.reports.push({ id, status });
  }
}

const tracer = new StandInTracer();
let t: TestApp;
let admin: Person;
let survey: SeededSurvey;
let key: string;
let phoneSequence = 100;

const LONG_QUESTION =
  'Which of these best describes what you have mainly been doing in the last four weeks, counting any paid work, apprenticeship or study?';

beforeAll(async () => {
  t = await createTestApp({}, { ports: { interviews: tracer } });
  admin = await person(t, 'admin');
  key = fakeGatewayKey(t.dataDir);
  survey = await seedSurvey(t.database.db, {
    sections: [
      {
        title: 'Work',
        questions: [
          { text: 'Are you working now?', type: 'objective', options: ['Yes', 'No'] },
          {
            text: LONG_QUESTION,
            type: 'multiple_choice',
            options: [
              'Working for a wage or salary',
              'Working for myself or my family business',
              'In an apprenticeship or attachment',
              'Studying further at a college or university',
              'Looking for work and available to start',
              'Not working and not looking for work',
            ],
          },
          { text: 'Describe your job in your own words', type: 'text', required: false },
          {
            text: 'Your monthly income?',
            type: 'objective',
            options: ['Under N30k', 'N30k-N100k', 'Over N100k'],
          },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

/** A new graduate on the stand-in roll, with their own phone. */
function graduate(): RollCase & { phone: string } {
  phoneSequence += 1;
  const phone = `+234803000${String(phoneSequence).padStart(4, '0')}`;
  const entry = {
    caseRef: `case-${phoneSequence}`,
    studyRef: 'study-1',
    surveyId: survey.id,
    birthYear: '1999',
    matric: `FT/2021/ND/${phoneSequence}7Q`,
  };
  tracer.roll.set(phone, entry);
  return { ...entry, phone };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const { post, ussd, outboxTo, whatsappCall } = fakePhoneNetwork(() => t);

const callbackCount = async () =>
  (await t.database.db.select({ n: count() }).from(gatewayCallbacks))[0]?.n ?? 0;

beforeEach(() => {
  tracer.saved = [];
  tracer.optOuts = [];
  tracer.reports = [];
});

describe('USSD interview', () => {
  it('runs a whole interview over several sessions, resuming at the same question after a time-out', async () => {
    const g = graduate();
    // Session 1: dial, confirm with the year of birth, answer question 1, then the network times out.
    expect(await ussd(g.phone, 's1', '')).toBe(`CON ${M.identityPrompt}\n${USSD_LANGUAGE_MENU}`);
    const first = await ussd(g.phone, 's1', '1999');
    expect(first).toBe('CON Are you working now?\n1 Yes\n2 No');
    const second = await ussd(g.phone, 's1', '1999*1');
    expect(second).toMatch(/^CON Which of these best describes/);
    expect(second).toMatch(/00 More$/);
    // The session passes 180 seconds: the next request is told to dial again, nothing is lost.
    await t.database.db
      .update(gatewayInterviews)
      .set({ sessionStartedAt: sql`now() - interval '181 seconds'` })
      .where(eq(gatewayInterviews.phone, g.phone));
    expect(await ussd(g.phone, 's1', '1999*1*00')).toBe(`END ${M.timedOut}`);

    // Session 2: confirm again (with the matric's last 4 this time), land on the same question, page through it.
    expect(await ussd(g.phone, 's2', '')).toBe(`CON ${M.identityPrompt}\n${USSD_LANGUAGE_MENU}`);
    const resumed = await ussd(g.phone, 's2', g.matric.slice(-4).toLowerCase());
    expect(resumed).toBe(second.replace('0 Back\n', '0 Back\n'));
    const more = await ussd(g.phone, 's2', `${g.matric.slice(-4)}*00`);
    expect(more).toMatch(/^CON .*\n0 Back/s);
    const back = await ussd(g.phone, 's2', `${g.matric.slice(-4)}*00*0`);
    expect(back).toBe(resumed);
    // Option 5 (on the second screen) is chosen; the free-text question is skipped on USSD; income is last.
    const income = await ussd(g.phone, 's2', `${g.matric.slice(-4)}*00*0*5`);
    expect(income).toBe('CON Your monthly income?\n1 Under N30k\n2 N30k-N100k\n3 Over N100k\n0 Back');
    // 0 on the first screen of a question goes back to the question before.
    expect(await ussd(g.phone, 's2', `${g.matric.slice(-4)}*00*0*5*0`)).toBe(resumed);
    await ussd(g.phone, 's2', `${g.matric.slice(-4)}*00*0*5*0*5`);
    expect(await ussd(g.phone, 's2', `${g.matric.slice(-4)}*00*0*5*0*5*2`)).toBe(`END ${M.thanks}`);

    expect(tracer.saved).toHaveLength(1);
    const saved = tracer.saved[0];
    expect(saved?.mode).toBe('ussd');
    expect(saved?.caseRef).toBe(g.caseRef);
    expect(saved?.skipped).toEqual([survey.q[2]?.id]);
    expect(saved?.answers).toEqual(
      expect.arrayContaining([
        { questionId: survey.q[0]?.id, optionId: survey.q[0]?.options[0]?._id },
        { questionId: survey.q[1]?.id, optionId: survey.q[1]?.options[4]?._id },
        { questionId: survey.q[3]?.id, optionId: survey.q[3]?.options[1]?._id },
      ]),
    );
    // Dialling again after the end says so, and stores nothing more.
    expect(await ussd(g.phone, 's3', '')).toBe(`END ${M.alreadyDone}`);
    expect(tracer.saved).toHaveLength(1);
  });

  it('reads networks that send only the latest input as well as those that send every input (Airtel-style)', async () => {
    const g = graduate();
    await ussd(g.phone, 'one-1', '');
    await ussd(g.phone, 'one-1', '1999');
    const a = await ussd(g.phone, 'one-1', '2');
    expect(a).toMatch(/^CON Which of these/);
    const b = await ussd(g.phone, 'one-1', '1');
    expect(b).toMatch(/^CON Your monthly income/);
    // A network that repeats the whole input in a new request answers the same screen (nothing read twice).
    const g2 = graduate();
    await ussd(g2.phone, 'all-1', '');
    expect(await ussd(g2.phone, 'all-1', '1999*2*1')).toBe(b);
  });

  it('shows no personal data on any screen, and bounds the identity tries', async () => {
    const g = graduate();
    await ussd(g.phone, 'id-1', '');
    const wrong1 = await ussd(g.phone, 'id-1', '1998');
    expect(wrong1).toBe(`CON ${M.identityRetry(2)}`);
    const wrong2 = await ussd(g.phone, 'id-1', '1998*ABCD');
    expect(wrong2).toBe(`CON ${M.identityRetry(1)}`);
    expect(await ussd(g.phone, 'id-1', '1998*ABCD*2000')).toBe(`END ${M.identityLocked}`);
    // Locked: even the right answer waits.
    await ussd(g.phone, 'id-2', '');
    expect(await ussd(g.phone, 'id-2', '1999')).toBe(`END ${M.identityLocked}`);
    for (const screen of [wrong1, wrong2]) {
      expect(screen).not.toContain(g.phone);
      expect(screen).not.toContain(g.matric);
      expect(screen).not.toContain('1999');
    }
  });

  it('ends politely on bad input: 10,000 characters, unknown sessions, options out of range, phones on no roll', async () => {
    const g = graduate();
    expect(await ussd(g.phone, 'bad-1', 'x'.repeat(10_000))).toBe(`END ${M.tooLong}`);
    expect(await ussd(g.phone, 'never-started', '1')).toBe(`END ${M.unknownSession}`);
    await ussd(g.phone, 'bad-2', '');
    await ussd(g.phone, 'bad-2', '1999');
    expect(await ussd(g.phone, 'bad-2', '1999*7')).toBe(`END ${M.outOfRange}`);
    // The session ended with that reply: a further request in it is refused.
    expect(await ussd(g.phone, 'bad-2', '1999*7*00')).toBe(`END ${M.unknownSession}`);
    expect(await ussd('+2348099999990', 'stranger', '')).toBe(`END ${M.notOnRoll}`);
    expect(await ussd('12345', 'odd', '')).toBe(`END ${M.notOnRoll}`);
    // The out-of-range choice changed nothing: the next session shows the same first question.
    await ussd(g.phone, 'bad-3', '');
    expect(await ussd(g.phone, 'bad-3', '1999')).toBe('CON Are you working now?\n1 Yes\n2 No');
  });

  it('ends with a sentence, not a server error, when the tracer fails, and resumes afterwards', async () => {
    const g = graduate();
    await ussd(g.phone, 'fail-1', '');
    const checkIdentity = tracer.checkIdentity;
    tracer.checkIdentity = async () => {
      throw new Error('tracer down');
    };
    try {
      expect(await ussd(g.phone, 'fail-1', '1999')).toBe(`END ${M.failed}`);
    } finally {
      tracer.checkIdentity = checkIdentity;
    }
    await ussd(g.phone, 'fail-2', '');
    expect(await ussd(g.phone, 'fail-2', '1999')).toBe('CON Are you working now?\n1 Yes\n2 No');
  });

  it('refuses unsigned (401) and forged (403) callbacks and stores nothing', async () => {
    const g = graduate();
    const before = await callbackCount();
    const fields = { sessionId: 'f1', serviceCode: '*347*88#', phoneNumber: g.phone, text: '' };
    const unsigned = await post('/api/v1/gateway/ussd', fields, {});
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ status: 'Unauthorized', msg: M.unsigned });
    const forged = await post('/api/v1/gateway/ussd', fields, { 'x-gateway-key': `${key}x` });
    expect(forged.statusCode).toBe(403);
    for (const url of ['/api/v1/gateway/sms', '/api/v1/gateway/delivery']) {
      const response = await post(
        url,
        { id: 'forged-1', from: g.phone, text: 'STOP', status: 'Failed' },
        { 'x-gateway-key': 'nope' },
      );
      expect(response.statusCode).toBe(403);
    }
    const rows = await t.database.db
      .select()
      .from(gatewayInterviews)
      .where(eq(gatewayInterviews.phone, g.phone));
    expect(rows).toEqual([]);
    expect(await callbackCount()).toBe(before);
    expect(tracer.optOuts).toEqual([]);
    expect(tracer.reports).toEqual([]);
  });
});

describe('text messages', () => {
  it('answers the survey by text message, one question a message, a webhook delivered twice acting once', async () => {
    const g = graduate();
    let sequence = 0;
    const sms = async (text: string) => {
      sequence += 1;
      const id = `in-${g.phone}-${sequence}`;
      const first = await post('/api/v1/gateway/sms', { id, from: g.phone, to: '32811', text });
      const again = await post('/api/v1/gateway/sms', { id, from: g.phone, to: '32811', text });
      expect(first.json().payload).toEqual({ duplicate: false });
      expect(again.json().payload).toEqual({ duplicate: true });
      return (await outboxTo(g.phone)).at(-1);
    };
    expect((await sms('Hello')).text).toBe(M.smsIdentityPrompt);
    const q1 = await sms('1999');
    expect(q1.text).toBe('Are you working now?\n1 Yes\n2 No\nReply with the number. STOP to opt out');
    expect(q1).toMatchObject({ channel: 'sms', encoding: 'GSM-7', segments: 1 });
    expect((await sms('9')).text).toMatch(/^Please reply with a number from 1 to 2\.\nAre you working now\?/);
    expect((await sms('1')).text).toMatch(/^Which of these/);
    expect((await sms('2')).text).toMatch(/^Describe your job/);
    expect((await sms('I fix motorcycles in Kano')).text).toMatch(/^Your monthly income/);
    expect((await sms('3')).text).toBe(M.thanks);
    // One reply per inbound message although each came twice.
    expect(await outboxTo(g.phone)).toHaveLength(7);
    expect(tracer.saved).toEqual([expect.objectContaining({ mode: 'sms', skipped: [], caseRef: g.caseRef })]);
    expect(tracer.saved[0]?.answers).toContainEqual({
      questionId: survey.q[2]?.id,
      text: 'I fix motorcycles in Kano',
    });
  });

  it('opts out on STOP in English, Hausa, Yoruba, Igbo and Pidgin, and explains on HELP', async () => {
    let sequence = 0;
    for (const [language, words] of Object.entries(STOP_KEYWORDS)) {
      const g = graduate();
      sequence += 1;
      const response = await post('/api/v1/gateway/sms', {
        id: `stop-${sequence}`,
        from: g.phone,
        text: words[0],
      });
      expect(response.statusCode).toBe(200);
      expect(tracer.optOuts.at(-1), language).toEqual({ target: { caseRef: g.caseRef }, channel: 'sms' });
      expect((await outboxTo(g.phone)).at(-1)?.text).toBe(SMS_TEMPLATES.stopConfirmation.en);
    }
    expect(tracer.optOuts).toHaveLength(5);
    // Typed with tone marks as a Yoruba or Igbo speaker would.
    const g = graduate();
    await post('/api/v1/gateway/sms', { id: 'stop-tones', from: g.phone, text: 'Kwụsị' });
    expect(tracer.optOuts).toHaveLength(6);
    // A phone on no roll is still opted out (by number), so it is never contacted.
    await post('/api/v1/gateway/sms', { id: 'stop-stranger', from: '+2348099999991', text: 'stop' });
    expect(tracer.optOuts.at(-1)).toEqual({ target: { phone: '+2348099999991' }, channel: 'sms' });
    await post('/api/v1/gateway/sms', { id: 'help-1', from: g.phone, text: 'Taimako' });
    expect((await outboxTo(g.phone)).at(-1)?.text).toMatch(/^TVET Tracer asks graduates.*\*347\*88#.*STOP/);
  });

  it('hands delivery reports to the tracer once each, do-not-disturb rejections apart', async () => {
    const report = (id: string, status: string, failureReason?: string) =>
      post('/api/v1/gateway/delivery', {
        id,
        status,
        phoneNumber: '+2348030000001',
        ...(failureReason ? { failureReason } : {}),
      });
    for (let i = 0; i < 2; i += 1) {
      await report('ATXid_9', 'Failed', 'DeliveryFailure');
      await report('ATXid_10', 'Rejected', 'UserInBlacklist');
      await report('ATXid_11', 'Success');
    }
    expect(tracer.reports).toEqual([
      { id: 'ATXid_9', status: 'failed' },
      { id: 'ATXid_10', status: 'rejected_dnd' },
      { id: 'ATXid_11', status: 'delivered' },
    ]);
  });
});

describe('the phone simulator (administrators, fake gateway)', () => {
  it('answers by USSD through the fake network and the real callback route, and refuses non-administrators', async () => {
    const g = graduate();
    const api = client(t.app);
    const dial = (text: string) =>
      api.post(
        '/api/v1/admin/gateway/simulator/ussd',
        { phone: `0${g.phone.slice(4)}`, session_id: 'sim-1', text },
        admin.token,
      );
    const opened = await dial('');
    expect(opened.statusCode).toBe(200);
    expect(opened.body.payload).toEqual({
      reply: `CON ${M.identityPrompt}\n${USSD_LANGUAGE_MENU}`,
      accepted: true,
      reason: null,
      ended: false,
    });
    expect((await dial('1999')).body.payload.reply).toMatch(/^CON Are you working now/);

    const graduateUser = await person(t, 'graduate');
    expect(
      (
        await api.post(
          '/api/v1/admin/gateway/simulator/ussd',
          { phone: g.phone, session_id: 'x', text: '' },
          graduateUser.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.post('/api/v1/admin/gateway/simulator/ussd', { phone: g.phone, session_id: 'x', text: '' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await api.post(
          '/api/v1/admin/gateway/simulator/ussd',
          { phone: '+254711000000', session_id: 'x', text: '' },
          admin.token,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('sends text messages twice through the network, lists the outbox and plays delivery reports', async () => {
    const g = graduate();
    const api = client(t.app);
    await api.post('/api/v1/admin/gateway/simulator/sms', { phone: g.phone, text: 'hi' }, admin.token);
    // The reply leaves through the job runner after the callback is answered.
    await t.app.jobs.settle();
    const outbox = await api.get(
      `/api/v1/admin/gateway/simulator/outbox?phone=${encodeURIComponent(g.phone)}`,
      admin.token,
    );
    expect(outbox.body.payload.docs).toEqual([
      expect.objectContaining({ text: M.smsIdentityPrompt, encoding: 'GSM-7', segments: 1 }),
    ]);
    const delivered = await api.post(
      '/api/v1/admin/gateway/simulator/delivery',
      { message_id: outbox.body.payload.docs[0].id },
      admin.token,
    );
    expect(delivered.body.payload).toEqual({ status: 'delivered' });
    expect(tracer.reports).toEqual([{ id: outbox.body.payload.docs[0].id, status: 'delivered' }]);

    const overview = await api.get('/api/v1/admin/gateway', admin.token);
    expect(overview.body.payload.providers).toEqual({ sms: 'fake', whatsapp: 'fake' });
    // HELP and the STOP confirmation in five languages: one GSM-7 part in English, Hausa and Pidgin; Yoruba's and
    // Igbo's marks make theirs UCS-2, costed by their parts.
    const templates: { key: string; language: string; encoding: string; segments: number }[] =
      overview.body.payload.templates;
    expect(templates.map((template) => `${template.key}.${template.language}`).sort()).toEqual(
      ['help', 'stopConfirmation'].flatMap((key) => LANGUAGES.map((language) => `${key}.${language}`)).sort(),
    );
    for (const template of templates)
      expect([template.encoding, template.segments > 1], `${template.key}.${template.language}`).toEqual(
        ['en', 'ha', 'pcm'].includes(template.language) ? ['GSM-7', false] : ['UCS-2', true],
      );
  });
});

describe('WhatsApp webhook', () => {
  it('answers with reply buttons, acts once per message id, and refuses an unsigned call', async () => {
    const g = graduate();
    const hook = (id: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
      whatsappCall(g.phone, id, body, headers);
    expect((await hook('wa-0', { type: 'text', text: { body: 'STOP' } }, {})).statusCode).toBe(401);
    expect(tracer.optOuts).toEqual([]);
    await hook('wa-1', { type: 'text', text: { body: '1999' } });
    await hook('wa-1', { type: 'text', text: { body: '1999' } });
    const [question] = await outboxTo(g.phone);
    expect(question).toMatchObject({
      channel: 'whatsapp',
      whatsapp: {
        kind: 'buttons',
        buttons: [
          { id: '1', title: 'Yes' },
          { id: '2', title: 'No' },
        ],
      },
    });
    await hook('wa-2', { type: 'interactive', interactive: { button_reply: { id: '2' } } });
    expect(await outboxTo(g.phone)).toHaveLength(2);
    // Option titles over 24 characters fit neither buttons nor a list: the numbered text, answered by number.
    expect((await outboxTo(g.phone))[1]).toMatchObject({
      whatsapp: { kind: 'text' },
      text: expect.stringMatching(/\n6 Not working/),
    });
    await hook('wa-3', { type: 'text', text: { body: '5' } });
    await hook('wa-4', { type: 'text', text: { body: 'Still looking' } });
    expect((await outboxTo(g.phone)).at(-1)).toMatchObject({
      whatsapp: {
        kind: 'buttons',
        buttons: [{ title: 'Under N30k' }, { title: 'N30k-N100k' }, { title: 'Over N100k' }],
      },
    });
    await hook('wa-5', { type: 'interactive', interactive: { button_reply: { id: '1' } } });
    expect(tracer.saved).toEqual([expect.objectContaining({ mode: 'whatsapp', caseRef: g.caseRef })]);
  });
});

describe('short versions in the survey builder', () => {
  it('stores a question and option short version for the channels, bounded in length', async () => {
    const api = client(t.app);
    const draft = await seedSurvey(t.database.db, {
      state: 'draft',
      sections: [{ title: 'S', questions: [] }],
    });
    const created = await api.post(
      `/api/v1/surveys/${draft.id}/questions`,
      {
        section_id: draft.sections[0],
        text: LONG_QUESTION,
        short_text: 'Main activity, last 4 weeks?',
        type: 'objective',
        options: [{ text: 'Working for a wage or salary', short_text: 'Wage job' }, { text: 'Other' }],
        order: 1,
      },
      admin.token,
    );
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body.payload).toMatchObject({
      short_text: 'Main activity, last 4 weeks?',
      options: [{ short_text: 'Wage job' }, { short_text: null }],
    });
    const tooLong = await api.patch(
      `/api/v1/surveys/${draft.id}/questions/${created.body.payload._id}`,
      { short_text: 'x'.repeat(101) },
      admin.token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.payload.fields).toHaveProperty('short_text');
    const cleared = await api.patch(
      `/api/v1/surveys/${draft.id}/questions/${created.body.payload._id}`,
      { short_text: null },
      admin.token,
    );
    expect(cleared.body.payload.short_text).toBeNull();
  });
});

describe("real providers' callback checks", () => {
  it("takes Africa's Talking callbacks by the key in their URL and Meta's webhook by its signature", async () => {
    const callbackKey = 'at-callback-key-0123456789abcdef';
    const real = await createTestApp(
      {
        AT_USERNAME: 'tracer',
        AT_API_KEY: 'at-api-key',
        AT_CALLBACK_KEY: callbackKey,
        WHATSAPP_TOKEN: 'meta-token',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_APP_SECRET: 'meta-app-secret',
        WHATSAPP_VERIFY_TOKEN: 'meta-verify',
      },
      { ports: { interviews: tracer } },
    );
    try {
      const g = graduate();
      const ussdAt = (query: string, headers: Record<string, string> = {}) =>
        real.app.inject({
          method: 'POST',
          url: `/api/v1/gateway/ussd${query}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: form({ sessionId: 'at-1', serviceCode: '*347*88#', phoneNumber: g.phone, text: '' }),
        });
      expect((await ussdAt(`?key=${callbackKey}`)).body).toBe(
        `CON ${M.identityPrompt}\n${USSD_LANGUAGE_MENU}`,
      );
      expect((await ussdAt('?key=wrong')).statusCode).toBe(403);
      expect((await ussdAt('')).statusCode).toBe(401);
      // The fake's header means nothing once a provider is configured.
      expect((await ussdAt('', { 'x-gateway-key': fakeGatewayKey(real.dataDir) })).statusCode).toBe(403);

      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.S1', status: 'failed' }] } }] }],
      });
      const hook = (headers: Record<string, string>) =>
        real.app.inject({
          method: 'POST',
          url: '/api/v1/gateway/whatsapp',
          headers: { 'content-type': 'application/json', ...headers },
          payload: body,
        });
      expect((await hook({})).statusCode).toBe(401);
      expect((await hook({ 'x-hub-signature-256': metaSignature('another-secret', body) })).statusCode).toBe(
        403,
      );
      expect(tracer.reports).toEqual([]);
      expect((await hook({ 'x-hub-signature-256': metaSignature('meta-app-secret', body) })).statusCode).toBe(
        200,
      );
      expect(tracer.reports).toEqual([{ id: 'wamid.S1', status: 'failed' }]);
      const handshake = await real.app.inject({
        method: 'GET',
        url: '/api/v1/gateway/whatsapp?hub.mode=subscribe&hub.verify_token=meta-verify&hub.challenge=1158201444',
      });
      expect(handshake.body).toBe('1158201444');
      expect(
        (
          await real.app.inject({
            method: 'GET',
            url: '/api/v1/gateway/whatsapp?hub.mode=subscribe&hub.verify_token=x',
          })
        ).statusCode,
      ).toBe(403);
    } finally {
      await real.close();
    }
  });
});
