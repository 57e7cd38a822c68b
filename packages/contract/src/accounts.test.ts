import { describe, expect, it } from 'vitest';
import { changePasswordSchema, registerGraduateSchema, registerInstitutionSchema } from './accounts';
import { isProfileComplete } from './completeness';
import { homePathOf } from './roles';

const graduate = {
  user_type: 'graduate',
  name: 'Amina Bello',
  email: ' Amina@Example.com ',
  username: 'amina_b',
  password: 'Strong-Pass1',
  nationality: 'Nigeria',
  gender: 'female',
  state: 'Ogun',
  lga: 'Yewa South',
};

describe('registration schema', () => {
  it('accepts a Nigerian graduate and normalises the e-mail', () => {
    const parsed = registerGraduateSchema.parse(graduate);
    expect(parsed.email).toBe('amina@example.com');
  });

  it('requires the LGA to belong to the chosen state for Nigeria', () => {
    const result = registerGraduateSchema.safeParse({ ...graduate, lga: 'Ikeja' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['lga']);
  });

  it('takes free text for other nationalities', () => {
    expect(
      registerGraduateSchema.safeParse({ ...graduate, nationality: 'Ghana', state: 'Ashanti', lga: 'Kumasi' })
        .success,
    ).toBe(true);
  });

  it('refuses unknown fields and markup in names', () => {
    expect(registerGraduateSchema.safeParse({ ...graduate, role: 'admin' }).success).toBe(false);
    expect(registerGraduateSchema.safeParse({ ...graduate, name: '<script>alert(1)</script>' }).success).toBe(
      false,
    );
    expect(
      registerGraduateSchema.safeParse({ ...graduate, name: "Robert'); DROP TABLE users;--" }).success,
    ).toBe(false);
  });

  it('accepts registered organisation names with punctuation', () => {
    const result = registerInstitutionSchema.safeParse({
      user_type: 'institution',
      name: 'Federal Polytechnic, Ilaro (FPI)',
      email: 'registry@fpi.edu.ng',
      username: 'fpi',
      password: 'Strong-Pass1',
      institution_type: 'federal-polytechnics',
      ownership_type: 'federal',
    });
    expect(result.success).toBe(true);
  });
});

describe('change password schema', () => {
  it('says "Both password must match!" on a mismatch', () => {
    const result = changePasswordSchema.safeParse({
      password: 'x',
      new_password: 'Strong-Pass1',
      confirm_password: 'Strong-Pass2',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Both password must match!');
  });
});

describe('profile completeness (spec 000 §3)', () => {
  it('needs address, nin and is_employed for a graduate; false counts as set', () => {
    expect(isProfileComplete('graduate', { address: 'a|b|c', nin: '12345678901', is_employed: false })).toBe(
      true,
    );
    expect(isProfileComplete('graduate', { address: 'a|b|c', nin: '12345678901', is_employed: null })).toBe(
      false,
    );
    expect(isProfileComplete('graduate', { address: '', nin: '12345678901', is_employed: true })).toBe(false);
  });
  it('needs name_of_owner for an institution and cac_document for an employer', () => {
    expect(isProfileComplete('institution', { name_of_owner: 'FGN' })).toBe(true);
    expect(isProfileComplete('employer', { cac_document: null })).toBe(false);
  });
  it('mentors and admins have nothing to complete', () => {
    expect(isProfileComplete('mentor', {})).toBe(true);
  });
});

describe('home paths', () => {
  it('sends staff to surveys and others to the overview', () => {
    expect(homePathOf('staff')).toBe('/surveys');
    expect(homePathOf('graduate')).toBe('/overview');
    expect(homePathOf('mentor')).toBe('/overview');
  });
});
