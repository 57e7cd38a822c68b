import type { AssignmentFilters } from '@tvet/contract';
import { and, count, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { graduates, users } from '../../../db/schema';
// Read for the bulk filters (institution, programme, year) and each mentee's institution: the links table only.
import { graduateInstitutions } from '../../institutions';
import type { Db } from '../mentoring.repository';
import { mentorAssignments } from '../mentoring.table';

/* Graduates assigned to a mentor, one by one or by filters, and removed again. */

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
