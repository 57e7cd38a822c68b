import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { eventually } from './eventually';

/**
 * What the web app keeps on the phone, read from the page (issue 30): each account's IndexedDB database
 * `tvet-account-{id}` (apps/web/src/lib/device-db.ts). `store`: 'answers' (waiting for the server), 'drafts',
 * 'outbox', 'responses' (API answers kept for offline use, keyed by path).
 */
export function keptKeys(page: Page, store: string): Promise<string[]> {
  return page.evaluate(async (storeName) => {
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('tvet-account-'));
    const keys: string[] = [];
    for (const name of names) {
      const found = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction(storeName).objectStore(storeName).getAllKeys();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result);
          };
        };
      });
      keys.push(...found.map(String));
    }
    return keys;
  }, store);
}

const DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const SIGNED_IN_CODE = 'tvet-signed-in-code';

/** The build's chunks (what the service worker may keep), with their sizes. */
export function buildChunks(): Map<string, number> {
  const dir = `${DIST}assets/`;
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`/assets/${file}`, statSync(`${dir}${file}`).size]),
  );
}

/** Every URL path kept in the page's Cache Storage, by cache. */
export function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      found[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return found;
  });
}

/**
 * Every chunk of the build is on the phone: the public shell in the precache, the rest in the signed-in code's
 * cache, which a page asks the service worker to fill once someone has signed in (apps/web/src/lib/pwa.ts).
 */
export async function signedInCodeKept(page: Page): Promise<void> {
  const chunks = [...buildChunks().keys()];
  await eventually(
    async () => {
      const kept = new Set(Object.values(await cachedPaths(page)).flat());
      return chunks.filter((path) => !kept.has(path));
    },
    'chunks not kept on the phone after the sign-in',
    30_000,
  ).toEqual([]);
}
