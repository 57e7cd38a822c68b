import {
  applicantSchema,
  applySchema,
  createJobSchema,
  envelopeSchema,
  idSchema,
  JOB_MESSAGES,
  jobListQuerySchema,
  jobSchema,
  MAX_PAGE_SIZE,
  paged,
  pagedSchema,
  pageQuerySchema,
  updateJobSchema,
} from '@tvet/contract';
import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employers, users } from '../../db/schema';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import type { AuthContext } from '../../platform/jwt';
import { uniqueViolation } from '../accounts/accounts.repository';
import { jobFeedRoutes } from './jobfeed.routes';
import { applicantsOf, countApplicants, findJob, listJobs } from './jobs.repository';
import { applicantOut, jobOut } from './jobs.serialize';
import { applications, jobs } from './jobs.table';

const jobParams = z.object({ jobId: idSchema });

/** The job was deleted after it was read: storing a row that references it breaks the foreign key. */
function jobGone(error: unknown): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string } | undefined;
  return cause?.code === '23503';
}

export const jobsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;

  /** The job, if the caller is the employer who posted it. */
  async function ownJob(auth: AuthContext, jobId: string) {
    const job = await findJob(db, jobId);
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    if (auth.userType !== 'employer' || job.employerId !== auth.profileId)
      throw forbidden(JOB_MESSAGES.notYourJob);
    return job;
  }

  app.post(
    '/v1/jobs',
    {
      config: { access: { roles: ['employer'] } },
      schema: {
        tags: ['jobs'],
        summary: 'Post a job (employers; the company is the signed-in employer)',
        body: createJobSchema,
        response: { 201: envelopeSchema(jobSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const [employer] = await db
        .select({ name: users.name })
        .from(employers)
        .innerJoin(users, eq(users.id, employers.userId))
        .where(eq(employers.id, auth.profileId));
      if (!employer) throw forbidden();
      const { created_by: _ignoredCreator, company_name: _ignoredCompany, ...job } = request.body;
      const [row] = await db
        .insert(jobs)
        .values({
          employerId: auth.profileId,
          companyName: employer.name,
          title: job.title,
          text: job.text,
          address: job.address,
          state: job.state ?? null,
          salary: job.salary,
          currency: job.currency,
          experienceYearsRequired: job.experience_years_required,
          fieldRequired: job.field_required,
          jobType: job.job_type,
          responsibility: job.responsibility,
          companyOverview: job.company_overview,
        })
        .returning();
      return reply.status(201).send(envelope(201, JOB_MESSAGES.created, jobOut(row, { applicantCount: 0 })));
    },
  );

  app.get(
    '/v1/jobs',
    {
      // With created_by: an employer's own jobs and their applicant counts. Without: open jobs, for every role.
      config: { access: { roles: 'any' } },
      schema: {
        tags: ['jobs'],
        summary:
          'Open jobs, newest first, paged; ?created_by={employerId} lists your own jobs with applicant counts',
        querystring: jobListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(jobSchema)) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { page, limit, created_by } = request.query;
      if (created_by) {
        const mine =
          auth.userType === 'employer' && (created_by === auth.profileId || created_by === auth.accountId);
        if (!mine) throw forbidden(JOB_MESSAGES.notYourJob);
        const { rows, total } = await listJobs(db, {
          where: eq(jobs.employerId, auth.profileId),
          page,
          limit,
          withApplicantCount: true,
        });
        const docs = rows.map((row) => jobOut(row.job, { applicantCount: row.applicantCount }));
        return ok(JOB_MESSAGES.loaded, paged(docs, total, page, limit));
      }
      const { rows, total } = await listJobs(db, { where: eq(jobs.status, 'open'), page, limit });
      return ok(
        JOB_MESSAGES.loaded,
        paged(
          rows.map((row) => jobOut(row.job)),
          total,
          page,
          limit,
        ),
      );
    },
  );

  app.get(
    '/v1/jobs/:jobId',
    {
      config: { access: { roles: 'any' } },
      schema: {
        tags: ['jobs'],
        summary: 'One job (closed jobs only to the employer who posted them)',
        params: jobParams,
        response: { 200: envelopeSchema(jobSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const job = await findJob(db, request.params.jobId);
      const owner = job && auth.userType === 'employer' && job.employerId === auth.profileId;
      if (!job || (job.status !== 'open' && !owner)) throw notFound(JOB_MESSAGES.notFound);
      return ok(JOB_MESSAGES.loaded, jobOut(job));
    },
  );

  app.patch(
    '/v1/jobs/:jobId',
    {
      config: { access: { roles: ['employer'] } },
      schema: {
        tags: ['jobs'],
        summary: 'Close or reopen your job',
        params: jobParams,
        body: updateJobSchema,
        response: { 200: envelopeSchema(jobSchema) },
      },
    },
    async (request) => {
      await ownJob(requireAuth(request), request.params.jobId);
      const [row] = await db
        .update(jobs)
        .set({ status: request.body.status })
        .where(eq(jobs.id, request.params.jobId))
        .returning();
      // Deleted by its employer since ownJob read it.
      if (!row) throw notFound(JOB_MESSAGES.notFound);
      return ok(JOB_MESSAGES.updated, jobOut(row));
    },
  );

  app.delete(
    '/v1/jobs/:jobId',
    {
      config: { access: { roles: ['employer'] } },
      schema: {
        tags: ['jobs'],
        summary: 'Delete your job; applicants then see it as removed',
        params: jobParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await ownJob(requireAuth(request), request.params.jobId);
      await db.delete(jobs).where(eq(jobs.id, request.params.jobId));
      return ok(JOB_MESSAGES.deleted, null);
    },
  );

  app.get(
    '/v1/jobs/:jobId/applications',
    {
      config: { access: { roles: ['employer'] } },
      schema: {
        tags: ['jobs'],
        summary: "Your job's applicants, newest first, paged (a popular job can have thousands)",
        params: jobParams,
        querystring: pageQuerySchema(MAX_PAGE_SIZE),
        response: { 200: envelopeSchema(pagedSchema(applicantSchema)) },
      },
    },
    async (request) => {
      await ownJob(requireAuth(request), request.params.jobId);
      const { page, limit } = request.query;
      const [rows, total] = await Promise.all([
        applicantsOf(db, request.params.jobId, undefined, { limit, offset: (page - 1) * limit }),
        countApplicants(db, request.params.jobId),
      ]);
      const docs = rows.map((row) => applicantOut(row.application, row.graduate, row.user));
      return ok(JOB_MESSAGES.applicationsLoaded, paged(docs, total, page, limit));
    },
  );

  app.get(
    '/v1/jobs/:jobId/applications/:applicantId',
    {
      config: { access: { roles: ['employer'] } },
      schema: {
        tags: ['jobs'],
        summary: "One applicant of your job (by application id or the applicant's graduate id)",
        params: jobParams.extend({ applicantId: idSchema }),
        response: { 200: envelopeSchema(applicantSchema) },
      },
    },
    async (request) => {
      await ownJob(requireAuth(request), request.params.jobId);
      const id = request.params.applicantId;
      const [row] = await applicantsOf(
        db,
        request.params.jobId,
        or(eq(applications.id, id), eq(applications.graduateId, id)),
      );
      if (!row) throw notFound(JOB_MESSAGES.applicationNotFound);
      return ok(JOB_MESSAGES.applicationsLoaded, applicantOut(row.application, row.graduate, row.user));
    },
  );

  app.post(
    '/v1/jobs/:jobId/apply',
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags: ['jobs'],
        summary: 'Apply for an open job, for yourself; once per job',
        params: jobParams,
        body: applySchema,
        response: {
          201: envelopeSchema(
            z.object({
              _id: z.string(),
              job_posting_id: z.string(),
              graduate_id: z.string(),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (request.body.graduate_id !== auth.profileId) throw forbidden(JOB_MESSAGES.applyForYourself);
      const job = await findJob(db, request.params.jobId);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      if (job.status !== 'open') throw new AppError(409, JOB_MESSAGES.closed);
      try {
        const [row] = await db
          .insert(applications)
          .values({
            jobId: job.id,
            graduateId: auth.profileId,
            jobTitle: job.title,
            companyName: job.companyName,
          })
          .returning();
        return reply.status(201).send(
          envelope(201, JOB_MESSAGES.applied, {
            _id: row.id,
            job_posting_id: job.id,
            graduate_id: row.graduateId,
            createdAt: row.createdAt.toISOString(),
          }),
        );
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, JOB_MESSAGES.alreadyApplied);
        if (jobGone(error)) throw notFound(JOB_MESSAGES.notFound);
        throw error;
      }
    },
  );
};

export const jobsFeature: Feature = {
  name: 'jobs',
  routes: async (app, { deps }) => {
    await app.register(jobsRoutes, { deps });
    await app.register(jobFeedRoutes, { deps });
  },
};
