import { describe, expect, it } from 'vitest';
import { ADDRESS, FILE, profileOf } from '../test/profiles';
import { activeSectionOf, firstOpenStep, progressOf, stepState } from './progress';
import { WIZARDS } from './wizard-plan';

describe('progressOf (spec 000 §2 and §9, spec 001 §4)', () => {
  it('graduate: 25 for the address, 25 for the NIN, 50 for the employment answer, capped at 100', () => {
    expect(progressOf('graduate', profileOf('graduate'))).toBe(0);
    expect(progressOf('graduate', profileOf('graduate', {}, { address: ADDRESS }))).toBe(25);
    expect(progressOf('graduate', profileOf('graduate', { nin: '12345678901' }, { address: ADDRESS }))).toBe(
      50,
    );
    expect(progressOf('graduate', profileOf('graduate', { is_employed: false }))).toBe(50);
    expect(
      progressOf(
        'graduate',
        profileOf('graduate', { nin: '12345678901', is_employed: true }, { address: ADDRESS }),
      ),
    ).toBe(100);
  });

  it('staff: a third per finished section', () => {
    expect(progressOf('staff', profileOf('staff'))).toBe(0);
    expect(progressOf('staff', profileOf('staff', {}, { address: ADDRESS }))).toBe(33);
    expect(
      progressOf('staff', profileOf('staff', { type_of_appointment: 'pensionable' }, { address: ADDRESS })),
    ).toBe(67);
    expect(
      progressOf(
        'staff',
        profileOf('staff', { type_of_appointment: 'pensionable', nin: '12345678901' }, { address: ADDRESS }),
      ),
    ).toBe(100);
  });

  it('institution: 50 once the counts are in, 100 with the name of the owner', () => {
    const counts = {
      total_number_of_students: 1200,
      number_of_graduates: 300,
      number_of_staff: { academic: 40, non_academic: 60 },
      number_of_accredited_courses: 12,
    };
    expect(progressOf('institution', profileOf('institution'))).toBe(0);
    expect(
      progressOf('institution', profileOf('institution', { ...counts, number_of_graduates: null })),
    ).toBe(0);
    expect(progressOf('institution', profileOf('institution', counts))).toBe(50);
    expect(progressOf('institution', profileOf('institution', { ...counts, name_of_owner: 'FGN' }))).toBe(
      100,
    );
  });

  it('employer: 50 with website and ownership type, 100 with the CAC document', () => {
    expect(progressOf('employer', profileOf('employer'))).toBe(0);
    expect(progressOf('employer', profileOf('employer', { website_url: 'https%3A%2F%2Facme.ng' }))).toBe(50);
    expect(
      progressOf(
        'employer',
        profileOf('employer', { website_url: 'https%3A%2F%2Facme.ng', ownership_type: null }),
      ),
    ).toBe(0);
    expect(progressOf('employer', profileOf('employer', { cac_document: FILE }))).toBe(100);
  });
});

describe('activeSectionOf and stepState', () => {
  it('is the first unfinished section; earlier ones are done, later ones locked', () => {
    const graduate = profileOf('graduate', {}, { address: ADDRESS });
    const active = activeSectionOf('graduate', graduate);
    expect(active).toBe(1);
    expect([0, 1, 2].map((index) => stepState(index, active))).toEqual(['done', 'current', 'locked']);
  });

  it('is past the last section once the profile is complete', () => {
    const complete = { ...profileOf('employer', { cac_document: FILE }), is_profile_complete: true };
    expect(activeSectionOf('employer', complete)).toBe(WIZARDS.employer.length);
  });

  it('moves the employer from contact to business once address, phone and website are saved', () => {
    const employer = profileOf(
      'employer',
      { website_url: 'https%3A%2F%2Facme.ng' },
      { address: ADDRESS, phone: '+2348031234567' },
    );
    expect(activeSectionOf('employer', employer)).toBe(1);
  });
});

describe('firstOpenStep', () => {
  it('resumes the personal section at the first sub-step not filled in', () => {
    const [personal] = WIZARDS.graduate;
    expect(firstOpenStep(personal!, profileOf('graduate'))).toBe(0);
    const withPicture = profileOf('graduate', {}, { avatar: { ...FILE, mimetype: 'image/jpeg' } });
    expect(firstOpenStep(personal!, withPicture)).toBe(1);
    const withDetails = profileOf(
      'graduate',
      { date_of_birth: '2000-01-01' },
      { avatar: { ...FILE, mimetype: 'image/jpeg' }, phone: '+2348031234567' },
    );
    expect(firstOpenStep(personal!, withDetails)).toBe(2);
  });

  it('resumes the institution overview at the principal administrator once the counts are in', () => {
    const [overview] = WIZARDS.institution;
    const profile = profileOf('institution', {
      total_number_of_students: 1,
      number_of_graduates: 1,
      number_of_staff: { academic: 1, non_academic: 1 },
      number_of_accredited_courses: 1,
    });
    expect(firstOpenStep(overview!, profile)).toBe(1);
  });
});
