import { ACCREDITATION_TYPES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { aProgramme } from '../test/fixtures';
import { formatDay } from './format';
import { datesForType, toCreateProgramme, toProgrammeChanges, valuesOf } from './programme-form';

describe('the accreditation type sets the dates and status (spec 001 §4, §9)', () => {
  it.each([
    ['initial', '2027-05-02'],
    ['full', '2030-05-02'],
    ['interim', '2026-05-02'],
    ['re_accreditation', '2030-05-02'],
    ['approval', '2027-05-02'],
  ] as const)('%s: grant today, expiry %s, status pending', (type, expiry) => {
    expect(datesForType(type, '2025-05-02')).toEqual({
      granted_date: '2025-05-02',
      expiry_date: expiry,
      status: 'pending',
    });
  });

  it('covers every type of the contract', () => {
    for (const type of ACCREDITATION_TYPES) expect(datesForType(type, '2025-01-31').status).toBe('pending');
  });

  it('clearing the type clears all three', () => {
    expect(datesForType('', '2025-05-02')).toEqual({ granted_date: '', expiry_date: '', status: '' });
  });
});

describe('what is sent', () => {
  it('creates with every field and status pending', () => {
    expect(
      toCreateProgramme({
        name: '  Welding and Fabrication ',
        accreditation_type: 'interim',
        granted_date: '2025-05-02',
        expiry_date: '2026-05-02',
        status: 'pending',
      }),
    ).toEqual({
      name: 'Welding and Fabrication',
      accreditation_type: 'interim',
      granted_date: '2025-05-02',
      expiry_date: '2026-05-02',
      status: 'pending',
    });
  });

  it('updates only what changed and never sends an approved status back', () => {
    const loaded = aProgramme();
    expect(toProgrammeChanges({ ...valuesOf(loaded), name: 'Mechatronics' }, loaded)).toEqual({
      name: 'Mechatronics',
    });
    expect(toProgrammeChanges(valuesOf(loaded), loaded)).toEqual({});
  });

  it('a new type sends the type, its dates and pending', () => {
    const loaded = aProgramme();
    const values = {
      ...valuesOf(loaded),
      accreditation_type: 'interim',
      ...datesForType('interim', '2025-05-02'),
    };
    expect(toProgrammeChanges(values, loaded)).toEqual({
      accreditation_type: 'interim',
      granted_date: '2025-05-02',
      expiry_date: '2026-05-02',
      status: 'pending',
    });
  });
});

describe('formatDay', () => {
  it('writes a calendar day for people, whatever the time zone', () => {
    expect(formatDay('2025-09-30')).toMatch(/^30 Sept? 2025$/);
    expect(formatDay('not a day')).toBe('not a day');
  });
});
