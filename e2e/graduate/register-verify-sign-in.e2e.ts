import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson } from '../support/accounts';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { latestCode, wrongCode } from '../support/outbox';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a new graduate registers on a phone, verifies the e-mail with the mailed code, signs in and lands on /get-started', async () => {
  const { page, pageErrors } = await newPage(browser);
  const person = newPerson('grad');

  await page.goto('/');
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await screenshot(page, '01-choose-account-type');
  await page.getByLabel(/^Graduate/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/register?type=graduate');

  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel(/^State/).selectOption('Lagos');
  await page.getByLabel('Local government area (LGA)').selectOption('Ikeja');
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await screenshot(page, '02-register-graduate-filled');
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL('**/verify-email');
  await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
  await eventually(() => page.getByRole('timer').textContent()).toMatch(/^Code will expire in (1:00|0:5\d)$/);
  const code = await latestCode(person.email, since);

  // A wrong code is refused with the spec's message, next to the code box.
  await page.getByLabel('4-digit code').fill(wrongCode(code));
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await page.getByText('Invalid OTP').waitFor();
  await screenshot(page, '03-verify-email-invalid-otp');

  await page.getByLabel('4-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
  await screenshot(page, '04-email-verified');
  await page.getByRole('link', { name: 'Sign in' }).click();

  await page.waitForURL('**/login');
  await signIn(page, 'graduate', person.email, person.password);
  await page.waitForURL('**/get-started');
  await page.getByRole('heading', { level: 1, name: 'Set up your profile' }).waitFor();
  // The menu stays locked until the profile is complete.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByText('The menu unlocks once your profile is complete.')
    .waitFor();
  await screenshot(page, '05-get-started-locked-menu');
  expect(pageErrors).toEqual([]);
});
