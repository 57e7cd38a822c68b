import { SIGNED_IN_CODE_CACHE } from './protocol';

/*
 * The build's chunks beyond the public shell (issue 30; the split is made at build time by
 * apps/web/build/precache-split.ts): the signed-in pages, the public pages beyond /login, the language catalogues.
 * A visitor to /login downloads none of them for the phone's sake: a page asks the worker to keep them once
 * someone has signed in and the browser does not ask to save data (lib/pwa.ts), so a survey never opened before
 * still opens offline. Whatever of them a page downloads anyway is kept as it passes, so a page opened before
 * opens offline even on Save-Data. Each file is kept under its URL and revision; a new version's worker drops
 * what its build no longer has when it takes over. Code only: nothing of a person is ever kept here.
 */

export interface BuildFile {
  url: string;
  revision: string | null;
}

export class SignedInCode {
  private readonly keys = new Map<string, string>();

  constructor(files: BuildFile[], base: string) {
    for (const file of files) {
      const url = new URL(file.url, base).href;
      this.keys.set(url, file.revision ? `${url}?__revision=${file.revision}` : url);
    }
  }

  /** True for a file of this list (the route below answers it). */
  has(url: string): boolean {
    return this.keys.has(url);
  }

  /** From the phone when kept; else from the network, kept as it passes. */
  async answer(request: Request): Promise<Response> {
    const key = this.keys.get(request.url);
    const cache = await caches.open(SIGNED_IN_CODE_CACHE);
    const kept = key ? await cache.match(key) : undefined;
    if (kept) return kept;
    const response = await fetch(request);
    if (key && response.ok) await cache.put(key, response.clone()).catch(() => undefined);
    return response;
  }

  /** Downloads every file not kept yet, one at a time (a slow line is not flooded); resolves when all are kept. */
  async keepAll(): Promise<void> {
    const cache = await caches.open(SIGNED_IN_CODE_CACHE);
    for (const [url, key] of this.keys) {
      if (await cache.match(key)) continue;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(key, response);
    }
  }

  /** Drops the files of earlier versions (the worker's activate step). */
  async dropOutdated(): Promise<void> {
    const cache = await caches.open(SIGNED_IN_CODE_CACHE);
    const current = new Set(this.keys.values());
    for (const request of await cache.keys()) {
      if (!current.has(request.url)) await cache.delete(request);
    }
  }
}
