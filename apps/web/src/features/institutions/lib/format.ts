import { formatDate as formatIntlDate } from '@/lib/i18n/format';
import { NOT_AVAILABLE } from '@/lib/profile-format';

/* The person-profile helpers are shared with the mentor's mentee page. */
export {
  addressParts,
  capitalised,
  employmentLabel,
  labelOf,
  NOT_AVAILABLE,
  orNotAvailable,
} from '@/lib/profile-format';

/** A timestamp or a calendar day as people read it: "3 Mar 2025". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : formatIntlDate(date);
}
