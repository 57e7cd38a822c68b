import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("an unknown address shows '404 Error' with a button back home", async () => {
  const { page, pageErrors } = await newPage(browser);
  await page.goto('/this/page/does/not/exist');
  await page.getByRole('heading', { level: 1, name: '404 Error' }).waitFor();
  await eventually(() => page.title()).toContain('404 Error');
  await eventually(() => page.locator('html').getAttribute('lang')).toBe('en');
  await screenshot(page, '40-not-found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  expect(pageErrors).toEqual([]);
});
