import { describe, expect, it } from 'vitest';
import { ADDRESS, profileOf } from '../test/profiles';
import { changesOf, stableJson } from './changes';
import { bodyFrom, EMPTY_VALUES, localPhone, splitSkills, valuesFromProfile } from './form-values';

describe('valuesFromProfile', () => {
  it('splits the address, strips +234 from the phone and decodes the website', () => {
    const values = valuesFromProfile(
      profileOf(
        'employer',
        { website_url: 'https%3A%2F%2Facme.ng%2Fabout', number_of_branches: 2 },
        {
          address: ADDRESS,
          phone: '+2348031234567',
        },
      ),
    );
    expect(values).toMatchObject({
      street: '12 Harmony Road',
      address_state: 'Ogun',
      address_country: 'Nigeria',
      phone: '8031234567',
      website: 'https://acme.ng/about',
      number_of_branches: '2',
    });
  });

  it('reads yes/no answers, O level and skills', () => {
    const values = valuesFromProfile(
      profileOf('graduate', {
        is_employed: false,
        o_level_certifications: { number_of_sittings: 2, certification_type: 'neco' },
        skills_acquired: ['Welding', 'Solar PV'],
      }),
    );
    expect(values).toMatchObject({
      is_employed: 'no',
      o_level_type: 'neco',
      o_level_sittings: '2',
      skills: 'Welding, Solar PV',
    });
  });
});

describe('bodyFrom', () => {
  it("builds the API's shapes from the form's text", () => {
    const values = {
      ...EMPTY_VALUES,
      street: ' 4 Marina ',
      address_state: 'Lagos',
      address_country: 'Nigeria',
      o_level_type: 'waec',
      o_level_sittings: '1',
      is_employed: 'yes',
      current_occupation: 'Electrician',
      skills: 'Wiring, , Solar PV ',
    };
    expect(
      bodyFrom(values, [
        'street',
        'address_state',
        'address_country',
        'o_level_type',
        'o_level_sittings',
        'is_employed',
        'current_occupation',
        'skills',
      ]),
    ).toEqual({
      address: '4 Marina|Lagos|Nigeria',
      o_level_certifications: { certification_type: 'waec', number_of_sittings: 1 },
      is_employed: true,
      current_occupation: 'Electrician',
      skills_acquired: ['Wiring', 'Solar PV'],
    });
  });

  it('clears the occupation of someone not employed, and leaves blank optional fields out', () => {
    const values = { ...EMPTY_VALUES, is_employed: 'no', current_occupation: 'Old job', website: '' };
    expect(bodyFrom(values, ['is_employed', 'current_occupation', 'website'])).toEqual({
      is_employed: false,
      current_occupation: null,
    });
  });

  it('sends counts as numbers and the staff numbers and principal administrator as objects', () => {
    const values = {
      ...EMPTY_VALUES,
      total_number_of_students: '1200',
      staff_academic: '40',
      staff_non_academic: '60',
      principal_name: 'Bola Ade',
      principal_qualification: 'PhD',
      principal_grade_level: 'GL-17',
    };
    expect(
      bodyFrom(values, [
        'total_number_of_students',
        'staff_academic',
        'staff_non_academic',
        'principal_name',
        'principal_qualification',
        'principal_grade_level',
      ]),
    ).toEqual({
      total_number_of_students: 1200,
      number_of_staff: { academic: 40, non_academic: 60 },
      principal_administrator: {
        name: 'Bola Ade',
        heighest_academic_qualifications: 'PhD',
        grade_level: 'GL-17',
      },
    });
  });
});

describe('changesOf', () => {
  const stored = profileOf(
    'graduate',
    { o_level_certifications: { number_of_sittings: 1, certification_type: 'waec' } },
    { address: ADDRESS, phone: '+2348031234567' },
  );

  it('sends only what differs from the stored profile, after the contract normalises it', () => {
    const changes = changesOf('graduate', stored, {
      phone: '0803 123 4567',
      address: ADDRESS,
      o_level_certifications: { certification_type: 'waec', number_of_sittings: 1 },
      nin: '12345678901',
    });
    expect(changes).toEqual({ ok: true, body: { nin: '12345678901' } });
  });

  it('encodes a website as the API stores it', () => {
    const employer = profileOf('employer');
    expect(changesOf('employer', employer, { website_url: 'acme.ng' })).toEqual({
      ok: true,
      body: { website_url: 'https%3A%2F%2Facme.ng' },
    });
  });

  it('names the fields the contract refuses', () => {
    expect(changesOf('graduate', stored, { nin: '123' })).toEqual({
      ok: false,
      fields: { nin: 'nin must be exactly 11 digits' },
    });
  });

  it('has nothing to send for an empty body', () => {
    expect(changesOf('graduate', stored, {})).toEqual({ ok: true, body: {} });
  });
});

describe('helpers', () => {
  it('compares JSON whatever the key order', () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe(stableJson({ a: { c: 3, d: 2 }, b: 1 }));
  });

  it('reads phones and skills the way people type them', () => {
    expect(localPhone('+2348031234567')).toBe('8031234567');
    expect(localPhone(null)).toBe('');
    expect(splitSkills(' Welding,,Solar PV ,')).toEqual(['Welding', 'Solar PV']);
  });
});
