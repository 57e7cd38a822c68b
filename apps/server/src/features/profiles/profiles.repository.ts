import type { UserType } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PROFILE_TABLES } from '../../db/profiles';
import { institutions, users } from '../../db/schema';

/*
 * The profiles feature's SQL. Reading a profile with its account is shared with other features and lives in
 * db/profiles.ts; what is here only this feature does: saving an edit.
 */

export async function institutionExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.id, id))
    .limit(1);
  return Boolean(row);
}

/** Writes the account's and the profile's changed columns together, or neither. */
export async function saveProfile(
  db: Database,
  target: { userType: UserType; accountId: string; profileId: string },
  changes: { account: Record<string, unknown>; profile: Record<string, unknown> },
): Promise<void> {
  const table = PROFILE_TABLES[target.userType];
  await db.transaction(async (tx) => {
    if (Object.keys(changes.account).length > 0) {
      await tx.update(users).set(changes.account).where(eq(users.id, target.accountId));
    }
    if (Object.keys(changes.profile).length > 0) {
      await tx
        .update(table)
        .set(changes.profile as never)
        .where(eq(table.id, target.profileId));
    }
  });
}
