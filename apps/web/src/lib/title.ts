import { tx } from '@/lib/i18n/i18n';

export const APP_NAME = 'TVET Graduate Tracer';

/**
 * "Sign in | TVET Graduate Tracer": the page first, so tabs and screen readers lead with it, in the chosen language
 * (a page's title is the first thing a screen reader says of it).
 */
export function pageTitle(page: string): string {
  return `${tx(page)} | ${APP_NAME}`;
}
