/*
 * The pages this browser has shown, noted for the service worker (sw/sw.ts): without a connection it opens a page
 * noted here from the app shell, and shows the offline page for any other. One empty cache entry per path, no
 * content; deleted when the person signs out (`forgetVisitedPages`). The cache name is sw/protocol.ts's
 * VISITED_CACHE, written out here so the first load imports nothing more.
 */
const VISITED_CACHE = 'tvet-visited-pages';

const noted = new Set<string>();

export function noteVisitedPage(pathname: string): void {
  if (noted.has(pathname) || typeof caches === 'undefined') return;
  noted.add(pathname);
  caches
    .open(VISITED_CACHE)
    .then((cache) => cache.put(pathname, new Response('')))
    .catch(() => noted.delete(pathname));
}

export async function forgetVisitedPages(): Promise<void> {
  noted.clear();
  if (typeof caches === 'undefined') return;
  await caches.delete(VISITED_CACHE).catch(() => false);
}
