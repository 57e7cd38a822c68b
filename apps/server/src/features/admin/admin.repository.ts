import type { AuditAction, AuditTargetType, UserType } from '@tvet/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  admins,
  auditLog,
  employers,
  graduates,
  institutions,
  invitations,
  mentors,
  staff,
  users,
} from '../../db/schema';
import { applications, jobs } from '../jobs';
import { jobReports } from './admin.table';

/*
 * Every SQL statement of the administrators' console. Plain functions taking `db` (or a transaction). Lists
 * come in pairs (rows of one window, and the count of the same filter) for `pageOf`.
 */

export interface Window {
  limit: number;
  offset: number;
}
type Order = 'oldest' | 'newest';

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// ---------------------------------------------------------------------------------------------------------------
// Accounts

export interface AccountFilter {
  q?: string;
  role?: UserType;
  state?: 'active' | 'deactivated';
  verified?: boolean;
}

function accountWhere(filter: AccountFilter): SQL | undefined {
  const pattern = filter.q ? contains(filter.q) : undefined;
  return and(
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern))
      : undefined,
    filter.role ? eq(users.userType, filter.role) : undefined,
    filter.state ? eq(users.isActive, filter.state === 'active') : undefined,
    filter.verified === undefined ? undefined : eq(users.isEmailVerified, filter.verified),
  );
}

/** An account with its role profile's id and the review states the console shows; never a hash or a token. */
function accountQuery(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      userType: users.userType,
      phone: users.phone,
      isEmailVerified: users.isEmailVerified,
      isActive: users.isActive,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      profileId: sql<
        string | null
      >`coalesce(${graduates.id}, ${staff.id}, ${institutions.id}, ${employers.id}, ${mentors.id}, ${admins.id})`,
      institutionVerified: institutions.isVerified,
      institutionStatus: institutions.verificationStatus,
      vettingStatus: employers.vettingStatus,
      totpConfirmedAt: admins.totpConfirmedAt,
    })
    .from(users)
    .leftJoin(graduates, eq(graduates.userId, users.id))
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(institutions, eq(institutions.userId, users.id))
    .leftJoin(employers, eq(employers.userId, users.id))
    .leftJoin(mentors, eq(mentors.userId, users.id))
    .leftJoin(admins, eq(admins.userId, users.id));
}
export type AccountView = Awaited<ReturnType<typeof accountQuery>>[number];

export function accountRows(db: Database, filter: AccountFilter, window: Window) {
  return accountQuery(db)
    .where(accountWhere(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAccounts(db: Database, filter: AccountFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users).where(accountWhere(filter));
  return total;
}

/** Only the flag: ending the account's sessions is platform/sessions.ts's (endAll). */
export async function setAccountActive(db: Database, id: string, active: boolean) {
  await db.update(users).set({ isActive: active }).where(eq(users.id, id));
}

export async function findAccount(db: Database, id: string): Promise<AccountView | null> {
  const [row] = await accountQuery(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Institutions

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** is_verified is the spec's field and wins; otherwise the last review's decision. */
const institutionStatus = sql<VerificationStatus>`case when ${institutions.isVerified} then 'verified' when ${institutions.verificationStatus} = 'rejected' then 'rejected' else 'pending' end`;

export interface ReviewFilter<S extends string> {
  status?: S;
  q?: string;
}

/** A review queue's filter (institutions, employers): the status as the console reads it, the name or e-mail. */
function reviewWhere<S extends string>(status: SQL<S>, filter: ReviewFilter<S>): SQL | undefined {
  const pattern = filter.q ? contains(filter.q) : undefined;
  return and(
    filter.status ? sql`${status} = ${filter.status}` : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
}

const institutionWhere = (filter: ReviewFilter<VerificationStatus>) => reviewWhere(institutionStatus, filter);

function institutionQuery(db: Database) {
  return db
    .select({ institution: institutions, user: users, status: institutionStatus })
    .from(institutions)
    .innerJoin(users, eq(users.id, institutions.userId));
}
export type InstitutionView = Awaited<ReturnType<typeof institutionQuery>>[number];

export function institutionRows(
  db: Database,
  filter: ReviewFilter<VerificationStatus>,
  order: Order,
  window: Window,
) {
  const direction = order === 'oldest' ? asc : desc;
  return institutionQuery(db)
    .where(institutionWhere(filter))
    .orderBy(direction(institutions.createdAt), direction(institutions.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countInstitutions(db: Database, filter: ReviewFilter<VerificationStatus>) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(institutions)
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(institutionWhere(filter));
  return total;
}

/** By the institution's id or its account's id. */
export async function findInstitution(db: Database, id: string): Promise<InstitutionView | null> {
  const [row] = await institutionQuery(db)
    .where(or(eq(institutions.id, id), eq(institutions.userId, id)))
    .limit(1);
  return row ?? null;
}

export async function setInstitutionReview(
  db: Database,
  id: string,
  review: { status: 'verified' | 'rejected'; reason: string | null },
) {
  await db
    .update(institutions)
    .set({
      isVerified: review.status === 'verified',
      verificationStatus: review.status,
      verificationReason: review.reason,
      verificationReviewedAt: sql`now()`,
    })
    .where(eq(institutions.id, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Employers

export type VettingStatus = 'pending' | 'approved' | 'rejected';

const jobCount =
  sql<number>`(select count(*) from "jobs" where "jobs"."employer_id" = "employers"."id")`.mapWith(Number);

/**
 * The vetting status the console works with: a rejected employer that has uploaded a new CAC document since the
 * rejection is back in the queue (pending) until an administrator looks again; the stored decision stays
 * 'rejected' (so its jobs stay 'Unverified employer') until then.
 */
const vettingStatus = sql<VettingStatus>`case when ${employers.vettingStatus} = 'rejected' and exists (select 1 from "files" where "files"."id"::text = ${employers.cacDocument}->>'key' and "files"."created_at" > ${employers.vettedAt}) then 'pending' else ${employers.vettingStatus} end`;

const employerWhere = (filter: ReviewFilter<VettingStatus>) => reviewWhere(vettingStatus, filter);

function employerQuery(db: Database) {
  return db
    .select({ employer: employers, user: users, jobCount, status: vettingStatus })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId));
}
export type EmployerView = Awaited<ReturnType<typeof employerQuery>>[number];

export function employerRows(
  db: Database,
  filter: ReviewFilter<VettingStatus>,
  order: Order,
  window: Window,
) {
  const direction = order === 'oldest' ? asc : desc;
  return employerQuery(db)
    .where(employerWhere(filter))
    .orderBy(direction(employers.createdAt), direction(employers.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countEmployers(db: Database, filter: ReviewFilter<VettingStatus>) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(employerWhere(filter));
  return total;
}

export async function findEmployer(db: Database, id: string): Promise<EmployerView | null> {
  const [row] = await employerQuery(db)
    .where(or(eq(employers.id, id), eq(employers.userId, id)))
    .limit(1);
  return row ?? null;
}

export async function setEmployerVetting(
  db: Database,
  id: string,
  review: { status: 'approved' | 'rejected'; reason: string | null },
) {
  await db
    .update(employers)
    .set({ vettingStatus: review.status, vettingReason: review.reason, vettedAt: sql`now()` })
    .where(eq(employers.id, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Jobs and reports

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

// ---------------------------------------------------------------------------------------------------------------
// Administrators and invitations

function adminQuery(db: Database) {
  return db.select({ admin: admins, user: users }).from(admins).innerJoin(users, eq(users.id, admins.userId));
}
export type AdminView = Awaited<ReturnType<typeof adminQuery>>[number];

export function adminRows(db: Database, window: Window) {
  return adminQuery(db)
    .where(isNull(admins.removedAt))
    .orderBy(asc(admins.createdAt), asc(admins.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAdmins(db: Database) {
  const [{ total }] = await db.select({ total: count() }).from(admins).where(isNull(admins.removedAt));
  return total;
}

/** By admin id or account id. */
export async function findAdmin(db: Database, id: string): Promise<AdminView | null> {
  const [row] = await adminQuery(db)
    .where(and(or(eq(admins.id, id), eq(admins.userId, id)), isNull(admins.removedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks every administrator row that can still act (not removed, account active), so two removals at once
 * cannot leave none; answers their account ids.
 */
export async function lockActiveAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ userId: admins.userId })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .where(and(isNull(admins.removedAt), eq(users.isActive, true)))
    .for('update', { of: admins });
  return rows.map((row) => row.userId);
}

export async function markAdminRemoved(db: Database, userId: string) {
  await db.update(admins).set({ removedAt: new Date() }).where(eq(admins.userId, userId));
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

const inviter = sql<
  string | null
>`(select "name" from "users" where "users"."id" = ${invitations.invitedBy})`;

export function invitationRows(db: Database, pending: boolean | undefined, window: Window) {
  return db
    .select({ invitation: invitations, inviterName: inviter })
    .from(invitations)
    .where(invitationWhere(pending))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type InvitationView = Awaited<ReturnType<typeof invitationRows>>[number];

/** Administrators' invitations only: mentors' are the mentoring feature's, listed on the Mentors page. */
function invitationWhere(pending: boolean | undefined): SQL | undefined {
  const live = and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    sql`${invitations.expiresAt} > now()`,
  );
  const admins = eq(invitations.userType, 'admin');
  if (pending === undefined) return admins;
  return and(admins, pending ? live : sql`not (${live})`);
}

export async function countInvitations(db: Database, pending: boolean | undefined) {
  const [{ total }] = await db.select({ total: count() }).from(invitations).where(invitationWhere(pending));
  return total;
}

export async function findInvitation(db: Database, id: string): Promise<InvitationView | null> {
  const [row] = await db
    .select({ invitation: invitations, inviterName: inviter })
    .from(invitations)
    .where(eq(invitations.id, id))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Audit log (read only)

export interface AuditFilter {
  q?: string;
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: Date;
  to?: Date;
}

/** A record's id pasted into the search box. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The search box: one OR of the four columns, each arm served by its own index (migration 0023), which the planner
 * can combine (BitmapOr) instead of reading the whole log. A record's id is looked up by target_id alone: its 36
 * characters are ~34 trigrams per column, which made the planner walk the whole log newest first for the page
 * (0.8 s at 1,000,000 entries, bench/audit-search.ts), and no name, e-mail or label holds an id.
 * Exported for admin.audit-search-index.test.ts to plan the total.
 */
const searchOf = (q: string) =>
  RECORD_ID.test(q)
    ? eq(auditLog.targetId, q.toLowerCase())
    : or(
        ilike(auditLog.actorName, contains(q)),
        ilike(auditLog.actorEmail, contains(q)),
        ilike(auditLog.targetLabel, contains(q)),
        eq(auditLog.targetId, q),
      );

export const auditWhere = (filter: AuditFilter) =>
  and(
    filter.q ? searchOf(filter.q) : undefined,
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lte(auditLog.createdAt, filter.to) : undefined,
  );

/** Newest first. */
export function auditRows(db: Database, filter: AuditFilter, window: Window) {
  return db
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type AuditRow = typeof auditLog.$inferSelect;

export async function countAudit(db: Database, filter: AuditFilter) {
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(auditWhere(filter));
  return total;
}
