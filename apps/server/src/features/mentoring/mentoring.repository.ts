import type { AssignmentFilters, MentorStatus } from '@tvet/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graduates, institutions, invitations, mentors, users } from '../../db/schema';
// Read for the bulk filters (institution, programme, year) and each mentee's institution: the links table only.
import { graduateInstitutions } from '../institutions';
import { mentorAssignments } from './mentoring.table';

type Db = Database;
export type UserRow = typeof users.$inferSelect;
export type MentorRow = typeof mentors.$inferSelect;
export type GraduateRow = typeof graduates.$inferSelect;
interface Window {
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
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

function statusCondition(status: MentorStatus): SQL | undefined {
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

// ---- assignment

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

/** True when the pair was stored now, false when it was there already. */
export async function insertAssignment(
  db: Db,
  input: { mentorId: string; graduateId: string; assignedBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(mentorAssignments)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: mentorAssignments.id });
  return rows.length > 0;
}

export async function deleteAssignment(db: Db, mentorId: string, graduateId: string): Promise<boolean> {
  const rows = await db
    .delete(mentorAssignments)
    .where(and(eq(mentorAssignments.mentorId, mentorId), eq(mentorAssignments.graduateId, graduateId)))
    .returning({ id: mentorAssignments.id });
  return rows.length > 0;
}

/** Active graduates matching every filter given (a link not rejected for institution, programme and year). */
function matching(db: Db, filters: AssignmentFilters): SQL | undefined {
  const link = [
    filters.institution_id ? eq(graduateInstitutions.institutionId, filters.institution_id) : undefined,
    filters.programme_id ? eq(graduateInstitutions.programmeId, filters.programme_id) : undefined,
    filters.graduation_year !== undefined
      ? eq(graduateInstitutions.graduationYear, filters.graduation_year)
      : undefined,
  ].filter((condition) => condition !== undefined);
  return and(
    eq(users.isActive, true),
    filters.state ? eq(graduates.state, filters.state) : undefined,
    link.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(graduateInstitutions)
            .where(
              and(
                eq(graduateInstitutions.graduateId, graduates.id),
                ne(graduateInstitutions.claimStatus, 'rejected'),
                ...link,
              ),
            ),
        )
      : undefined,
  );
}

/** How many graduates match, and how many of those are in this mentor's cohort already. */
export async function matchCounts(db: Db, mentorId: string, filters: AssignmentFilters) {
  const [row] = await db
    .select({ matching: count(), already: count(mentorAssignments.id) })
    .from(graduates)
    .innerJoin(users, eq(users.id, graduates.userId))
    .leftJoin(
      mentorAssignments,
      and(eq(mentorAssignments.graduateId, graduates.id), eq(mentorAssignments.mentorId, mentorId)),
    )
    .where(matching(db, filters));
  return { matching: row.matching, already: row.already };
}

/** Adds every matching graduate not in the cohort yet, in one statement; how many were added. */
export async function assignMatching(
  db: Db,
  mentorId: string,
  filters: AssignmentFilters,
  assignedBy: string,
): Promise<number> {
  const rows = await db
    .insert(mentorAssignments)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          mentorId: sql`${mentorId}::uuid`.as('mentor_id'),
          graduateId: graduates.id,
          assignedBy: sql`${assignedBy}::uuid`.as('assigned_by'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(graduates)
        .innerJoin(users, eq(users.id, graduates.userId))
        .where(matching(db, filters)),
    )
    .onConflictDoNothing()
    .returning({ id: mentorAssignments.id });
  return rows.length;
}

/**
 * Removes this mentor's mentees matching the filters (the same graduates matchCounts counts as already
 * assigned), or every mentee when filters is null, in one statement; the graduates removed.
 */
export async function unassignMatching(
  db: Db,
  mentorId: string,
  filters: AssignmentFilters | null,
): Promise<string[]> {
  const matched = filters
    ? inArray(
        mentorAssignments.graduateId,
        db
          .select({ id: graduates.id })
          .from(graduates)
          .innerJoin(users, eq(users.id, graduates.userId))
          .where(matching(db, filters)),
      )
    : undefined;
  const rows = await db
    .delete(mentorAssignments)
    .where(and(eq(mentorAssignments.mentorId, mentorId), matched))
    .returning({ graduateId: mentorAssignments.graduateId });
  return rows.map((row) => row.graduateId);
}

// ---- the cohort

/** The latest institution link of each graduate (not rejected), with the institution's name. */
const latestInstitution = sql<{ id: string; userId: string; name: string } | null>`(
  select json_build_object('id', i.id, 'userId', iu.id, 'name', iu.name)
  from ${graduateInstitutions} l
  join ${institutions} i on i.id = l.institution_id
  join ${users} iu on iu.id = i.user_id
  where l.graduate_id = ${graduates.id} and l.claim_status <> 'rejected'
  order by l.created_at desc limit 1)`;

export interface MenteeRow {
  graduate: GraduateRow;
  user: UserRow;
  assignedAt: Date;
  institution: { id: string; userId: string; name: string } | null;
}

export function cohortRows(db: Db, mentorId: string, name: string | undefined, window: Window) {
  return db
    .select({
      graduate: graduates,
      user: users,
      assignedAt: mentorAssignments.createdAt,
      institution: latestInstitution,
    })
    .from(mentorAssignments)
    .innerJoin(graduates, eq(graduates.id, mentorAssignments.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(
      and(eq(mentorAssignments.mentorId, mentorId), name ? ilike(users.name, contains(name)) : undefined),
    )
    .orderBy(asc(users.name), asc(graduates.id))
    .limit(window.limit)
    .offset(window.offset) as Promise<MenteeRow[]>;
}

/** One mentee of this mentor (profile id or account id), or null when not in the cohort. */
export async function findMentee(db: Db, mentorId: string, graduate: string) {
  const [row] = await db
    .select({ graduate: graduates, user: users, assignedAt: mentorAssignments.createdAt })
    .from(mentorAssignments)
    .innerJoin(graduates, eq(graduates.id, mentorAssignments.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(
      and(
        eq(mentorAssignments.mentorId, mentorId),
        or(eq(graduates.id, graduate), eq(graduates.userId, graduate)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function overviewCounts(db: Db, mentorId: string) {
  const [row] = await db
    .select({
      mentees: count(),
      employed: sql<number>`count(*) filter (where ${graduates.isEmployed} is true)::int`,
      unemployed: sql<number>`count(*) filter (where ${graduates.isEmployed} is false)::int`,
    })
    .from(mentorAssignments)
    .innerJoin(graduates, eq(graduates.id, mentorAssignments.graduateId))
    .where(eq(mentorAssignments.mentorId, mentorId));
  return row;
}

/** The accounts of the mentor's mentees that can still sign in (a broadcast's recipients). */
export async function menteeAccountIds(db: Db, mentorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(mentorAssignments)
    .innerJoin(graduates, eq(graduates.id, mentorAssignments.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(and(eq(mentorAssignments.mentorId, mentorId), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

// ---- a graduate's mentors

/** Only mentors a graduate can reach: joined (password set from the invitation) and not deactivated. */
function graduateMentorsWhere(graduateId: string, mentorType?: string) {
  return and(
    eq(mentorAssignments.graduateId, graduateId),
    statusCondition('active'),
    mentorType ? eq(mentors.mentorType, mentorType) : undefined,
  );
}

export function graduateMentorRows(
  db: Db,
  graduateId: string,
  mentorType: string | undefined,
  window: Window,
) {
  return db
    .select({ assignment: mentorAssignments, mentor: mentors, user: users })
    .from(mentorAssignments)
    .innerJoin(mentors, eq(mentors.id, mentorAssignments.mentorId))
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(graduateMentorsWhere(graduateId, mentorType))
    .orderBy(desc(mentorAssignments.createdAt), asc(mentorAssignments.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countGraduateMentors(db: Db, graduateId: string, mentorType?: string) {
  const [row] = await db
    .select({ total: count() })
    .from(mentorAssignments)
    .innerJoin(mentors, eq(mentors.id, mentorAssignments.mentorId))
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(graduateMentorsWhere(graduateId, mentorType));
  return row.total;
}
export type GraduateMentorRow = Awaited<ReturnType<typeof graduateMentorRows>>[number];
