import { formatDate } from './i18n/format';
import { t } from './i18n/i18n';

/**
 * The one relative-time formatter of the app (spec 000 §9): 'just now', 'N minutes ago', 'N hours ago',
 * 'N days ago', 'N weeks ago', 'N months ago', and the date itself once it is a year old or more.
 * Every list that says when something happened uses this, so the wording never drifts between screens.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export function relativeTime(when: string | number | Date, now: Date = new Date()): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  // A time slightly in the future (the phone's clock runs behind the server's) still reads as 'just now'.
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  // Each a whole sentence with its plural, for the translators (issue 29); English as spec 000 §9 words it.
  if (seconds < MINUTE) return t('just now');
  if (seconds < HOUR)
    return t('{count, plural, one {# minute ago} other {# minutes ago}}', {
      count: Math.floor(seconds / MINUTE),
    });
  if (seconds < DAY)
    return t('{count, plural, one {# hour ago} other {# hours ago}}', { count: Math.floor(seconds / HOUR) });
  if (seconds < WEEK)
    return t('{count, plural, one {# day ago} other {# days ago}}', { count: Math.floor(seconds / DAY) });
  if (seconds < MONTH)
    return t('{count, plural, one {# week ago} other {# weeks ago}}', { count: Math.floor(seconds / WEEK) });
  if (seconds < YEAR)
    return t('{count, plural, one {# month ago} other {# months ago}}', {
      count: Math.floor(seconds / MONTH),
    });
  return formatDate(date);
}

/** The full date and time, for a tooltip or `<time title>` next to a relative label. */
export function fullDateTime(when: string | number | Date): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, { dateStyle: 'long', timeStyle: 'short' });
}
