import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';

/** The lazily loaded code of /reset-password, reached from /login by its link. */
const CHUNK = '**/assets/reset-password-page-*.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a page whose code fails to download once is asked for again and opens (issue 9)', async () => {
  // A first visit, before any service worker keeps the chunks on the phone (issue 30).
  const { page, pageErrors } = await newPage(browser, undefined, { serviceWorkers: 'block' });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  let requests = 0;
  await page.route(CHUNK, (route) => {
    requests += 1;
    return requests === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  expect(requests).toBe(2);
  expect(pageErrors).toEqual([]);
});

it('a page that cannot be downloaded says so with Retry, which opens it once the signal is back', async () => {
  // A first visit, before any service worker keeps the chunks on the phone (issue 30).
  const { page, pageErrors } = await newPage(browser, undefined, { serviceWorkers: 'block' });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  let requests = 0;
  await page.route(CHUNK, (route) => {
    requests += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'This page could not load' }).waitFor();
  expect(requests).toBeGreaterThan(1);
  await eventually(() => page.getByText('Unexpected Application Error!').count()).toBe(0);
  await eventually(() => page.getByText(/dynamically imported module/).count()).toBe(0);
  await screenshot(page, 'public-20-lazy-page-offline');

  await page.unroute(CHUNK);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/reset-password');
  expect(pageErrors).toEqual([]);
});
