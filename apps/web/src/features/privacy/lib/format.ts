import { formatDate } from '@/lib/i18n/format';

/** A retention period in words: "24 hours", "72 hours", "7 days", "30 days". */
export function periodText(hours: number): string {
  if (hours <= 72 || hours % 24 !== 0) return `${hours} hours`;
  return `${hours / 24} days`;
}

/** A date and time as people read it in Nigeria: "27 Nov 2026, 14:05" (in the chosen language, issue 29). */
export function dateTimeText(iso: string): string {
  return formatDate(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function dateText(iso: string): string {
  return formatDate(iso);
}

/** How far a deadline is, in whole hours (or days past 48 h): "due in 5 hours", "overdue by 2 days". */
export function clockText(dueIso: string, now = Date.now()): string {
  const ms = new Date(dueIso).getTime() - now;
  const hours = Math.floor(Math.abs(ms) / 3_600_000);
  const span = hours >= 48 ? `${Math.floor(hours / 24)} days` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return ms >= 0 ? `due in ${span}` : `overdue by ${span}`;
}
