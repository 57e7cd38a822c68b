import { z } from 'zod';
import { pagedSchema } from '../api';
import {
  applicantParamsSchema,
  applicantSchema,
  applicantsQuerySchema,
  applicationSchema,
  applicationsQuerySchema,
  applyResultSchema,
  applySchema,
  createJobSchema,
  employerApplicantParamsSchema,
  graduateParamsSchema,
  jobFeedQuerySchema,
  jobListQuerySchema,
  jobParamsSchema,
  jobSchema,
  updateJobSchema,
} from '../jobs';
import { defineOperation } from '../operation';

const tags = ['jobs'] as const;

/** Jobs (spec 001 §3 and §7 for employers, spec 000 §4 and §7 for graduates). */
export const jobOperations = {
  // ---- employers' postings
  create: defineOperation({
    method: 'POST',
    path: '/v1/jobs',
    tags,
    summary: 'Post a job (the company is the signed-in employer)',
    body: createJobSchema,
    response: jobSchema,
    status: 201,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/v1/jobs',
    tags,
    summary:
      'Open jobs, newest first, paged; ?created_by={your id} lists your own jobs with applicant counts',
    query: jobListQuerySchema,
    response: pagedSchema(jobSchema),
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/jobs/:jobId',
    tags,
    summary: 'One job (a closed job only to the employer who posted it)',
    params: jobParamsSchema,
    response: jobSchema,
  }),
  setStatus: defineOperation({
    method: 'PATCH',
    path: '/v1/jobs/:jobId',
    tags,
    summary: 'Close or reopen your job',
    params: jobParamsSchema,
    body: updateJobSchema,
    response: jobSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/v1/jobs/:jobId',
    tags,
    summary: 'Delete your job; its applicants then see it as removed',
    params: jobParamsSchema,
    response: z.null(),
  }),
  // ---- applicants, as the employer who posted the job sees them
  applicants: defineOperation({
    method: 'GET',
    path: '/v1/jobs/:jobId/applications',
    tags,
    summary: "Your job's applicants, newest first, paged (a popular job can have thousands)",
    params: jobParamsSchema,
    query: applicantsQuerySchema,
    response: pagedSchema(applicantSchema),
  }),
  applicant: defineOperation({
    method: 'GET',
    path: '/v1/jobs/:jobId/applications/:applicantId',
    tags,
    summary: "One applicant of your job (by application id or the applicant's graduate id)",
    params: applicantParamsSchema,
    response: applicantSchema,
  }),
  employerApplicant: defineOperation({
    method: 'GET',
    path: '/v1/employers/:id/applicants/:applicantId',
    tags,
    summary: "One applicant of any of your jobs (by application id or the applicant's graduate id)",
    params: employerApplicantParamsSchema,
    response: applicantSchema,
  }),
  // ---- graduates
  apply: defineOperation({
    method: 'POST',
    path: '/v1/jobs/:jobId/apply',
    tags,
    summary: 'Apply for an open job, for yourself, once; your profile must be complete',
    params: jobParamsSchema,
    body: applySchema,
    response: applyResultSchema,
    status: 201,
  }),
  feed: defineOperation({
    method: 'GET',
    path: '/v1/graduates/:id/jobfeed',
    tags,
    summary: 'Open jobs for you, newest first, paged; filter by state, job_type and text (q)',
    params: graduateParamsSchema,
    query: jobFeedQuerySchema,
    response: pagedSchema(jobSchema),
  }),
  applications: defineOperation({
    method: 'GET',
    path: '/v1/graduates/:id/applications',
    tags,
    summary: 'Jobs you applied for, newest first (a deleted job shows as removed)',
    params: graduateParamsSchema,
    query: applicationsQuerySchema,
    response: pagedSchema(applicationSchema),
  }),
};
