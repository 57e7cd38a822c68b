import {
  fillTemplate,
  GATEWAY_MESSAGES as M,
  SMS_TEMPLATES,
  translationKey,
  USSD_LANGUAGE_MENU,
  USSD_TEXT_MAX,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePhoneNetwork } from '../../test/gateway.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, type SeededSurvey, seedSurvey } from '../../test/surveys.fixtures';
import { openWave, type PhoneGraduate, phoneRoll, rowsOf, tracerDeps } from '../../test/tracer.fixtures';
import { caseLanguage } from './tracer.languages';
import { contactKey } from './tracer.rules';
import { runSweep } from './tracer.sweep';
import { TRACER_TEMPLATES } from './tracer.texts';

/*
 * The phone channels in the graduate's language (issue 27 with issue 29), through the real callback routes, the
 * fake gateway and the real tracer: a Hausa USSD interview end to end over the survey's approved Hausa translation
 * (a draft Yoruba one is not shown), a reminder in Yoruba for a graduate whose account says yo, a language chosen
 * by text message kept for the reminders, and STOP in Igbo while the chosen language is English.
 * PGlite by default, PostgreSQL with DATABASE_URL.
 */

const DAY = 86_400_000;
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
let t: TestApp;
let admin: Person;
let survey: SeededSurvey;
let waveId: string;
let sweep: ReturnType<typeof tracerDeps>;
const grads: PhoneGraduate[] = [];

const HAUSA = {
  working: 'Kana aiki yanzu?',
  yes: 'Ee',
  no: "A'a",
  income: 'Kudin shigarka a wata?',
};

beforeAll(async () => {
  t = await createTestApp({ QUIET_HOURS: 'off' });
  admin = await person(t, 'admin');
  survey = await seedSurvey(t.database.db, {
    title: 'Graduate tracer 2025',
    sections: [
      {
        title: 'Work',
        questions: [
          { text: 'Are you working now?', type: 'objective', options: ['Yes', 'No'] },
          {
            text: 'Your monthly income?',
            type: 'objective',
            options: ['Under N30k', 'N30k-N100k', 'N100k-N300k', 'Over N300k'],
          },
        ],
      },
    ],
  });
  const [working, income] = survey.q as [SeededSurvey['q'][number], SeededSurvey['q'][number]];
  const translate = (language: string, status: string, texts: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/surveys/${survey.id}/translations/${language}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status, texts },
    });
  const hausa = await translate('ha', 'approved', {
    [translationKey.question(working.id)]: HAUSA.working,
    [translationKey.option(working.id, working.options[0]?._id as string)]: HAUSA.yes,
    [translationKey.option(working.id, working.options[1]?._id as string)]: HAUSA.no,
    // The income question's options are left untranslated: they fall back to English one by one.
    [translationKey.question(income.id)]: HAUSA.income,
  });
  expect(hausa.statusCode, hausa.body).toBe(200);
  const yoruba = await translate('yo', 'draft', {
    [translationKey.question(working.id)]: 'Ṣé o ń ṣiṣẹ́ báyìí?',
  });
  expect(yoruba.statusCode, yoruba.body).toBe(200);

  const res = await client(t.app).post(
    '/api/v1/admin/tracer-studies',
    {
      title: 'Tracer in five languages',
      survey_id: survey.id,
      cohorts: [2024],
      // The 36-month wave stays closed: a case is made on it by hand, as its opening would.
      offsets: [12, 36],
      ladder: [
        { day: 0, channel: 'sms', template: 'invitation' },
        { day: 3, channel: 'sms', template: 'reminder' },
        { day: 6, channel: 'sms', template: 'reminder' },
        { day: 9, channel: 'sms', template: 'reminder' },
      ],
    },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  waveId = res.body.payload.waves[0]._id;
  grads.push(
    ...(await phoneRoll(t.database.db, {
      size: 8,
      cohort: 2024,
      phonePrefix: '0806',
      firstPhone: 8_000_001,
      firstMatric: 3400,
      matricLetter: 'H',
    })),
  );
  await openWave(t.database.db, waveId);
  sweep = tracerDeps(t);
  await runSweep(sweep.deps);
  await sweep.jobs.drain(sweep.deps);
}, 60_000);
afterAll(() => t?.close());

const { post, ussd, whatsapp, outboxTo } = fakePhoneNetwork(() => t);

const caseOf = async (entry: string) =>
  (
    await rowsOf<{
      id: string;
      disposition: string;
      mode: string | null;
      language: string | null;
      phone_language: string | null;
    }>(
      t.database.db,
      sql`select id, disposition, mode, language, phone_language from tracer_cases
           where roll_entry_id = ${entry} and wave_id = ${waveId}`,
    )
  )[0];

/** Runs the sweep of day 3 (the first reminders), or of another day, and their jobs. */
async function remind(day = 3) {
  await runSweep(sweep.deps, new Date(Date.now() + day * DAY + 60_000));
  await sweep.jobs.drain(sweep.deps);
}

describe('a USSD interview in Hausa', () => {
  it('offers the languages on the first screen, then asks the approved Hausa questions and stores language ha', async () => {
    const g = grads[0] as (typeof grads)[number];
    expect(await ussd(g.phone, 'ha-1', '')).toBe(`CON ${M.identityPrompt}\n${USSD_LANGUAGE_MENU}`);
    // 2 is Hausa: the same first screen in Hausa, no identity try spent.
    const hausa = await ussd(g.phone, 'ha-1', '2');
    expect(hausa).toMatch(/^CON Binciken daliban TVET\.\n/);
    expect(hausa.endsWith(`\n${USSD_LANGUAGE_MENU}`)).toBe(true);
    expect(await ussd(g.phone, 'ha-1', `2*${g.last4}`)).toBe(
      `CON ${HAUSA.working}\n1 ${HAUSA.yes}\n2 ${HAUSA.no}`,
    );
    // An untranslated option reads in English; the words around it are Hausa.
    expect(await ussd(g.phone, 'ha-1', `2*${g.last4}*1`)).toBe(
      `CON ${HAUSA.income}\n1 Under N30k\n2 N30k-N100k\n3 N100k-N300k\n4 Over N300k\n0 Koma`,
    );
    expect(await ussd(g.phone, 'ha-1', `2*${g.last4}*1*3`)).toMatch(/^END Mun gode\. An ajiye amsoshinka\./);

    const done = await caseOf(g.entry);
    expect(done).toMatchObject({
      disposition: 'complete',
      mode: 'ussd',
      language: 'ha',
      phone_language: 'ha',
    });
    // The option ids are the English ones: the answers pool with answers given in any language.
    const answers = await rowsOf<{ option_id: string }>(
      t.database.db,
      sql`select option_id from tracer_answers where case_id = ${done?.id} order by option_id`,
    );
    expect(answers.map((a) => a.option_id).sort()).toEqual(
      [survey.q[0]?.options[0]?._id, survey.q[1]?.options[2]?._id].sort(),
    );
    // The choice is remembered: dialling again is answered in Hausa.
    expect(await ussd(g.phone, 'ha-2', '')).toBe('END Ka riga ka amsa wannan bincike. Mun gode.');
  });

  it('shows English where the translation is only a draft (Yoruba), with the Yoruba words around it', async () => {
    const g = grads[1] as (typeof grads)[number];
    await ussd(g.phone, 'yo-1', '');
    expect(await ussd(g.phone, 'yo-1', '3')).toMatch(/^CON Ìwádìí àwọn tó parí ẹ̀kọ́ TVET\./);
    expect(await ussd(g.phone, 'yo-1', `3*${g.last4}`)).toBe('CON Are you working now?\n1 Yes\n2 No');
    expect((await caseOf(g.entry))?.phone_language).toBe('yo');
  });
});

describe("the USSD network's own refusals in the interview's language", () => {
  it('says an over-long input and an unknown session in Yoruba to a graduate who picked Yoruba', async () => {
    const g = grads[1] as (typeof grads)[number];
    expect(await ussd(g.phone, 'yo-1', 'x'.repeat(USSD_TEXT_MAX + 1))).toBe(
      `END ${'Ìdáhùn yẹn ti gùn jù. Tẹ̀ ẹ́ padà kí o dáhùn ní ṣókí.'.normalize('NFC')}`,
    );
    expect(await ussd(g.phone, 'yo-lost', '1')).toBe(
      `END ${'Ìgbà yìí ti parí. Tẹ̀ ẹ́ padà láti tẹ̀síwájú láti ibi tí o dúró sí.'.normalize('NFC')}`,
    );
  });
});

describe('reminders in the case language', () => {
  it('texts a Yoruba reminder to a graduate whose account says yo, and a Hausa one to a graduate who texted HAUSA', async () => {
    const yo = grads[2] as (typeof grads)[number];
    const ha = grads[3] as (typeof grads)[number];
    const graduate = await person(t, 'graduate');
    const saved = await client(t.app).patch(
      `/api/v1/users/${graduate.accountId}/language`,
      { language: 'yo' },
      graduate.token,
    );
    expect(saved.statusCode, saved.body.msg).toBe(200);
    await t.database.db.execute(
      sql`update tracer_cases set account_id = ${graduate.accountId} where roll_entry_id = ${yo.entry}`,
    );
    // A text naming the language switches it: the reply says so in Hausa and asks who is writing, in Hausa.
    await post('/api/v1/gateway/sms', { id: 'lang-ha-1', from: ha.phone, text: 'Hausa' });
    const [switched] = (await outboxTo(ha.phone)).slice(-1);
    expect(switched.text).toMatch(/^TVET Tracer: za mu rubuta maka da Hausa\.\nTVET Tracer: don farawa/);
    expect((await caseOf(ha.entry))?.phone_language).toBe('ha');

    const before = { yo: (await outboxTo(yo.phone)).length, ha: (await outboxTo(ha.phone)).length };
    await remind();
    const [yoruba] = (await outboxTo(yo.phone)).slice(before.yo);
    const link = yoruba.text.match(/http:\/\/localhost:3000\/a\/[A-Za-z0-9_-]{24}/)?.[0];
    expect(link).toBeDefined();
    expect(yoruba.text).toBe(fillTemplate(TRACER_TEMPLATES.reminder.yo, { link, ussd: '*347*88#' }));
    // Yoruba's marks make the text UCS-2: costed by its parts, as the attempt records.
    expect(yoruba).toMatchObject({ encoding: 'UCS-2', segments: 3 });
    const [attempt] = await rowsOf<{ encoding: string; segments: number; cost: number }>(
      t.database.db,
      sql`select t.encoding, t.segments, t.cost from tracer_contacts t join tracer_cases c on c.id = t.case_id
           where c.roll_entry_id = ${yo.entry} and t.step = 1`,
    );
    expect(attempt).toMatchObject({ encoding: 'UCS-2', segments: 3, cost: 3 * 400 });
    const [hausa] = (await outboxTo(ha.phone)).slice(before.ha);
    expect(hausa.text).toMatch(/^TVET Tracer: amsoshinka za su taimaki dalibai masu zuwa\. http/);
    expect(hausa).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});

describe('STOP whatever the language', () => {
  it('opts out on STOP in Igbo while the chosen language is English, and confirms in English', async () => {
    const g = grads[4] as (typeof grads)[number];
    await post('/api/v1/gateway/sms', { id: 'lang-en-1', from: g.phone, text: 'ENGLISH' });
    expect((await outboxTo(g.phone)).at(-1)?.text).toMatch(/^TVET Tracer: we will write to you in English\./);
    expect((await caseOf(g.entry))?.phone_language).toBe('en');
    await post('/api/v1/gateway/sms', { id: 'stop-ig-1', from: g.phone, text: 'Kwụsị' });
    expect((await caseOf(g.entry))?.disposition).toBe('opted_out');
    expect((await outboxTo(g.phone)).at(-1)?.text).toBe(SMS_TEMPLATES.stopConfirmation.en);
    const objection = await rowsOf(
      t.database.db,
      sql`select source from tracer_objections where kind = 'phone' and key = ${contactKey(SECRET, 'phone', g.phone)}`,
    );
    expect(objection).toEqual([{ source: 'stop' }]);
  });
});

/** A graduate account linked to the roll entry's cases, and its Settings' language picker. */
async function linkedAccount(entry: string) {
  const graduate = await person(t, 'graduate');
  await t.database.db.execute(
    sql`update tracer_cases set account_id = ${graduate.accountId} where roll_entry_id = ${entry}`,
  );
  return {
    accountId: graduate.accountId,
    async setLanguage(language: string) {
      const res = await client(t.app).patch(
        `/api/v1/users/${graduate.accountId}/language`,
        { language },
        graduate.token,
      );
      expect(res.statusCode, res.body.msg).toBe(200);
    },
  };
}

describe('the latest choice wins, whichever channel it came from', () => {
  it('account says English, the graduate texts HAUSA: the next reminder is Hausa; English set in Settings after: English', async () => {
    const g = grads[5] as (typeof grads)[number];
    const { setLanguage } = await linkedAccount(g.entry);
    await setLanguage('en');
    await post('/api/v1/gateway/sms', { id: 'latest-ha-1', from: g.phone, text: 'HAUSA' });
    expect((await caseOf(g.entry))?.phone_language).toBe('ha');

    // The day-3 reminder went out in English before any choice; the day-6 one follows the text.
    let seen = (await outboxTo(g.phone)).length;
    await remind(6);
    const [hausa] = (await outboxTo(g.phone)).slice(seen);
    expect(hausa?.text).toMatch(/^TVET Tracer: amsoshinka za su taimaki dalibai masu zuwa\. http/);

    await setLanguage('en');
    seen = (await outboxTo(g.phone)).length;
    await remind(9);
    const [english] = (await outboxTo(g.phone)).slice(seen);
    const link = english?.text.match(/http:\/\/localhost:3000\/a\/[A-Za-z0-9_-]{24}/)?.[0];
    expect(link).toBeDefined();
    expect(english?.text).toBe(fillTemplate(TRACER_TEMPLATES.reminder.en, { link, ussd: '*347*88#' }));
    // The interview by text follows the same choice: its next reply is in English again.
    await post('/api/v1/gateway/sms', { id: 'latest-en-1', from: g.phone, text: 'hello' });
    expect((await outboxTo(g.phone)).at(-1)?.text).toBe(M.smsIdentityPrompt);
  });
});

describe('a phone choice across waves', () => {
  it("is the later wave's language too, until a later choice in Settings; undated choices are the oldest", async () => {
    const db = t.database.db;
    const g = grads[7] as (typeof grads)[number];
    await post('/api/v1/gateway/sms', { id: 'waves-yo-1', from: g.phone, text: 'YORUBA' });
    const [later] = await rowsOf<{ id: string }>(
      db,
      sql`select l.id from tracer_waves l join tracer_waves w on w.study_id = l.study_id
           where w.id = ${waveId} and l.id <> ${waveId}`,
    );
    await db.execute(sql`
      insert into tracer_cases (study_id, wave_id, roll_entry_id, institution_id, programme_id, sex, state)
      select study_id, ${later?.id}, roll_entry_id, institution_id, programme_id, sex, state
        from tracer_cases where roll_entry_id = ${g.entry} and wave_id = ${waveId}`);
    const laterLanguage = async () =>
      (
        await rowsOf<{ language: string }>(
          db,
          sql`select ${caseLanguage(sql`c.account_id`)} as language from tracer_cases c
               where c.roll_entry_id = ${g.entry} and c.wave_id = ${later?.id}`,
        )
      )[0]?.language;
    expect(await laterLanguage()).toBe('yo');

    const account = await linkedAccount(g.entry);
    await account.setLanguage('ig');
    expect(await laterLanguage()).toBe('ig');
    await post('/api/v1/gateway/sms', { id: 'waves-pcm-1', from: g.phone, text: 'PIDGIN' });
    expect(await laterLanguage()).toBe('pcm');

    // A choice kept before it was dated is older than any dated one; between two such, the account's wins.
    await db.execute(sql`update users set language_set_at = null where id = ${account.accountId}`);
    expect(await laterLanguage()).toBe('pcm');
    await db.execute(sql`update tracer_cases set phone_language_at = null where roll_entry_id = ${g.entry}`);
    expect(await laterLanguage()).toBe('ig');
  });
});

describe("WhatsApp's own words in the graduate's language", () => {
  it('opens a list question in Yoruba with a Yoruba button', async () => {
    const g = grads[6] as (typeof grads)[number];
    await whatsapp(g.phone, 'wa-yo-1', { type: 'text', text: { body: 'Yoruba' } });
    expect((await outboxTo(g.phone)).at(-1)?.text).toMatch(/^TVET Tracer: a ó máa kọ̀wé sí ọ ní Yorùbá\./);
    await whatsapp(g.phone, 'wa-yo-2', { type: 'text', text: { body: g.last4 } });
    // Two options fit reply buttons (the draft Yoruba translation is not shown: English options).
    expect((await outboxTo(g.phone)).at(-1)?.whatsapp).toMatchObject({
      kind: 'buttons',
      buttons: [{ title: 'Yes' }, { title: 'No' }],
    });
    await whatsapp(g.phone, 'wa-yo-3', { type: 'interactive', interactive: { button_reply: { id: '1' } } });
    // Four options are a list, opened by a button in Yoruba.
    expect((await outboxTo(g.phone)).at(-1)?.whatsapp).toEqual({
      kind: 'list',
      text: 'Your monthly income?',
      button: 'Yan ìdáhùn'.normalize('NFC'),
      rows: ['Under N30k', 'N30k-N100k', 'N100k-N300k', 'Over N300k'].map((title, i) => ({
        id: String(i + 1),
        title,
      })),
    });
  });
});
