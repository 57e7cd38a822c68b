import { z } from 'zod';
import { idSchema, pageQuerySchema } from './api';
import { CURRENCIES, JOB_TYPES } from './enums';
import { enumField, requiredText } from './fields';
import { NIGERIAN_STATES } from './geo/nigeria';
import { MAX_PAGE_SIZE } from './limits';
import { PROFILE_MESSAGES } from './profile-updates';
import { fileSchema } from './profiles';

export const JOB_STATUSES = ['open', 'closed'] as const;
export const JOB_TEXT_MAX = 10_000;
export const JOBS_PAGE_SIZE = 20;
export const SALARY_MAX = 1_000_000_000;

/** Every sentence of the jobs feature, once: the server answers with them and the web app shows them. */
export const JOB_MESSAGES = {
  created: 'Job Created Successfully!',
  createdText: "You've successfully created a job. Stay tuned for applicants",
  updated: 'Job updated successfully',
  deleted: 'Job deleted successfully',
  loaded: 'Jobs loaded',
  applied: 'Application Submitted!',
  applicationsLoaded: 'Applications loaded',
  notFound: 'No job with this id.',
  applicationNotFound: 'No application with this id for this job.',
  notYourJob: 'Only the employer who posted this job can do this.',
  closed: 'This job is closed and no longer takes applications.',
  alreadyApplied: 'You have already applied for this job.',
  /** `missing` reads like "address, NIN and employment status" (see listMissing in completeness.ts). */
  /** Shown where a job's state would be when the employer gave none (issue 22 point 9: the spec's payload). */
  stateNotGiven: 'State not given',
  completeProfileFirst: (missing: string) =>
    `Finish your profile before you apply: add your ${missing} on the Get started page.`,
} as const;

/**
 * A job's state, chosen from the list. The API takes a job without one (the spec's client sends only `address`);
 * such a job shows "State not given" and appears in the feed only when no state filter is set.
 */
export const jobStateField = z.enum(NIGERIAN_STATES, {
  error: (issue) => (issue.input === undefined ? 'state is required' : PROFILE_MESSAGES.stateNotNigerian),
});

/**
 * A salary as people type it (issue 22.20): "₦150,000", "NGN 150 000", "$1,200" or "150000" is the whole number
 * 150000 / 1200; null when it is not an amount in figures ("150k", "1.5m"). Shared by the API and the job form.
 */
export function salaryNumber(typed: string): number | null {
  const digits = typed.replace(/^\s*(₦|\$|NGN|USD|N)\s*/i, '').replace(/[\s,\u00a0]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

const salaryField = z.preprocess(
  (value) => (typeof value === 'string' ? (salaryNumber(value) ?? value) : value),
  z
    .number({ error: 'salary must be a number (per month)' })
    .int('salary must be a whole amount')
    .min(0, 'salary cannot be negative')
    .max(SALARY_MAX, 'salary is too large'),
);

/** The four steps of "Create Job Posting" (spec 001 §3, §5). created_by and company_name are taken from the signed-in employer. */
export const createJobSchema = z.strictObject({
  title: requiredText('title', 150),
  salary: salaryField,
  currency: enumField('currency', CURRENCIES),
  experience_years_required: z
    .number({ error: 'experience_years_required must be a number' })
    .int('experience_years_required must be a whole number')
    .min(1, 'experience_years_required must be at least 1')
    .max(50, 'experience_years_required must be at most 50')
    .default(1),
  field_required: requiredText('field_required', 120),
  job_type: enumField('job_type', JOB_TYPES),
  text: requiredText('text', JOB_TEXT_MAX),
  // Optional because the spec's client sends only `address` (spec 001 §3): the server then reads the state from
  // the address (stateNamedIn), and stores none when the address names none (issue 22 point 9).
  state: jobStateField.optional(),
  // The town or street within the state (or the spec's street|state|country); optional.
  address: z.string().trim().max(200, 'address must be at most 200 characters').optional(),
  responsibility: requiredText('responsibility', JOB_TEXT_MAX),
  company_overview: requiredText('company_overview', JOB_TEXT_MAX),
  // Sent by the client described in the spec; ignored in favour of the signed-in employer.
  created_by: z.string().max(64).optional(),
  company_name: z.string().max(200).optional(),
});
export type CreateJob = z.infer<typeof createJobSchema>;

export const updateJobSchema = z.strictObject({ status: enumField('status', JOB_STATUSES) });

export const jobListQuerySchema = pageQuerySchema(JOBS_PAGE_SIZE).extend({
  created_by: z.string().uuid('created_by must be an employer id').optional(),
});
export const jobFeedQuerySchema = pageQuerySchema(JOBS_PAGE_SIZE).extend({
  state: z.string().trim().max(60).optional(),
  job_type: enumField('job_type', JOB_TYPES).optional(),
  q: z.string().trim().max(100, 'search text must be at most 100 characters').optional(),
});

/** A graduate's feed and applications: `{id}` is the graduate's profile id or account id. */
export const graduateParamsSchema = z.object({ id: idSchema });
export const jobParamsSchema = z.object({ jobId: idSchema });
/** One applicant, by application id or by the applicant's graduate id. */
export const applicantParamsSchema = jobParamsSchema.extend({ applicantId: idSchema });
/** An applicant of any of the employer's jobs, for a link that does not say which job (issue 22.10). */
export const employerApplicantParamsSchema = z.object({ id: idSchema, applicantId: idSchema });
/** A popular job can have thousands of applicants: the employer pages through them, 100 at most at a time. */
export const applicantsQuerySchema = pageQuerySchema(MAX_PAGE_SIZE);
export const applicationsQuerySchema = pageQuerySchema(JOBS_PAGE_SIZE);

export const applySchema = z.strictObject({
  graduate_id: z.uuid({ error: 'graduate_id must be your graduate id' }),
});

/** What "Apply" answers with. */
export const applyResultSchema = z.object({
  _id: z.string(),
  job_posting_id: z.string(),
  graduate_id: z.string(),
  createdAt: z.string(),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string(),
  address: z.string().nullable(),
  /** Null when the employer named no state (JOB_MESSAGES.stateNotGiven is shown). */
  state: z.enum(NIGERIAN_STATES).nullable(),
  salary: z.number(),
  currency: z.enum(CURRENCIES),
  experience_years_required: z.number(),
  field_required: z.string(),
  job_type: z.enum(JOB_TYPES),
  responsibility: z.string(),
  company_overview: z.string(),
  created_by: z.string(),
  company_name: z.string(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  applicant_count: z.number().optional(),
  has_applied: z.boolean().optional(),
  /** False while the employer is not vetted: the feed shows UNVERIFIED_EMPLOYER_LABEL ('Unverified employer'). */
  employer_verified: z.boolean().optional(),
  /** Suspended by an administrator (only its employer still reads it, in its own list). */
  suspended: z.boolean().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** The applicant as an employer sees them: only through an application to one of its own jobs. */
export const applicantSchema = z.object({
  _id: z.string(),
  job_posting_id: z.string(),
  createdAt: z.string(),
  graduate_id: z.object({
    _id: z.string(),
    user_id: z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      avatar: fileSchema.nullable(),
    }),
    gender: z.string().nullable(),
    state: z.string().nullable(),
    skills_acquired: z.array(z.string()),
    resume_id: fileSchema.nullable(),
  }),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** A graduate's application; a deleted job shows as removed, with the title it had. */
export const applicationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  graduate_id: z.string(),
  job_posting_id: jobSchema.nullable(),
  removed: z.boolean(),
  job_title: z.string(),
  company_name: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;
