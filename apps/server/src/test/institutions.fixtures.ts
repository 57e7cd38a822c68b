import { ROLL_COLUMNS, ROLL_FILE_NAME_HEADER } from '@tvet/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signedIn } from './accounts.fixtures';
import { client, type TestApp } from './harness';

/* Institutions with programmes, roll files in CSV and XLSX, and the calls that upload and commit them. */

export type Account = Awaited<ReturnType<typeof signedIn>>;

/** A signed-in institution and its programmes (created through the API), by name. */
export async function institutionWithProgrammes(t: TestApp, name: string, programmeNames: string[]) {
  const institution = await signedIn(t, 'institution', { name });
  const programmes: Record<string, string> = {};
  for (const programme of programmeNames) {
    const res = await client(t.app).post(
      '/api/v1/programmes',
      { name: programme, accreditation_type: 'full' },
      institution.token,
    );
    expect(res.statusCode, res.body.msg).toBe(201);
    programmes[programme] = res.body.payload._id;
  }
  return { institution, programmes };
}

export type RollLine = Partial<Record<(typeof ROLL_COLUMNS)[number], string | number>>;

/** A person's name for number `i` (names hold no digits): 1 -> "Graduate Aaaab", in the order of `i`. */
export function graduateName(i: number): string {
  let letters = '';
  let rest = i;
  for (let place = 0; place < 5; place += 1) {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  }
  return `Graduate ${letters[0].toUpperCase()}${letters.slice(1)}`;
}

/** A valid roll line for row `i`, changed by `overrides`. */
export function rollLine(i: number, overrides: RollLine = {}): RollLine {
  return {
    name: graduateName(i),
    matric_number: `FPI/ND/${String(i).padStart(5, '0')}`,
    programme: 'Electrical Engineering Technology',
    graduation_year: 2021,
    sex: i % 2 ? 'female' : 'male',
    state: 'Ogun',
    email: `graduate${i}@roll.example.ng`,
    phone: `0803${String(1_000_000 + i).slice(-7)}`,
    ...overrides,
  };
}

const quote = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** CSV text with a header row (the contract's column names unless given). */
export function rollCsv(lines: RollLine[], header: string[] = [...ROLL_COLUMNS]): Buffer {
  const keys = header.map((column) => column as keyof RollLine);
  const body = lines.map((line) => keys.map((key) => quote(line[key])).join(','));
  return Buffer.from(`${[header.join(','), ...body].join('\r\n')}\r\n`);
}

/** An .xlsx workbook whose first sheet holds these rows as they are (values, or {formula, result} cells). */
export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roll');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function rollXlsx(lines: RollLine[], header: string[] = [...ROLL_COLUMNS]): Promise<Buffer> {
  return xlsx([
    header,
    ...lines.map((line) => header.map((column) => line[column as keyof RollLine] ?? null)),
  ]);
}

/** The roll calls of the API, made as `account` for `institution` (its own by default). */
export function rollClient(app: FastifyInstance) {
  const api = client(app);
  const base = (userId: string) => `/api/v1/institutions/${userId}/roll`;
  return {
    async upload(
      account: Account,
      bytes: Buffer,
      options: { contentType?: string; name?: string; userId?: string } = {},
    ) {
      const response = await app.inject({
        method: 'POST',
        url: `${base(options.userId ?? account.profile.id)}/imports`,
        payload: bytes,
        headers: {
          authorization: `Bearer ${account.token}`,
          'content-type': options.contentType ?? 'text/csv',
          [ROLL_FILE_NAME_HEADER]: encodeURIComponent(options.name ?? 'roll.csv'),
        },
      });
      return { statusCode: response.statusCode, body: response.json() };
    },
    commit: (account: Account, importId: string, userId = account.profile.id) =>
      api.post(`${base(userId)}/imports/${importId}/commit`, {}, account.token),
    readImport: (account: Account, importId: string, userId = account.profile.id) =>
      api.get(`${base(userId)}/imports/${importId}`, account.token),
    list: (account: Account, query = '', userId = account.profile.id) =>
      api.get(`${base(userId)}${query}`, account.token),
    invite: (account: Account, body: unknown, userId = account.profile.id) =>
      api.post(`${base(userId)}/invitations`, body, account.token),
  };
}

/** Uploads and commits a roll that must be valid; answers the commit's payload. */
export async function importRoll(app: FastifyInstance, account: Account, bytes: Buffer) {
  const rolls = rollClient(app);
  const preview = await rolls.upload(account, bytes);
  expect(preview.statusCode, JSON.stringify(preview.body.payload?.errors ?? preview.body.msg)).toBe(200);
  const committed = await rolls.commit(account, preview.body.payload._id);
  expect(committed.statusCode, committed.body.msg).toBe(200);
  return committed.body.payload;
}
