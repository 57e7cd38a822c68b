import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a staff member signs in and lands on /surveys, with the staff menu only', async () => {
  const staff = await newAccount('staff', 'staff');
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'staff', staff.email, staff.password);
  await page.waitForURL('**/surveys');
  await page.getByRole('heading', { level: 1, name: 'My surveys' }).waitFor();
  await screenshot(page, '30-staff-surveys');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const links = await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation')
    .getByRole('link')
    .allTextContents();
  // Calls (issue 28): every staff member sees it; one who is not an interviewer is told to ask their institution.
  expect(links).toEqual(['My surveys', 'Calls']);
  await page.keyboard.press('Escape');

  // /overview is not a staff page.
  await page.goto('/overview');
  await page.getByRole('heading', { level: 1, name: '404 Error' }).waitFor();
  expect(pageErrors).toEqual([]);
});
