import type { UserType } from '@tvet/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, employers, graduates, institutions, mentors, staff, users } from '../../db/schema';

/*
 * The console's shared SQL pieces, its accounts and its reviews (institutions, employers); the other sub-slices keep
 * their own statements (jobs/, administrators/, audit/ `*.repository.ts`). Plain functions taking `db` (or a
 * transaction). Lists come in pairs (rows of one window, and the count of the same filter) for `pageOf`.
 */

export interface Window {
  limit: number;
  offset: number;
}
type Order = 'oldest' | 'newest';

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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
