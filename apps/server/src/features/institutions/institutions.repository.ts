import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graduates, institutions, type staff, users } from '../../db/schema';
import type { Events } from '../../platform/events';
import { programmes } from '../programmes';
import { graduateInstitutions, rollEntries } from './institutions.table';

/* The institution directory, graduates' links (claims), the institution's students and staff, its figures. */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;
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

export const linkColumns = {
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
 * Rows that come to be held by a graduate (a claim confirmed or matched) are announced ('roll.claims-confirmed'),
 * in the caller's transaction, so the tracer links their cases at once.
 */
export async function settleRollEntries(
  db: Db,
  events: Events,
  ids: (string | null | undefined)[],
): Promise<void> {
  const list = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (list.length === 0) return;
  await settleWhere(db, events, sql`r.id in ${list}`);
}

/** The same for every row that `rows` (a condition on roll_entries r) selects. */
export async function settleWhere(db: Db, events: Events, rows: SQL): Promise<void> {
  const held = await db.execute(sql`
    update roll_entries r set graduate_id = (
      select l.graduate_id from graduate_institutions l
      where l.roll_entry_id = r.id and l.claim_status = 'confirmed'
      order by l.decided_at desc nulls last limit 1
    )
    from (select r.id, r.graduate_id from roll_entries r where ${rows}) was
    where r.id = was.id
    returning r.id, r.graduate_id is not null and r.graduate_id is distinct from was.graduate_id as newly`);
  const rollEntryIds = (held as unknown as { rows: { id: string; newly: boolean }[] }).rows
    .filter((row) => row.newly)
    .map((row) => row.id);
  if (rollEntryIds.length > 0) await events.emit(db as Database, 'roll.claims-confirmed', { rollEntryIds });
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
