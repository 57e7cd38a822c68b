import { formatDate as formatIntlDate } from '@/lib/i18n/format';

/** "3 Mar 2025" (in the chosen language, issue 29); a dash when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : formatIntlDate(date);
}
