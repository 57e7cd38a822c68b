import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { rowsOf } from './messaging.rows';
import { userBlocks } from './messaging.table';

/* The SQL of blocks: who blocked whom, and whether a sender may write to the other members (sendGuard). */

/** Which of these ids are accounts. */
export async function existingAccounts(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((row) => row.id);
}

/**
 * What decides whether `accountId` may write to `others`, in one query: how many of them are accounts, whether any
 * of them blocked `accountId`, and whether `accountId` blocked any of them.
 */
export async function sendGuard(db: Database, accountId: string, others: readonly string[]) {
  if (others.length === 0) return { accounts: 0, blockedBy: false, blocking: false };
  const ids = sql.join(
    others.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select
      (select count(*) from users where id in (${ids}))::int as accounts,
      exists (select 1 from user_blocks where blocked_id = ${accountId} and blocker_id in (${ids})) as blocked_by,
      exists (select 1 from user_blocks where blocker_id = ${accountId} and blocked_id in (${ids})) as blocking`);
  const [row] = rowsOf(result);
  return {
    accounts: Number(row.accounts),
    blockedBy: Boolean(row.blocked_by),
    blocking: Boolean(row.blocking),
  };
}

export async function insertBlock(db: Database, blockerId: string, blockedId: string) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

export function blockedAccounts(db: Database, blockerId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatar: users.avatar,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt))
    .limit(1000);
}
