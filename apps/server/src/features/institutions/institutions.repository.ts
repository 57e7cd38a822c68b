import { and, asc, count, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graduates, institutions, staff, users } from '../../db/schema';
import { programmes } from '../programmes';
import { graduateInstitutions, rollEntries } from './institutions.table';

/* The institution directory, graduates' links (claims), the institution's students and staff, its figures. */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
export type UserRow = typeof users.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;
export type LinkRow = typeof graduateInstitutions.$inferSelect;
export type RollEntryRow = typeof rollEntries.$inferSelect;
export type GraduateRow = typeof graduates.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export interface ProgrammeRef {
  id: string;
  name: string;
}

/** `%` and `_` typed by a person are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/* ---------- directory ---------- */

const summaryColumns = { institution: institutions, user: users };
export interface SummaryRow {
  institution: InstitutionRow;
  user: UserRow;
}

export async function institutionRows(
  db: Db,
  filter: { name?: string; id?: string },
  window: { limit: number; offset: number },
): Promise<SummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(institutions)
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(directoryWhere(filter))
    .orderBy(asc(users.name), asc(institutions.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countInstitutions(db: Db, filter: { name?: string; id?: string }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(institutions)
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(directoryWhere(filter));
  return row.total;
}

function directoryWhere(filter: { name?: string; id?: string }) {
  return and(
    filter.name ? ilike(users.name, likePattern(filter.name)) : undefined,
    filter.id ? eq(institutions.id, filter.id) : undefined,
  );
}

/** An institution by its profile id or its account id (routes accept either), with its account. */
export async function findInstitution(db: Db, id: string): Promise<SummaryRow | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(institutions)
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(or(eq(institutions.id, id), eq(institutions.userId, id)))
    .limit(1);
  return row ?? null;
}

/* ---------- programmes (read only; the programmes feature owns them) ---------- */

export async function programmeOf(
  db: Db,
  institutionId: string,
  programmeId: string,
): Promise<ProgrammeRef | null> {
  const [row] = await db
    .select({ id: programmes.id, name: programmes.name })
    .from(programmes)
    .where(and(eq(programmes.id, programmeId), eq(programmes.institutionId, institutionId)))
    .limit(1);
  return row ?? null;
}

export async function programmeOptions(
  db: Db,
  institutionId: string,
  name: string | undefined,
  window: { limit: number; offset: number },
): Promise<ProgrammeRef[]> {
  return db
    .select({ id: programmes.id, name: programmes.name })
    .from(programmes)
    .where(programmeOptionsWhere(institutionId, name))
    .orderBy(asc(programmes.name))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countProgrammeOptions(db: Db, institutionId: string, name?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(programmes)
    .where(programmeOptionsWhere(institutionId, name));
  return row.total;
}

/** Graduates pick from every programme but denied ones. */
function programmeOptionsWhere(institutionId: string, name?: string) {
  return and(
    eq(programmes.institutionId, institutionId),
    ne(programmes.status, 'denied'),
    name ? ilike(programmes.name, likePattern(name)) : undefined,
  );
}

/* ---------- links (a graduate's claims) ---------- */

export interface LinkWithRefs {
  link: LinkRow;
  programme: ProgrammeRef | null;
}

const linkColumns = {
  link: graduateInstitutions,
  programme: { id: programmes.id, name: programmes.name },
};

export async function findLink(db: Db, graduateId: string, institutionId: string): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(graduateInstitutions)
    .where(
      and(
        eq(graduateInstitutions.graduateId, graduateId),
        eq(graduateInstitutions.institutionId, institutionId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The institutions a graduate linked, each with its claim. */
export async function linkedInstitutions(db: Db, graduateId: string) {
  const rows = await db
    .select({ ...summaryColumns, ...linkColumns })
    .from(graduateInstitutions)
    .innerJoin(institutions, eq(institutions.id, graduateInstitutions.institutionId))
    .innerJoin(users, eq(users.id, institutions.userId))
    .leftJoin(programmes, eq(programmes.id, graduateInstitutions.programmeId))
    .where(eq(graduateInstitutions.graduateId, graduateId))
    .orderBy(asc(users.name));
  return rows as (SummaryRow & LinkWithRefs)[];
}

export async function upsertLink(
  db: Db,
  values: Pick<
    LinkRow,
    'graduateId' | 'institutionId' | 'matricNumber' | 'matricKey' | 'programmeId' | 'graduationYear'
  >,
): Promise<void> {
  await db
    .insert(graduateInstitutions)
    .values(values)
    .onConflictDoUpdate({
      target: [graduateInstitutions.graduateId, graduateInstitutions.institutionId],
      set: {
        matricNumber: values.matricNumber,
        matricKey: values.matricKey,
        programmeId: values.programmeId,
        graduationYear: values.graduationYear,
        updatedAt: new Date(),
      },
    });
}

export async function setClaim(
  db: Db,
  linkId: string,
  claim: {
    claimStatus: string;
    rollEntryId: string | null;
    decidedAt?: Date | null;
    decisionReason?: string | null;
  },
): Promise<void> {
  // A reason belongs to the rejection it explains: any other change of state clears it.
  await db
    .update(graduateInstitutions)
    .set({ decisionReason: null, ...claim })
    .where(eq(graduateInstitutions.id, linkId));
}

/** Removes a link; answers the roll row it pointed at (whose state must follow). */
export async function deleteLink(db: Db, graduateId: string, institutionId: string): Promise<string | null> {
  const rows = await db
    .delete(graduateInstitutions)
    .where(
      and(
        eq(graduateInstitutions.graduateId, graduateId),
        eq(graduateInstitutions.institutionId, institutionId),
      ),
    )
    .returning({ rollEntryId: graduateInstitutions.rollEntryId });
  return rows[0]?.rollEntryId ?? null;
}

/** The roll row of a matric number, locked for the claim being settled. */
export async function rollEntryByMatric(
  tx: Tx,
  institutionId: string,
  key: string,
): Promise<RollEntryRow | null> {
  const [row] = await tx
    .select()
    .from(rollEntries)
    .where(and(eq(rollEntries.institutionId, institutionId), eq(rollEntries.matricKey, key)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * The roll row an invitation reached: the institution's row listing the graduate's own (verified) e-mail
 * address; a row nobody holds first, then the latest year.
 */
export async function rollEntryForGraduateEmail(
  db: Db,
  institutionId: string,
  graduateId: string,
): Promise<RollEntryRow | null> {
  const [row] = await db
    .select({ entry: rollEntries })
    .from(rollEntries)
    .innerJoin(graduates, eq(graduates.id, graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(
      and(
        eq(rollEntries.institutionId, institutionId),
        eq(rollEntries.email, users.email),
        eq(users.isEmailVerified, true),
      ),
    )
    .orderBy(sql`${rollEntries.graduateId} is not null`, desc(rollEntries.graduationYear))
    .limit(1);
  return row?.entry ?? null;
}

/** Another graduate's live claim on the same matric number at this institution (no roll row to settle it). */
export async function rivalClaim(
  db: Db,
  institutionId: string,
  key: string,
  graduateId: string,
): Promise<{ status: string; name: string } | null> {
  const [row] = await db
    .select({ status: graduateInstitutions.claimStatus, name: users.name })
    .from(graduateInstitutions)
    .innerJoin(graduates, eq(graduates.id, graduateInstitutions.graduateId))
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(
      and(
        eq(graduateInstitutions.institutionId, institutionId),
        eq(graduateInstitutions.matricKey, key),
        ne(graduateInstitutions.graduateId, graduateId),
        ne(graduateInstitutions.claimStatus, 'rejected'),
      ),
    )
    .orderBy(sql`${graduateInstitutions.claimStatus} = 'confirmed' desc`)
    .limit(1);
  return row ?? null;
}

/** Whom to tell about a decision on the graduate's claim. */
export async function graduateContact(db: Db, graduateId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(graduates)
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(eq(graduates.id, graduateId));
  return row ?? null;
}

export async function graduateName(db: Db, graduateId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name })
    .from(graduates)
    .innerJoin(users, eq(users.id, graduates.userId))
    .where(eq(graduates.id, graduateId));
  return row?.name ?? '';
}

/**
 * Brings roll rows in step with the claims pointing at them: the confirmed claim holds the row (graduate_id);
 * other open claims on a held row become disputed; the row reads confirmed, disputed, claimed or unclaimed.
 */
export async function settleRollEntries(db: Db, ids: (string | null | undefined)[]): Promise<void> {
  const list = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (list.length === 0) return;
  await settleWhere(db, sql`r.id in ${list}`);
}

/** The same for every row that `rows` (a condition on roll_entries r) selects. */
export async function settleWhere(db: Db, rows: SQL): Promise<void> {
  await db.execute(sql`
    update roll_entries r set graduate_id = (
      select l.graduate_id from graduate_institutions l
      where l.roll_entry_id = r.id and l.claim_status = 'confirmed'
      order by l.decided_at desc nulls last limit 1
    )
    where ${rows}`);
  await db.execute(sql`
    update graduate_institutions l set claim_status = 'disputed', updated_at = now()
    from roll_entries r
    where l.roll_entry_id = r.id and ${rows} and l.claim_status = 'claimed'
      and r.graduate_id is not null and l.graduate_id <> r.graduate_id`);
  await db.execute(sql`
    update roll_entries r set claim_status = coalesce((
      select case
        when bool_or(l.claim_status = 'confirmed') then 'confirmed'
        when bool_or(l.claim_status = 'disputed') then 'disputed'
        when bool_or(l.claim_status = 'claimed') then 'claimed'
      end
      from graduate_institutions l where l.roll_entry_id = r.id
    ), 'unclaimed'), updated_at = now()
    where ${rows}`);
}

/* ---------- the institution's students ---------- */

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

/* ---------- overview figures ---------- */

export async function overviewCounts(db: Db, institutionId: string, today: string, soon: string) {
  const [roll] = await db
    .select({
      total: count(),
      signedUp: sql<number>`count(*) filter (where ${rollEntries.claimStatus} <> 'unclaimed')`.mapWith(
        Number,
      ),
      confirmed: sql<number>`count(*) filter (where ${rollEntries.claimStatus} = 'confirmed')`.mapWith(
        Number,
      ),
      invited: sql<number>`count(*) filter (where ${rollEntries.invitedAt} is not null)`.mapWith(Number),
    })
    .from(rollEntries)
    .where(eq(rollEntries.institutionId, institutionId));
  const claims = await db
    .select({ status: graduateInstitutions.claimStatus, total: count() })
    .from(graduateInstitutions)
    .where(eq(graduateInstitutions.institutionId, institutionId))
    .groupBy(graduateInstitutions.claimStatus);
  const [staffCount] = await db
    .select({ total: count() })
    .from(staff)
    .where(eq(staff.institutionId, institutionId));
  const [programmeCounts] = await db
    .select({
      total: count(),
      approved:
        sql<number>`count(*) filter (where ${programmes.status} = 'approved' and ${programmes.expiryDate} >= ${today})`.mapWith(
          Number,
        ),
      pending:
        sql<number>`count(*) filter (where ${programmes.status} = 'pending' and ${programmes.expiryDate} >= ${today})`.mapWith(
          Number,
        ),
      denied: sql<number>`count(*) filter (where ${programmes.status} = 'denied')`.mapWith(Number),
      expired:
        sql<number>`count(*) filter (where ${programmes.status} <> 'denied' and ${programmes.expiryDate} < ${today})`.mapWith(
          Number,
        ),
      expiringSoon:
        sql<number>`count(*) filter (where ${programmes.status} <> 'denied' and ${programmes.expiryDate} >= ${today} and ${programmes.expiryDate} <= ${soon})`.mapWith(
          Number,
        ),
    })
    .from(programmes)
    .where(eq(programmes.institutionId, institutionId));
  return { roll, claims, staff: staffCount.total, programmes: programmeCounts };
}

/** Approved or pending programmes whose accreditation ends between today and `soon`, soonest first. */
export async function expiringProgrammes(
  db: Db,
  institutionId: string,
  today: string,
  soon: string,
  limit: number,
) {
  return db
    .select()
    .from(programmes)
    .where(
      and(
        eq(programmes.institutionId, institutionId),
        ne(programmes.status, 'denied'),
        gte(programmes.expiryDate, today),
        lte(programmes.expiryDate, soon),
      ),
    )
    .orderBy(asc(programmes.expiryDate), asc(programmes.name))
    .limit(limit);
}
