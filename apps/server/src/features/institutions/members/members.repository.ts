import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { graduates, staff, users } from '../../../db/schema';
import { programmes } from '../../programmes';
import {
  type Db,
  type GraduateRow,
  type LinkWithRefs,
  likePattern,
  linkColumns,
  type StaffRow,
  type UserRow,
} from '../institutions.repository';
import { graduateInstitutions } from '../institutions.table';

/* The institution's people: its students (graduates linked to it) and its staff, listed and found one by one. */

export interface MemberFilter {
  institutionId: string;
  name?: string;
  claimStatus?: string;
}

function graduatesWhere(filter: MemberFilter) {
  return and(
    eq(graduateInstitutions.institutionId, filter.institutionId),
    filter.name ? ilike(users.name, likePattern(filter.name)) : undefined,
    filter.claimStatus ? eq(graduateInstitutions.claimStatus, filter.claimStatus) : undefined,
  );
}

export interface StudentRow extends LinkWithRefs {
  graduate: GraduateRow;
  user: UserRow;
}

export async function studentRows(
  db: Db,
  filter: MemberFilter,
  window: { limit: number; offset: number },
): Promise<StudentRow[]> {
  const rows = await db
    .select({ ...linkColumns, graduate: graduates, user: users })
    .from(graduateInstitutions)
    .innerJoin(graduates, eq(graduates.id, graduateInstitutions.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .leftJoin(programmes, eq(programmes.id, graduateInstitutions.programmeId))
    .where(graduatesWhere(filter))
    .orderBy(desc(graduateInstitutions.createdAt), desc(graduateInstitutions.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows as StudentRow[];
}

export async function countStudents(db: Db, filter: MemberFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(graduateInstitutions)
    .innerJoin(graduates, eq(graduates.id, graduateInstitutions.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(graduatesWhere(filter));
  return row.total;
}

export async function findStudent(
  db: Db,
  institutionId: string,
  graduateId: string,
): Promise<StudentRow | null> {
  const [row] = await studentRowsWhere(db, institutionId, graduateId);
  return row ?? null;
}

async function studentRowsWhere(db: Db, institutionId: string, graduateId: string) {
  const rows = await db
    .select({ ...linkColumns, graduate: graduates, user: users })
    .from(graduateInstitutions)
    .innerJoin(graduates, eq(graduates.id, graduateInstitutions.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .leftJoin(programmes, eq(programmes.id, graduateInstitutions.programmeId))
    .where(
      and(
        eq(graduateInstitutions.institutionId, institutionId),
        eq(graduateInstitutions.graduateId, graduateId),
      ),
    )
    .limit(1);
  return rows as StudentRow[];
}

/* ---------- the institution's staff ---------- */

function staffWhere(filter: MemberFilter) {
  return and(
    eq(staff.institutionId, filter.institutionId),
    filter.name ? ilike(users.name, likePattern(filter.name)) : undefined,
  );
}

export async function staffRows(
  db: Db,
  filter: MemberFilter,
  window: { limit: number; offset: number },
): Promise<{ staff: StaffRow; user: UserRow }[]> {
  return db
    .select({ staff, user: users })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(staffWhere(filter))
    .orderBy(desc(staff.createdAt), desc(staff.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countStaff(db: Db, filter: MemberFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(staffWhere(filter));
  return row.total;
}

export async function findStaffMember(
  db: Db,
  staffId: string,
): Promise<{ staff: StaffRow; user: UserRow } | null> {
  const [row] = await db
    .select({ staff, user: users })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(staff.id, staffId))
    .limit(1);
  return row ?? null;
}
