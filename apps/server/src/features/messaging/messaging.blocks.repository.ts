import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { userBlocks } from './messaging.table';

/* The SQL of blocks: who blocked whom (a send checks blocks in messaging.send.repository.ts). */

/** Which of these ids are accounts. */
export async function existingAccounts(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Which of `others` blocked `accountId`, or were blocked by it: no message passes between them. */
export async function blockedEitherWay(
  db: Database,
  accountId: string,
  others: readonly string[],
): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockedId, accountId), inArray(userBlocks.blockerId, [...others])),
        and(eq(userBlocks.blockerId, accountId), inArray(userBlocks.blockedId, [...others])),
      ),
    );
  return new Set(rows.map((row) => (row.blockerId === accountId ? row.blockedId : row.blockerId)));
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
