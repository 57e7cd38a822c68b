import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employers, type FileRef, files, graduates, staff, users } from '../../db/schema';

/* The SQL of uploads: the files table, and the profile columns that point to a stored file. */

export type FileRow = typeof files.$inferSelect;

export async function findFile(db: Database, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function insertFile(db: Database, values: typeof files.$inferInsert): Promise<string> {
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes the file a profile pointed at before an upload replaced it; returns its storage key so the bytes can go
 * once the change is committed. The reference is stored data, not trusted: a key that is no file id (seed and
 * factory profiles point at 'demo/cac.pdf', which PostgreSQL refuses to compare with a uuid) or a file of another
 * account names nothing to delete.
 */
export async function deleteReplacedFile(db: Database, key: string, ownerId: string): Promise<string | null> {
  if (!UUID.test(key)) return null;
  const [row] = await db
    .delete(files)
    .where(and(eq(files.id, key), eq(files.ownerId, ownerId)))
    .returning({ storageKey: files.storageKey });
  return row?.storageKey ?? null;
}

/** The profile column that holds each document. */
const DOCUMENT_COLUMNS = {
  school_id: { table: graduates, column: 'schoolId' },
  resume: { table: graduates, column: 'resume' },
  id_card: { table: staff, column: 'idCard' },
  cac_document: { table: employers, column: 'cacDocument' },
} as const;
export type DocumentColumn = keyof typeof DOCUMENT_COLUMNS;

/**
 * Points the account's picture at `ref` and returns the reference it replaced. Inside the caller's transaction.
 * The row lock is FOR NO KEY UPDATE, not FOR UPDATE: inserting the files row already holds a KEY SHARE lock on
 * this user (its foreign key), which FOR UPDATE conflicts with, so two uploads at once deadlocked on PostgreSQL.
 */
export async function swapAvatar(tx: Database, accountId: string, ref: FileRef): Promise<FileRef | null> {
  const [before] = await tx
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, accountId))
    .for('no key update');
  await tx.update(users).set({ avatar: ref }).where(eq(users.id, accountId));
  return before?.avatar ?? null;
}

/** Points a profile's document column at `ref` and returns the reference it replaced. Inside a transaction. */
export async function swapDocument(
  tx: Database,
  type: DocumentColumn,
  profileId: string,
  ref: FileRef,
): Promise<FileRef | null> {
  const { table, column } = DOCUMENT_COLUMNS[type];
  const [before] = await tx.select().from(table).where(eq(table.id, profileId)).for('update');
  await tx
    .update(table)
    .set({ [column]: ref })
    .where(eq(table.id, profileId));
  return ((before as Record<string, unknown> | undefined)?.[column] as FileRef | null) ?? null;
}

/**
 * Whether the graduate who owns `ownerAccountId` applied to one of this employer's jobs (then the employer may
 * read their resume). The applications and jobs tables belong to the jobs feature; this one read is written
 * against their names rather than importing that feature's files, and the jobs and uploads API tests cover it.
 */
export async function appliedToEmployer(
  db: Database,
  employerId: string,
  ownerAccountId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from "applications" a
    join "jobs" j on j."id" = a."job_id"
    join ${graduates} g on g."id" = a."graduate_id"
    where j."employer_id" = ${employerId} and g."user_id" = ${ownerAccountId}
    limit 1`);
  // Both drivers (PGlite and node-postgres) answer execute() with { rows }.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
