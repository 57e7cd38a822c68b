import {
  ADMIN_MESSAGES,
  type adminJobListQuerySchema,
  type adminJobReportListQuerySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import { foreignKeyViolation, uniqueViolation } from '../../../db/errors';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { conflict, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { plainTextMail as mail } from '../../../platform/mail';
import { pageOf } from '../../../platform/paging';
import { TOTAL_SCOPES } from '../../../platform/totals';
import { jobOr404, sendMail } from '../admin.lookups';
import { jobOut, reportOut } from '../admin.serialize';
import * as repo from './jobs.repository';

/*
 * Moderating jobs: the list, suspending and restoring a job, graduates' reports and their settling.
 * Use cases of the console (admin.service.ts assembles them for the routes), each taking its dependencies.
 */

export function listJobs(deps: Deps, query: z.infer<typeof adminJobListQuerySchema>) {
  const { db } = deps;
  const filter: repo.AdminJobFilter = {
    q: query.q || undefined,
    suspended: query.suspended,
    reported: query.reported,
    unverified: query.unverified,
  };
  return pageOf(query, {
    rows: (window) => repo.jobRows(db, filter, window),
    total: () => repo.countJobs(db, filter),
    map: jobOut,
  });
}

/** Graduates no longer see the job; its applicants are told by e-mail; its open reports are settled. */
export async function suspendJob(deps: Deps, auth: AuthContext, jobId: string, reason: string) {
  const { db } = deps;
  const found = await jobOr404(db, jobId);
  if (found.job.suspendedAt) throw conflict(ADMIN_MESSAGES.jobAlreadySuspended);
  await db.transaction(async (tx) => {
    await repo.setJobSuspension(tx, jobId, reason);
    const settled = await repo.closeReports(tx, { jobId }, 'actioned', auth.accountId);
    await audit(tx, {
      actor: auth,
      action: 'job.suspend',
      target: { type: 'job', id: jobId, label: `${found.job.title} (${found.job.companyName})` },
      detail: { reason, reports_settled: settled.length },
    });
  });
  // The graduates' feed totals count open, unsuspended jobs.
  await deps.totals.invalidate(TOTAL_SCOPES.openJobs);
  for (const applicant of await repo.applicantContacts(db, jobId)) {
    sendMail(
      deps,
      mail(
        applicant.email,
        ADMIN_MESSAGES.jobSuspendedMailSubject(found.job.title),
        ADMIN_MESSAGES.jobSuspendedMail(found.job.title, found.job.companyName),
      ),
    );
  }
  return jobOut(await jobOr404(db, jobId));
}

export async function unsuspendJob(deps: Deps, auth: AuthContext, jobId: string) {
  const { db } = deps;
  const found = await jobOr404(db, jobId);
  if (!found.job.suspendedAt) throw conflict(ADMIN_MESSAGES.jobNotSuspended);
  await db.transaction(async (tx) => {
    await repo.setJobSuspension(tx, jobId, null);
    await audit(tx, {
      actor: auth,
      action: 'job.unsuspend',
      target: { type: 'job', id: jobId, label: `${found.job.title} (${found.job.companyName})` },
    });
  });
  await deps.totals.invalidate(TOTAL_SCOPES.openJobs);
  return jobOut(await jobOr404(db, jobId));
}

export function listReports(deps: Deps, query: z.infer<typeof adminJobReportListQuerySchema>) {
  const { db } = deps;
  const filter: repo.ReportFilter = { status: query.status, jobId: query.job_id };
  return pageOf(query, {
    rows: (window) => repo.reportRows(db, filter, window),
    total: () => repo.countReports(db, filter),
    map: reportOut,
  });
}

export async function dismissReport(deps: Deps, auth: AuthContext, id: string) {
  const { db } = deps;
  const found = await repo.findReport(db, id);
  if (!found) throw notFound(ADMIN_MESSAGES.reportNotFound);
  await db.transaction(async (tx) => {
    const closed = await repo.closeReports(tx, { reportId: id }, 'dismissed', auth.accountId);
    if (closed.length === 0) throw conflict(ADMIN_MESSAGES.reportNotOpen);
    await audit(tx, {
      actor: auth,
      action: 'job_report.dismiss',
      target: { type: 'job_report', id, label: found.job.title },
      detail: { job_id: found.job.id },
    });
  });
  const after = await repo.findReport(db, id);
  if (!after) throw notFound(ADMIN_MESSAGES.reportNotFound);
  return reportOut(after);
}

/** A graduate's report of a job they can see; once per graduate per job. */
export async function reportJob(deps: Deps, auth: AuthContext, jobId: string, reason: string) {
  const { db } = deps;
  const found = await repo.findJob(db, jobId);
  if (!found || found.job.suspendedAt || found.job.status !== 'open')
    throw notFound(ADMIN_MESSAGES.jobNotFound);
  try {
    const report = await repo.insertReport(db, { jobId, graduateId: auth.profileId, reason });
    return { _id: report.id, job_id: jobId, createdAt: report.createdAt.toISOString() };
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(ADMIN_MESSAGES.jobAlreadyReported);
    if (foreignKeyViolation(error)) throw notFound(ADMIN_MESSAGES.jobNotFound);
    throw error;
  }
}
