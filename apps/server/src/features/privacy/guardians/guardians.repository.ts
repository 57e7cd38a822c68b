import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { guardianConfirmations } from '../privacy.table';

/* A minor's guardian confirmations (NDPA s. 31): asked, then confirmed once through a single-use link. */

export async function latestGuardian(db: Database, accountId: string) {
  const [row] = await db
    .select()
    .from(guardianConfirmations)
    // An ask refused before any link went out (notSentReason) leaves the guardian's state as it was.
    .where(and(eq(guardianConfirmations.accountId, accountId), isNull(guardianConfirmations.notSentReason)))
    .orderBy(desc(guardianConfirmations.confirmedAt), desc(guardianConfirmations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function guardianConfirmed(db: Database, accountId: string) {
  const [row] = await db
    .select({ id: guardianConfirmations.id })
    .from(guardianConfirmations)
    .where(
      and(
        eq(guardianConfirmations.accountId, accountId),
        sql`${guardianConfirmations.confirmedAt} is not null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertGuardian(db: Database, values: typeof guardianConfirmations.$inferInsert) {
  await db.insert(guardianConfirmations).values(values);
}

/** Confirms the unexpired, unused link with this hash, once; answers whether it did. */
export async function confirmGuardian(db: Database, tokenHash: string) {
  const rows = await db
    .update(guardianConfirmations)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(guardianConfirmations.tokenHash, tokenHash),
        isNull(guardianConfirmations.confirmedAt),
        sql`${guardianConfirmations.expiresAt} > now()`,
      ),
    )
    .returning({ id: guardianConfirmations.id });
  return rows.length === 1;
}
