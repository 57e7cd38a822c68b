/** What the service worker (sw/sw.ts) and the pages agree on: cache names, pages, messages. */

/** The paths of the pages this browser has shown (one empty entry each); deleted at sign-out. */
export const VISITED_CACHE = 'tvet-visited-pages';
/** The build's chunks beyond the public shell, kept after a sign-in (sw/signed-in-code.ts); code, nothing personal. */
export const SIGNED_IN_CODE_CACHE = 'tvet-signed-in-code';
/** The app shell, served for a page opened before when there is no connection. */
export const SHELL_PAGE = '/index.html';
/** The product's offline page: a sentence and Retry (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';
/** Background Sync's tag for answers and messages waiting on the phone. */
export const SYNC_TAG = 'tvet-unsent-work';
export const SW_MESSAGES = {
  /** Page -> worker: the person chose Reload; the waiting version takes over. */
  skipWaiting: 'SKIP_WAITING',
  /** Worker -> pages: the connection is back (Background Sync); send what waits. */
  flush: 'FLUSH_UNSENT',
  /**
   * Page -> worker: someone signed in and the browser does not ask to save data; keep the signed-in pages' code.
   * The worker answers on the message's port once every file is kept (`keptSignedInCode`, or `failed`).
   */
  keepSignedInCode: 'KEEP_SIGNED_IN_CODE',
  keptSignedInCode: 'SIGNED_IN_CODE_KEPT',
} as const;
/** Event the pages' registration (lib/pwa.ts) fires on window when the worker says to send. */
export const FLUSH_EVENT = 'tvet:flush-unsent';
