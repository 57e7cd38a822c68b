import { JOB_MESSAGES, jobOperations as ops } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { uncheckedOutput } from '../../platform/unchecked-output';
import { jobsPersonalData } from './jobs.personal-data';
import { jobsPolicies } from './jobs.policy';
import { createJobsService } from './jobs.service';

/*
 * Jobs (spec 001 §3 and §7 for employers, spec 000 §4 and §7 for graduates). Each route is its contract operation
 * (path, schemas), who may call it (roles and owner rule, checked before the handler), and one service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const jobs = createJobsService(deps);
  // ---- employers' postings

  route(app, ops.create, {
    access: { roles: ['employer'] },
    handler: async (request, reply) => {
      const job = await jobs.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, JOB_MESSAGES.created, job));
    },
  });

  route(app, ops.list, {
    // Open jobs for every role; with ?created_by= (the caller's own id), the caller's jobs with applicant counts.
    access: { roles: 'any', owner: { self: 'query.created_by' } },
    handler: async (request) => ok(JOB_MESSAGES.loaded, await jobs.list(requireAuth(request), request.query)),
  });

  route(app, ops.read, {
    access: { roles: 'any' },
    handler: async (request) =>
      ok(JOB_MESSAGES.loaded, await jobs.read(requireAuth(request), request.params.jobId)),
  });

  route(app, ops.setStatus, {
    access: { roles: ['employer'], owner: 'jobEmployer' },
    handler: async (request) =>
      ok(JOB_MESSAGES.updated, await jobs.setStatus(request.params.jobId, request.body.status)),
  });

  route(app, ops.remove, {
    access: { roles: ['employer'], owner: 'jobEmployer' },
    handler: async (request) => {
      await jobs.remove(request.params.jobId);
      return ok(JOB_MESSAGES.deleted, null);
    },
  });

  // ---- applicants, as the employer who posted the job sees them

  route(app, ops.applicants, {
    access: { roles: ['employer'], owner: 'jobEmployer' },
    handler: async (request) =>
      ok(JOB_MESSAGES.applicationsLoaded, await jobs.applicants(request.params.jobId, request.query)),
  });

  route(app, ops.applicant, {
    access: { roles: ['employer'], owner: 'jobEmployer' },
    handler: async (request) =>
      ok(
        JOB_MESSAGES.applicationsLoaded,
        await jobs.applicant(request.params.jobId, request.params.applicantId),
      ),
  });

  route(app, ops.employerApplicant, {
    // A link to /job-post/applicant/{id} without ?job= (issue 22.10): searched among your own jobs only.
    access: { roles: ['employer'], owner: 'self' },
    handler: async (request) =>
      ok(
        JOB_MESSAGES.applicationsLoaded,
        await jobs.employerApplicant(requireAuth(request), request.params.applicantId),
      ),
  });

  // ---- graduates

  route(app, ops.apply, {
    access: { roles: ['graduate'], owner: { self: 'body.graduate_id' } },
    handler: async (request, reply) => {
      const application = await jobs.apply(requireAuth(request), request.params.jobId);
      return reply.status(201).send(envelope(201, JOB_MESSAGES.applied, application));
    },
  });

  route(app, ops.feed, {
    // The page graduates open most (issue 15): jobOut builds each job from its row, tests parse the answer.
    ...uncheckedOutput,
    access: { roles: ['graduate'], owner: 'self' },
    handler: async (request) => ok(JOB_MESSAGES.loaded, await jobs.feed(requireAuth(request), request.query)),
  });

  route(app, ops.applications, {
    // Opened on every visit (issue 23): applicationOut builds each entry from its row, tests parse the answer.
    ...uncheckedOutput,
    access: { roles: ['graduate'], owner: 'self' },
    handler: async (request) =>
      ok(JOB_MESSAGES.applicationsLoaded, await jobs.applications(requireAuth(request), request.query)),
  });
};

export const jobsFeature: Feature = {
  name: 'jobs',
  routes,
  policies: jobsPolicies,
  personalData: jobsPersonalData,
};
