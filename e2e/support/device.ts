import type { Page } from 'playwright-core';

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
