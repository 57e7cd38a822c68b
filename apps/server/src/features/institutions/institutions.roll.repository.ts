import { foldText, type RollListQuery } from '@tvet/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Events } from '../../platform/events';
import { programmes } from '../programmes';
import { likePattern, settleWhere, type Tx } from './institutions.repository';
import type { CheckedRow } from './institutions.roll.check';
import { rollEntries, rollImports } from './institutions.table';

/* The graduation roll's SQL: its rows, imports between preview and commit, and invitations. */

type Db = Database | Tx;
export type RollImportRow = typeof rollImports.$inferSelect;

/**
 * Rows written per INSERT. The rows travel as one array per column (unnest), so a batch is 11 parameters
 * whatever its size: drizzle's multi-row VALUES built 12,000 parameters per 1,000 rows and spent most of a
 * commit building them (bench/roll-import.ts).
 */
const BATCH = 5000;

const hasAccount = sql<boolean>`exists (select 1 from users u where u.email = roll_entries.email)`;
const entryColumns = {
  entry: rollEntries,
  programme: { id: programmes.id, name: programmes.name },
  hasAccount,
};
export interface RollEntryWithRefs {
  entry: typeof rollEntries.$inferSelect;
  programme: { id: string; name: string };
  hasAccount: boolean;
}

/**
 * A search by name or matric number. Names are compared without case, accents or tone marks ("Segun" finds
 * "Ṣẹ́gun": name_search is the folded name) and word by word in any order ("okonkwo chiamaka" finds
 * "Chiamaka Okonkwo"): every word of the search must be in the name.
 */
function nameOrMatric(text: string): SQL | undefined {
  const words = foldText(text).split(/\s+/).filter(Boolean).slice(0, 8);
  return or(
    and(...words.map((word) => sql`${rollEntries.nameSearch} like ${likePattern(word)}`)),
    ilike(rollEntries.matricNumber, likePattern(text)),
  );
}

function rollWhere(institutionId: string, query: Omit<RollListQuery, 'limit' | 'page'>): SQL | undefined {
  return and(
    eq(rollEntries.institutionId, institutionId),
    query.name ? nameOrMatric(query.name) : undefined,
    query.programme_id ? eq(rollEntries.programmeId, query.programme_id) : undefined,
    query.graduation_year ? eq(rollEntries.graduationYear, query.graduation_year) : undefined,
    query.claim_status ? eq(rollEntries.claimStatus, query.claim_status) : undefined,
    query.invited === 'true'
      ? isNotNull(rollEntries.invitedAt)
      : query.invited === 'false'
        ? isNull(rollEntries.invitedAt)
        : undefined,
  );
}

export async function rollRows(
  db: Db,
  institutionId: string,
  query: Omit<RollListQuery, 'limit' | 'page'>,
  window: { limit: number; offset: number },
): Promise<RollEntryWithRefs[]> {
  const rows = await db
    .select(entryColumns)
    .from(rollEntries)
    .innerJoin(programmes, eq(programmes.id, rollEntries.programmeId))
    .where(rollWhere(institutionId, query))
    .orderBy(asc(rollEntries.name), asc(rollEntries.matricKey))
    .limit(window.limit)
    .offset(window.offset);
  return rows as RollEntryWithRefs[];
}

export async function countRoll(db: Db, institutionId: string, query: Omit<RollListQuery, 'limit' | 'page'>) {
  const [row] = await db.select({ total: count() }).from(rollEntries).where(rollWhere(institutionId, query));
  return row.total;
}

export async function rollEntryWithRefs(db: Db, id: string): Promise<RollEntryWithRefs | null> {
  const [row] = await db
    .select(entryColumns)
    .from(rollEntries)
    .innerJoin(programmes, eq(programmes.id, rollEntries.programmeId))
    .where(eq(rollEntries.id, id))
    .limit(1);
  return (row as RollEntryWithRefs | undefined) ?? null;
}

/** How many of these matric keys are on the institution's roll already (rows a commit would update). */
export async function countExistingKeys(db: Db, institutionId: string, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  // The keys as one array parameter: an IN list of 100,000 parameters would not even be accepted.
  const [row] = await db
    .select({ total: count() })
    .from(rollEntries)
    .where(
      and(
        eq(rollEntries.institutionId, institutionId),
        sql`${rollEntries.matricKey} = any(${sql.param(keys)}::text[])`,
      ),
    );
  return row.total;
}

/** Adds or updates (by institution + matric number) every row, in batches, inside the caller's transaction. */
export async function upsertRoll(
  tx: Tx,
  institutionId: string,
  importId: string,
  rows: CheckedRow[],
): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    // One parameter per column (sql.param): a bare array in a template would be spread into a list.
    const column = <K extends keyof CheckedRow>(key: K) => sql.param(batch.map((row) => row[key]));
    const result = await tx.execute<{ inserted: boolean }>(sql`
      insert into roll_entries as r
        (institution_id, import_id, matric_number, matric_key, name, programme_id, graduation_year, sex, state, email, phone,
         date_of_birth)
      select ${institutionId}::uuid, ${importId}::uuid, v.*
        from unnest(
          ${column('matric_number')}::text[], ${column('matricKey')}::text[], ${column('name')}::text[],
          ${column('programmeId')}::uuid[], ${column('graduation_year')}::smallint[], ${column('sex')}::text[],
          ${column('state')}::text[], ${column('email')}::text[], ${column('phone')}::text[],
          ${column('date_of_birth')}::date[]
        ) as v
      on conflict (institution_id, matric_key) do update set
        matric_number = excluded.matric_number, name = excluded.name, programme_id = excluded.programme_id,
        graduation_year = excluded.graduation_year, sex = excluded.sex, state = excluded.state,
        email = excluded.email, phone = excluded.phone, import_id = excluded.import_id, updated_at = now(),
        -- a file without the (optional) date of birth keeps the one an earlier file gave
        date_of_birth = coalesce(excluded.date_of_birth, r.date_of_birth)
      -- xmax is 0 for a freshly inserted row version and set for one that replaced an existing row.
      returning (r.xmax = 0) as inserted`);
    for (const row of (result as unknown as { rows: { inserted: boolean }[] }).rows) {
      if (row.inserted) created += 1;
      else updated += 1;
    }
  }
  return { created, updated };
}

/**
 * After an import: open claims whose matric number the import put on the roll point at their row; those that
 * also name its programme and year, with no rival claim, are confirmed; then the rows' states follow.
 */
export async function matchClaimsToImport(
  tx: Tx,
  events: Events,
  institutionId: string,
  importId: string,
): Promise<number> {
  await tx.execute(sql`
    update graduate_institutions l set roll_entry_id = r.id, updated_at = now()
    from roll_entries r
    where r.import_id = ${importId} and r.institution_id = ${institutionId}
      and l.institution_id = ${institutionId} and l.matric_key = r.matric_key
      and l.claim_status in ('claimed', 'disputed') and l.decided_at is null
      and l.roll_entry_id is distinct from r.id`);
  const confirmed = await tx.execute(sql`
    update graduate_institutions l set claim_status = 'confirmed', updated_at = now()
    from roll_entries r
    where l.roll_entry_id = r.id and r.import_id = ${importId} and r.graduate_id is null
      and l.claim_status = 'claimed' and l.decided_at is null
      and l.programme_id = r.programme_id and l.graduation_year = r.graduation_year
      and not exists (
        select 1 from graduate_institutions o
        where o.roll_entry_id = r.id and o.graduate_id <> l.graduate_id and o.claim_status <> 'rejected'
      )
    returning l.graduate_id`);
  await settleWhere(
    tx,
    events,
    sql`r.import_id = ${importId} and exists (select 1 from graduate_institutions l where l.roll_entry_id = r.id)`,
  );
  return (confirmed as unknown as { rows: unknown[] }).rows.length;
}

/* ---------- imports ---------- */

export async function insertImport(db: Db, values: typeof rollImports.$inferInsert): Promise<RollImportRow> {
  const [row] = await db.insert(rollImports).values(values).returning();
  return row;
}

export async function findImport(db: Db, id: string): Promise<RollImportRow | null> {
  const [row] = await db.select().from(rollImports).where(eq(rollImports.id, id)).limit(1);
  return row ?? null;
}

/** Locks the import for its commit, so two commits of one preview cannot both run. */
export async function lockImport(tx: Tx, id: string): Promise<RollImportRow | null> {
  const [row] = await tx.select().from(rollImports).where(eq(rollImports.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateImport(db: Db, id: string, values: Partial<typeof rollImports.$inferInsert>) {
  const [row] = await db.update(rollImports).set(values).where(eq(rollImports.id, id)).returning();
  return row;
}

/** Previews (and imports that left rows out) past their time, whose files can go. */
export async function expiredImports(db: Db, institutionId: string, now: Date) {
  return db
    .select({ id: rollImports.id, storageKey: rollImports.storageKey })
    .from(rollImports)
    .where(
      and(
        eq(rollImports.institutionId, institutionId),
        // Committed imports keep their file when faulty rows were left out (to download them).
        isNotNull(rollImports.storageKey),
        sql`${rollImports.expiresAt} < ${now.toISOString()}`,
      ),
    );
}

/* ---------- invitations ---------- */

export interface InvitationCandidate {
  id: string;
  name: string;
  email: string | null;
  programmeId: string;
  graduationYear: number;
  invitedAt: Date | null;
  hasAccount: boolean;
  claimStatus: string;
}

const candidateColumns = {
  id: rollEntries.id,
  name: rollEntries.name,
  email: rollEntries.email,
  programmeId: rollEntries.programmeId,
  graduationYear: rollEntries.graduationYear,
  invitedAt: rollEntries.invitedAt,
  hasAccount,
  claimStatus: rollEntries.claimStatus,
};

/** These roll rows of the institution (ids of other institutions' rows are simply not found). */
export async function candidatesByIds(
  db: Db,
  institutionId: string,
  ids: string[],
): Promise<InvitationCandidate[]> {
  return db
    .select(candidateColumns)
    .from(rollEntries)
    .where(and(eq(rollEntries.institutionId, institutionId), inArray(rollEntries.id, ids)));
}

const invitable = (institutionId: string) =>
  and(
    eq(rollEntries.institutionId, institutionId),
    isNull(rollEntries.invitedAt),
    isNotNull(rollEntries.email),
    eq(rollEntries.claimStatus, 'unclaimed'),
    sql`not exists (select 1 from users u where u.email = roll_entries.email)`,
  );

/** The next rows never invited, with an e-mail address, no account and no claim. */
export async function nextUninvited(
  db: Db,
  institutionId: string,
  limit: number,
): Promise<InvitationCandidate[]> {
  return db
    .select(candidateColumns)
    .from(rollEntries)
    .where(invitable(institutionId))
    .orderBy(asc(rollEntries.name), asc(rollEntries.id))
    .limit(limit);
}

export async function countUninvited(db: Db, institutionId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(rollEntries).where(invitable(institutionId));
  return row.total;
}

export async function markInvited(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(rollEntries)
    .set({ invitedAt: at, invitationCount: sql`${rollEntries.invitationCount} + 1` })
    .where(eq(rollEntries.id, id));
}
