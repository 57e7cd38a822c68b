import {
  type GENDERS,
  GRADUATION_YEAR_MIN,
  MATRIC_NUMBER_MAX,
  matricKey,
  NIGERIAN_STATES,
  ROLL_MESSAGES,
  ROLL_NAME_MAX,
  ROLL_PREVIEW_MAX_ERRORS,
  ROLL_PREVIEW_SAMPLE_ROWS,
  type RollColumn,
  type RollRow,
  type RollRowError,
} from '@tvet/contract';
import { z } from 'zod';
import type { Cell, RawRow } from './institutions.roll.read';

/*
 * The checks every roll row passes before anything is stored: pure functions, so the preview and the commit
 * run exactly the same rules.
 */

/** A row ready to store: its values, the programme it names, its matric key and where it was in the file. */
export interface CheckedRow extends RollRow {
  row: number;
  programmeId: string;
  matricKey: string;
}

export interface RollCheck {
  totalRows: number;
  valid: CheckedRow[];
  invalidRows: number;
  errorCount: number;
  /** The first ROLL_PREVIEW_MAX_ERRORS problems, in file order. */
  errors: RollRowError[];
  sample: RollRow[];
}

/** The institution's programmes by lower-cased name. */
export type ProgrammesByName = Map<string, { id: string; name: string }>;

/**
 * Text a spreadsheet would run as a formula when the roll is opened again (CSV injection): a leading = or @,
 * a tab or carriage return, or + / - that do not start a plain number such as a phone number.
 */
export function isFormulaText(text: string): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  if (/^[+-]/.test(text)) return !/^[+-]?[\d ().]+$/.test(text);
  return false;
}

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s'.,-]*$/u;
const MATRIC_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}/\-. ]*$/u;
/** The contract's e-mail rule (zod's own pattern), and its phone rule, as plain functions: 100,000 rows run them. */
const EMAIL_PATTERN = z.regexes.email;
const isEmail = (text: string) => text.length <= 254 && EMAIL_PATTERN.test(text);
const PHONE_PATTERN = /^(\+?234|0)?[789][01]\d{8}$/;
function nigerianPhone(text: string): string | null {
  const digits = text.replace(/[\s()-]/g, '');
  return PHONE_PATTERN.test(digits) ? `+234${digits.slice(-10)}` : null;
}
const STATE_KEYS = new Map<string, string>(NIGERIAN_STATES.map((state) => [stateKey(state), state]));
for (const alias of ['fct', 'abuja', 'fctabuja', 'abujafct'])
  STATE_KEYS.set(alias, 'Federal Capital Territory');
const SEXES: Record<string, (typeof GENDERS)[number]> = {
  male: 'male',
  m: 'male',
  female: 'female',
  f: 'female',
  other: 'other',
};

function stateKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/state$/, '');
}

export function nigerianState(text: string): string | null {
  return STATE_KEYS.get(stateKey(text)) ?? null;
}

/** One row's values, or the problems that keep it from being stored (duplicates are found across rows). */
export function checkRow(
  raw: RawRow,
  programmes: ProgrammesByName,
): { value: Omit<CheckedRow, 'row'> | null; errors: RollRowError[] } {
  const errors: RollRowError[] = [];
  const fail = (column: RollColumn | null, message: string) => {
    errors.push({ row: raw.row, column, message });
  };
  /** The cell's text, or null after recording why it cannot be used. */
  const text = (column: RollColumn, required: boolean): string | null => {
    const cell: Cell = raw.cells[column] ?? { text: '', formula: false };
    if (cell.formula || isFormulaText(cell.text)) {
      fail(column, ROLL_MESSAGES.formula(column));
      return null;
    }
    if (cell.text === '') {
      if (required) fail(column, ROLL_MESSAGES.required(column));
      return null;
    }
    return cell.text;
  };

  const name = text('name', true);
  if (name !== null) {
    if (name.length > ROLL_NAME_MAX) fail('name', ROLL_MESSAGES.tooLong('name', ROLL_NAME_MAX));
    else if (!NAME_PATTERN.test(name)) fail('name', ROLL_MESSAGES.badName);
  }

  const matric = text('matric_number', true);
  if (matric !== null) {
    if (matric.length > MATRIC_NUMBER_MAX)
      fail('matric_number', ROLL_MESSAGES.tooLong('matric_number', MATRIC_NUMBER_MAX));
    else if (!MATRIC_PATTERN.test(matric)) fail('matric_number', ROLL_MESSAGES.badMatric);
  }

  const programmeName = text('programme', true);
  const programme =
    programmeName === null ? undefined : programmes.get(programmeName.replace(/\s+/g, ' ').toLowerCase());
  if (programmeName !== null && !programme) fail('programme', ROLL_MESSAGES.unknownProgramme(programmeName));

  const yearText = text('graduation_year', true);
  const year = yearText !== null && /^\d{4}(\.0+)?$/.test(yearText) ? Math.trunc(Number(yearText)) : null;
  if (
    yearText !== null &&
    (year === null || year < GRADUATION_YEAR_MIN || year > new Date().getUTCFullYear())
  )
    fail('graduation_year', ROLL_MESSAGES.badYear);

  const sexText = text('sex', true);
  const sex = sexText === null ? undefined : SEXES[sexText.toLowerCase()];
  if (sexText !== null && !sex) fail('sex', ROLL_MESSAGES.badSex);

  const stateText = text('state', true);
  const state = stateText === null ? null : nigerianState(stateText);
  if (stateText !== null && !state) fail('state', ROLL_MESSAGES.badState);

  const emailText = text('email', false);
  const email = emailText === null ? null : emailText.toLowerCase();
  if (email !== null && !isEmail(email)) fail('email', ROLL_MESSAGES.badEmail);

  const phoneText = text('phone', false);
  const phone = phoneText === null ? null : nigerianPhone(phoneText);
  if (phoneText !== null && phone === null) fail('phone', ROLL_MESSAGES.badPhone);

  const contactGiven = (raw.cells.email?.text ?? '') !== '' || (raw.cells.phone?.text ?? '') !== '';
  if (!contactGiven) fail(raw.cells.email ? 'email' : 'phone', ROLL_MESSAGES.contactRequired);

  if (errors.length > 0) return { value: null, errors };
  return {
    value: {
      name: name as string,
      matric_number: (matric as string).replace(/\s+/g, ' '),
      matricKey: matricKey(matric as string),
      programme: programme!.name,
      programmeId: programme!.id,
      graduation_year: year as number,
      sex: sex!,
      state: state as string,
      email,
      phone,
    },
    errors,
  };
}

/** Every row of a file, with duplicate matric numbers found across rows; errors listed up to the preview cap. */
export async function checkRoll(
  rows: AsyncIterable<RawRow>,
  programmes: ProgrammesByName,
): Promise<RollCheck> {
  const result: RollCheck = {
    totalRows: 0,
    valid: [],
    invalidRows: 0,
    errorCount: 0,
    errors: [],
    sample: [],
  };
  const firstRowOf = new Map<string, number>();
  for await (const raw of rows) {
    result.totalRows += 1;
    const { value, errors } = checkRow(raw, programmes);
    const key = value?.matricKey ?? keyOf(raw.cells.matric_number);
    if (key) {
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, raw.row);
      else
        errors.push({ row: raw.row, column: 'matric_number', message: ROLL_MESSAGES.duplicateMatric(first) });
    }
    if (errors.length > 0) {
      result.invalidRows += 1;
      result.errorCount += errors.length;
      for (const error of errors)
        if (result.errors.length < ROLL_PREVIEW_MAX_ERRORS) result.errors.push(error);
      continue;
    }
    const checked = { ...(value as Omit<CheckedRow, 'row'>), row: raw.row };
    result.valid.push(checked);
    if (result.sample.length < ROLL_PREVIEW_SAMPLE_ROWS) result.sample.push(rollRowOf(checked));
  }
  return result;
}

/** A matric number's key even when its row has other problems (so its duplicates are still found). */
function keyOf(cell: Cell | undefined): string | null {
  if (!cell || cell.formula || cell.text === '' || isFormulaText(cell.text)) return null;
  return matricKey(cell.text);
}

export function rollRowOf(row: CheckedRow): RollRow {
  return {
    name: row.name,
    matric_number: row.matric_number,
    programme: row.programme,
    graduation_year: row.graduation_year,
    sex: row.sex,
    state: row.state,
    email: row.email,
    phone: row.phone,
  };
}
