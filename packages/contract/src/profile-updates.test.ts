import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COMPLETENESS_FIELDS, isProfileComplete } from './completeness';
import {
  addressField,
  dateOfBirthField,
  decodeWebsite,
  ninField,
  pastDateField,
  phoneField,
  websiteField,
} from './profile-fields';
import {
  UPDATE_SCHEMAS,
  updateEmployerSchema,
  updateGraduateSchema,
  updateInstitutionSchema,
  updateMentorSchema,
  updateStaffSchema,
} from './profile-updates';

/** The message of the first issue, or null when the value passes. */
const refusal = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('phoneField', () => {
  const typed = ['0803 123 4567', '+2348031234567', '2348031234567', '8031234567', '(0803) 123-4567'];
  it.each(typed)('stores %j as +2348031234567', (value) => {
    expect(phoneField.parse(value)).toBe('+2348031234567');
  });

  const refused = [
    'phone',
    'O8O3 123 4567',
    '0803-ABC-4567',
    '',
    '080312345',
    '+1 202 555 0123',
    '0603 1234567',
  ];
  it.each(refused)('refuses %j', (value) => {
    expect(refusal(phoneField, value)).toMatch(/phone/);
  });
});

describe('ninField', () => {
  it('takes exactly 11 digits, trimmed, and refuses anything else', () => {
    expect(ninField.parse(' 12345678901 ')).toBe('12345678901');
    for (const nin of ['1234567890', '123456789012', 'abcdefghijk', '1234567890a', '123 4567 890']) {
      expect(refusal(ninField, nin), nin).toBe('nin must be exactly 11 digits');
    }
  });
});

describe('dateOfBirthField and pastDateField', () => {
  it('takes a past calendar day and refuses a future one', () => {
    expect(dateOfBirthField.parse('2000-04-12')).toBe('2000-04-12');
    expect(dateOfBirthField.parse(day(0))).toBe(day(0));
    expect(refusal(dateOfBirthField, day(2))).toBe('date_of_birth cannot be in the future');
  });

  const malformed = ['2023-02-30', '2001-13-01', '2001-00-10', '12/04/2000', '2000-4-12', 'yesterday'];
  it.each(malformed)('refuses the impossible or malformed date %j', (value) => {
    expect(refusal(dateOfBirthField, value)).toBe('date_of_birth must be a date like 2001-09-30');
  });

  it('refuses a birth more than 100 years ago', () => {
    expect(refusal(dateOfBirthField, '1900-01-01')).toBe('date_of_birth is too far in the past');
  });

  it('names its own field', () => {
    expect(refusal(pastDateField('date_of_establishment'), day(3))).toBe(
      'date_of_establishment cannot be in the future',
    );
    expect(pastDateField('date_of_establishment').parse('1850-01-01')).toBe('1850-01-01');
  });
});

describe('addressField', () => {
  it('takes street|state|country with a listed country', () => {
    expect(addressField.parse(' 12 Harmony Road|Ogun|Nigeria ')).toBe('12 Harmony Road|Ogun|Nigeria');
    expect(addressField.parse('4 Ring Road|Ashanti|Ghana')).toBe('4 Ring Road|Ashanti|Ghana');
    const long = `${'x'.repeat(300)}|Ogun|Nigeria`;
    expect(refusal(addressField, long)).toBe('address must be at most 300 characters');
  });

  it.each([
    ['12 Harmony Road|Ogun', 'address must be street|state|country'],
    ['12 Harmony Road', 'address must be street|state|country'],
    ['a|b|Nigeria|extra', 'address must be street|state|country'],
    ['|Ogun|Nigeria', 'address needs a street, a state and a country'],
    ['12 Harmony Road| |Nigeria', 'address needs a street, a state and a country'],
    ['12 Harmony Road|Ogun|', 'address needs a street, a state and a country'],
    ['12 Harmony Road|Ogun|Atlantis', 'address country must be a country from the list'],
  ])('refuses %j', (value, message) => {
    expect(refusal(addressField, value)).toBe(message);
  });
});

describe('websiteField and decodeWebsite', () => {
  const stored = encodeURIComponent('https://example.com');
  const forms = [
    'example.com',
    'https%3A%2F%2Fexample.com',
    'https://example.com',
    ' https%3A%2F%2Fexample.com ',
  ];
  it.each(forms)('stores %j URL-encoded as https://example.com', (typed) => {
    expect(websiteField.parse(typed)).toBe(stored);
  });

  it('keeps http and paths', () => {
    const url = 'http://shop.example.ng/about?x=1';
    expect(websiteField.parse(url)).toBe(encodeURIComponent(url));
  });

  const refused = ['not a url', 'localhost', 'javascript:alert(1)', 'ftp://example.com', '%E0%A4%A', ''];
  it.each(refused)('refuses %j', (typed) => {
    expect(refusal(websiteField, typed)).toMatch(/website_url/);
  });

  // Issue 9: a web address has no spaces, typed or encoded, anywhere in it.
  const spaced = ['example.com/a b', 'https://example.com/about us', 'example.com/a%20b', 'example.com/\tx'];
  it.each(spaced)('refuses %j, which has a space in it', (typed) => {
    expect(refusal(websiteField, typed)).toBe('website_url must not contain spaces');
  });

  it('decodes the stored form for display', () => {
    expect(decodeWebsite(stored)).toBe('https://example.com');
    expect(decodeWebsite(websiteField.parse('example.com/a-b'))).toBe('https://example.com/a-b');
    expect(decodeWebsite(null)).toBe('');
    expect(decodeWebsite(undefined)).toBe('');
    expect(decodeWebsite('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('role update schemas', () => {
  const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
  // biome-ignore format: one role per line
  const cases = [
    ['graduates', updateGraduateSchema, { nin: '12345678901', is_employed: false }, { gender: 'unknown' }, 'gender'],
    ['staff', updateStaffSchema, { type_of_appointment: 'pensionable' }, { current_grade_level: 'GL-18' }, 'current_grade_level'],
    ['institutions', updateInstitutionSchema, { name_of_owner: 'Lagos State' }, { institution_type: 'university' }, 'institution_type'],
    ['employers', updateEmployerSchema, { accepts_corp_members: null }, { organization_size: '10-20' }, 'organization_size'],
    ['mentors', updateMentorSchema, { mentor_type: 'organization' }, { mentor_type: 'group' }, 'mentor_type'],
  ] as const;

  it('has one schema per profile segment', () => {
    expect(Object.keys(UPDATE_SCHEMAS).sort()).toEqual(cases.map(([segment]) => segment).sort());
  });

  it.each(cases)('%s: takes a partial body, refuses an empty one', (_segment, schema, good) => {
    expect(accepts(schema, good)).toBe(true);
    expect(refusal(schema, {})).toBe('Send at least one field to update');
  });

  it.each(cases)('%s: refuses unknown fields by name', (_segment, schema, good) => {
    const result = schema.safeParse({ ...good, is_verified: true, user_type: 'admin' });
    const issue = result.error?.issues.find((i) => i.code === 'unrecognized_keys');
    expect(issue && 'keys' in issue ? issue.keys : []).toEqual(['is_verified', 'user_type']);
  });

  it.each(cases)(
    '%s: refuses an out-of-range enum naming the field',
    (_segment, schema, _good, bad, field) => {
      const issue = schema.safeParse(bad).error?.issues[0];
      expect(issue?.path).toEqual([field]);
      expect(issue?.message).toContain(field);
    },
  );

  it('graduate: checks O level, employment and skills', () => {
    const oLevel = (number_of_sittings: unknown, certification_type = 'waec') => ({
      o_level_certifications: { certification_type, number_of_sittings },
    });
    expect(accepts(updateGraduateSchema, oLevel(4))).toBe(true);
    for (const sittings of [5, 0, 1.5, '2']) {
      expect(refusal(updateGraduateSchema, oLevel(sittings))).toBe('number_of_sittings must be 1 to 4');
    }
    expect(refusal(updateGraduateSchema, oLevel(1, 'gce'))).toMatch(/^certification_type must be one of/);
    expect(refusal(updateGraduateSchema, { is_employed: 'yes' })).toBe('is_employed must be true or false');
    const skills = (value: unknown) => refusal(updateGraduateSchema, { skills_acquired: value });
    expect(skills([])).toBe('skills_acquired needs at least one skill');
    expect(skills('Welding, Plumbing')).toBe('skills_acquired must be a list of skills');
    expect(updateGraduateSchema.parse({ skills_acquired: [' Welding '], current_occupation: null })).toEqual({
      skills_acquired: ['Welding'],
      current_occupation: null,
    });
  });

  it('staff: institution_id must be an id', () => {
    const message = 'institution_id must be an institution from the list';
    expect(refusal(updateStaffSchema, { institution_id: 'Yaba College' })).toBe(message);
    expect(accepts(updateStaffSchema, { current_grade_level: 'GL-17', staff_category: 'non-academic' })).toBe(
      true,
    );
  });

  it('institution: nested counts and administrator are strict', () => {
    const staffCount = (value: object) => ({ number_of_staff: value });
    expect(accepts(updateInstitutionSchema, staffCount({ academic: 40, non_academic: 12 }))).toBe(true);
    expect(refusal(updateInstitutionSchema, staffCount({ academic: -1, non_academic: 2 }))).toBe(
      'number_of_staff.academic cannot be negative',
    );
    expect(accepts(updateInstitutionSchema, staffCount({ academic: 1, non_academic: 2, cleaners: 3 }))).toBe(
      false,
    );
    const admin = { name: 'Ada Obi', heighest_academic_qualifications: 'PhD', grade_level: 'GL-17' };
    expect(accepts(updateInstitutionSchema, { principal_administrator: admin })).toBe(true);
    const badAdmin = { ...admin, heighest_academic_qualifications: 'BSc' };
    expect(refusal(updateInstitutionSchema, { principal_administrator: badAdmin })).toMatch(
      /^heighest_academic_qualifications must be one of/,
    );
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(refusal(updateInstitutionSchema, { year_of_establishment: nextYear })).toBe(
      'year_of_establishment cannot be in the future',
    );
  });

  it('employer: accepts_corp_members is true, false or null; branches at least 1', () => {
    for (const value of [true, false, null]) {
      expect(updateEmployerSchema.parse({ accepts_corp_members: value })).toEqual({
        accepts_corp_members: value,
      });
    }
    const refused = (body: object) => refusal(updateEmployerSchema, body);
    expect(refused({ accepts_corp_members: 'yes' })).toBe('accepts_corp_members must be true or false');
    expect(refused({ number_of_branches: 0 })).toBe('number_of_branches must be at least 1');
    expect(updateEmployerSchema.parse({ website_url: 'example.com' }).website_url).toBe(
      encodeURIComponent('https://example.com'),
    );
  });
});

describe('isProfileComplete', () => {
  const address = '12 Harmony Road|Ogun|Nigeria';
  it.each([
    ['graduate', { address, nin: '12345678901', is_employed: true }],
    ['staff', { address, nin: '12345678901', type_of_appointment: 'pensionable' }],
    ['institution', { name_of_owner: 'Federal Government' }],
    ['employer', { cac_document: { url: '/api/v1/files/x' } }],
  ] as const)(
    '%s: complete with exactly its fields set, incomplete when any is missing',
    (userType, fields) => {
      expect(Object.keys(fields).sort()).toEqual([...COMPLETENESS_FIELDS[userType]].sort());
      expect(isProfileComplete(userType, fields)).toBe(true);
      for (const field of Object.keys(fields)) {
        const without = (missing: unknown) => isProfileComplete(userType, { ...fields, [field]: missing });
        expect([null, undefined, ''].map(without), field).toEqual([false, false, false]);
      }
      expect(isProfileComplete(userType, {})).toBe(false);
    },
  );

  it('counts is_employed false as answered; mentors and admins have nothing to complete', () => {
    expect(isProfileComplete('graduate', { address, nin: '12345678901', is_employed: false })).toBe(true);
    expect(isProfileComplete('mentor', {})).toBe(true);
    expect(isProfileComplete('admin', {})).toBe(true);
  });
});
