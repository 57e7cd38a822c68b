import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  exportCsv,
  type Person,
  parseCsv,
  person,
  type SeededSurvey,
  seedSurvey,
  submit,
} from '../../test/surveys.fixtures';

const TRICKY = 'He said "hi", then\nleft';

let t: TestApp;
let admin: Person;
let graduate: Person;
let staff: Person;
let survey: SeededSurvey;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'admin');
  graduate = await person(t, 'graduate');
  staff = await person(t, 'staff');
  survey = await seedSurvey(t.database.db, {
    title: 'Results, "quoted"',
    respondentType: 'all',
    sections: [
      {
        title: 'Everything',
        questions: [
          {
            text: 'Employment status',
            type: 'multiple_choice',
            options: ['Employed, full-time', 'Self-employed'],
          },
          { text: 'Comments', type: 'text' },
          { text: 'Formula', type: 'text', required: false },
        ],
      },
    ],
  });
  const [q1, q2, q3] = survey.q;
  const section = survey.sections[0];
  const mine = await submit(t, graduate, survey.id, section, [
    answer(graduate, q1.id, { optionId: q1.options[0]._id }),
    answer(graduate, q2.id, { text: TRICKY }),
    answer(graduate, q3.id, { text: '=1+1', is_completed: true }),
  ]);
  expect(mine.statusCode, mine.body.msg).toBe(200);
  const first = await submit(t, staff, survey.id, section, [
    answer(staff, q1.id, { optionId: q1.options[1]._id }),
    answer(staff, q2.id, { text: 'First answer' }),
  ]);
  expect(first.statusCode, first.body.msg).toBe(200);
  const again = await submit(t, staff, survey.id, section, [answer(staff, q2.id, { text: 'Second answer' })]);
  expect(again.statusCode, again.body.msg).toBe(200);
});
afterAll(() => t.close());

describe('the responses table', () => {
  it('lists one row per respondent with answers keyed by question id, and the questions', async () => {
    const res = await client(t.app).get(`/api/v1/surveys/${survey.id}/responses`, admin.token);
    expect(res.statusCode).toBe(200);
    const [q1, q2, q3] = survey.q;
    expect(res.body.payload.questions.map((q: any) => q._id)).toEqual([q1.id, q2.id, q3.id]);
    expect(res.body.payload.totalDocs).toBe(2);
    const rows = new Map(res.body.payload.docs.map((row: any) => [row.user_id._id, row]));
    expect(rows.size).toBe(2);
    expect(rows.get(graduate.accountId)).toMatchObject({
      user_id: { _id: graduate.accountId, email: graduate.email, user_type: 'graduate' },
      status: 'completed',
      answers: { [q1.id]: 'Employed, full-time', [q2.id]: TRICKY, [q3.id]: '=1+1' },
    });
    expect(rows.get(staff.accountId)).toMatchObject({
      status: 'ongoing',
      answers: { [q1.id]: 'Self-employed', [q2.id]: 'Second answer' },
    });
    expect(Object.keys((rows.get(staff.accountId) as any).answers)).toHaveLength(2);
  });

  it('is paged', async () => {
    const api = client(t.app);
    const page1 = await api.get(`/api/v1/surveys/${survey.id}/responses?limit=1`, admin.token);
    expect(page1.body.payload).toMatchObject({
      totalDocs: 2,
      totalPages: 2,
      page: 1,
      hasNextPage: true,
      limit: 1,
    });
    expect(page1.body.payload.docs).toHaveLength(1);
    const page2 = await api.get(`/api/v1/surveys/${survey.id}/responses?limit=1&page=2`, admin.token);
    expect(page2.body.payload.docs).toHaveLength(1);
    expect(page2.body.payload.docs[0]._id).not.toBe(page1.body.payload.docs[0]._id);
    const capped = await api.get(`/api/v1/surveys/${survey.id}/responses?limit=9999`, admin.token);
    expect(capped.body.payload.limit).toBe(100);
  });

  it('answers 404 for an unknown survey', async () => {
    const res = await client(t.app).get(
      '/api/v1/surveys/00000000-0000-4000-8000-000000000000/responses',
      admin.token,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  let raw: string;
  let table: string[][];
  beforeAll(async () => {
    const res = await exportCsv(t, survey.id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="[\x20-\x7e]+\.csv"; filename\*=UTF-8''.+\.csv$/,
    );
    raw = res.body;
    table = parseCsv(raw.trimEnd());
  });
  const rowOf = (email: string) => table.find((row) => row.includes(email)) as string[];
  const column = (header: string) => table[0].indexOf(header);

  it('has one column per question and one row per respondent', () => {
    expect(table).toHaveLength(3);
    expect(table[0]).toEqual(
      expect.arrayContaining(['Q1. Employment status', 'Q2. Comments', 'Q3. Formula']),
    );
    expect(table.every((row) => row.length === table[0].length)).toBe(true);
    expect(rowOf(graduate.email)).toBeDefined();
    expect(rowOf(staff.email)).toBeDefined();
  });

  it('writes option texts and the latest typed text', () => {
    expect(rowOf(graduate.email)[column('Q1. Employment status')]).toBe('Employed, full-time');
    expect(rowOf(staff.email)[column('Q1. Employment status')]).toBe('Self-employed');
    expect(rowOf(staff.email)[column('Q2. Comments')]).toBe('Second answer');
    expect(raw).not.toContain('First answer');
  });

  it('quotes commas, quotes and newlines', () => {
    expect(raw).toContain('"Employed, full-time"');
    expect(raw).toContain('"He said ""hi"", then\nleft"');
    expect(rowOf(graduate.email)[column('Q2. Comments')]).toBe(TRICKY);
  });

  it('defuses a text answer a spreadsheet would run as a formula', () => {
    expect(rowOf(graduate.email)[column('Q3. Formula')]).toBe("'=1+1");
    expect(raw).not.toMatch(/(^|,)=1\+1/m);
  });
});

describe('the CSV export of a title written in Yoruba and Hausa (issue 9)', () => {
  // Ẹ̀kọ́ carries combining marks that have no precomposed form; ọ ẹ ṣ ɗ ƙ are all outside Latin-1.
  const TITLE = 'Ẹ\u0300kọ\u0301 ọmọ ẹgbẹ: ṣiṣẹ — ɗalibai ƙwarewa';
  let res: Awaited<ReturnType<typeof exportCsv>>;
  beforeAll(async () => {
    const local = await seedSurvey(t.database.db, {
      title: TITLE,
      respondentType: 'all',
      sections: [
        {
          title: 'Iṣẹ́',
          questions: [{ text: 'Ṣé o ní iṣẹ́?', type: 'objective', options: ['Bẹ́ẹ̀ni', 'Rárá'] }],
        },
      ],
    });
    res = await exportCsv(t, local.id, admin.token);
  });

  it('answers 200 with the CSV, not 500', () => {
    expect(res.statusCode, res.body).toBe(200);
    expect(parseCsv(res.body.trimEnd())[0]).toContain('Q1. Ṣé o ní iṣẹ́?');
  });

  it('names the file in ASCII for old clients and in UTF-8 (RFC 5987 filename*) for the rest', () => {
    const header = String(res.headers['content-disposition']);
    const ascii = header.match(/; filename="([^"]*)"/)?.[1];
    const utf8 = header.match(/; filename\*=UTF-8''([^;\s]+)/)?.[1];
    expect(header.startsWith('attachment; ')).toBe(true);
    expect(ascii).toBe('eko-omo-egbe-sise-dalibai-kwarewa-responses.csv');
    // Only RFC 5987 attr-chars travel unencoded.
    expect(utf8).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(utf8 as string)).toBe(
      'ẹ\u0300kọ\u0301-ọmọ-ẹgbẹ-ṣiṣẹ-ɗalibai-ƙwarewa-responses.csv'.normalize('NFC'),
    );
  });
});
