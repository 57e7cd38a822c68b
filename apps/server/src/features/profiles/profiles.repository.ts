import type { UserType } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, employers, graduates, institutions, mentors, staff, users } from '../../db/schema';

/** The profile table of each account type. */
export const PROFILE_TABLES = {
  graduate: graduates,
  staff,
  institution: institutions,
  employer: employers,
  mentor: mentors,
  admin: admins,
} as const;

export type UserRow = typeof users.$inferSelect;
export type ProfileRow =
  | typeof graduates.$inferSelect
  | typeof staff.$inferSelect
  | typeof institutions.$inferSelect
  | typeof employers.$inferSelect
  | typeof mentors.$inferSelect
  | typeof admins.$inferSelect;

export async function findProfileById(
  db: Database,
  userType: UserType,
  profileId: string,
): Promise<{ profile: ProfileRow; user: UserRow } | null> {
  const table = PROFILE_TABLES[userType];
  const [row] = await db
    .select({ profile: table, user: users })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.id, profileId))
    .limit(1);
  return (row as { profile: ProfileRow; user: UserRow } | undefined) ?? null;
}

export async function findProfileByUser(db: Database, user: UserRow): Promise<ProfileRow | null> {
  const table = PROFILE_TABLES[user.userType as UserType];
  const [row] = await db.select().from(table).where(eq(table.userId, user.id)).limit(1);
  return (row as ProfileRow | undefined) ?? null;
}
