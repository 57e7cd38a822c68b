import { splitAddress } from '@tvet/contract';

/*
 * How a person's profile reads on the read-only pages of two portals: the institution's student and staff
 * pages and the mentor's mentee page (spec 001 §2, the same fields).
 */

/** Spec 001 §2: what is missing reads "N/a". */
export const NOT_AVAILABLE = 'N/a';

export function orNotAvailable(value: string | number | null | undefined): string {
  if (typeof value === 'number') return String(value);
  return value?.trim() ? value : NOT_AVAILABLE;
}

export const capitalised = (value: string | null | undefined) =>
  value ? value.charAt(0).toUpperCase() + value.slice(1) : null;

/** "non-academic" reads "Non academic"; "GL-07" stays. */
export const labelOf = (value: string | null | undefined) =>
  value ? capitalised(value.replaceAll('-', ' ').replaceAll('_', ' ')) : null;

const O_LEVEL_LABELS: Record<string, string> = { waec: 'WAEC', neco: 'NECO', nabteb: 'NABTEB' };
export const oLevelLabel = (value: string | null | undefined) =>
  value ? (O_LEVEL_LABELS[value] ?? value.toUpperCase()) : null;

/** Spec 001 §2 "Mentee detail": an employment status not given reads "NA" (not the "N/a" of other fields). */
export const EMPLOYMENT_NOT_GIVEN = 'NA';

/** Spec 001 §2 (student and mentee detail): Employed / Unemployed / NA. */
export function employmentLabel(isEmployed: boolean | null | undefined): string {
  if (isEmployed === true) return 'Employed';
  if (isEmployed === false) return 'Unemployed';
  return EMPLOYMENT_NOT_GIVEN;
}

/** "1 time" / "2 times" attempted. */
export const sittingsLabel = (sittings: number) => `${sittings} ${sittings === 1 ? 'time' : 'times'}`;

/** Addresses are stored street|state|country (spec 001 §9). */
export function addressParts(address: string | null | undefined) {
  const parts = splitAddress(address);
  return {
    street: orNotAvailable(parts.street.trim()),
    state: orNotAvailable(parts.state.trim()),
    country: orNotAvailable(parts.country.trim()),
  };
}

/** Spec 000 §9: file sizes are shown in MB. */
export function sizeInMb(bytes: number): string {
  const mb = bytes / 1_048_576;
  return mb > 0 && mb < 0.01 ? '< 0.01 MB' : `${mb.toFixed(2)} MB`;
}
