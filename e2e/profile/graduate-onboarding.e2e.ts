import { MESSAGES } from '@tvet/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { photo, progress, registerAndSignIn, toastSaying } from './onboarding';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a new graduate goes from sign-in through the whole wizard to /overview, then changes a setting that stays saved', async () => {
  const { page, pageErrors } = await newPage(browser);
  await registerAndSignIn(page, 'graduate');
  await page.getByText(/^Welcome to/).waitFor();
  await eventually(() => progress(page)).toBe('0');
  await screenshot(page, 'profile-graduate-01-get-started');

  await page.getByRole('button', { name: 'Continue' }).click();
  const wizard = page.getByRole('dialog', { name: 'Personal information' });

  // 1.1 Profile picture: required, then a 1200x900 PNG compressed in the browser and uploaded.
  await wizard.getByRole('button', { name: 'Save and continue' }).click();
  await wizard.getByRole('alert').filter({ hasText: MESSAGES.imageRequired }).first().waitFor();
  await wizard.getByLabel(/Profile picture/).setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: await photo(page),
  });
  await wizard.getByText(/MB to upload/).waitFor();
  await screenshot(page, 'profile-graduate-02-picture');
  await wizard.getByRole('button', { name: 'Save and continue' }).click();
  // The message shows in the dialog too: a modal hides the toast from screen readers and covers it on a phone.
  await wizard.getByRole('status').filter({ hasText: MESSAGES.imageUpdated }).waitFor();

  // 1.2 Profile info: every field required.
  await wizard.getByText('Part 2 of 3').waitFor();
  await wizard.getByRole('button', { name: 'Save and continue' }).click();
  await wizard.getByRole('alert').filter({ hasText: MESSAGES.allFieldsMustBeFilled }).waitFor();
  await wizard.getByLabel('Date of birth').fill('2000-04-12');
  await wizard.getByLabel(/Phone number/).fill('0803 123 4567');
  await wizard.getByRole('button', { name: 'Save and continue' }).click();

  // 1.3 Contact: the address finishes the section (25 percent).
  await wizard.getByText('Part 3 of 3').waitFor();
  await wizard.getByLabel(/State of residence/).selectOption('Lagos');
  await wizard.getByLabel(/Street address/).fill('4 Marina Road, Lagos Island');
  await wizard.getByRole('button', { name: 'Save and continue' }).click();

  // 2. Education: institution and matric number, O level, then the NIN.
  const education = page.getByRole('dialog', { name: 'Education details' });
  await education.waitFor();
  await eventually(() => progress(page)).toBe('25');
  await education.getByLabel('Search institutions').fill('Ilaro');
  await education.getByRole('button', { name: 'Add Federal Polytechnic Ilaro' }).click();
  await education.getByRole('button', { name: 'Remove Federal Polytechnic Ilaro' }).waitFor();
  await education.getByLabel(/Matric number/).fill('FPI/ND/EE/19/042');
  await education.getByRole('button', { name: 'Save and continue' }).click();
  await education.getByText('Part 2 of 3').waitFor();
  await education.getByLabel(/O' level certificate/).selectOption('waec');
  await education.getByLabel(/Number of times attempted/).selectOption('1');
  await education.getByRole('button', { name: 'Save and continue' }).click();
  await education.getByText('Part 3 of 3').waitFor();
  await education.getByLabel(/NIN/).fill(`7${String(Date.now()).slice(-10)}`);
  await education.getByRole('button', { name: 'Save and continue' }).click();

  // 3. Employment finishes the profile and goes on to /overview, with the menu unlocked.
  const employment = page.getByRole('dialog', { name: 'Employment details' });
  await employment.waitFor();
  await eventually(() => progress(page)).toBe('50');
  await employment.getByLabel('Yes').check();
  await employment.getByLabel(/Current occupation/).fill('Electrical technician');
  await employment.getByLabel(/Skills acquired/).fill('Electrical installation, Solar PV maintenance');
  await screenshot(page, 'profile-graduate-03-employment');
  await employment.getByRole('button', { name: 'Save and finish' }).click();
  await page.waitForURL('**/overview');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Applied jobs' }).waitFor();
  await eventually(() => menu.getByText('The menu unlocks once your profile is complete.').count()).toBe(0);
  // The uploaded picture is shown (fetched with the token), not the initials.
  await menu.locator('img').first().waitFor();
  await page.keyboard.press('Escape');

  // Settings: a change shows 'Update info'; saving says so and hides it; a reload shows the saved value.
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await eventually(() => page.getByRole('button', { name: 'Update info' }).count()).toBe(0);
  await page.getByLabel(/Street address/).fill('9 Broad Street, Lagos');
  await page.getByRole('button', { name: 'Update info' }).click();
  await toastSaying(page, 'Graduate Info Updated successfully').waitFor();
  await page.getByRole('button', { name: 'Update info' }).waitFor({ state: 'detached' });
  await screenshot(page, 'profile-graduate-04-settings-saved');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await eventually(() => page.getByLabel(/Street address/).inputValue()).toBe('9 Broad Street, Lagos');
  await eventually(() => page.getByLabel(/Phone number/).inputValue()).toBe('8031234567');
  expect(pageErrors).toEqual([]);
});
