import {
  type CreateJob,
  JOB_MESSAGES,
  type jobFeedQuerySchema,
  type jobListQuerySchema,
  listMissing,
  MAX_PAGE_SIZE,
  paged,
  stateNamedIn,
} from '@tvet/contract';
import type { z } from 'zod';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { findProfileById } from '../../db/profiles';
import { profileGaps } from '../../db/profiles.serialize';
import type { Deps } from '../../platform/deps';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { type PageRequest, pageOf } from '../../platform/paging';
import { TOTAL_SCOPES } from '../../platform/totals';
import { canSeeJob } from './jobs.policy';
import * as repo from './jobs.repository';
import { applicantOut, applicationOut, applyResultOut, jobOut } from './jobs.serialize';

/*
 * The jobs use cases. Ownership is settled before these run (the route's access rule and jobs.policy.ts), so
 * `jobId` here is a job the caller may act on, and `auth.profileId` is the caller's employer or graduate id.
 */
export function createJobsService({ db, totals }: Deps) {
  /**
   * The total of open, unsuspended jobs for a filter, the same for every graduate: counted once per filter for a
   * few seconds (platform/totals.ts), and again at once after this node posts, closes, reopens or deletes a job.
   */
  const openTotal = (filter: repo.JobFilter) =>
    totals.count(TOTAL_SCOPES.openJobs, JSON.stringify([filter.state, filter.jobType, filter.q]), () =>
      repo.countJobs(db, filter),
    );
  const changed = () => totals.invalidate(TOTAL_SCOPES.openJobs);

  return {
    /** Posts a job for the signed-in employer; created_by and company_name in the body are ignored. */
    async create(auth: AuthContext, body: CreateJob) {
      // The spec's client sends `address` only: its state is read from there when it names one, else none is
      // stored (issue 22 point 9) and the job shows "State not given".
      const state = body.state ?? stateNamedIn(body.address) ?? null;
      const companyName = await repo.employerName(db, auth.profileId);
      if (!companyName) throw forbidden();
      const job = await repo.insertJob(db, {
        employerId: auth.profileId,
        companyName,
        title: body.title,
        text: body.text,
        state,
        address: body.address || null,
        salary: body.salary,
        currency: body.currency,
        experienceYearsRequired: body.experience_years_required,
        fieldRequired: body.field_required,
        jobType: body.job_type,
        responsibility: body.responsibility,
        companyOverview: body.company_overview,
      });
      await changed();
      return jobOut(job, { applicantCount: 0 });
    },

    /**
     * Without created_by: the open jobs of every employer. With it (the route checked it names the caller): the
     * caller's own jobs, open and closed, with their applicant counts.
     */
    list(auth: AuthContext, query: z.infer<typeof jobListQuerySchema>) {
      if (!query.created_by) {
        const filter: repo.JobFilter = { status: 'open', notSuspended: true };
        return pageOf(query, {
          rows: (window) => repo.jobRows(db, filter, window),
          total: () => openTotal(filter),
          map: (row) => jobOut(row.job, { employerVerified: row.employerVerified }),
        });
      }
      const filter: repo.JobFilter = { employerId: auth.profileId };
      return pageOf(query, {
        rows: (window) => repo.jobRows(db, filter, window, { withApplicantCount: true }),
        total: () => repo.countJobs(db, filter),
        map: (row) =>
          jobOut(row.job, { applicantCount: row.applicantCount, employerVerified: row.employerVerified }),
      });
    },

    /**
     * A closed job reads as missing to everyone but its employer, and the graduates who applied for it: they
     * open it from their applied jobs (issue 22.18). A graduate is told whether they applied.
     */
    async read(auth: AuthContext, jobId: string) {
      const job = await repo.findJob(db, jobId);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      const applied =
        auth.userType === 'graduate' ? await repo.hasApplied(db, job.id, auth.profileId) : undefined;
      const appliedToClosed = applied === true && job.status === 'closed' && !job.suspendedAt;
      if (!canSeeJob(job, auth) && !appliedToClosed) throw notFound(JOB_MESSAGES.notFound);
      return jobOut(job, {
        employerVerified: await repo.employerVetted(db, job.employerId),
        hasApplied: applied,
      });
    },

    async setStatus(jobId: string, status: 'open' | 'closed') {
      const job = await repo.setJobStatus(db, jobId, status);
      // Deleted by its employer since the policy read it.
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      await changed();
      return jobOut(job);
    },

    /** Applicants keep their applications; they see the job as removed. */
    async remove(jobId: string) {
      if (!(await repo.deleteJob(db, jobId))) throw notFound(JOB_MESSAGES.notFound);
      await changed();
    },

    applicants(jobId: string, page: PageRequest) {
      return pageOf(page, {
        rows: (window) => repo.applicantRows(db, jobId, window),
        total: () => repo.countApplicants(db, jobId),
        map: applicantOut,
      });
    },

    async applicant(jobId: string, applicantId: string) {
      const row = await repo.findApplicant(db, jobId, applicantId);
      if (!row) throw notFound(JOB_MESSAGES.applicationNotFound);
      return applicantOut(row);
    },

    /** An applicant of any of the signed-in employer's jobs; another employer's applicant is not found. */
    async employerApplicant(auth: AuthContext, applicantId: string) {
      const row = await repo.findEmployerApplicant(db, auth.profileId, applicantId);
      if (!row) throw notFound(JOB_MESSAGES.applicationNotFound);
      return applicantOut(row);
    },

    /**
     * Once per graduate per job, to an open job, from a complete profile: the employer would otherwise receive
     * an applicant with nothing to read (the web app's /get-started gate is only a screen; this is the rule).
     */
    async apply(auth: AuthContext, jobId: string) {
      const job = await repo.findJob(db, jobId);
      // A suspended job is hidden from graduates: it reads as missing.
      if (!job || job.suspendedAt) throw notFound(JOB_MESSAGES.notFound);
      if (job.status !== 'open') throw conflict(JOB_MESSAGES.closed);
      const found = await findProfileById(db, 'graduate', auth.profileId);
      if (!found) throw forbidden();
      const missing = profileGaps('graduate', found.profile, found.user);
      if (missing.length > 0) throw forbidden(JOB_MESSAGES.completeProfileFirst(listMissing(missing)));
      try {
        const application = await repo.insertApplication(db, {
          jobId: job.id,
          graduateId: auth.profileId,
          jobTitle: job.title,
          companyName: job.companyName,
        });
        return applyResultOut(application, job.id);
      } catch (error) {
        // Two taps on Apply at once: the unique key keeps one. A job deleted meanwhile: its key is gone.
        if (uniqueViolation(error)) throw conflict(JOB_MESSAGES.alreadyApplied);
        if (foreignKeyViolation(error)) throw notFound(JOB_MESSAGES.notFound);
        throw error;
      }
    },

    /** The caller's feed: open jobs, filtered, each marked with whether they applied. */
    feed(auth: AuthContext, query: z.infer<typeof jobFeedQuerySchema>) {
      const filter: repo.FeedFilter = { state: query.state, jobType: query.job_type, q: query.q };
      return pageOf(query, {
        rows: (window) => repo.feedRows(db, filter, window, auth.profileId),
        total: () => openTotal({ ...filter, status: 'open', notSuspended: true }),
        map: (row) =>
          jobOut(row.job, {
            hasApplied: Boolean(row.hasApplied),
            employerVerified: Boolean(row.employerVerified),
          }),
      });
    },

    /** The caller's applications, newest first. */
    async applications(auth: AuthContext, request: PageRequest) {
      // One statement: the window and the total (jobs.repository.ts applicationPageOf).
      const limit = Math.max(1, Math.min(request.limit, MAX_PAGE_SIZE));
      const page = Math.max(1, request.page);
      const list = await repo.applicationPageOf(db, auth.profileId, { limit, offset: (page - 1) * limit });
      return paged(list.docs.map(applicationOut), list.total, page, limit);
    },
  };
}
