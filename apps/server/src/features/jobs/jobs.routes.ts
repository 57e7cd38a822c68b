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
  envelopeSchema,
  graduateParamsSchema,
  JOB_MESSAGES,
  jobFeedQuerySchema,
  jobListQuerySchema,
  jobParamsSchema,
  jobSchema,
  pagedSchema,
  updateJobSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { uncheckedOutput } from '../../platform/unchecked-output';
import { jobsPersonalData } from './jobs.personal-data';
import { jobsPolicies } from './jobs.policy';
import { createJobsService } from './jobs.service';

/*
 * Jobs (spec 001 §3 and §7 for employers, spec 000 §4 and §7 for graduates). Each route is its path, who may
 * call it (roles and owner rule, checked before the handler), its contract schemas, and one service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const jobs = createJobsService(deps);
  const tags = ['jobs'];

  // ---- employers' postings

  app.post(
    '/v1/jobs',
    {
      config: { access: { roles: ['employer'] } },
      schema: {
        tags,
        summary: 'Post a job (the company is the signed-in employer)',
        body: createJobSchema,
        response: { 201: envelopeSchema(jobSchema) },
      },
    },
    async (request, reply) => {
      const job = await jobs.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, JOB_MESSAGES.created, job));
    },
  );

  app.get(
    '/v1/jobs',
    {
      // Open jobs for every role; with ?created_by= (the caller's own id), the caller's jobs with applicant counts.
      config: { access: { roles: 'any', owner: { self: 'query.created_by' } } },
      schema: {
        tags,
        summary:
          'Open jobs, newest first, paged; ?created_by={your id} lists your own jobs with applicant counts',
        querystring: jobListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(jobSchema)) },
      },
    },
    async (request) => ok(JOB_MESSAGES.loaded, await jobs.list(requireAuth(request), request.query)),
  );

  app.get(
    '/v1/jobs/:jobId',
    {
      config: { access: { roles: 'any' } },
      schema: {
        tags,
        summary: 'One job (a closed job only to the employer who posted it)',
        params: jobParamsSchema,
        response: { 200: envelopeSchema(jobSchema) },
      },
    },
    async (request) => ok(JOB_MESSAGES.loaded, await jobs.read(requireAuth(request), request.params.jobId)),
  );

  app.patch(
    '/v1/jobs/:jobId',
    {
      config: { access: { roles: ['employer'], owner: 'jobEmployer' } },
      schema: {
        tags,
        summary: 'Close or reopen your job',
        params: jobParamsSchema,
        body: updateJobSchema,
        response: { 200: envelopeSchema(jobSchema) },
      },
    },
    async (request) =>
      ok(JOB_MESSAGES.updated, await jobs.setStatus(request.params.jobId, request.body.status)),
  );

  app.delete(
    '/v1/jobs/:jobId',
    {
      config: { access: { roles: ['employer'], owner: 'jobEmployer' } },
      schema: {
        tags,
        summary: 'Delete your job; its applicants then see it as removed',
        params: jobParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await jobs.remove(request.params.jobId);
      return ok(JOB_MESSAGES.deleted, null);
    },
  );

  // ---- applicants, as the employer who posted the job sees them

  app.get(
    '/v1/jobs/:jobId/applications',
    {
      config: { access: { roles: ['employer'], owner: 'jobEmployer' } },
      schema: {
        tags,
        summary: "Your job's applicants, newest first, paged (a popular job can have thousands)",
        params: jobParamsSchema,
        querystring: applicantsQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(applicantSchema)) },
      },
    },
    async (request) =>
      ok(JOB_MESSAGES.applicationsLoaded, await jobs.applicants(request.params.jobId, request.query)),
  );

  app.get(
    '/v1/jobs/:jobId/applications/:applicantId',
    {
      config: { access: { roles: ['employer'], owner: 'jobEmployer' } },
      schema: {
        tags,
        summary: "One applicant of your job (by application id or the applicant's graduate id)",
        params: applicantParamsSchema,
        response: { 200: envelopeSchema(applicantSchema) },
      },
    },
    async (request) =>
      ok(
        JOB_MESSAGES.applicationsLoaded,
        await jobs.applicant(request.params.jobId, request.params.applicantId),
      ),
  );

  app.get(
    '/v1/employers/:id/applicants/:applicantId',
    {
      // A link to /job-post/applicant/{id} without ?job= (issue 22.10): searched among your own jobs only.
      config: { access: { roles: ['employer'], owner: 'self' } },
      schema: {
        tags,
        summary: "One applicant of any of your jobs (by application id or the applicant's graduate id)",
        params: employerApplicantParamsSchema,
        response: { 200: envelopeSchema(applicantSchema) },
      },
    },
    async (request) =>
      ok(
        JOB_MESSAGES.applicationsLoaded,
        await jobs.employerApplicant(requireAuth(request), request.params.applicantId),
      ),
  );

  // ---- graduates

  app.post(
    '/v1/jobs/:jobId/apply',
    {
      config: { access: { roles: ['graduate'], owner: { self: 'body.graduate_id' } } },
      schema: {
        tags,
        summary: 'Apply for an open job, for yourself, once; your profile must be complete',
        params: jobParamsSchema,
        body: applySchema,
        response: { 201: envelopeSchema(applyResultSchema) },
      },
    },
    async (request, reply) => {
      const application = await jobs.apply(requireAuth(request), request.params.jobId);
      return reply.status(201).send(envelope(201, JOB_MESSAGES.applied, application));
    },
  );

  app.get(
    '/v1/graduates/:id/jobfeed',
    {
      // The page graduates open most (issue 15): jobOut builds each job from its row, tests parse the answer.
      ...uncheckedOutput,
      config: { access: { roles: ['graduate'], owner: 'self' } },
      schema: {
        tags,
        summary: 'Open jobs for you, newest first, paged; filter by state, job_type and text (q)',
        params: graduateParamsSchema,
        querystring: jobFeedQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(jobSchema)) },
      },
    },
    async (request) => ok(JOB_MESSAGES.loaded, await jobs.feed(requireAuth(request), request.query)),
  );

  app.get(
    '/v1/graduates/:id/applications',
    {
      // Opened on every visit (issue 23): applicationOut builds each entry from its row, tests parse the answer.
      ...uncheckedOutput,
      config: { access: { roles: ['graduate'], owner: 'self' } },
      schema: {
        tags,
        summary: 'Jobs you applied for, newest first (a deleted job shows as removed)',
        params: graduateParamsSchema,
        querystring: applicationsQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(applicationSchema)) },
      },
    },
    async (request) =>
      ok(JOB_MESSAGES.applicationsLoaded, await jobs.applications(requireAuth(request), request.query)),
  );
};

export const jobsFeature: Feature = {
  name: 'jobs',
  routes,
  policies: jobsPolicies,
  personalData: jobsPersonalData,
};
