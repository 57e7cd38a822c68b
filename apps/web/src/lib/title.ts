export const APP_NAME = 'TVET Graduate Tracer';

/** "Sign in | TVET Graduate Tracer": the page first, so tabs and screen readers lead with it. */
export function pageTitle(page: string): string {
  return `${page} | ${APP_NAME}`;
}
