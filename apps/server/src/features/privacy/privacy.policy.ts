import { ADULT_AGE } from '@tvet/contract';

/*
 * Who may consent to what, in one place. The optional extras are for graduates; a graduate under 18 (NDPA s. 31)
 * needs a guardian's confirmation first.
 */

/** Whole years between a date of birth (YYYY-MM-DD) and `now`; null without a date. */
export function ageOn(dateOfBirth: string | null | undefined, now = new Date()): number | null {
  if (!dateOfBirth) return null;
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A person is a minor when a date of birth says they are under 18 (the profile's, else the graduation roll's). */
export const isMinor = (dateOfBirth: string | null | undefined, now = new Date()) => {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age < ADULT_AGE;
};

/** The optional extras may be offered to an adult, or to a minor once a guardian confirmed. */
export const extrasOffered = (minor: boolean, guardianConfirmed: boolean) => !minor || guardianConfirmed;
