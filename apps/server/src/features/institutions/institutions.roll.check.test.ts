import { normaliseHeader, programmeKey, ROLL_MESSAGES, rollColumnOf } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { isFormulaText } from '../../platform/csv';
import { checkRoll, checkRow, dateOfBirthOf, nigerianState, yearOf } from './institutions.roll.check';
import { programmeResolver } from './institutions.roll.mapping';
import type { RawRow } from './institutions.roll.read';

const PROGRAMMES = programmeResolver([{ id: 'p1', name: 'Computer Science' }], new Map(), {});
const cell = (text: string, formula = false) => ({ text, formula });
function raw(row: number, values: Record<string, string>, formulas: string[] = []): RawRow {
  return {
    row,
    cells: Object.fromEntries(
      Object.entries(values).map(([key, text]) => [key, cell(text, formulas.includes(key))]),
    ),
    values: Object.values(values),
  };
}
const good = {
  name: "Ngozi O'Neil-Eze",
  matric_number: 'YCT/ND/CS/21/001',
  programme: 'computer  science',
  graduation_year: '2021',
  sex: 'F',
  state: 'lagos state',
  email: 'Ngozi@Example.NG',
  phone: '0803 123 4567',
};

describe('CSV injection', () => {
  it('treats = @ tab CR, and + or - before anything but a plain number, as formulas', () => {
    for (const text of [
      '=1+1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '+cmd|"/C calc"!A0',
      '-2+3',
      '-A1',
      '+HYPERLINK("x")',
    ])
      expect(isFormulaText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['+2348031234567', '-5', '+234 803 123 4567', 'Ngozi', '2021', 'a=b', 'x@y.ng', ''])
      expect(isFormulaText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('a roll row', () => {
  it('is normalised: programme by name in any case and spacing, sex M/F, state names, e-mail, +234 phone', () => {
    const { value, errors } = checkRow(raw(2, good), PROGRAMMES);
    expect(errors).toEqual([]);
    expect(value).toEqual({
      name: "Ngozi O'Neil-Eze",
      matric_number: 'YCT/ND/CS/21/001',
      matricKey: 'YCT/ND/CS/21/001',
      programme: 'Computer Science',
      programmeId: 'p1',
      graduation_year: 2021,
      sex: 'female',
      state: 'Lagos',
      email: 'ngozi@example.ng',
      phone: '+2348031234567',
      date_of_birth: null,
    });
  });

  it('reads an optional date of birth, ISO or day first, and refuses one that is not a date, in the future or implausible', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(dateOfBirthOf('2004-05-14', today)).toBe('2004-05-14');
    expect(dateOfBirthOf('14/05/2004', today)).toBe('2004-05-14');
    expect(dateOfBirthOf('4.5.2004', today)).toBe('2004-05-04');
    expect(dateOfBirthOf('14-05-2004', today)).toBe('2004-05-14');
    expect(dateOfBirthOf('37623', today)).toBe('2003-01-02');
    expect(dateOfBirthOf('2004', today)).toEqual({ fault: ROLL_MESSAGES.badDateOfBirth });
    expect(dateOfBirthOf('2004-02-30', today)).toEqual({ fault: ROLL_MESSAGES.badDateOfBirth });
    expect(dateOfBirthOf('05/14/2004', today)).toEqual({ fault: ROLL_MESSAGES.badDateOfBirth });
    expect(dateOfBirthOf('May 2004', today)).toEqual({ fault: ROLL_MESSAGES.badDateOfBirth });
    expect(dateOfBirthOf('2026-06-16', today)).toEqual({ fault: ROLL_MESSAGES.futureDateOfBirth });
    // 10 to 100 whole years old today
    expect(dateOfBirthOf('2016-06-15', today)).toBe('2016-06-15');
    expect(dateOfBirthOf('2016-06-16', today)).toEqual({ fault: ROLL_MESSAGES.implausibleDateOfBirth });
    expect(dateOfBirthOf('1920-01-01', today)).toEqual({ fault: ROLL_MESSAGES.implausibleDateOfBirth });
    const row = checkRow(raw(4, { ...good, date_of_birth: '09/03/2008' }), PROGRAMMES);
    expect(row.errors).toEqual([]);
    expect(row.value?.date_of_birth).toBe('2008-03-09');
    expect(checkRow(raw(5, { ...good, date_of_birth: '31/31/2008' }), PROGRAMMES).errors).toEqual([
      { row: 5, column: 'date_of_birth', message: ROLL_MESSAGES.badDateOfBirth },
    ]);
    expect(rollColumnOf('D.O.B')).toBe('date_of_birth');
    expect(rollColumnOf('Date of Birth')).toBe('date_of_birth');
  });

  it('names every problem of a row by column', () => {
    const { value, errors } = checkRow(
      raw(7, {
        ...good,
        name: 'R2-D2',
        graduation_year: '21',
        sex: 'x',
        state: 'Gotham',
        email: 'a@',
        phone: '0123',
      }),
      PROGRAMMES,
    );
    expect(value).toBeNull();
    expect(errors).toEqual([
      { row: 7, column: 'name', message: ROLL_MESSAGES.badName },
      { row: 7, column: 'graduation_year', message: ROLL_MESSAGES.badYear },
      { row: 7, column: 'sex', message: ROLL_MESSAGES.badSex },
      { row: 7, column: 'state', message: ROLL_MESSAGES.badState },
      { row: 7, column: 'email', message: ROLL_MESSAGES.badEmail },
      { row: 7, column: 'phone', message: ROLL_MESSAGES.badPhone },
    ]);
  });

  it('refuses a formula cell whatever its cached value, and a future year', () => {
    const formula = checkRow(raw(3, good, ['graduation_year']), PROGRAMMES);
    expect(formula.errors).toEqual([
      { row: 3, column: 'graduation_year', message: ROLL_MESSAGES.formula('graduation_year') },
    ]);
    const future = checkRow(
      raw(3, { ...good, graduation_year: String(new Date().getUTCFullYear() + 1) }),
      PROGRAMMES,
    );
    expect(future.errors[0].column).toBe('graduation_year');
  });

  it('needs an e-mail or a phone, not both', () => {
    expect(checkRow(raw(2, { ...good, email: '' }), PROGRAMMES).errors).toEqual([]);
    expect(checkRow(raw(2, { ...good, phone: '' }), PROGRAMMES).errors).toEqual([]);
    expect(checkRow(raw(2, { ...good, phone: '', email: '' }), PROGRAMMES).errors).toEqual([
      { row: 2, column: 'email', message: ROLL_MESSAGES.contactRequired },
    ]);
  });

  it('knows the FCT by its usual names', () => {
    for (const text of ['FCT', 'Abuja', 'FCT Abuja', 'Federal Capital Territory'])
      expect(nigerianState(text)).toBe('Federal Capital Territory');
    expect(nigerianState('Cross-River')).toBe('Cross River');
    expect(nigerianState('Atlantis')).toBeNull();
  });
});

describe('a roll file', () => {
  it('finds duplicate matric numbers across rows, whatever their case or spacing, naming the first row', async () => {
    async function* rows() {
      yield raw(2, good);
      yield raw(3, { ...good, matric_number: 'yct/nd/cs/21/001 ' });
      yield raw(4, { ...good, matric_number: 'YCT/ND/CS/21/001', sex: '?' });
    }
    const result = await checkRoll(rows(), PROGRAMMES);
    expect(result).toMatchObject({ totalRows: 3, invalidRows: 2, errorCount: 3 });
    expect(result.valid.map((row) => row.row)).toEqual([2]);
    expect(result.errors).toEqual([
      { row: 3, column: 'matric_number', message: ROLL_MESSAGES.duplicateMatric(2) },
      { row: 4, column: 'sex', message: ROLL_MESSAGES.badSex },
      { row: 4, column: 'matric_number', message: ROLL_MESSAGES.duplicateMatric(2) },
    ]);
  });

  it('reads header names people use', () => {
    expect(normaliseHeader(' Matric No. ')).toBe('matric_no');
    expect(rollColumnOf('Matric No.')).toBe('matric_number');
    expect(rollColumnOf('E-mail Address')).toBe('email');
    expect(rollColumnOf('Year of Graduation')).toBe('graduation_year');
    expect(rollColumnOf('Gender')).toBe('sex');
    expect(rollColumnOf('Remarks')).toBeNull();
  });
});

describe('registry exports (issue 24)', () => {
  it('reads registry column names, name parts included', () => {
    const headers = ['MATRIC NO.', 'REG. NO.', 'SURNAME', 'OTHER NAMES', 'FIRST NAME', 'MIDDLE NAME'];
    expect(headers.map(rollColumnOf)).toEqual([
      'matric_number',
      'matric_number',
      'name',
      'name',
      'name',
      'name',
    ]);
    const more = ['YEAR OF GRAD.', 'SESSION', 'STATE OF ORIGIN', 'PHONE NO.', 'GSM', 'E-MAIL', 'S/N', 'CGPA'];
    expect(more.map(rollColumnOf)).toEqual([
      'graduation_year',
      'graduation_year',
      'state',
      'phone',
      'phone',
      'email',
      null,
      null,
    ]);
  });

  it('reads a session as the year it ends in', () => {
    expect(['2023', '2023.0', '2022/2023', '2022/23', '2022-2023', '1999/00'].map(yearOf)).toEqual([
      2023, 2023, 2023, 2023, 2023, 2000,
    ]);
    expect(['2022/2024', '2023/2022', '23', 'twenty'].map(yearOf)).toEqual([null, null, null, null]);
  });

  it('reads M/F and MALE/FEMALE in any case', () => {
    for (const [text, sex] of [
      ['M', 'male'],
      ['f', 'female'],
      ['MALE', 'male'],
      ['Female', 'female'],
    ])
      expect(checkRow(raw(2, { ...good, sex: text }), PROGRAMMES).value?.sex).toBe(sex);
  });

  it('matches programme names ignoring case, punctuation, ND/HND/NC prefixes and abbreviations', () => {
    const own = [
      { id: 'cs', name: 'Computer Science', approved: true },
      { id: 'eet', name: 'Electrical Engineering Technology', approved: true },
      { id: 'ba', name: 'Business Administration & Management', approved: true },
      // Not approved yet: matched by its very name only.
      { id: 'wf', name: 'Welding and Fabrication', approved: false },
    ];
    const resolve = programmeResolver(own, new Map(), {});
    const cases: [string, string | null][] = [
      ['HND Computer Sci.', 'cs'],
      ['ND  computer science', 'cs'],
      ['NC Comp. Science', 'cs'],
      ['HND Elect. Engr. Tech.', 'eet'],
      ['ND Business Admin. and Mgt.', 'ba'],
      ['HND Astrophysics', null],
      ['Computer', null],
      ['HND Welding & Fabrication', null],
      ['welding and fabrication', 'wf'],
    ];
    for (const [text, id] of cases) expect(resolve(text)?.id ?? null, text).toBe(id);
    expect(programmeKey('HND Elect. Engr. Tech.')).toBe('electrical engineering technology');
    // A choice wins, an explicit null stays unmatched, a remembered match is used.
    const chosen = programmeResolver(own, new Map([['hnd computer sci.', null]]), {
      [programmeKey('Astro')]: 'cs',
    });
    expect(chosen('HND Computer Sci.')).toBeNull();
    expect(chosen('Astro')?.id).toBe('cs');
  });
});
