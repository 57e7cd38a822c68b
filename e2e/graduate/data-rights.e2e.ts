import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, newAccount } from '../support/api';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { signIn } from '../support/sign-in';

/*
 * Issue 25, on a 360 px phone: a graduate downloads the archive of their data, then deletes their account; the
 * phone keeps nothing of theirs and the password signs in no more.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a graduate downloads their archive and deletes their account on a phone', async () => {
  const graduate = await newAccount('graduate', 'rights');
  const { page, pageErrors } = await newPage(browser, PHONE);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto('/settings?tab=privacy-and-data');
  await page.getByRole('heading', { name: 'Download my data' }).waitFor();

  await page.getByRole('button', { name: 'Prepare my archive' }).click();
  const download = page.getByRole('button', { name: 'Download my archive' });
  await download.waitFor({ timeout: 60_000 });
  await page.getByText(/The link works until/).waitFor();
  await screenshot(page, 'data-rights-10-archive-ready');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'data-rights-11-archive-ready-desktop');
  await page.setViewportSize(PHONE);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^my-tvet-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await file.path()) as string);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // The token travelled in a header; the address carried no secret.
  expect(file.url()).toMatch(/^blob:/);

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel(/Your password/).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await dialog
    .getByText(/That password is not right/)
    .first()
    .waitFor();
  await screenshot(page, 'data-rights-20-wrong-password');
  await dialog.getByLabel(/Your password/).fill(graduate.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Your account has been deleted.', { exact: false }).first().waitFor();
  await screenshot(page, 'data-rights-30-deleted');

  // Nothing of theirs stays readable on the phone.
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key.startsWith('tvet.signed-in')),
    session: sessionStorage.length,
  }));
  expect(stored).toEqual({ local: [], session: 0 });
  await page.goto('/settings');
  await page.waitForURL('**/login**');
  // The password signs in no more.
  const again = await api('POST', '/auth/graduates/login', {
    email: graduate.email,
    password: graduate.password,
  }).catch((error: Error) => error);
  expect(again).toBeInstanceOf(Error);
  expect(pageErrors).toEqual([]);
});
