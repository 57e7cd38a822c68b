import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FORM, jobFormSchema, salaryNumber, stepOf, toCreateJob } from './job-form';

const filled = {
  ...EMPTY_JOB_FORM,
  title: 'Welder',
  field_required: 'Fabrication',
  job_type: 'full-time',
  salary: '150,000',
  text: 'Weld steel frames.',
  address: '4 Marina Road',
  state: 'Lagos',
  responsibility: 'Welding',
  company_overview: 'We build bridges.',
};

describe('the Create Job Posting form', () => {
  it('starts with NGN and 1 year of experience (spec 001 §9)', () => {
    expect(EMPTY_JOB_FORM.currency).toBe('NGN');
    expect(EMPTY_JOB_FORM.experience_years_required).toBe('1');
  });

  it('reads the typed salary as a number', () => {
    expect(salaryNumber('150,000')).toBe(150000);
    expect(salaryNumber(' 80 000 ')).toBe(80000);
    expect(salaryNumber('80k')).toBeNull();
  });

  // Issue 22.20: "₦150,000" was refused by the form.
  it('accepts the naira sign and separators in the salary', () => {
    const parsed = jobFormSchema.safeParse({ ...filled, salary: '₦150,000' });
    expect(parsed.success).toBe(true);
    expect(toCreateJob({ ...filled, salary: '₦150,000' }).salary).toBe(150000);
  });

  it('sends salary and experience as numbers, and leaves out an empty address', () => {
    const job = toCreateJob({ ...filled, experience_years_required: '3' });
    expect(job.salary).toBe(150000);
    expect(job.experience_years_required).toBe(3);
    expect(job.state).toBe('Lagos');
    expect('address' in toCreateJob({ ...filled, address: '  ' })).toBe(false);
  });

  it('needs a state from the list, so graduates filtering by state find the job', () => {
    for (const state of ['', 'Lagos State']) {
      const result = jobFormSchema.safeParse({ ...filled, state });
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['state']);
    }
    expect(jobFormSchema.safeParse({ ...filled, address: '' }).success).toBe(true);
  });

  it('refuses a salary in words and experience below 1', () => {
    const result = jobFormSchema.safeParse({ ...filled, salary: 'a lot', experience_years_required: '0' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['salary', 'experience_years_required']));
  });

  it('accepts a complete form', () => {
    expect(jobFormSchema.safeParse(filled).success).toBe(true);
  });

  it('knows which step holds a field', () => {
    expect(stepOf('salary')).toBe(0);
    expect(stepOf('address')).toBe(1);
    expect(stepOf('responsibility')).toBe(2);
    expect(stepOf('company_overview')).toBe(3);
  });
});
