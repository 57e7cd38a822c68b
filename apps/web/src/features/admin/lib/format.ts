import { formatDate as formatIntlDate } from '@/lib/i18n/format';

// In the chosen language (issue 29), Nigerian English where the phone lacks its locale.
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : formatIntlDate(date, DATE_TIME);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : formatIntlDate(date);
}

/** 'institution.verify' -> 'Institution verify'; the audit log's action in words. */
export function actionLabel(action: string): string {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A website as people read it: profiles store it URI-encoded (spec 001 §3), shown decoded; bad encoding as stored. */
export function websiteText(url: string | null): string | null {
  if (!url) return url;
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
