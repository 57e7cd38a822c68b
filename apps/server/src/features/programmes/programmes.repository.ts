import type { ProgrammeListQuery } from '@tvet/contract';
import { and, count, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institutions, users } from '../../db/schema';
import { type ProgrammeRow, programmes } from './programmes.table';

export type { ProgrammeRow };
export interface ProgrammeWithOwner {
  programme: ProgrammeRow;
  institutionName: string;
}

const withOwner = { programme: programmes, institutionName: users.name };

/** `%` and `_` typed by a person are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The status as read on `today`: `expired` is computed from expiry_date, never stored. */
function statusIs(status: string, today: string): SQL | undefined {
  switch (status) {
    case 'expired':
      return and(ne(programmes.status, 'denied'), lt(programmes.expiryDate, today));
    case 'denied':
      return eq(programmes.status, 'denied');
    default:
      return and(eq(programmes.status, status), gte(programmes.expiryDate, today));
  }
}

export interface ProgrammeFilter extends Omit<ProgrammeListQuery, 'limit' | 'page' | 'created_by'> {
  /** The owning institution's profile id; absent for an administrator's list of every institution. */
  institutionId?: string;
  today: string;
}

function whereOf(filter: ProgrammeFilter) {
  return and(
    filter.institutionId ? eq(programmes.institutionId, filter.institutionId) : undefined,
    filter.name ? ilike(programmes.name, likePattern(filter.name)) : undefined,
    filter.accreditation_type ? eq(programmes.accreditationType, filter.accreditation_type) : undefined,
    filter.status ? statusIs(filter.status, filter.today) : undefined,
  );
}

export async function programmeRows(
  db: Database,
  filter: ProgrammeFilter,
  window: { limit: number; offset: number },
): Promise<ProgrammeWithOwner[]> {
  return db
    .select(withOwner)
    .from(programmes)
    .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(whereOf(filter))
    .orderBy(desc(programmes.createdAt), desc(programmes.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countProgrammes(db: Database, filter: ProgrammeFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(programmes).where(whereOf(filter));
  return row.total;
}

export async function findProgramme(db: Database, id: string): Promise<ProgrammeWithOwner | null> {
  const [row] = await db
    .select(withOwner)
    .from(programmes)
    .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(eq(programmes.id, id))
    .limit(1);
  return row ?? null;
}

/** Where a decision about the programme is e-mailed: its institution's account. */
export async function institutionContact(db: Database, programmeId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(programmes)
    .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(eq(programmes.id, programmeId))
    .limit(1);
  return row ?? null;
}

/** An institution's profile id from either of its ids (profile or account), for an administrator's filter. */
export async function institutionIdOf(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(or(eq(institutions.id, id), eq(institutions.userId, id)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertProgramme(db: Database, values: typeof programmes.$inferInsert) {
  const [row] = await db.insert(programmes).values(values).returning({ id: programmes.id });
  return row.id;
}

export async function updateProgramme(
  db: Database,
  id: string,
  values: Partial<typeof programmes.$inferInsert>,
): Promise<void> {
  await db.update(programmes).set(values).where(eq(programmes.id, id));
}

/** False when the row is gone already. */
export async function deleteProgramme(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(programmes).where(eq(programmes.id, id)).returning({ id: programmes.id });
  return rows.length > 0;
}

/**
 * Graduates on a roll that name this programme (why it cannot be deleted). The roll belongs to the
 * institutions feature; only its name is known here, for this one message.
 */
export async function rollRowsNaming(db: Database, id: string): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from roll_entries where programme_id = ${id}`,
  );
  const rows = (result as unknown as { rows: { total: number }[] }).rows;
  return rows[0]?.total ?? 0;
}
