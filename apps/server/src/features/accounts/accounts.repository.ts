import type { UserType } from '@tvet/contract';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { PROFILE_TABLES, type ProfileRow, type UserRow } from '../profiles/profiles.repository';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findTakenIdentity(db: Database, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, username)))
    .limit(2);
  return {
    emailTaken: rows.some((row) => row.email === email),
    usernameTaken: rows.some((row) => row.username === username),
  };
}

export interface NewAccount {
  userType: UserType;
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  isEmailVerified?: boolean;
  address?: string | null;
  phone?: string | null;
  profile: Record<string, unknown>;
}

/** The account and its role's profile are written together or not at all. */
export async function insertAccount(
  db: Database,
  account: NewAccount,
): Promise<{ user: UserRow; profile: ProfileRow }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        userType: account.userType,
        name: account.name,
        username: account.username,
        email: account.email,
        passwordHash: account.passwordHash,
        isEmailVerified: account.isEmailVerified ?? false,
        address: account.address ?? null,
        phone: account.phone ?? null,
      })
      .returning();
    const table = PROFILE_TABLES[account.userType];
    const [profile] = await tx
      .insert(table)
      .values({ ...account.profile, userId: user.id } as never)
      .returning();
    return { user, profile: profile as ProfileRow };
  });
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string) {
  await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
}

/** PostgreSQL's unique-violation code, raised when two sign-ups race for one address. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const candidate = cause as { code?: string; constraint?: string; constraint_name?: string };
  if (candidate?.code !== '23505') return null;
  return candidate.constraint ?? candidate.constraint_name ?? 'unique';
}
