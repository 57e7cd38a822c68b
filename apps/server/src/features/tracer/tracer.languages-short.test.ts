import { CHANNEL_SHORT_QUESTION_MAX, CHANNEL_WORDS, smsQuestion, translationKey } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePhoneNetwork } from '../../test/gateway.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, type SeededSurvey, seedSurvey } from '../../test/surveys.fixtures';
import { openWave, type PhoneGraduate, phoneRoll, rowsOf, tracerDeps } from '../../test/tracer.fixtures';
import { runSweep } from './tracer.sweep';

/*
 * Which text the phone channels show in a language (decision 0037, amended 2026-11-27), through the real callback
 * routes and the fake gateway: the APPROVED translation's short version; else the English short version where the
 * translated text is longer than a short version may be; else the translated text. A draft's short version is not
 * shown. On USSD in Hausa and by text message in Yoruba; the option ids stay the English ones, so answers pool.
 * PGlite by default, PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let admin: Person;
let survey: SeededSurvey;
const grads: PhoneGraduate[] = [];

const LONG_HAUSA =
  'Kana aiki yanzu, ko don albashi daga wani mai daukar aiki, ko don kanka, ko kuma ba ka aiki a halin yanzu ba?';
const HAUSA = {
  wage: 'Ee, ina aiki don albashi daga mai daukar aiki',
  wageShort: 'Ee, albashi',
  self: 'Ee, don kaina',
};
const YORUBA = {
  working: 'Ṣé o ń ṣiṣẹ́ báyìí?',
  income: 'Owó tí o ń gbà lóṣooṣù, lápapọ̀?',
  incomeShort: 'Owó oṣù?',
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
          {
            text: 'Are you working now, for a wage, for yourself, or not at all at the moment?',
            shortText: 'Working now?',
            type: 'objective',
            options: [
              { text: 'Yes, for a wage or a salary from an employer', shortText: 'Yes, for a wage' },
              'Yes, for myself',
              'No',
            ],
          },
          {
            text: 'Your monthly income?',
            shortText: 'Income a month?',
            type: 'objective',
            options: ['Under N30k', 'Over N30k'],
          },
        ],
      },
    ],
  });
  const [working, income] = survey.q as [SeededSurvey['q'][number], SeededSurvey['q'][number]];
  const option = (q: SeededSurvey['q'][number], index: number) => q.options[index]?._id as string;
  const translate = async (language: string, status: string, texts: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/surveys/${survey.id}/translations/${language}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status, texts },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  expect(LONG_HAUSA.length).toBeGreaterThan(CHANNEL_SHORT_QUESTION_MAX);
  await translate('ha', 'approved', {
    // Too long for a short version, and none written: the English short version is shown.
    [translationKey.question(working.id)]: LONG_HAUSA,
    [translationKey.option(working.id, option(working, 0))]: HAUSA.wage,
    [translationKey.shortOption(working.id, option(working, 0))]: HAUSA.wageShort,
    [translationKey.option(working.id, option(working, 1))]: HAUSA.self,
    // Short enough to be its own short version.
    [translationKey.question(income.id)]: 'Kudin shigarka a wata?',
  });
  await translate('yo', 'approved', {
    [translationKey.question(working.id)]: YORUBA.working,
    [translationKey.question(income.id)]: YORUBA.income,
    [translationKey.shortQuestion(income.id)]: YORUBA.incomeShort,
  });
  // A draft's short version is not shown: Igbo callers read English.
  await translate('ig', 'draft', { [translationKey.shortQuestion(working.id)]: 'Ị na-arụ ọrụ?' });

  const res = await client(t.app).post(
    '/api/v1/admin/tracer-studies',
    {
      title: 'Tracer short versions',
      survey_id: survey.id,
      cohorts: [2024],
      offsets: [12],
      ladder: [{ day: 0, channel: 'sms', template: 'invitation' }],
    },
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  const waveId = res.body.payload.waves[0]._id;
  grads.push(
    ...(await phoneRoll(t.database.db, {
      size: 3,
      cohort: 2024,
      phonePrefix: '0806',
      firstPhone: 7_000_001,
      firstMatric: 5600,
      matricLetter: 'S',
    })),
  );
  await openWave(t.database.db, waveId);
  const sweep = tracerDeps(t);
  await runSweep(sweep.deps);
  await sweep.jobs.drain(sweep.deps);
}, 60_000);
afterAll(() => t?.close());

const { post, ussd, outboxTo } = fakePhoneNetwork(() => t);
const optionIds = async (entry: string) =>
  (
    await rowsOf<{ option_id: string }>(
      t.database.db,
      sql`select a.option_id from tracer_answers a join tracer_cases c on c.id = a.case_id
           where c.roll_entry_id = ${entry} order by a.option_id`,
    )
  ).map((row) => row.option_id);

describe('a USSD interview in Hausa', () => {
  it("shows the translation's short version, the English one where the Hausa is too long, else the Hausa", async () => {
    const g = grads[0] as (typeof grads)[number];
    await ussd(g.phone, 'short-ha', '');
    await ussd(g.phone, 'short-ha', '2');
    expect(await ussd(g.phone, 'short-ha', `2*${g.last4}`)).toBe(
      `CON Working now?\n1 ${HAUSA.wageShort}\n2 ${HAUSA.self}\n3 No`,
    );
    expect(await ussd(g.phone, 'short-ha', `2*${g.last4}*1`)).toBe(
      'CON Kudin shigarka a wata?\n1 Under N30k\n2 Over N30k\n0 Koma',
    );
    expect(await ussd(g.phone, 'short-ha', `2*${g.last4}*1*2`)).toMatch(/^END Mun gode\./);
    const q = survey.q;
    expect(await optionIds(g.entry)).toEqual([q[0]?.options[0]?._id, q[1]?.options[1]?._id].sort());
  });

  it("shows English to an Igbo caller: a draft translation's short version is not shown", async () => {
    const g = grads[1] as (typeof grads)[number];
    await ussd(g.phone, 'short-ig', '');
    await ussd(g.phone, 'short-ig', '4');
    expect(await ussd(g.phone, 'short-ig', `4*${g.last4}`)).toBe(
      'CON Working now?\n1 Yes, for a wage\n2 Yes, for myself\n3 No',
    );
  });
});

describe('a text-message interview in Yoruba', () => {
  it('texts the Yoruba text where it fits and the Yoruba short version where one is written', async () => {
    const g = grads[2] as (typeof grads)[number];
    const before = (await outboxTo(g.phone)).length;
    await post('/api/v1/gateway/sms', { id: 'short-yo-1', from: g.phone, text: 'YORUBA' });
    await post('/api/v1/gateway/sms', { id: 'short-yo-2', from: g.phone, text: g.last4 });
    await post('/api/v1/gateway/sms', { id: 'short-yo-3', from: g.phone, text: '3' });
    const [, first, second] = (await outboxTo(g.phone)).slice(before);
    const words = CHANNEL_WORDS.yo;
    expect(first.text).toBe(
      smsQuestion(
        {
          text: YORUBA.working,
          type: 'objective',
          options: [{ text: 'Yes, for a wage' }, { text: 'Yes, for myself' }, { text: 'No' }],
        },
        words,
      ).text,
    );
    expect(second.text.split('\n')).toEqual([
      YORUBA.incomeShort,
      '1 Under N30k',
      '2 Over N30k',
      words.replyNumber,
    ]);
    // Yoruba's marks make the message UCS-2.
    expect(second).toMatchObject({ encoding: 'UCS-2' });
  });
});
