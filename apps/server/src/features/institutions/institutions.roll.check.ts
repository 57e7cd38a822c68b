import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type GENDERS,
  GRADUATION_YEAR_MIN,
  MATRIC_NUMBER_MAX,
  matricKey,
  NIGERIAN_STATES,
  ROLL_BIRTH_AGE,
  ROLL_FAULT_GROUP_ROWS,
  ROLL_FAULT_GROUPS_MAX,
  ROLL_MAPPING_MESSAGES,
  ROLL_MESSAGES,
  ROLL_NAME_MAX,
  ROLL_PREVIEW_MAX_ERRORS,
  ROLL_PREVIEW_SAMPLE_ROWS,
  ROLL_PROGRAMMES_MAX,
  type RollColumn,
  type RollFaultGroup,
  type RollRow,
  type RollRowError,
} from '@tvet/contract';
import { z } from 'zod';
import { isFormulaText } from '../../platform/csv';
import { AppError } from '../../platform/errors';
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
  /** Faulty rows grouped by column, fault and value (the first ROLL_FAULT_GROUPS_MAX groups). */
  faultGroups: RollFaultGroup[];
  /** Each distinct programme text of the file (as first written), its rows and the programme it maps to. */
  programmes: { name: string; rows: number; programme: ProgrammeRef | null }[];
}

export interface ProgrammeRef {
  id: string;
  name: string;
  /** Approved by an administrator and not expired: only these are matched by a near name (programmeKey). */
  approved?: boolean;
}
/** The programme a file's programme text maps to, or null (see institutions.roll.mapping.ts). */
export type ProgrammeOf = (text: string) => ProgrammeRef | null;

/** Rows checked between two turns of the event loop, so other requests are answered during a long check. */
const ROWS_PER_TURN = 500;

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
  programmeOf: ProgrammeOf,
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
  const programme = programmeName === null ? undefined : (programmeOf(programmeName) ?? undefined);
  if (programmeName !== null && !programme) fail('programme', ROLL_MESSAGES.unknownProgramme(programmeName));

  const yearText = text('graduation_year', true);
  const year = yearText === null ? null : yearOf(yearText);
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

  const birthText = text('date_of_birth', false);
  const birth = birthText === null ? null : dateOfBirthOf(birthText);
  if (birth !== null && typeof birth !== 'string') fail('date_of_birth', birth.fault);

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
      date_of_birth: birth as string | null,
    },
    errors,
  };
}

/**
 * A roll's date of birth as YYYY-MM-DD, or why it cannot be one. Registries write 2004-05-14 (and a spreadsheet's
 * date cell reads so), or day first as Nigeria does: 14/05/2004, 14-05-2004, 14.05.2004. The day must exist, not be
 * in the future, and make the person ROLL_BIRTH_AGE.min to .max whole years old today. A bare number over 3000 is
 * Excel's day number of a date cell that lost its format (37623 is 2003-01-02).
 */
export function dateOfBirthOf(text: string, today = new Date()): string | { fault: string } {
  // A date cell whose format the workbook lost reads as Excel's day number (days since 1899-12-30).
  if (/^\d{4,5}(\.0+)?$/.test(text) && Number(text) > 3000) {
    const day = new Date(Date.UTC(1899, 11, 30) + Math.trunc(Number(text)) * 86_400_000);
    return dateOfBirthOf(day.toISOString().slice(0, 10), today);
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return { fault: ROLL_MESSAGES.badDateOfBirth };
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { fault: ROLL_MESSAGES.badDateOfBirth };
  const value = date.toISOString().slice(0, 10);
  if (value > today.toISOString().slice(0, 10)) return { fault: ROLL_MESSAGES.futureDateOfBirth };
  const birthdayPassed =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  const age = today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
  if (age < ROLL_BIRTH_AGE.min || age > ROLL_BIRTH_AGE.max)
    return { fault: ROLL_MESSAGES.implausibleDateOfBirth };
  return value;
}

/**
 * A graduation year as registries write it: 2023, 2023.0 (a spreadsheet number) or a session such as
 * 2022/2023 or 2022/23, which gives the later year (the session the graduate finished in).
 */
export function yearOf(text: string): number | null {
  if (/^\d{4}(\.0+)?$/.test(text)) return Math.trunc(Number(text));
  const session = /^(\d{4})\s*[/-]\s*(\d{4}|\d{2})$/.exec(text);
  if (!session) return null;
  const first = Number(session[1]);
  // 2022/23 and 1999/00: two digits end the year after the first, into the next century when they must.
  const second =
    session[2].length === 2 ? first + 1 - ((first + 1) % 100) + Number(session[2]) : Number(session[2]);
  return second === first + 1 ? second : null;
}

/** Faulty rows by column, message and value, in the order first met. */
class FaultGroups {
  private readonly groups = new Map<string, RollFaultGroup>();
  add(error: RollRowError, value: string | null) {
    const key = `${error.column}\u0000${error.message}\u0000${value}`;
    let group = this.groups.get(key);
    if (!group) {
      if (this.groups.size >= ROLL_FAULT_GROUPS_MAX) return;
      group = { column: error.column, value, message: error.message, count: 0, rows: [] };
      this.groups.set(key, group);
    }
    group.count += 1;
    if (group.rows.length < ROLL_FAULT_GROUP_ROWS) group.rows.push(error.row);
  }
  list = () => [...this.groups.values()];
}

/**
 * Every row of a file, with duplicate matric numbers found across rows; errors listed up to the preview cap and
 * grouped by kind and value; each distinct programme text counted. Yields to the event loop every
 * ROWS_PER_TURN rows: a 100,000-row check does not hold up anyone else's request (bench/roll-import.ts).
 */
export async function checkRoll(
  rows: AsyncIterable<RawRow>,
  programmeOf: ProgrammeOf,
  onFaulty?: (raw: RawRow, errors: RollRowError[]) => void,
): Promise<RollCheck> {
  const result: RollCheck = {
    totalRows: 0,
    valid: [],
    invalidRows: 0,
    errorCount: 0,
    errors: [],
    sample: [],
    faultGroups: [],
    programmes: [],
  };
  const groups = new FaultGroups();
  const programmes = new Map<string, RollCheck['programmes'][number]>();
  const firstRowOf = new Map<string, number>();
  for await (const raw of rows) {
    result.totalRows += 1;
    if (result.totalRows % ROWS_PER_TURN === 0) await nextTurn();
    const programmeText = raw.cells.programme?.text.replace(/\s+/g, ' ') ?? '';
    if (programmeText !== '' && !raw.cells.programme?.formula) {
      const key = programmeText.toLowerCase();
      const seen = programmes.get(key);
      if (seen) seen.rows += 1;
      else if (programmes.size >= ROLL_PROGRAMMES_MAX)
        throw new AppError(400, ROLL_MAPPING_MESSAGES.tooManyProgrammes);
      else programmes.set(key, { name: programmeText, rows: 1, programme: programmeOf(programmeText) });
    }
    const { value, errors } = checkRow(raw, programmeOf);
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
      onFaulty?.(raw, errors);
      for (const error of errors) {
        if (result.errors.length < ROLL_PREVIEW_MAX_ERRORS) result.errors.push(error);
        const text = error.column ? (raw.cells[error.column as RollColumn]?.text ?? '') : '';
        groups.add(error, text === '' ? null : text);
      }
      continue;
    }
    const checked = { ...(value as Omit<CheckedRow, 'row'>), row: raw.row };
    result.valid.push(checked);
    if (result.sample.length < ROLL_PREVIEW_SAMPLE_ROWS) result.sample.push(rollRowOf(checked));
  }
  result.faultGroups = groups.list();
  result.programmes = [...programmes.values()];
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
    date_of_birth: row.date_of_birth,
  };
}
