import {
  applicationSchema,
  envelopeSchema,
  idSchema,
  JOB_MESSAGES,
  jobFeedQuerySchema,
  jobSchema,
  paged,
  pagedSchema,
  pageQuerySchema,
} from '@tvet/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { forbidden } from '../../platform/errors';
import { applicationsOfGraduate, listJobs, searchCondition } from './jobs.repository';
import { jobOut } from './jobs.serialize';
import { jobs } from './jobs.table';

/** A graduate's own job feed and applications (spec 000 §7). `{id}` is the graduate profile id. */
export const jobFeedRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const params = z.object({ id: idSchema });
  const own = (request: Parameters<typeof requireAuth>[0], id: string) => {
    const auth = requireAuth(request);
    if (auth.profileId !== id) throw forbidden(JOB_MESSAGES.notYourFeed);
  };

  app.get(
    '/v1/graduates/:id/jobfeed',
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs for you, newest first, paged; filter by state, job_type and text (q)',
        params,
        querystring: jobFeedQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(jobSchema)) },
      },
    },
    async (request) => {
      own(request, request.params.id);
      const { page, limit, state, job_type, q } = request.query;
      const where = and(
        eq(jobs.status, 'open'),
        state ? eq(jobs.state, state) : undefined,
        job_type ? eq(jobs.jobType, job_type) : undefined,
        q ? searchCondition(q) : undefined,
      );
      const { rows, total } = await listJobs(deps.db, { where, page, limit, graduateId: request.params.id });
      const docs = rows.map((row) => jobOut(row.job, { hasApplied: Boolean(row.hasApplied) }));
      return ok(JOB_MESSAGES.loaded, paged(docs, total, page, limit));
    },
  );

  app.get(
    '/v1/graduates/:id/applications',
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags: ['jobs'],
        summary: 'Jobs you applied for, newest first (a deleted job shows as removed)',
        params,
        querystring: pageQuerySchema(20),
        response: { 200: envelopeSchema(pagedSchema(applicationSchema)) },
      },
    },
    async (request) => {
      own(request, request.params.id);
      const { page, limit } = request.query;
      const { rows, total } = await applicationsOfGraduate(deps.db, request.params.id, page, limit);
      const docs = rows.map(({ application, job }) => ({
        _id: application.id,
        createdAt: application.createdAt.toISOString(),
        graduate_id: application.graduateId,
        job_posting_id: job ? jobOut(job) : null,
        removed: job === null,
        job_title: application.jobTitle,
        company_name: application.companyName,
      }));
      return ok(JOB_MESSAGES.applicationsLoaded, paged(docs, total, page, limit));
    },
  );
};
