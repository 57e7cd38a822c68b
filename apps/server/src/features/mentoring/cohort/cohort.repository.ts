import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { graduates, institutions, mentors, users } from '../../../db/schema';
// Read for the bulk filters (institution, programme, year) and each mentee's institution: the links table only.
import { graduateInstitutions } from '../../institutions';
import {
  contains,
  type Db,
  type GraduateRow,
  statusCondition,
  type UserRow,
  type Window,
} from '../mentoring.repository';
import { mentorAssignments } from '../mentoring.table';

/* The mentor's cohort as the mentor sees it, and a graduate's mentors as the graduate sees them. */

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
