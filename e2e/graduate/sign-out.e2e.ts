import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a graduate signs in, logs out from the avatar menu, and protected pages then go to /login', async () => {
  const graduate = await newAccount('graduate', 'signout');
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
  await screenshot(page, '20-graduate-overview');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Applied jobs' }).waitFor();
  await screenshot(page, '21-graduate-menu-drawer');
  await drawer.getByRole('link', { name: 'My surveys' }).click();
  await page.waitForURL('**/surveys');
  await eventually(() => page.getByRole('dialog').count()).toBe(0);

  await page.getByRole('button', { name: new RegExp(`Account menu for ${graduate.username}`) }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');

  for (const path of ['/overview', '/settings', '/applied-jobs']) {
    await page.goto(path);
    // Sign-in would return to the page asked for (issue 9).
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
  }
  await eventually(() => page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(pageErrors).toEqual([]);
});

it('a signed-in graduate changes the password under Settings > Security', async () => {
  const graduate = await newAccount('graduate', 'newpass');
  const { page, pageErrors } = await newPage(browser, { width: 1280, height: 800 });
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.getByRole('button', { name: new RegExp(`Account menu for ${graduate.username}`) }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.getByText('Invalid fields: all fields are required').waitFor();

  const newPassword = 'Rainy-Season-2026';
  await page.getByLabel('Current password').fill(graduate.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.getByRole('status').getByText('password updated succesfully').waitFor();
  await screenshot(page, '22-settings-security-desktop');
  expect(pageErrors).toEqual([]);
});
