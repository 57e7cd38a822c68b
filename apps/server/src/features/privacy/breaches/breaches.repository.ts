import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Window } from '../privacy.repository';
import { breaches, breachRecipients } from '../privacy.table';

/* The breach register's SQL (NDPA s. 40): breaches, their affected people and the notices sent to them. */

export async function insertBreach(db: Database, values: typeof breaches.$inferInsert) {
  const [row] = await db.insert(breaches).values(values).returning();
  return row;
}

export async function lockBreach(db: Database, id: string) {
  const [row] = await db.select().from(breaches).where(eq(breaches.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateBreach(db: Database, id: string, changes: Partial<typeof breaches.$inferInsert>) {
  await db.update(breaches).set(changes).where(eq(breaches.id, id));
}

const recipientCounts = {
  affected:
    sql<number>`(select count(*) from ${breachRecipients} r where r.breach_id = ${breaches.id})`.mapWith(
      Number,
    ),
  queued:
    sql<number>`(select count(*) from ${breachRecipients} r where r.breach_id = ${breaches.id} and r.queued_at is not null)`.mapWith(
      Number,
    ),
};

export function breachRows(db: Database, window: Window, id?: string) {
  return db
    .select({ breach: breaches, ...recipientCounts })
    .from(breaches)
    .where(id ? eq(breaches.id, id) : undefined)
    .orderBy(desc(breaches.awareAt), desc(breaches.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type BreachView = Awaited<ReturnType<typeof breachRows>>[number];

export async function countBreaches(db: Database) {
  const [row] = await db.select({ total: count() }).from(breaches);
  return row.total;
}

/** The accounts with these e-mail addresses (the affected people who have an account). */
export async function accountsByEmail(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...emails]));
}

export async function addRecipients(db: Database, breachId: string, accountIds: readonly string[]) {
  if (accountIds.length === 0) return;
  await db
    .insert(breachRecipients)
    .values(accountIds.map((accountId) => ({ breachId, accountId })))
    .onConflictDoNothing();
}

/** The recipients whose notice is not sent (nor stopped), marked queued now; answers them. */
export async function queueRecipients(db: Database, breachId: string) {
  return db
    .update(breachRecipients)
    .set({ queuedAt: sql`coalesce(${breachRecipients.queuedAt}, now())` })
    .where(
      and(
        eq(breachRecipients.breachId, breachId),
        isNull(breachRecipients.sentAt),
        isNull(breachRecipients.stoppedAt),
      ),
    )
    .returning({ accountId: breachRecipients.accountId });
}

/** A recipient's notice, with whether it may still go out (breach and person not stopped), and the address. */
export async function recipientNotice(db: Database, breachId: string, accountId: string) {
  const [row] = await db
    .select({
      sentAt: breachRecipients.sentAt,
      stoppedAt: breachRecipients.stoppedAt,
      breachStoppedAt: breaches.noticesStoppedAt,
      title: breaches.title,
      description: breaches.description,
      dataKinds: breaches.dataKinds,
      email: users.email,
      name: users.name,
    })
    .from(breachRecipients)
    .innerJoin(breaches, eq(breaches.id, breachRecipients.breachId))
    .innerJoin(users, eq(users.id, breachRecipients.accountId))
    .where(and(eq(breachRecipients.breachId, breachId), eq(breachRecipients.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function markSent(db: Database, breachId: string, accountId: string) {
  await db
    .update(breachRecipients)
    .set({ sentAt: new Date() })
    .where(and(eq(breachRecipients.breachId, breachId), eq(breachRecipients.accountId, accountId)));
}

export async function stopRecipient(db: Database, breachId: string, accountId: string) {
  const rows = await db
    .update(breachRecipients)
    .set({ stoppedAt: sql`coalesce(${breachRecipients.stoppedAt}, now())` })
    .where(and(eq(breachRecipients.breachId, breachId), eq(breachRecipients.accountId, accountId)))
    .returning({ accountId: breachRecipients.accountId });
  return rows.length === 1;
}
