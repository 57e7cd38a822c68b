import type { UserType } from '@tvet/contract';
import type { Database } from './client';
import { PROFILE_TABLES, type ProfileRow, type UserRow } from './profiles';
import { users } from './schema';

/*
 * Creating an account writes the shared tables only (the account and its role's profile). Registration (the
 * accounts feature) and the seed factories (demo data, tests, e2e) both create accounts, so it lives here.
 */

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
