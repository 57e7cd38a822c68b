import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { keptKeys } from '../support/device';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { publishGraduateSurvey, responsesOf } from '../surveys/survey-api';

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
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
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

const SAVED_OFFLINE = "Saved on this phone — will send when you're back online";
/** Answers and drafts on the phone: the account's IndexedDB database (issue 30), deleted at Log Out. */
const kept = async (page: Page) => [
  ...(await keptKeys(page, 'answers')),
  ...(await keptKeys(page, 'drafts')),
];
const logOut = async (page: Page, username: string) => {
  await page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
};

it('Log Out sends survey answers still on the phone first, or names them before deleting them (shared phones)', async () => {
  const { surveyId, adminToken } = await publishGraduateSurvey(`Sign-out check ${uniqueTag()}`, [
    { text: 'Are you working now?', type: 'multiple_choice', options: ['Yes', 'No'] },
    { text: 'What is your trade?', type: 'text' },
  ]);
  const graduate = await newAccount('graduate', 'outsurvey');
  const { page, context, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto(`/surveys/${surveyId}`);
  await page.getByText('Question 1 of 2').waitFor();

  // The answer's request fails (weak signal): it waits on the phone; the browser still says it is online.
  await page.route('**/submit', (route) => route.abort('internetdisconnected'));
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(SAVED_OFFLINE).waitFor();
  await page.unroute('**/submit');
  // Log Out sends it first, then signs out without asking.
  await logOut(page, graduate.username);
  await page.waitForURL('**/login');
  expect(await kept(page)).toEqual([]);
  const first = await responsesOf(adminToken, surveyId);
  const mine = first.docs.find((row) => row.user_id.email === graduate.email);
  expect(mine?.answers[first.questions[0]!._id]).toBe('Yes');

  // Without a connection: the person is told, and the answer and the draft are deleted only if they choose to go.
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto(`/surveys/${surveyId}`);
  await page.getByText('Question 2 of 2').waitFor();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'What is your trade?' }).fill('Welder');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Your survey will be completed as soon as your answers reach us.').waitFor();
  await eventually(() => page.getByRole('dialog').count()).toBe(0);
  await eventually(async () => (await kept(page)).length).toBe(1);
  await logOut(page, graduate.username);
  const dialog = page.getByRole('dialog', { name: '1 survey answer not sent' });
  await dialog.getByText(/It has not reached the server \(you are offline\)/).waitFor();
  await screenshot(page, '23-graduate-sign-out-unsent-answer');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await eventually(() => page.getByRole('dialog').count()).toBe(0);
  expect(await kept(page)).toHaveLength(1);

  await logOut(page, graduate.username);
  await page
    .getByRole('dialog', { name: '1 survey answer not sent' })
    .getByRole('button', { name: 'Log out and delete it' })
    .click();
  await page.waitForURL('**/login');
  expect(await kept(page)).toEqual([]);
  await context.setOffline(false);
  const after = await responsesOf(adminToken, surveyId);
  const still = after.docs.find((row) => row.user_id.email === graduate.email);
  expect(still?.answers[after.questions[1]!._id] ?? null).toBeNull();
  expect(pageErrors).toEqual([]);
});
