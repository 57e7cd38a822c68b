import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { employers, graduates, users } from '../../../db/schema';
import { applications, jobs } from '../../jobs';
import { contains, type Window } from '../admin.repository';
import { jobReports } from '../admin.table';

/* Jobs as the console sees them, and the reports on them. */

export interface AdminJobFilter {
  q?: string;
  suspended?: boolean;
  reported?: boolean;
  unverified?: boolean;
}

const openReports =
  sql<number>`(select count(*) from "job_reports" where "job_reports"."job_id" = "jobs"."id" and "job_reports"."status" = 'open')`.mapWith(
    Number,
  );
const applicants =
  sql<number>`(select count(*) from "applications" where "applications"."job_id" = "jobs"."id")`.mapWith(
    Number,
  );

function jobWhere(filter: AdminJobFilter): SQL | undefined {
  const pattern = filter.q ? contains(filter.q) : undefined;
  return and(
    pattern ? or(ilike(jobs.title, pattern), ilike(jobs.companyName, pattern)) : undefined,
    filter.suspended === undefined
      ? undefined
      : filter.suspended
        ? isNotNull(jobs.suspendedAt)
        : isNull(jobs.suspendedAt),
    filter.reported === undefined
      ? undefined
      : filter.reported
        ? sql`exists (select 1 from "job_reports" where "job_reports"."job_id" = "jobs"."id" and "job_reports"."status" = 'open')`
        : sql`not exists (select 1 from "job_reports" where "job_reports"."job_id" = "jobs"."id" and "job_reports"."status" = 'open')`,
    filter.unverified === undefined
      ? undefined
      : filter.unverified
        ? ne(employers.vettingStatus, 'approved')
        : eq(employers.vettingStatus, 'approved'),
  );
}

function jobQuery(db: Database) {
  return db
    .select({ job: jobs, vettingStatus: employers.vettingStatus, applicants, openReports })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId));
}
export type AdminJobView = Awaited<ReturnType<typeof jobQuery>>[number];

export function jobRows(db: Database, filter: AdminJobFilter, window: Window) {
  return jobQuery(db)
    .where(jobWhere(filter))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countJobs(db: Database, filter: AdminJobFilter) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(jobWhere(filter));
  return total;
}

export async function findJob(db: Database, id: string): Promise<AdminJobView | null> {
  const [row] = await jobQuery(db).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

export async function setJobSuspension(db: Database, id: string, reason: string | null) {
  await db
    .update(jobs)
    .set({ suspendedAt: reason === null ? null : new Date(), suspensionReason: reason })
    .where(eq(jobs.id, id));
}

/** Who applied to the job, to tell them it was suspended. */
export function applicantContacts(db: Database, jobId: string) {
  return db
    .select({ email: users.email, name: users.name })
    .from(applications)
    .innerJoin(graduates, eq(graduates.id, applications.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(eq(applications.jobId, jobId));
}

/** The job's open reports become 'actioned' (it was suspended) or one report is dismissed. */
export async function closeReports(
  db: Database,
  where: { jobId: string } | { reportId: string },
  status: 'actioned' | 'dismissed',
  by: string,
) {
  return db
    .update(jobReports)
    .set({ status, handledBy: by, handledAt: new Date() })
    .where(
      and(
        'jobId' in where ? eq(jobReports.jobId, where.jobId) : eq(jobReports.id, where.reportId),
        eq(jobReports.status, 'open'),
      ),
    )
    .returning({ id: jobReports.id });
}

export async function insertReport(
  db: Database,
  values: { jobId: string; graduateId: string; reason: string },
) {
  const [row] = await db.insert(jobReports).values(values).returning();
  return row;
}

export interface ReportFilter {
  status?: 'open' | 'actioned' | 'dismissed';
  jobId?: string;
}

const reportWhere = (filter: ReportFilter) =>
  and(
    filter.status ? eq(jobReports.status, filter.status) : undefined,
    filter.jobId ? eq(jobReports.jobId, filter.jobId) : undefined,
  );

function reportQuery(db: Database) {
  return db
    .select({
      report: jobReports,
      reporter: { id: users.id, name: users.name, email: users.email },
      job: jobs,
      vettingStatus: employers.vettingStatus,
      applicants,
      openReports,
    })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .innerJoin(graduates, eq(graduates.id, jobReports.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId));
}
export type ReportView = Awaited<ReturnType<typeof reportQuery>>[number];

/** Oldest first: the queue. */
export function reportRows(db: Database, filter: ReportFilter, window: Window) {
  return reportQuery(db)
    .where(reportWhere(filter))
    .orderBy(asc(jobReports.createdAt), asc(jobReports.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countReports(db: Database, filter: ReportFilter) {
  const [{ total }] = await db.select({ total: count() }).from(jobReports).where(reportWhere(filter));
  return total;
}

export async function findReport(db: Database, id: string): Promise<ReportView | null> {
  const [row] = await reportQuery(db).where(eq(jobReports.id, id)).limit(1);
  return row ?? null;
}
