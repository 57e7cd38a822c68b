import { describe, expect, it } from 'vitest';
import {
  ACCREDITATION_DURATIONS,
  accreditationDates,
  addDuration,
  createProgrammeSchema,
  daysUntil,
  isCalendarDay,
  parseDuration,
  programmeListQuerySchema,
  programmeStatusOn,
  todayInNigeria,
} from './programmes';

describe('the duration format "<number> <day|week|month|year>"', () => {
  it('reads a number and a singular unit, one space apart', () => {
    expect(parseDuration('2 year')).toEqual({ amount: 2, unit: 'year' });
    expect(parseDuration('1 day')).toEqual({ amount: 1, unit: 'day' });
    expect(parseDuration('3 week')).toEqual({ amount: 3, unit: 'week' });
    expect(parseDuration('18 month')).toEqual({ amount: 18, unit: 'month' });
  });

  it('refuses anything else', () => {
    for (const text of [
      '2 years',
      '2year',
      ' 2 year',
      '2  year',
      '0 year',
      '-1 year',
      '1.5 year',
      'two year',
      '2 decade',
      '2 Year',
      '',
      '12345 day',
    ]) {
      expect(parseDuration(text), text).toBeNull();
    }
  });

  it('every accreditation type has a duration in that format', () => {
    for (const duration of Object.values(ACCREDITATION_DURATIONS))
      expect(parseDuration(duration)).not.toBeNull();
  });
});

describe('accreditation dates per type (spec 001 §4, §9)', () => {
  it('grant today, expiry today + 2, 5, 1, 5, 2 years, status pending', () => {
    const today = '2025-03-14';
    expect(accreditationDates('initial', today)).toEqual({
      granted_date: today,
      expiry_date: '2027-03-14',
      status: 'pending',
    });
    expect(accreditationDates('full', today).expiry_date).toBe('2030-03-14');
    expect(accreditationDates('interim', today).expiry_date).toBe('2026-03-14');
    expect(accreditationDates('re_accreditation', today).expiry_date).toBe('2030-03-14');
    expect(accreditationDates('approval', today).expiry_date).toBe('2027-03-14');
  });

  it('a 29 February grant expires on the last day of February', () => {
    expect(accreditationDates('interim', '2024-02-29').expiry_date).toBe('2025-02-28');
    expect(accreditationDates('initial', '2024-02-29').expiry_date).toBe('2026-02-28');
    expect(accreditationDates('full', '2024-02-29').expiry_date).toBe('2029-02-28');
  });

  it('adds days, weeks and months in calendar terms', () => {
    expect(addDuration('2025-01-31', '1 month')).toBe('2025-02-28');
    expect(addDuration('2024-01-31', '1 month')).toBe('2024-02-29');
    expect(addDuration('2025-12-31', '1 day')).toBe('2026-01-01');
    expect(addDuration('2025-12-29', '1 week')).toBe('2026-01-05');
    expect(addDuration('2025-11-30', '3 month')).toBe('2026-02-28');
    expect(() => addDuration('2025-02-30', '1 year')).toThrow(RangeError);
    expect(() => addDuration('2025-02-01', '1 years')).toThrow(RangeError);
  });

  it("today is Nigeria's date (WAT, UTC+1)", () => {
    expect(todayInNigeria(new Date('2025-06-30T22:59:59Z'))).toBe('2025-06-30');
    expect(todayInNigeria(new Date('2025-06-30T23:00:00Z'))).toBe('2025-07-01');
  });
});

describe('expiry by date', () => {
  it('reads expired from the day after the expiry date; denied stays denied', () => {
    expect(programmeStatusOn('approved', '2025-06-30', '2025-06-30')).toBe('approved');
    expect(programmeStatusOn('approved', '2025-06-30', '2025-07-01')).toBe('expired');
    expect(programmeStatusOn('pending', '2025-06-30', '2026-01-01')).toBe('expired');
    expect(programmeStatusOn('denied', '2025-06-30', '2026-01-01')).toBe('denied');
    expect(programmeStatusOn('pending', '2030-01-01', '2026-01-01')).toBe('pending');
  });

  it('counts whole days to expiry', () => {
    expect(daysUntil('2025-03-31', '2025-01-01')).toBe(89);
    expect(daysUntil('2025-01-01', '2025-01-02')).toBe(-1);
    expect(daysUntil('2025-10-27', '2025-10-25')).toBe(2);
  });
});

describe('programme request schemas', () => {
  it('refuses expiry before or on grant, and a date alone', () => {
    const base = { name: 'Welding', accreditation_type: 'full' };
    expect(
      createProgrammeSchema.safeParse({ ...base, granted_date: '2025-01-02', expiry_date: '2025-01-01' })
        .success,
    ).toBe(false);
    expect(
      createProgrammeSchema.safeParse({ ...base, granted_date: '2025-01-01', expiry_date: '2025-01-01' })
        .success,
    ).toBe(false);
    expect(createProgrammeSchema.safeParse({ ...base, expiry_date: '2025-01-01' }).success).toBe(false);
    expect(
      createProgrammeSchema.safeParse({ ...base, granted_date: '2025-01-01', expiry_date: '2025-01-02' })
        .success,
    ).toBe(true);
    expect(createProgrammeSchema.safeParse(base).success).toBe(true);
  });

  it('checks calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-2-1')).toBe(false);
  });

  it('pages 10 by default and at most 50', () => {
    expect(programmeListQuerySchema.parse({})).toMatchObject({ limit: 10, page: 1 });
    expect(programmeListQuerySchema.parse({ limit: '9999' }).limit).toBe(50);
    expect(programmeListQuerySchema.parse({ limit: '30', name: '' })).toMatchObject({
      limit: 30,
      name: undefined,
    });
    expect(programmeListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
