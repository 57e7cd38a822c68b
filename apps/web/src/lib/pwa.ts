import { Workbox } from 'workbox-window';
import { FLUSH_EVENT, SW_MESSAGES } from '@/sw/protocol';
import { onOutdated, setUpdateReady } from './app-update';
import { getSession, subscribeSession } from './session';

/** The browser asks to save data (Chrome's Lite mode, Android's data saver): Network Information's saveData. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/*
 * Someone has signed in here: the worker keeps the signed-in pages' code on the phone (sw/signed-in-code.ts), so
 * a survey never opened before opens offline. Not before (a visitor to /login downloads the public shell only) and
 * not when the browser asks to save data. Asked once per page; the worker keeps each file once.
 */
function keepSignedInCodeOnceSignedIn(): void {
  let asked = false;
  const ask = () => {
    if (asked || getSession() === null || savesData()) return;
    asked = true;
    unsubscribe();
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: SW_MESSAGES.keepSignedInCode }),
    );
  };
  const unsubscribe = subscribeSession(ask);
  ask();
}

/**
 * Registers the service worker (sw/sw.ts), loaded by main.tsx once the page is interactive, so /login's first
 * load carries only the import that loads this file (issue 30, decision 0005's budget).
 * - A new version installs in the background and waits: the banner says "A new version is ready" and Reload
 *   makes it take over, then reloads.
 * - The server's API moved on (lib/app-update.ts 'outdated'): the worker looks for the new version at once.
 * - Once someone has signed in (and the browser does not ask to save data), the worker keeps the signed-in pages'
 *   code too; before, it keeps only the public shell.
 * - Background Sync wakes the worker when the connection is back; it tells the pages, which send what waits.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    setUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
      // Should the worker not take over (another tab holds it), the reload still fetches the new page.
      setTimeout(() => window.location.reload(), 3000);
    });
  });
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.flush) {
      window.dispatchEvent(new Event(FLUSH_EVENT));
    }
  });
  onOutdated(() => void workbox.update().catch(() => undefined));
  void workbox.register().catch(() => undefined);
  keepSignedInCodeOnceSignedIn();
}
