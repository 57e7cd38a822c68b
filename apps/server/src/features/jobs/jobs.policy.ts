import { JOB_MESSAGES } from '@tvet/contract';
import type { Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { findJob, type JobRow } from './jobs.repository';

/*
 * Who may see or change which job, in one place. Routes name these rules in their access declaration; the
 * platform runs them after validation and before the handler, so handlers and services never ask "is this mine?".
 * Rules that need no record ('self', `{ self: 'body.graduate_id' }`) are declared on the route and need nothing here.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    jobEmployer: true;
  }
}

/** The employer who posted the job. */
export const postedBy = (job: JobRow, auth: AuthContext) =>
  auth.userType === 'employer' && job.employerId === auth.profileId;

/**
 * Open jobs are public to every signed-in role; a closed one, or one an administrator suspended, only to the
 * employer who posted it (and to administrators).
 */
export const canSeeJob = (job: JobRow, auth: AuthContext) =>
  (job.status === 'open' && !job.suspendedAt) || postedBy(job, auth) || auth.userType === 'admin';

export function jobsPolicies(deps: Deps): Partial<Policies> {
  return {
    /**
     * `/v1/jobs/:jobId...` write routes and applicants: the job exists (404 first, so an unknown id never reads
     * as someone else's) and the caller is the employer who posted it (403).
     */
    jobEmployer: async (request, auth) => {
      const { jobId } = request.params as { jobId: string };
      const job = await findJob(deps.db, jobId);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      if (!postedBy(job, auth)) throw forbidden(JOB_MESSAGES.notYourJob);
    },
  };
}
