import type { UserType } from './roles';

/**
 * Profile completeness (spec 000 §3 "Profile completeness fields"): the fields that must be set before the
 * sidebar unlocks and sign-in goes past /get-started. The server computes it; the web app reads it.
 */
export const COMPLETENESS_FIELDS: Record<UserType, readonly string[]> = {
  graduate: ['address', 'nin', 'is_employed'],
  staff: ['address', 'nin', 'type_of_appointment'],
  institution: ['name_of_owner'],
  employer: ['cac_document'],
  mentor: [],
  admin: [],
};

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** `fields` holds the profile's own fields and the account's `address`. */
export function isProfileComplete(userType: UserType, fields: Record<string, unknown>): boolean {
  return COMPLETENESS_FIELDS[userType].every((field) => isSet(fields[field]));
}
