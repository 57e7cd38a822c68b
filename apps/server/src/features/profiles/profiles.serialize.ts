import type { UserType } from '@tvet/contract';

/*
 * API fields <-> columns for profile edits. The read shape (a row -> the contract's Profile) is shared by
 * several features and lives in db/profiles.serialize.ts.
 */

/** Fields of a profile edit that live on the account (users table), not on the role's profile. */
const ACCOUNT_FIELDS: readonly string[] = ['name', 'phone', 'address'];

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Splits a validated edit into account and profile column changes. Graduates and staff also carry the phone
 * on their profile (spec 000 §3): both copies change together.
 */
export function changesOf(userType: UserType, body: Record<string, unknown>) {
  const account: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (ACCOUNT_FIELDS.includes(field)) account[field] = value;
    else profile[camel(field)] = value;
  }
  if ('phone' in account && (userType === 'graduate' || userType === 'staff')) profile.phone = account.phone;
  return { account, profile };
}
