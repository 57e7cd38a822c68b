import { z } from 'zod';
import { idSchema, pageQuerySchema } from '../api';
import { enumField } from '../fields';
import { ADMIN_PAGE_SIZE, reasonField } from './common';
import { booleanQuery, searchField } from './query-fields';
import { EMPLOYER_VETTING_STATUSES } from './vetting';

/* Job moderation: graduates' reports of suspicious jobs, the console's job list, suspension. */

/** A graduate's report of a suspicious job: open until an administrator suspends the job or dismisses it. */
export const JOB_REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type JobReportStatus = (typeof JOB_REPORT_STATUSES)[number];

/** POST /v1/jobs/{jobId}/report (graduates): what looks wrong. */
export const jobReportSchema = z.strictObject({ reason: reasonField });

/** GET /v1/admin/jobs: every job, newest first; filters combine. */
export const adminJobListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  q: searchField.optional(),
  suspended: booleanQuery('suspended').optional(),
  /** Only jobs with open reports. */
  reported: booleanQuery('reported').optional(),
  /** Only jobs of employers not yet approved. */
  unverified: booleanQuery('unverified').optional(),
});

export const adminJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company_name: z.string(),
  created_by: z.string(),
  /** Null when the employer named no state. */
  state: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  employer_vetting_status: z.enum(EMPLOYER_VETTING_STATUSES),
  suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  applicant_count: z.number().int(),
  open_report_count: z.number().int(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /v1/admin/job-reports?status=open is the queue, oldest first, each with its job. */
export const adminJobReportListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', JOB_REPORT_STATUSES).optional(),
  job_id: idSchema.optional(),
});

export const adminJobReportSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  status: z.enum(JOB_REPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  reported_by: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  job: adminJobSchema,
});
export type AdminJobReport = z.infer<typeof adminJobReportSchema>;

/** What the graduate receives after reporting. */
export const jobReportResultSchema = z.object({ _id: z.string(), job_id: z.string(), createdAt: z.string() });
export type JobReportResult = z.infer<typeof jobReportResultSchema>;
