/*
 * The service worker (issue 30, docs/decisions/0021-offline-first-installable-app.md). Built by vite-plugin-pwa's injectManifest
 * strategy: Workbox fills `self.__WB_MANIFEST` with every file of the build, which is kept on the phone at install,
 * so the app's code opens without a connection. What it does with requests:
 * - a page (navigation): from the network while there is one; without, the app shell for a page this browser has
 *   opened before (the app remembers each page it shows, lib/offline-pages.ts) and the start page, and the
 *   offline page (public/offline.html: a sentence and Retry) for any other, never the browser's error page;
 * - the build's files: the public shell from the phone (precache, kept at install: build/precache-split.ts marks
 *   it), the other chunks from the phone once a sign-in had them kept (signed-in-code.ts), so a reload offline
 *   finds every chunk, lazy pages included; a visitor to /login on metered data downloads only the shell;
 * - Background Sync: with no page open, the waiting survey answers are sent from here (background-send.ts);
 * - the API: never cached here. What the person needs offline (their surveys, their unsent answers) lives in the
 *   account's own IndexedDB database (lib/device-db.ts), which signing out deletes.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { sendWaitingAnswers } from './background-send';
import { OFFLINE_PAGE, SHELL_PAGE, SW_MESSAGES, SYNC_TAG, VISITED_CACHE } from './protocol';
import { type BuildFile, SignedInCode } from './signed-in-code';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
  ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<BuildFile & { shell?: boolean }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options?: { type?: string }): Promise<Array<{ postMessage(message: unknown): void }>> };
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;

/** A page this browser opened before (the app notes each one it shows), or the start page. */
async function wasVisited(url: URL): Promise<boolean> {
  if (url.pathname === '/') return true;
  const cache = await caches.open(VISITED_CACHE);
  return (await cache.match(url.pathname)) !== undefined;
}

async function fromPhone(page: string): Promise<Response> {
  return (await matchPrecache(page)) ?? Response.error();
}

/*
 * Registered before the precache's own route, so a page is always asked of the network first: the start page
 * too, whose precached copy would otherwise keep serving the bundle of the installed version after a deploy.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        return fromPhone((await wasVisited(url)) ? SHELL_PAGE : OFFLINE_PAGE);
      }
    },
    { denylist: [/^\/api\//, /^\/socket\.io\//, /\/[^/]*\.[A-Za-z0-9]{1,8}$/] },
  ),
);

// Written as `self.__WB_MANIFEST`: the build looks for that text to put the list of files in.
const buildFiles = (self as unknown as ServiceWorkerScope).__WB_MANIFEST;
const toEntry = ({ url, revision }: BuildFile): BuildFile => ({ url, revision });
precacheAndRoute(buildFiles.filter((file) => file.shell).map(toEntry));
const signedInCode = new SignedInCode(
  buildFiles.filter((file) => !file.shell).map(toEntry),
  sw.location.href,
);
registerRoute(
  ({ url }) => signedInCode.has(url.href),
  ({ request }) => signedInCode.answer(request),
);
sw.addEventListener('activate', (event) => event.waitUntil(signedInCode.dropOutdated()));
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload. A new version waits
// until the person chooses Reload (lib/app-update.ts): a page never changes code under their fingers.
clientsClaim();

sw.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void sw.skipWaiting();
  if (type === SW_MESSAGES.keepSignedInCode) {
    const reply = event.ports[0];
    event.waitUntil(
      signedInCode.keepAll().then(
        () => reply?.postMessage({ type: SW_MESSAGES.keptSignedInCode }),
        (error: unknown) => reply?.postMessage({ type: 'failed', message: String(error) }),
      ),
    );
  }
});

/*
 * Background Sync (where the browser has it): the connection is back. Open pages send what waits on the phone
 * (features/surveys/lib/answer-queue.ts listens); with none open, the worker sends the survey answers itself
 * (background-send.ts). What could not go makes the browser try the sync again later.
 */
sw.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    sw.clients.matchAll({ type: 'window' }).then(async (clients) => {
      for (const client of clients) client.postMessage({ type: SW_MESSAGES.flush });
      if (clients.length > 0) return;
      if (!(await sendWaitingAnswers()))
        throw new Error('Answers still wait: the browser tries again later.');
    }),
  );
});
