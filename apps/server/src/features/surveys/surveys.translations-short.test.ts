import { CHANNEL_SHORT_OPTION_MAX, CHANNEL_SHORT_QUESTION_MAX, translationKey } from '@tvet/contract';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Person, person, type SeededSurvey, seedSurvey } from '../../test/surveys.fixtures';
import { translationSheets } from '../../test/translations.fixtures';

/*
 * A translation's short versions (issue 29 with issue 27): the short text USSD and text messages show is
 * translatable where the English has one (`short:question:<id>`, `short:option:<q>:<o>`), held to the English short
 * version's limit, saved by PUT and carried by the XLSForm-style sheet; too long is refused naming the key or the
 * cell, nothing changed. PGlite by default, PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: Person;
let survey: SeededSurvey;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  admin = await person(t, 'admin');
  survey = await seedSurvey(t.database.db, {
    sections: [
      {
        title: 'Work',
        questions: [
          {
            text: 'Are you working now, for a wage or for yourself?',
            type: 'objective',
            shortText: 'Working now?',
            options: [{ text: 'Yes, for a wage or a salary', shortText: 'Yes, wage' }, { text: 'No' }],
          },
          { text: 'Job title?', type: 'text' },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

const q = () => survey.q[0] as SeededSurvey['q'][number];
const keys = () => ({
  question: translationKey.shortQuestion(q().id),
  option: translationKey.shortOption(q().id, q().options[0]?._id as string),
});
const put = async (language: string, texts: Record<string, string>, status = 'draft') => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/surveys/${survey.id}/translations/${language}`,
    payload: { status, texts },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  return { statusCode: res.statusCode, body: res.json() };
};
const listed = async () =>
  (await api.get(`/api/v1/surveys/${survey.id}/translations`, admin.token)).body.payload;
const hausa = async () =>
  (await listed()).translations.find((row: { language: string }) => row.language === 'ha');

describe('short versions among the source texts', () => {
  it('lists a short row after its text only where the English has one, with its limit', async () => {
    const sources = (await listed()).sources as { key: string; type: string; en: string; max: number }[];
    expect(sources.map((source) => source.type)).toEqual([
      'survey',
      'survey',
      'section',
      'objective',
      'question-short',
      'option',
      'option-short',
      'option',
      'text',
    ]);
    expect(sources.find((source) => source.key === keys().question)).toMatchObject({
      en: 'Working now?',
      max: CHANNEL_SHORT_QUESTION_MAX,
    });
    expect(sources.find((source) => source.key === keys().option)).toMatchObject({
      en: 'Yes, wage',
      max: CHANNEL_SHORT_OPTION_MAX,
    });
  });
});

describe('saving short versions', () => {
  it('saves them, and refuses one over the English limit naming the key and the limit, changing nothing', async () => {
    const saved = await put('ha', { [keys().question]: 'Kana aiki?', [keys().option]: 'Ee, albashi' });
    expect(saved.statusCode, saved.body.msg).toBe(200);
    expect((await hausa()).texts).toEqual({
      [keys().question]: 'Kana aiki?',
      [keys().option]: 'Ee, albashi',
    });

    const tooLong = await put('ha', { [keys().question]: 'Kana aiki?', [keys().option]: 'a'.repeat(31) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.msg).toBe(
      `texts.${keys().option} has 31 characters: a short version has at most 30, as in English, to fit a USSD screen and a text message.`,
    );
    const question = await put('ha', { [keys().question]: 'k'.repeat(CHANNEL_SHORT_QUESTION_MAX + 1) });
    expect(question.statusCode).toBe(400);
    expect(question.body.msg).toContain(`texts.${keys().question} has 101 characters`);
    expect((await hausa()).texts[keys().option]).toBe('Ee, albashi');
  });

  it('refuses a short version of a text whose English has none', async () => {
    const res = await put('ha', { [translationKey.shortQuestion(survey.q[1]?.id as string)]: 'Aiki?' });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(`texts.short:question:${survey.q[1]?.id} is not a text of this survey.`);
  });
});

describe('short versions in the XLSForm-style sheet', () => {
  const { exportSheet, importSheet } = translationSheets(
    () => t,
    () => survey.id,
    () => admin.token,
  );
  const rowOf = (sheet: ExcelJS.Worksheet, key: string) =>
    [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((row) => row.getCell(3).value === key) as ExcelJS.Row;

  it('exports a short row with the English short version and the saved translation in its language column', async () => {
    const { sheet } = await exportSheet();
    const row = rowOf(sheet, keys().option);
    expect([row.getCell(1).value, row.getCell(4).value, row.getCell(5).value]).toEqual([
      'option-short',
      'Yes, wage',
      'Ee, albashi',
    ]);
    expect(rowOf(sheet, keys().question).getCell(1).value).toBe('question-short');
  });

  it('checks a short row back in, and refuses one too long naming the cell, changing nothing', async () => {
    const { workbook, sheet } = await exportSheet();
    rowOf(sheet, keys().question).getCell(7).value = 'Ị na-arụ ọrụ?';
    const res = await importSheet(workbook);
    expect(res.statusCode, res.body.msg).toBe(200);
    const igbo = res.body.payload.translations.find((row: { language: string }) => row.language === 'ig');
    expect(igbo.texts[keys().question]).toBe('Ị na-arụ ọrụ?');

    const again = await exportSheet();
    const row = rowOf(again.sheet, keys().option);
    row.getCell(7).value = 'Ee, m na-arụ ọrụ maka ụgwọ ọnwa.';
    const refused = await importSheet(again.workbook);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe(
      `Sheet survey, cell G${row.number}: texts.${keys().option} has 32 characters: a short version has at most 30, as in English, to fit a USSD screen and a text message.`,
    );
    expect(
      (await listed()).translations.find((r: { language: string }) => r.language === 'ig').texts,
    ).toEqual({
      [keys().question]: 'Ị na-arụ ọrụ?',
    });
  });
});
