import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { employers, graduates, users } from '../../db/schema';
import { applications, jobs } from './jobs.table';

/*
 * Every SQL statement of the jobs feature. Plain functions taking `db`, so a service can pass a transaction
 * and tests can call them directly. Lists come in pairs (rows for one window, and the count of the same filter)
 * for `pageOf`.
 */

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type ApplicationRow = typeof applications.$inferSelect;
export interface Window {
  limit: number;
  offset: number;
}

// ---- jobs

export async function findJob(db: Database, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/** Whether an administrator approved this employer (vetted by its CAC document). */
export async function employerVetted(db: Database, employerId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: employers.vettingStatus })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row?.status === 'approved';
}

/** The employer's display name, copied onto each job it posts (the company the graduate reads). */
export async function employerName(db: Database, employerId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(employers.id, employerId));
  return row?.name ?? null;
}

export async function insertJob(db: Database, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row;
}

/** Null when the job no longer exists (deleted since it was read). */
export async function setJobStatus(db: Database, id: string, status: string): Promise<JobRow | null> {
  const [row] = await db.update(jobs).set({ status }).where(eq(jobs.id, id)).returning();
  return row ?? null;
}

/** False when there was nothing to delete. */
export async function deleteJob(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return deleted.length > 0;
}

/** Which jobs a list shows; each filter is optional. */
export interface JobFilter {
  employerId?: string;
  status?: 'open' | 'closed';
  state?: string;
  jobType?: string;
  /** A graduate's words, matched over title, company and field ("welding lagos" finds both words). */
  q?: string;
  /** Leaves out jobs an administrator suspended (every list but the employer's own). */
  notSuspended?: boolean;
}

function whereOf(filter: JobFilter): SQL | undefined {
  return and(
    filter.employerId ? eq(jobs.employerId, filter.employerId) : undefined,
    filter.status ? eq(jobs.status, filter.status) : undefined,
    filter.state ? eq(jobs.state, filter.state) : undefined,
    filter.jobType ? eq(jobs.jobType, filter.jobType) : undefined,
    filter.q ? sql`${jobs.search} @@ websearch_to_tsquery('simple', ${filter.q})` : undefined,
    filter.notSuspended ? isNull(jobs.suspendedAt) : undefined,
  );
}

// Spelled out: inside a correlated subquery drizzle leaves the outer column unqualified.
const applicantCount =
  sql<number>`(select count(*) from "applications" where "applications"."job_id" = "jobs"."id")`.mapWith(
    Number,
  );
/** Whether an administrator approved the employer (else the job reads 'Unverified employer'). */
const employerVerified = sql<boolean>`exists (select 1 from "employers" where "employers"."id" = "jobs"."employer_id" and "employers"."vetting_status" = 'approved')`;
const appliedBy = (graduateId: unknown) =>
  sql<boolean>`exists (select 1 from "applications" where "applications"."job_id" = "jobs"."id" and "applications"."graduate_id" = ${graduateId})`;

/**
 * The columns a listed job is shown with (jobs.serialize.ts): not its search vector, the widest column, which
 * only matching reads, nor what the lists never show.
 */
const shown = {
  id: jobs.id,
  title: jobs.title,
  text: jobs.text,
  address: jobs.address,
  state: jobs.state,
  salary: jobs.salary,
  currency: jobs.currency,
  experienceYearsRequired: jobs.experienceYearsRequired,
  fieldRequired: jobs.fieldRequired,
  jobType: jobs.jobType,
  responsibility: jobs.responsibility,
  companyOverview: jobs.companyOverview,
  employerId: jobs.employerId,
  companyName: jobs.companyName,
  status: jobs.status,
  createdAt: jobs.createdAt,
  suspendedAt: jobs.suspendedAt,
};
export type ShownJob = Pick<JobRow, keyof typeof shown>;

/**
 * One window of jobs, newest first. `withApplicantCount` adds each job's applicant count (the employer's own
 * list); `appliedBy` adds whether that graduate applied (the feed).
 */
export function jobRows(
  db: Database,
  filter: JobFilter,
  window: Window,
  extras: { withApplicantCount?: boolean; appliedBy?: string } = {},
) {
  return db
    .select({
      job: shown,
      applicantCount: extras.withApplicantCount ? applicantCount : sql<number>`0`.mapWith(Number),
      hasApplied: extras.appliedBy ? appliedBy(extras.appliedBy) : sql<boolean>`false`,
      employerVerified,
    })
    .from(jobs)
    .where(whereOf(filter))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(window.limit)
    .offset(window.offset);
}
/** A job of the feed, with the two facts the graduate reads beside it. */
export interface FeedJob {
  job: ShownJob;
  hasApplied: boolean;
  employerVerified: boolean;
}

/** The feed's filters that change the statement's text (a word search is planned afresh each time). */
export type FeedFilter = Pick<JobFilter, 'state' | 'jobType' | 'q'>;

function feedPageQuery(db: Database, filter: { state: boolean; jobType: boolean }) {
  return db
    .select({ job: shown, hasApplied: appliedBy(sql.placeholder('graduateId')), employerVerified })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'open'),
        isNull(jobs.suspendedAt),
        filter.state ? eq(jobs.state, sql.placeholder('state')) : undefined,
        filter.jobType ? eq(jobs.jobType, sql.placeholder('jobType')) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`jobs_feed_${filter.state ? 's' : ''}${filter.jobType ? 't' : ''}_v1`);
}
const feedPages = new WeakMap<Database, Map<string, ReturnType<typeof feedPageQuery>>>();

/**
 * A graduate's feed page: open, unsuspended jobs newest first, each with whether this graduate applied and
 * whether its employer is vetted, in one statement. Without a word search the statement is one of four fixed
 * texts, sent as named prepared statements (parsed once per connection); a word search goes as an ordinary query,
 * so that its plan follows the word (a rare word reads the search index, a common one the date order).
 */
export async function feedRows(
  db: Database,
  filter: FeedFilter,
  window: Window,
  graduateId: string,
): Promise<FeedJob[]> {
  if (filter.q)
    return jobRows(db, { ...filter, status: 'open', notSuspended: true }, window, { appliedBy: graduateId });
  const shape = { state: Boolean(filter.state), jobType: Boolean(filter.jobType) };
  const key = `${shape.state}/${shape.jobType}`;
  let prepared = feedPages.get(db);
  if (!prepared) {
    prepared = new Map();
    feedPages.set(db, prepared);
  }
  let query = prepared.get(key);
  if (!query) {
    query = feedPageQuery(db, shape);
    prepared.set(key, query);
  }
  return query.execute({
    graduateId,
    state: filter.state,
    jobType: filter.jobType,
    limit: window.limit,
    offset: window.offset,
  });
}

export async function countJobs(db: Database, filter: JobFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(jobs).where(whereOf(filter));
  return total;
}

// ---- applications

export async function insertApplication(
  db: Database,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row;
}

/** A job's applicants, newest first, with the graduate and account an employer reads. */
function applicantQuery(db: Database, jobId: string, where?: SQL) {
  return db
    .select({ application: applications, graduate: graduates, user: users })
    .from(applications)
    .innerJoin(graduates, eq(graduates.id, applications.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(and(eq(applications.jobId, jobId), where))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}
export type ApplicantRow = Awaited<ReturnType<typeof applicantQuery>>[number];

export function applicantRows(db: Database, jobId: string, window: Window) {
  return applicantQuery(db, jobId).limit(window.limit).offset(window.offset);
}

export async function countApplicants(db: Database, jobId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  return total;
}

/** One applicant of the job, by application id or by the applicant's graduate id. */
export async function findApplicant(
  db: Database,
  jobId: string,
  applicantId: string,
): Promise<ApplicantRow | null> {
  const [row] = await applicantQuery(
    db,
    jobId,
    or(eq(applications.id, applicantId), eq(applications.graduateId, applicantId)),
  ).limit(1);
  return row ?? null;
}

/**
 * One applicant of any of the employer's jobs, by application id or by the graduate's id (then the newest of
 * their applications to this employer): only the employer's own jobs are searched, which is the owner check.
 */
export async function findEmployerApplicant(
  db: Database,
  employerId: string,
  applicantId: string,
): Promise<ApplicantRow | null> {
  const [row] = await db
    .select({ application: applications, graduate: graduates, user: users })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(graduates, eq(graduates.id, applications.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(
      and(
        eq(jobs.employerId, employerId),
        or(eq(applications.id, applicantId), eq(applications.graduateId, applicantId)),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return row ?? null;
}

/** Whether the graduate applied for the job. */
export async function hasApplied(db: Database, jobId: string, graduateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.graduateId, graduateId)))
    .limit(1);
  return Boolean(row);
}

/*
 * A graduate's applied jobs, opened on every visit (issue 23): one fixed text, prepared once per connection
 * (db/named-query.ts) instead of built by the query builder per request, answering the window and the caller's total
 * together (like the conversation list): the total comes from a one-row count the window is left-joined to, so a
 * page past the end still answers the total (one row whose application columns are null). Columns are aliased to
 * the row shapes applicationOut reads; the window is bound, so one text serves every page.
 */
const APPLICATION_PAGE_SQL = `select t.total, a.id, a."jobId", a."graduateId", a."jobTitle", a."companyName", a."createdAt",
    a."j.id", a."j.title", a."j.text", a."j.address", a."j.state", a."j.salary", a."j.currency",
    a."j.experienceYearsRequired", a."j.fieldRequired", a."j.jobType", a."j.responsibility",
    a."j.companyOverview", a."j.employerId", a."j.companyName", a."j.status", a."j.createdAt", a."j.suspendedAt"
  from (select count(*)::int as total from applications where graduate_id = $1) t
  left join lateral (
    select a.id, a.job_id as "jobId", a.graduate_id as "graduateId", a.job_title as "jobTitle",
      a.company_name as "companyName", a.created_at as "createdAt",
      j.id as "j.id", j.title as "j.title", j.text as "j.text", j.address as "j.address", j.state as "j.state",
      j.salary as "j.salary", j.currency as "j.currency", j.experience_years_required as "j.experienceYearsRequired",
      j.field_required as "j.fieldRequired", j.job_type as "j.jobType", j.responsibility as "j.responsibility",
      j.company_overview as "j.companyOverview", j.employer_id as "j.employerId", j.company_name as "j.companyName",
      j.status as "j.status", j.created_at as "j.createdAt", j.suspended_at as "j.suspendedAt"
    from applications a
    left join jobs j on j.id = a.job_id
    where a.graduate_id = $1
    order by a.created_at desc, a.id desc
    limit $2 offset $3
  ) a on true
  order by a."createdAt" desc, a.id desc`;

type AppliedRow = { total: number } & Pick<
  ApplicationRow,
  'id' | 'jobId' | 'graduateId' | 'jobTitle' | 'companyName' | 'createdAt'
> & {
    [column in keyof ShownJob as `j.${column}`]: ShownJob[column] | null;
  };

/**
 * One window of the graduate's applications, newest first, each with its job (null once the job is deleted), and
 * the graduate's total: one statement.
 */
export async function applicationPageOf(db: Database, graduateId: string, window: Window) {
  const rows = await namedQuery<AppliedRow>(db, 'jobs_application_page_v1', APPLICATION_PAGE_SQL, [
    graduateId,
    window.limit,
    window.offset,
  ]);
  const total = Number(rows[0]?.total ?? 0);
  const docs = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      application: {
        id: row.id,
        jobId: row.jobId,
        graduateId: row.graduateId,
        jobTitle: row.jobTitle,
        companyName: row.companyName,
        createdAt: row.createdAt,
      },
      job:
        row['j.id'] === null
          ? null
          : ({
              id: row['j.id'],
              title: row['j.title'],
              text: row['j.text'],
              address: row['j.address'],
              state: row['j.state'],
              salary: row['j.salary'],
              currency: row['j.currency'],
              experienceYearsRequired: row['j.experienceYearsRequired'],
              fieldRequired: row['j.fieldRequired'],
              jobType: row['j.jobType'],
              responsibility: row['j.responsibility'],
              companyOverview: row['j.companyOverview'],
              employerId: row['j.employerId'],
              companyName: row['j.companyName'],
              status: row['j.status'],
              createdAt: row['j.createdAt'],
              suspendedAt: row['j.suspendedAt'],
            } as ShownJob),
    }));
  return { docs, total };
}
