import type { MentorStatus } from '@tvet/contract';
import { and, asc, count, eq, exists, gt, ilike, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graduates, invitations, mentors, users } from '../../db/schema';
import { mentorAssignments } from './mentoring.table';

export type Db = Database;
export type UserRow = typeof users.$inferSelect;
export type MentorRow = typeof mentors.$inferSelect;
export type GraduateRow = typeof graduates.$inferSelect;
export interface Window {
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
export const contains = (text: string) => `%${escapeLike(text)}%`;
const liveInvitation = (email: SQL | typeof users.email) =>
  and(
    eq(invitations.email, email),
    eq(invitations.userType, 'mentor'),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

// ---- mentors

const cohortSize = sql<number>`(select count(*)::int from ${mentorAssignments} where ${mentorAssignments.mentorId} = ${mentors.id})`;
const invitationExpiresAt = sql<Date | null>`(select max(${invitations.expiresAt}) from ${invitations} where ${liveInvitation(users.email)})`;
const joinedAt = sql<Date | null>`(select max(${invitations.acceptedAt}) from ${invitations} where ${and(
  eq(invitations.acceptedUserId, users.id),
  eq(invitations.userType, 'mentor'),
)})`;
const mentorView = {
  mentor: mentors,
  user: users,
  cohortSize,
  invitationExpiresAt,
  joinedAt,
};
export interface MentorView {
  mentor: MentorRow;
  user: UserRow;
  cohortSize: number;
  invitationExpiresAt: Date | string | null;
  joinedAt: Date | string | null;
}

/** A mentor by its profile id or account id. */
export async function findMentor(db: Db, id: string): Promise<MentorView | null> {
  const [row] = await db
    .select(mentorView)
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(or(eq(mentors.id, id), eq(mentors.userId, id)))
    .limit(1);
  return row ?? null;
}

export interface MentorFilter {
  q?: string;
  status?: MentorStatus;
  mentorType?: string;
}

export function statusCondition(status: MentorStatus): SQL | undefined {
  const waiting = exists(sql`(select 1 from ${invitations} where ${liveInvitation(users.email)})`);
  switch (status) {
    case 'deactivated':
      return eq(users.isActive, false);
    case 'active':
      return and(eq(users.isActive, true), eq(users.isEmailVerified, true));
    case 'invited':
      return and(eq(users.isActive, true), eq(users.isEmailVerified, false), waiting);
    case 'invitation_expired':
      return and(eq(users.isActive, true), eq(users.isEmailVerified, false), not(waiting));
  }
}

function mentorWhere(filter: MentorFilter) {
  const q = filter.q ? contains(filter.q) : undefined;
  return and(
    q
      ? or(
          ilike(users.name, q),
          ilike(users.email, q),
          ilike(mentors.areaOfSpecialization, q),
          ilike(mentors.industryType, q),
        )
      : undefined,
    filter.status ? statusCondition(filter.status) : undefined,
    filter.mentorType ? eq(mentors.mentorType, filter.mentorType) : undefined,
  );
}

export function mentorRows(db: Db, filter: MentorFilter, window: Window): Promise<MentorView[]> {
  return db
    .select(mentorView)
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(mentorWhere(filter))
    .orderBy(asc(users.name), asc(mentors.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countMentors(db: Db, filter: MentorFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(mentorWhere(filter));
  return row.total;
}

export async function accountName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/** Someone else's invitation (an administrator's) waiting for this address. */
export async function otherInvitationWaiting(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function updateMentorProfile(db: Db, mentorId: string, fields: Partial<MentorRow>) {
  if (Object.keys(fields).length === 0) return;
  await db.update(mentors).set(fields).where(eq(mentors.id, mentorId));
}

export async function updateAccount(db: Db, userId: string, fields: Partial<UserRow>) {
  if (Object.keys(fields).length === 0) return;
  await db.update(users).set(fields).where(eq(users.id, userId));
}

/** Locks the mentor's row until the transaction ends, so concurrent assignments respect the cohort cap. */
export async function lockMentor(db: Db, mentorId: string) {
  await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.id, mentorId)).for('update');
}

export async function countCohort(db: Db, mentorId: string, name?: string): Promise<number> {
  if (!name) {
    const [row] = await db
      .select({ total: count() })
      .from(mentorAssignments)
      .where(eq(mentorAssignments.mentorId, mentorId));
    return row.total;
  }
  const [row] = await db
    .select({ total: count() })
    .from(mentorAssignments)
    .innerJoin(graduates, eq(graduates.id, mentorAssignments.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(and(eq(mentorAssignments.mentorId, mentorId), ilike(users.name, contains(name))));
  return row.total;
}

/** A graduate by profile id or account id, with the account. */
export async function findGraduate(db: Db, id: string) {
  const [row] = await db
    .select({ graduate: graduates, user: users })
    .from(graduates)
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(or(eq(graduates.id, id), eq(graduates.userId, id)))
    .limit(1);
  return row ?? null;
}
