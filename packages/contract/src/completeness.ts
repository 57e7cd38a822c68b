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

/** Each completeness field as a person reads it in "add your address, NIN and employment status". */
export const COMPLETENESS_LABELS: Record<string, string> = {
  address: 'address',
  nin: 'NIN',
  is_employed: 'employment status',
  type_of_appointment: 'type of appointment',
  name_of_owner: "owner's name",
  cac_document: 'CAC document',
};

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The completeness fields still empty; `fields` holds the profile's own fields and the account's `address`. */
export function missingProfileFields(userType: UserType, fields: Record<string, unknown>): string[] {
  return COMPLETENESS_FIELDS[userType].filter((field) => !isSet(fields[field]));
}

export function isProfileComplete(userType: UserType, fields: Record<string, unknown>): boolean {
  return missingProfileFields(userType, fields).length === 0;
}

/** "address", "address and NIN", "address, NIN and employment status". */
export function listMissing(fields: readonly string[]): string {
  const labels = fields.map((field) => COMPLETENESS_LABELS[field] ?? field.replaceAll('_', ' '));
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
