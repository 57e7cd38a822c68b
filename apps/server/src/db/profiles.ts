import type { UserType } from '@tvet/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { admins, employers, graduates, institutions, mentors, staff, users } from './schema';

/*
 * The role profiles are shared tables: accounts (sign-in answers with the profile), profiles (read and edit),
 * uploads (a new document answers with the profile) and jobs (the apply gate) all read them. Their reads live
 * here, in db/, so no feature imports another feature's repository.
 */

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

/** A role profile by its id, with its account. */
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

/** The role profile of an account. */
export async function findProfileByUser(db: Database, user: UserRow): Promise<ProfileRow | null> {
  const table = PROFILE_TABLES[user.userType as UserType];
  const [row] = await db.select().from(table).where(eq(table.userId, user.id)).limit(1);
  return (row as ProfileRow | undefined) ?? null;
}

/** The graduate profile an id names (its own id or its account's), or null. */
export async function graduateProfileIdOf(db: Database, graduate: string): Promise<string | null> {
  const rows = (
    (await db.execute(sql`
      select g.id from graduates g where g.id = ${graduate} or g.user_id = ${graduate} limit 1`)) as {
      rows: Record<string, unknown>[];
    }
  ).rows;
  return (rows[0]?.id as string | undefined) ?? null;
}
