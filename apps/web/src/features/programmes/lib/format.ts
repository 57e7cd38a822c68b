import { formatDate as formatIntlDate } from '@/lib/i18n/format';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** A calendar day as people read it (in the chosen language, issue 29): "2025-09-30" becomes "30 Sept 2025"; anything else is shown as it is. */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatIntlDate(date, DAY);
}
