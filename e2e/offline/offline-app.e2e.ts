import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { keptKeys, signedInCodeKept } from '../support/device';
import { eventually, retry } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { publishGraduateSurvey, responsesOf } from '../surveys/survey-api';

/*
 * Issue 30: the installable app. Chrome's install criteria (a manifest and a service worker), a survey never opened
 * before started and finished after an offline reload, its answers reaching the server exactly once from a new
 * tab; and a page never visited, reloaded offline, shows the product's offline page instead of the browser's.
 */

const ARTIFACTS = process.env.E2E_ARTIFACTS ?? fileURLToPath(new URL('../.artifacts/', import.meta.url));

/** The answer submissions the server received for a survey, from its request log (e2e/global-setup.ts). */
function submitsReceived(surveyId: string): number {
  return readFileSync(`${ARTIFACTS}server.log`, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"incoming request"') && line.includes(`/surveys/${surveyId}/sections/`))
    .length;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The service worker has installed (every chunk on the phone) and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

it('meets the install criteria, and a page never visited shows the offline page without a connection', async () => {
  const { page, context, pageErrors } = await newPage(browser);
  await page.goto('/login');
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ start_url: '/', display: 'standalone' });
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chrome installs nothing; every other criterion holds.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  await context.setOffline(true);
  await page.goto('/jobs');
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  await screenshot(page, 'offline-10-never-visited-phone');
  // Retry asks again: still offline, the same page; online, the page itself.
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await eventually(() => page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
  expect(new URL(page.url()).pathname).not.toBe('/offline.html');
  await context.setOffline(true);
  // A page opened before comes from the phone.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(pageErrors).toEqual([]);
});

it('a survey never opened is started and finished offline after a reload, and reaches the server once', async () => {
  const title = `Offline app check ${uniqueTag()}`;
  const { surveyId, adminToken } = await publishGraduateSurvey(title, [
    { text: 'Are you working now?', type: 'multiple_choice', options: ['Yes', 'No'] },
    { text: 'What is your trade?', type: 'text' },
  ]);
  const graduate = await newAccount('graduate', 'pwa');
  const { page, context, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await controlled(page);
  // The sign-in had the worker keep the signed-in pages' code (a visitor to /login gets the public shell only).
  await signedInCodeKept(page);
  await page.goto('/surveys');
  await page.getByRole('article', { name: title }).waitFor();
  // Opening the list keeps every survey addressed to the person on the phone.
  await eventually(() => keptKeys(page, 'responses')).toContain(`/surveys/${surveyId}`);

  await context.setOffline(true);
  await page.reload();
  const card = page.getByRole('article', { name: title });
  await card.getByRole('link', { name: /^Start/ }).click();
  await page.getByText('Question 1 of 2').waitFor();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'What is your trade?' }).fill('Tailor');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Your survey will be completed as soon as your answers reach us.').waitFor();
  await eventually(() => keptKeys(page, 'answers')).toHaveLength(2);
  await screenshot(page, 'offline-20-answered-offline-phone');
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  next.on('pageerror', (error) => pageErrors.push(error));
  await next.goto('/surveys');
  await retry(async () => {
    const { docs, questions } = await responsesOf(adminToken, surveyId);
    const mine = docs.filter((row) => row.user_id.email === graduate.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.status).toBe('completed');
    expect(questions.map((question) => mine[0]!.answers[question._id])).toEqual(['Yes', 'Tailor']);
    expect(await keptKeys(next, 'answers')).toEqual([]);
  });
  // Each answer reached the server once, whoever sent it: the new tab, or the service worker's Background Sync
  // while no tab was open (the page's requests alone would miss the worker's).
  await eventually(() => submitsReceived(surveyId)).toBe(2);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

it('with no page open, Background Sync has the service worker send the waiting answers itself', async () => {
  const title = `Background sync check ${uniqueTag()}`;
  const { surveyId, adminToken } = await publishGraduateSurvey(title, [
    { text: 'Are you working now?', type: 'multiple_choice', options: ['Yes', 'No'] },
    { text: 'What is your trade?', type: 'text' },
  ]);
  const graduate = await newAccount('graduate', 'bgsync');
  const { page, context, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.goto(`/surveys/${surveyId}`);
  await page.getByText('Question 1 of 2').waitFor();
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await eventually(() => keptKeys(page, 'answers')).toHaveLength(1);

  // No page of the app is open any more; the connection comes back and the browser fires the sync.
  await page.goto('about:blank');
  await context.setOffline(false);
  const origin = new URL(registrations[0]!.scopeURL).origin;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registrations[0]!.registrationId,
    tag: 'tvet-unsent-work',
    lastChance: false,
  });
  await retry(async () => {
    const { docs, questions } = await responsesOf(adminToken, surveyId);
    const mine = docs.find((row) => row.user_id.email === graduate.email);
    expect(mine?.answers[questions[0]!._id]).toBe('No');
  });
  // Confirmed, so it left the phone, and was sent once.
  await page.goto('/offline.html');
  await eventually(() => keptKeys(page, 'answers')).toEqual([]);
  await eventually(() => submitsReceived(surveyId)).toBe(1);
  expect(pageErrors).toEqual([]);
});
