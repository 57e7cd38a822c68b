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

const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

export function relativeTime(when: string | number | Date, now: Date = new Date()): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  // A time slightly in the future (the phone's clock runs behind the server's) still reads as 'just now'.
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return ago(Math.floor(seconds / DAY), 'day');
  if (seconds < MONTH) return ago(Math.floor(seconds / WEEK), 'week');
  if (seconds < YEAR) return ago(Math.floor(seconds / MONTH), 'month');
  return dateFormat.format(date);
}

/** The full date and time, for a tooltip or `<time title>` next to a relative label. */
export function fullDateTime(when: string | number | Date): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
