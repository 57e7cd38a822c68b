import { describe, expect, it } from 'vitest';
import { formSchema } from './form-schema';
import { EMPTY_VALUES, type FormField } from './form-values';

function issues(
  role: Parameters<typeof formSchema>[0],
  fields: FormField[],
  values: Partial<typeof EMPTY_VALUES>,
  optional: FormField[] = [],
) {
  const result = formSchema(role, fields, optional).safeParse({ ...EMPTY_VALUES, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('formSchema', () => {
  it('asks for every blank required field by its label', () => {
    expect(issues('graduate', ['gender', 'date_of_birth', 'phone'], {})).toEqual({
      gender: 'Gender is required',
      date_of_birth: 'Date of birth is required',
      phone: 'Phone number is required',
    });
  });

  it("applies the contract's rules to what is typed", () => {
    expect(issues('graduate', ['nin', 'phone'], { nin: '123', phone: '12345' })).toEqual({
      nin: 'nin must be exactly 11 digits',
      phone: 'phone must be a Nigerian mobile number, e.g. 803 123 4567',
    });
    expect(issues('employer', ['number_of_branches'], { number_of_branches: '0' })).toEqual({
      number_of_branches: 'number_of_branches must be at least 1',
    });
  });

  it('needs an occupation only from someone employed', () => {
    expect(issues('graduate', ['is_employed', 'current_occupation'], { is_employed: 'no' })).toEqual({});
    expect(issues('graduate', ['is_employed', 'current_occupation'], { is_employed: 'yes' })).toEqual({
      current_occupation: 'Current occupation is required',
    });
  });

  it('checks a Nigerian LGA against its state', () => {
    expect(
      issues('graduate', ['nationality', 'state', 'lga'], {
        nationality: 'Nigeria',
        state: 'Lagos',
        lga: 'Nsukka',
      }),
    ).toEqual({ lga: 'lga must be a local government area of Lagos' });
    expect(
      issues('graduate', ['nationality', 'state', 'lga'], {
        nationality: 'Ghana',
        state: 'Ashanti',
        lga: 'Kumasi',
      }),
    ).toEqual({});
  });

  it('lets an optional field stay blank but still checks what is typed', () => {
    expect(issues('institution', ['website'], {}, ['website'])).toEqual({});
    expect(issues('institution', ['website'], { website: 'not-a-site' }, ['website'])).toEqual({
      website: 'website_url must be a web address such as https://example.com',
    });
  });

  it('needs at least one skill', () => {
    expect(issues('graduate', ['skills'], { skills: ' , ' })).toEqual({
      skills: 'skills_acquired needs at least one skill',
    });
  });
});
