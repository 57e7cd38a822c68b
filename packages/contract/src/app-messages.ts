/**
 * What the web app needs from the specification's sentences on every page, before any page's own code arrives:
 * the router's error title (spec 000 §2) and the toast's colour rule (spec 000 §8). They live apart from
 * messages.ts because a bundler places a module, with every part any page uses of it, in one chunk: the router
 * error screen and the toast are in the first load of /login, and importing them from messages.ts shipped its
 * MESSAGES and SERVER_MESSAGES tables there too (docs/decisions/0005-first-load-budget.md).
 */

/** MESSAGES.routerError: the title of the router's error screen. */
export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';

/**
 * Toast tone (spec 000 §8): green when the text contains one of these words, else red.
 * Matching is case-insensitive so "Account created successfully" and "Created" both read as success.
 */
export const SUCCESS_WORDS = [
  'successful',
  'successfully!',
  'success',
  'successfully',
  'created',
  'updated',
  'uploaded',
  'new',
] as const;

export function toastTone(text: string): 'success' | 'error' {
  const lower = text.toLowerCase();
  return SUCCESS_WORDS.some((word) => lower.includes(word)) ? 'success' : 'error';
}
