import { SURVEY_MESSAGES, translationKey } from '@tvet/contract';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurvey } from '../../seed/surveys.factory';
import { GRADUATE_TRACER } from '../../seed/tracer-surveys';
import { seedTracerTranslations } from '../../seed/tracer-translations';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  type Person,
  person,
  type SeededSurvey,
  seedSurvey,
  submit,
} from '../../test/surveys.fixtures';
import { translationSheets } from '../../test/translations.fixtures';
import { TRANSLATIONS_XLSX_MAX_INFLATED } from './surveys.translations.service';

/*
 * Questionnaires in the graduate's language (issue 29 part B): translations per language with a review status,
 * only approved ones served (English text by text otherwise), placeholders kept, the response's language recorded,
 * and the XLSForm-style sheet out and back in, all or nothing.
 */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: Person;
let graduate: Person;
let survey: SeededSurvey;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  admin = await person(t, 'admin');
  graduate = await person(t, 'graduate');
  survey = await seedSurvey(t.database.db, {
    title: 'Tracer {year}',
    text: 'About your work',
    sections: [
      {
        title: 'Work',
        questions: [
          {
            text: 'Main activity, {name}?',
            type: 'multiple_choice',
            indicator: 'employment_status',
            options: [
              { text: 'Employed', code: 'wage_employed' },
              { text: 'Looking for work', code: 'unemployed_looking' },
            ],
          },
          { text: 'Job title?', type: 'text' },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

const put = async (language: string, body: unknown, token = admin.token) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/surveys/${survey.id}/translations/${language}`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
  return { statusCode: res.statusCode, body: res.json() };
};
const q = () => survey.q[0];
const hausa = () => ({
  title: 'Binciken {year}',
  [translationKey.section(survey.sections[0])]: 'Aiki',
  [translationKey.question(q().id)]: 'Babban aikinka, {name}?',
  [translationKey.option(q().id, q().options[0]._id)]: 'Ina da aiki',
});
const read = (language?: string, token = graduate.token) =>
  api.get(`/api/v1/surveys/${survey.id}${language ? `?language=${language}` : ''}`, token);

describe('translations of a survey', () => {
  it('only administrators read and write them', async () => {
    expect((await api.get(`/api/v1/surveys/${survey.id}/translations`, graduate.token)).statusCode).toBe(403);
    expect((await put('ha', { status: 'approved', texts: hausa() }, graduate.token)).statusCode).toBe(403);
    const list = await api.get(`/api/v1/surveys/${survey.id}/translations`, admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.body.payload.translations.map((row: { language: string }) => row.language)).toEqual([
      'ha',
      'yo',
      'ig',
      'pcm',
    ]);
    // Options are named by their code: the same in every language.
    expect(list.body.payload.sources.map((row: { name: string }) => row.name)).toContain('wage_employed');
  });

  it('serves a draft translation to nobody: the respondent reads English', async () => {
    expect((await put('ha', { status: 'draft', texts: hausa() })).statusCode).toBe(200);
    const res = await read('ha');
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.title).toBe('Tracer {year}');
    expect(res.body.payload.language).toBe('en');
  });

  it('serves an approved translation, falling back to English text by text, with the same ids and options', async () => {
    expect((await put('ha', { status: 'approved', texts: hausa() })).statusCode).toBe(200);
    const english = (await read()).body.payload;
    const res = await read('ha');
    const payload = res.body.payload;
    expect(payload.language).toBe('ha');
    expect(payload.title).toBe('Binciken {year}');
    expect(payload.text).toBe('About your work'); // not translated: English
    expect(payload.sections[0].title).toBe('Aiki');
    expect(payload.questions[0].text).toBe('Babban aikinka, {name}?');
    expect(payload.questions[0].section_id.title).toBe('Aiki');
    expect(payload.questions[0].options.map((o: { text: string }) => o.text)).toEqual([
      'Ina da aiki',
      'Looking for work',
    ]);
    expect(payload.questions[0].options.map((o: { _id: string }) => o._id)).toEqual(
      english.questions[0].options.map((o: { _id: string }) => o._id),
    );
    expect(payload.questions[1].text).toBe('Job title?');
    const questions = await api.get(`/api/v1/surveys/${survey.id}/questions?language=ha`, graduate.token);
    expect(questions.body.payload.docs[0].text).toBe('Babban aikinka, {name}?');
    // Yoruba has no approved translation: English.
    expect((await read('yo')).body.payload.title).toBe('Tracer {year}');
  });

  it('refuses an unknown language, a dropped placeholder and an unknown text, changing nothing', async () => {
    expect((await read('fr')).statusCode).toBe(400);
    expect((await put('fr', { status: 'draft', texts: {} })).statusCode).toBe(400);
    const key = translationKey.question(q().id);
    const dropped = await put('ha', { status: 'approved', texts: { ...hausa(), [key]: 'Babban aikinka?' } });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.body.msg).toContain(`texts.${key}`);
    expect(dropped.body.msg).toContain('{name}');
    const unknown = await put('ha', { status: 'approved', texts: { 'question:nope': 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.msg).toContain('texts.question:nope');
    expect((await read('ha')).body.payload.questions[0].text).toBe('Babban aikinka, {name}?');
  });

  it('refuses a translation that drops a plural branch its language needs, by PUT and by sheet, naming the text and the cell', async () => {
    const counted = await seedSurvey(t.database.db, {
      title: 'Tracer',
      text: 'It takes {minutes, plural, one {# minute} other {# minutes}}',
      sections: [{ title: 'Work', questions: [{ text: 'Job title?', type: 'text' }] }],
    });
    const url = `/api/v1/surveys/${counted.id}/translations`;
    const send = (language: string, text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${url}/${language}`,
        payload: { status: 'approved', texts: { text } },
        headers: { authorization: `Bearer ${admin.token}` },
      });
    const noOne = await send('ha', 'Yana ɗaukar {minutes, plural, other {mintuna #}}');
    expect(noOne.statusCode).toBe(400);
    expect(noOne.json().msg).toBe(
      "texts.text drops the plural branch 'one' of {minutes}: Hausa needs the branches one, other (and every =N branch of the English).",
    );
    const noPlural = await send('ig', 'Ọ na-ewe nkeji ole na ole');
    expect(noPlural.statusCode).toBe(400);
    expect(noPlural.json().msg).toMatch(
      /^texts.text drops the plural of \{minutes\}: Igbo needs the branches other/,
    );
    // Yoruba has only 'other' in CLDR: one branch is complete.
    expect((await send('yo', 'Ó gba {minutes, plural, other {ìṣẹ́jú #}}')).statusCode).toBe(200);

    const exported = await t.app.inject({
      method: 'GET',
      url: `${url}.xlsx`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('survey') as ExcelJS.Worksheet;
    // Column H: Nigerian Pidgin.
    sheet.getRow(3).getCell(8).value = 'E dey take {minutes, plural, other {# minutes}}';
    const imported = await t.app.inject({
      method: 'POST',
      url: `${url}.xlsx`,
      payload: Buffer.from(await workbook.xlsx.writeBuffer()),
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().msg).toMatch(
      /^Sheet survey, cell H3: texts.text drops the plural branch 'one' of \{minutes\}/,
    );
    const rows = (await api.get(url, admin.token)).body.payload.translations as {
      language: string;
      texts: object;
    }[];
    expect(rows.find((row) => row.language === 'ha')?.texts).toEqual({});
    expect(rows.find((row) => row.language === 'pcm')?.texts).toEqual({});
  });

  it('stores text NFC-normalised', async () => {
    const decomposed = 'Ọ̀rọ̀'.normalize('NFD');
    expect((await put('yo', { status: 'draft', texts: { text: decomposed } })).statusCode).toBe(200);
    const list = await api.get(`/api/v1/surveys/${survey.id}/translations`, admin.token);
    const yoruba = list.body.payload.translations.find((row: { language: string }) => row.language === 'yo');
    expect(yoruba.texts.text).toBe(decomposed.normalize('NFC'));
  });
});

describe('the language a response was given in', () => {
  it('is recorded with the submission, English when not said, and a bad code is refused', async () => {
    const other = await person(t, 'graduate');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${survey.id}/sections/${survey.sections[0]}/submit/`,
      payload: { responses: [answer(other, q().id, { optionId: q().options[0]._id })], language: 'fr' },
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(bad.statusCode).toBe(400);
    const inHausa = await t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${survey.id}/sections/${survey.sections[0]}/submit/`,
      payload: { responses: [answer(other, q().id, { optionId: q().options[0]._id })], language: 'ha' },
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(inHausa.statusCode, inHausa.body).toBe(200);
    expect(
      (
        await submit(t, graduate, survey.id, survey.sections[0], [
          answer(graduate, q().id, { optionId: q().options[1]._id }),
        ])
      ).statusCode,
    ).toBe(200);
    const records = async (who: Person) =>
      (await api.get(`/api/v1/surveys/respondents/${who.accountId}`, who.token)).body.payload.docs;
    expect((await records(other))[0].language).toBe('ha');
    expect((await records(graduate))[0].language).toBe('en');
  });
});

describe('the XLSForm-style sheet', () => {
  const { exportSheet, importSheet } = translationSheets(
    () => t,
    () => survey.id,
    () => admin.token,
  );
  const igbo = async () =>
    (await api.get(`/api/v1/surveys/${survey.id}/translations`, admin.token)).body.payload.translations.find(
      (row: { language: string }) => row.language === 'ig',
    );

  it('exports one row per text with a label column per language', async () => {
    const sheet = (await exportSheet()).sheet;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'type',
      'name',
      'key',
      'label::English (en)',
      'label::Hausa (ha)',
      'label::Yoruba (yo)',
      'label::Igbo (ig)',
      'label::Nigerian Pidgin (pcm)',
    ]);
    // title, text, 1 section, 2 questions, 2 options
    expect(sheet.rowCount).toBe(1 + 7);
    expect(sheet.getRow(2).getCell(5).value).toBe('Binciken {year}');
  });

  it('checks a translated sheet back in; a changed language keeps nothing of its old status', async () => {
    const { workbook } = await exportSheet();
    const sheet = workbook.getWorksheet('survey') as ExcelJS.Worksheet;
    sheet.getRow(2).getCell(7).value = 'Nnyocha {year}';
    const res = await importSheet(workbook);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect((await igbo()).texts.title).toBe('Nnyocha {year}');
    expect((await igbo()).status).toBe('draft');
  });

  it('refuses a changed option code, an unknown language column, a missing row, a dropped placeholder: the cell named, nothing changed', async () => {
    const cases: [string, (sheet: ExcelJS.Worksheet) => void, RegExp][] = [
      [
        'option code',
        (sheet) => {
          const row = [...Array(sheet.rowCount).keys()]
            .map((i) => sheet.getRow(i + 1))
            .find((r) => r.getCell(2).value === 'wage_employed') as ExcelJS.Row;
          row.getCell(2).value = 'employed';
          row.getCell(7).value = 'Anwere m ọrụ';
        },
        /^Sheet survey, cell B\d+: the option code must stay "wage_employed"/,
      ],
      [
        'language column',
        (sheet) => (sheet.getRow(1).getCell(9).value = 'label::French (fr)'),
        /^Sheet survey, cell I1: unknown language column/,
      ],
      [
        'missing row',
        (sheet) => sheet.spliceRows(4, 1),
        /^Sheet survey, cell C\d+: the row of section "section_1"/,
      ],
      [
        'placeholder',
        (sheet) => {
          sheet.getRow(2).getCell(7).value = 'Nnyocha';
        },
        /^Sheet survey, cell G2: texts.title drops the placeholder \{year\}/,
      ],
    ];
    for (const [what, change, message] of cases) {
      const { workbook } = await exportSheet();
      const sheet = workbook.getWorksheet('survey') as ExcelJS.Worksheet;
      sheet.getRow(3).getCell(7).value = 'Changed';
      change(sheet);
      const res = await importSheet(workbook);
      expect(res.statusCode, what).toBe(400);
      expect(res.body.msg, what).toMatch(message);
      expect((await igbo()).texts.text, what).toBeUndefined();
    }
  });

  it('refuses a workbook whose parts inflate past the limit, whatever sizes it declares, before reading it', async () => {
    const bomb = Buffer.from(
      zipSync(
        { 'xl/worksheets/sheet1.xml': new Uint8Array(TRANSLATIONS_XLSX_MAX_INFLATED + 1) },
        { level: 9 },
      ),
    );
    expect(bomb.length).toBeLessThan(100_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${survey.id}/translations.xlsx`,
      payload: bomb,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toMatch(/unpacks to more than 20 MB/);
    expect((await igbo()).texts.text).toBeUndefined();
  });

  it('refuses a file that is not a workbook', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${survey.id}/translations.xlsx`,
      payload: Buffer.from('not a workbook'),
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/not an .xlsx workbook/);
    expect(SURVEY_MESSAGES.notFound).toBeTruthy();
  });
});

describe('the demo tracer', () => {
  it('ships translations in the four languages, all drafts awaiting review, so respondents still read English', async () => {
    const made = await createSurvey(t.database.db, GRADUATE_TRACER);
    await seedTracerTranslations(t.database.db, made);
    const list = await api.get(`/api/v1/surveys/${made.survey.id}/translations`, admin.token);
    const rows = list.body.payload.translations as {
      language: string;
      status: string;
      texts: Record<string, string>;
    }[];
    expect(rows.map((row) => [row.language, row.status])).toEqual([
      ['ha', 'draft'],
      ['yo', 'draft'],
      ['ig', 'draft'],
      ['pcm', 'draft'],
    ]);
    // Every text, question and option of the questionnaire, in each language.
    const keys = (list.body.payload.sources as { key: string }[]).map((source) => source.key).sort();
    for (const row of rows) {
      expect(Object.keys(row.texts).sort(), row.language).toEqual(keys);
      for (const text of Object.values(row.texts)) expect(text).toBe(text.normalize('NFC'));
    }
    const res = await api.get(`/api/v1/surveys/${made.survey.id}?language=ha`, graduate.token);
    expect(res.body.payload.title).toBe(GRADUATE_TRACER.title);
  });
});
