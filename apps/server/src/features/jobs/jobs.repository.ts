import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graduates, users } from '../../db/schema';
import { applications, jobs } from './jobs.table';

export type JobRow = typeof jobs.$inferSelect;

export async function findJob(db: Database, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

// Spelled out: inside a correlated subquery drizzle leaves the outer column unqualified.
const applicantCount =
  sql<number>`(select count(*) from "applications" where "applications"."job_id" = "jobs"."id")`.mapWith(
    Number,
  );

/** A page of jobs, newest first, optionally with applicant counts or whether `graduateId` applied. */
export async function listJobs(
  db: Database,
  options: {
    where: SQL | undefined;
    page: number;
    limit: number;
    withApplicantCount?: boolean;
    graduateId?: string;
  },
) {
  const applied = options.graduateId
    ? sql<boolean>`exists (select 1 from "applications" where "applications"."job_id" = "jobs"."id" and "applications"."graduate_id" = ${options.graduateId})`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      job: jobs,
      applicantCount: options.withApplicantCount ? applicantCount : sql<number>`0`.mapWith(Number),
      hasApplied: applied,
    })
    .from(jobs)
    .where(options.where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [{ total }] = await db.select({ total: count() }).from(jobs).where(options.where);
  return { rows, total };
}

/** A graduate's full text query over title, company and field ("welding lagos" finds both words). */
export function searchCondition(q: string): SQL {
  return sql`${jobs.search} @@ websearch_to_tsquery('simple', ${q})`;
}

export async function applicantsOf(db: Database, jobId: string, where?: SQL, page = { limit: 1, offset: 0 }) {
  return db
    .select({ application: applications, graduate: graduates, user: users })
    .from(applications)
    .innerJoin(graduates, eq(graduates.id, applications.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(and(eq(applications.jobId, jobId), where))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countApplicants(db: Database, jobId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  return total;
}

export async function applicationsOfGraduate(db: Database, graduateId: string, page: number, limit: number) {
  const where = eq(applications.graduateId, graduateId);
  const rows = await db
    .select({ application: applications, job: jobs })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where)
    .orderBy(desc(applications.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(applications).where(where);
  return { rows, total };
}
