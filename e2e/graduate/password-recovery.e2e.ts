import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifiedGraduate } from '../support/accounts';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { latestCode } from '../support/outbox';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a graduate who forgot the password gets a code by mail, sets a new password and signs in with it', async () => {
  const person = await verifiedGraduate('forgot');
  const { page, pageErrors } = await newPage(browser);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/reset-password');
  const send = page.getByRole('button', { name: 'Send code' });
  await eventually(() => send.isDisabled()).toBe(true);
  await page.getByLabel('E-mail address').fill(person.email);
  await eventually(() => send.isDisabled()).toBe(false);
  // Mails are queued (platform/mail-queue.ts), so the sign-up's verification mail can land in the second before
  // this click: only a mail written after it is the recovery code's.
  const since = new Date().toISOString();
  await send.click();

  await page.waitForURL('**/reset-password-otp');
  await page.getByLabel('4-digit code').fill(await latestCode(person.email, since));
  await screenshot(page, '10-recovery-code');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL('**/create-new-password');
  const save = page.getByRole('button', { name: 'Reset password' });
  const newPassword = 'Fresh-Start-2024';
  await page.getByLabel(/^New password/).fill('weakpassword1');
  await page.getByText('Weak', { exact: true }).waitFor();
  await eventually(() => save.isDisabled()).toBe(true);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByText('Strong', { exact: true }).waitFor();
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await save.click();
  await page.getByRole('alert').getByText('Both password must match').first().waitFor();
  await screenshot(page, '11-new-password-mismatch');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await save.click();
  await page.getByRole('heading', { name: 'Password changed' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, 'graduate', person.email, person.password);
  await page.getByText('Incorrect e-mail, password or account type.').waitFor();
  await screenshot(page, '12-sign-in-refused-toast');
  await signIn(page, 'graduate', person.email, newPassword);
  await page.waitForURL('**/get-started');
  expect(pageErrors).toEqual([]);
});
