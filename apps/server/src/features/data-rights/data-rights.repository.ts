import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, graduates, staff, users } from '../../db/schema';
import type { PersonIdentity } from '../../platform/personal-data';
import { type DataExportRow, dataExports } from './data-rights.table';

/* The SQL of the data-rights feature: its own archives, and the few shared rows (accounts, files) it reads. */

export async function insertExport(db: Database, userId: string): Promise<DataExportRow | null> {
  // The partial unique index refuses a second running archive, even from two requests at once.
  const [row] = await db.insert(dataExports).values({ userId }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findExport(db: Database, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export async function latestExport(db: Database, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

/** Takes a queued archive for preparing; null when another worker took it or it is no longer queued. */
export async function claimExport(db: Database, id: string): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'preparing' })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'preparing'])))
    .returning();
  return row ?? null;
}

/** False when the archive is gone meanwhile (its person erased their account): the caller deletes the bytes. */
export async function markReady(
  db: Database,
  id: string,
  storageKey: string,
  size: number,
  readyAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const done = await db
    .update(dataExports)
    .set({ status: 'ready', storageKey, size, readyAt, expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id });
  return done.length > 0;
}

export async function markFailed(db: Database, id: string) {
  await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
}

/** Up to `limit` ready archives past their expiry, still stored. */
export async function expiredExports(db: Database, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), lt(dataExports.expiresAt, now)))
    .limit(limit);
}

export async function markExpired(db: Database, id: string) {
  await db.update(dataExports).set({ status: 'expired', storageKey: null }).where(eq(dataExports.id, id));
}

export async function exportsOf(db: Database, userId: string) {
  return db.select().from(dataExports).where(eq(dataExports.userId, userId));
}

export async function deleteExportsOf(db: Database, userId: string) {
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
}

/** The account, with what identifies the person on it and on their profile (read before anything is erased). */
export async function identityOf(
  db: Database,
  accountId: string,
): Promise<{ user: typeof users.$inferSelect; identity: PersonIdentity } | null> {
  const [user] = await db.select().from(users).where(eq(users.id, accountId)).limit(1);
  if (!user) return null;
  const people = await db
    .select({ nin: graduates.nin, phone: graduates.phone })
    .from(graduates)
    .where(eq(graduates.userId, accountId))
    .unionAll(
      db.select({ nin: staff.nin, phone: staff.phone }).from(staff).where(eq(staff.userId, accountId)),
    );
  const present = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((v): v is string => !!v)),
  ];
  return {
    user,
    identity: {
      names: present([user.name]),
      emails: present([user.email]),
      phones: present([user.phone, ...people.map((p) => p.phone)]),
      nins: present(people.map((p) => p.nin)),
    },
  };
}

/** The person's stored files (for the archive, and for deleting their bytes once an erasure is committed). */
export async function filesOf(db: Database, accountId: string) {
  return db
    .select({ id: files.id, title: files.title, storageKey: files.storageKey })
    .from(files)
    .where(eq(files.ownerId, accountId))
    .orderBy(files.createdAt);
}

/** Deletes up to `limit` accounts never verified, signed up before `before`; answers how many. */
export async function deleteUnverifiedAccounts(db: Database, before: Date, limit: number): Promise<number> {
  const gone = await db.execute(sql`
    delete from users where id in (
      select id from users where is_email_verified = false and created_at < ${before} limit ${limit}
      for update skip locked)
    returning id`);
  return (gone as unknown as { rows: unknown[] }).rows.length;
}

/** Archives still queued, asked for before `before`. */
export async function staleQueuedExports(db: Database, before: Date, limit: number) {
  return db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'queued'), lt(dataExports.createdAt, before)))
    .limit(limit);
}
