import { describe, expect, it } from 'vitest';
import { stateNamedIn } from './geo';
import {
  applySchema,
  createJobSchema,
  JOB_MESSAGES,
  JOB_TEXT_MAX,
  JOBS_PAGE_SIZE,
  jobFeedQuerySchema,
  jobListQuerySchema,
  SALARY_MAX,
  salaryNumber,
  updateJobSchema,
} from './jobs';
import { MAX_PAGE_SIZE } from './limits';

const JOB = {
  title: 'Solar PV Installer',
  salary: 150000,
  currency: 'NGN',
  field_required: 'Electrical installation',
  job_type: 'full-time',
  text: 'Install and maintain solar systems.',
  state: 'Lagos',
  responsibility: 'Site surveys and installation.',
  company_overview: 'A renewable energy installer.',
};

/** The fields a failed parse names, with their messages. */
function refusal(input: unknown) {
  const result = createJobSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('createJobSchema', () => {
  it('defaults experience_years_required to 1 (spec 001 §5, §9) and leaves the address out', () => {
    const job = createJobSchema.parse(JOB);
    expect(job.experience_years_required).toBe(1);
    expect(job.address).toBeUndefined();
    expect(job).toMatchObject(JOB);
    expect(createJobSchema.parse({ ...JOB, address: ' Ikeja ' }).address).toBe('Ikeja');
  });

  it('takes a state from the list only, so the feed filter finds every job (issue 9)', () => {
    expect(createJobSchema.safeParse({ ...JOB, state: undefined }).success).toBe(true);
    for (const state of ['', 'lagos', 'Lagos State', 'Ikeja', 'Abuja']) {
      expect(refusal({ ...JOB, state }).state).toBe('state must be a Nigerian state from the list');
    }
    expect(createJobSchema.parse({ ...JOB, state: 'Federal Capital Territory' }).state).toBe(
      'Federal Capital Territory',
    );
    expect(refusal({ ...JOB, address: 'x'.repeat(201) }).address).toBe(
      'address must be at most 200 characters',
    );
  });

  it('keeps an experience given, trims text, and accepts created_by and company_name as sent', () => {
    const job = createJobSchema.parse({
      ...JOB,
      title: '  Welder  ',
      experience_years_required: 3,
      created_by: 'someone',
      company_name: 'Someone Ltd',
    });
    expect(job).toMatchObject({ title: 'Welder', experience_years_required: 3, created_by: 'someone' });
  });

  // state may be left out: the server reads it from the address (issue 22 point 9; jobs.create.test.ts).
  it.each(Object.keys(JOB).filter((field) => field !== 'state'))(
    'refuses a job without %s, naming it',
    (field) => {
      const input: Record<string, unknown> = { ...JOB };
      delete input[field];
      const fields = refusal(input);
      expect(Object.keys(fields)).toEqual([field]);
    },
  );

  it.each([
    ['title', ''],
    ['text', '   '],
    ['responsibility', ' '],
    ['company_overview', ''],
    ['field_required', ''],
  ])('refuses a blank %s with "%s is required"', (field, value) => {
    expect(refusal({ ...JOB, [field]: value })[field]).toBe(`${field} is required`);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a negative salary', { salary: -1 }, 'salary cannot be negative'],
    ['a text salary', { salary: '150k' }, 'salary must be a number (per month)'],
    ['a fractional salary', { salary: 1500.5 }, 'salary must be a whole amount'],
    ['a salary above the cap', { salary: SALARY_MAX + 1 }, 'salary is too large'],
    ['experience 0', { experience_years_required: 0 }, 'experience_years_required must be at least 1'],
    ['experience 51', { experience_years_required: 51 }, 'experience_years_required must be at most 50'],
    [
      'fractional experience',
      { experience_years_required: 2.5 },
      'experience_years_required must be a whole number',
    ],
  ])('refuses %s', (_label, overrides, message) => {
    const [field] = Object.keys(overrides);
    expect(refusal({ ...JOB, ...overrides })[field]).toBe(message);
  });

  it.each([
    ['currency', 'EUR'],
    ['currency', 'ngn'],
    ['job_type', 'contract'],
    ['job_type', 'Full-time'],
  ])('refuses %s %s, naming the field', (field, value) => {
    const fields = refusal({ ...JOB, [field]: value });
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toContain(field);
  });

  // Issue 22.20: the naira sign and the separators people type.
  it.each([
    ['₦150,000', 150000],
    ['NGN 150 000', 150000],
    [' 150000 ', 150000],
    ['$1,200', 1200],
  ])('accepts the salary %s as %i', (typed, amount) => {
    expect(createJobSchema.parse({ ...JOB, salary: typed }).salary).toBe(amount);
    expect(salaryNumber(typed)).toBe(amount);
  });

  it.each(['150k', '1.5m', '₦', ''])('refuses the salary %s', (typed) => {
    expect(salaryNumber(typed)).toBeNull();
    expect(createJobSchema.safeParse({ ...JOB, salary: typed }).success).toBe(false);
  });

  it('accepts the salary cap, zero, USD and part-time', () => {
    expect(createJobSchema.parse({ ...JOB, salary: SALARY_MAX }).salary).toBe(1_000_000_000);
    expect(createJobSchema.parse({ ...JOB, salary: 0 }).salary).toBe(0);
    expect(createJobSchema.parse({ ...JOB, currency: 'USD', job_type: 'part-time' })).toMatchObject({
      currency: 'USD',
      job_type: 'part-time',
    });
  });

  it('caps text lengths', () => {
    expect(refusal({ ...JOB, title: 'x'.repeat(151) }).title).toBe('title must be at most 150 characters');
    expect(refusal({ ...JOB, text: 'x'.repeat(JOB_TEXT_MAX + 1) }).text).toContain(String(JOB_TEXT_MAX));
    expect(createJobSchema.safeParse({ ...JOB, text: 'x'.repeat(JOB_TEXT_MAX) }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    const result = createJobSchema.safeParse({ ...JOB, status: 'closed' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].code).toBe('unrecognized_keys');
  });
});

describe('the other job schemas', () => {
  it('updates only the status, open or closed', () => {
    expect(updateJobSchema.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(updateJobSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(updateJobSchema.safeParse({ status: 'open', title: 'x' }).success).toBe(false);
  });

  it('applies with a graduate id only', () => {
    const id = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    expect(applySchema.parse({ graduate_id: id })).toEqual({ graduate_id: id });
    expect(applySchema.safeParse({ graduate_id: 'me' }).success).toBe(false);
    expect(applySchema.safeParse({ graduate_id: id, note: 'hi' }).success).toBe(false);
  });

  it('pages job lists by 20 and caps limit=9999', () => {
    expect(jobListQuerySchema.parse({})).toEqual({ limit: JOBS_PAGE_SIZE, page: 1 });
    expect(jobListQuerySchema.parse({ limit: '9999' }).limit).toBe(MAX_PAGE_SIZE);
    expect(jobFeedQuerySchema.parse({ limit: '9999', page: '2' })).toMatchObject({ limit: 100, page: 2 });
    expect(jobListQuerySchema.safeParse({ created_by: 'sunny' }).success).toBe(false);
  });

  it('filters the feed by a known job type and a bounded search', () => {
    expect(jobFeedQuerySchema.parse({ job_type: 'part-time', q: ' welding ' })).toMatchObject({
      job_type: 'part-time',
      q: 'welding',
    });
    expect(jobFeedQuerySchema.safeParse({ job_type: 'contract' }).success).toBe(false);
    expect(jobFeedQuerySchema.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
  });

  it('spells the messages the screens show letter for letter', () => {
    expect(JOB_MESSAGES.created).toBe('Job Created Successfully!');
    expect(JOB_MESSAGES.createdText).toBe("You've successfully created a job. Stay tuned for applicants");
    expect(JOB_MESSAGES.applied).toBe('Application Submitted!');
  });
});

describe('stateNamedIn', () => {
  it.each([
    ['Ikeja, Lagos', 'Lagos'],
    ['12 Allen Avenue|Lagos|Nigeria', 'Lagos'],
    ['Aba, Abia State', 'Abia'],
    ['Garki, FCT', 'Federal Capital Territory'],
    ['Akwa  Ibom', 'Akwa Ibom'],
    ['Ikeja', undefined],
    ['Nigeria', undefined],
    ['Lagos Island Market Road', undefined],
    ['', undefined],
  ])('reads %j as %j', (address, state) => {
    expect(stateNamedIn(address)).toBe(state);
  });
});
