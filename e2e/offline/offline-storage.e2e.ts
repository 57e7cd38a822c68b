import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { buildChunks, cachedPaths, keptKeys, SIGNED_IN_CODE } from '../support/device';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';

/*
 * Issue 30, what the installable app keeps on the phone. A visitor to /login on metered data downloads only the
 * public shell, not the whole build; a sign-in has the worker keep the signed-in pages' code, unless the browser
 * asks to save data; and after Log Out nothing of the person is readable on the device: not their database, not
 * an API answer in a cache, not their e-mail, name or id in any storage the page can read.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

it('a visitor to /login keeps only the public shell; a sign-in keeps the signed-in pages too', async () => {
  const chunks = buildChunks();
  const { page, pageErrors } = await newPage(browser);
  await page.goto('/login');
  await controlled(page);
  // The precache's public shell, and the few chunks /login itself loaded once the worker controlled it.
  const shell = Object.values(await cachedPaths(page))
    .flat()
    .filter((path) => chunks.has(path));
  const shellBytes = shell.reduce((sum, path) => sum + chunks.get(path)!, 0);
  const buildBytes = [...chunks.values()].reduce((sum, size) => sum + size, 0);
  console.log(
    `public shell: ${shell.length} of ${chunks.size} chunks, ${Math.round(shellBytes / 1024)} of ` +
      `${Math.round(buildBytes / 1024)} KB of JavaScript (uncompressed)`,
  );
  // The entry, the framework and the worker's registration, not the build (the signed-in pages are most of it).
  expect(shell.length).toBeLessThan(10);
  expect(shellBytes).toBeLessThan(buildBytes / 2);

  const graduate = await newAccount('graduate', 'keepcode');
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  // Every chunk is on the phone now: the shell in the precache, the rest in the signed-in code's cache.
  await eventually(
    async () => {
      const kept = await cachedPaths(page);
      return [...chunks.keys()].filter(
        (path) => !shell.includes(path) && !(kept[SIGNED_IN_CODE] ?? []).includes(path),
      );
    },
    'chunks not kept after the sign-in',
    30_000,
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
});

it('on Save-Data a sign-in keeps only what the pages opened downloaded', async () => {
  const { page, context, pageErrors } = await newPage(browser);
  // Chrome's Lite mode / Android's data saver: Network Information's saveData.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '3g' }),
    });
  });
  const opened = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) opened.add(pathname);
  });
  await page.goto('/login');
  await controlled(page);
  const graduate = await newAccount('graduate', 'savedata');
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto('/surveys');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const kept = (await cachedPaths(page))[SIGNED_IN_CODE] ?? [];
  // What /overview and /surveys downloaded is kept as it passed (they open offline); nothing else is downloaded.
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((path) => !opened.has(path))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

it('after Log Out nothing of the person is readable on the device', async () => {
  const graduate = await newAccount('graduate', 'forget');
  const { page, pageErrors } = await newPage(browser);
  await page.goto('/login');
  await controlled(page);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  // The greeting notes that this browser showed the account's overview (lib/first-visit.ts).
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  await page.goto('/surveys');
  // Opening the list kept API answers for offline use, in the person's database.
  await eventually(() => keptKeys(page, 'responses')).not.toEqual([]);
  const accountDbs = () =>
    page.evaluate(async () =>
      (await indexedDB.databases())
        .map((db) => db.name ?? '')
        .filter((name) => name.startsWith('tvet-account-')),
    );
  expect(await accountDbs()).toHaveLength(1);

  await page.getByRole('button', { name: new RegExp(`Account menu for ${graduate.username}`) }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');

  expect(await accountDbs()).toEqual([]);
  // No cache holds an API answer or a signed-in page the person visited (/login, open now, is noted again);
  // what stays is the app's code.
  const cached = await cachedPaths(page);
  expect(
    Object.values(cached)
      .flat()
      .filter((path) => /^\/api\/|^\/surveys|^\/overview/.test(path)),
  ).toEqual([]);
  // Nothing the page can read names the person: Web Storage, the databases' names, every cached body.
  const readable = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let at = 0; at < storage.length; at += 1) {
        const key = storage.key(at)!;
        texts.push(`${key}=${storage.getItem(key)}`);
      }
    }
    for (const db of await indexedDB.databases()) texts.push(db.name ?? '');
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.endsWith('.png')) continue;
        texts.push(request.url, await ((await cache.match(request))?.text() ?? ''));
      }
    }
    return texts.join('\n');
  });
  for (const trace of [graduate.email, graduate.username, graduate.accountId, graduate.profileId]) {
    expect(readable.includes(trace), `${trace} is still readable after Log Out`).toBe(false);
  }
  expect(pageErrors).toEqual([]);
});
