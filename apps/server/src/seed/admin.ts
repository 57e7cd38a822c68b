import { isStrongPassword } from '@tvet/contract';
import type { Database } from '../db/client';
import { findUserByEmail } from '../features/accounts/accounts.repository';
import { createAccount } from './accounts.factory';

/** ADMIN_EMAIL / ADMIN_PASSWORD create the first administrator; an existing account is left untouched. */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'exists'> {
  if (!isStrongPassword(password)) {
    throw new Error(
      'ADMIN_PASSWORD is too weak: use at least 8 characters, an uppercase letter, and a number or symbol',
    );
  }
  // Addresses are stored lower-cased; look the same address up however it was typed.
  const address = email.trim().toLowerCase();
  if (await findUserByEmail(db, address)) return 'exists';
  await createAccount(db, {
    userType: 'admin',
    email: address,
    password,
    verified: true,
    username: `admin_${Date.now().toString(36)}`,
  });
  return 'created';
}
