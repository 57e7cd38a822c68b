import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { keptKeys } from '../support/device';
import { eventually, retry } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { publishGraduateSurvey, responsesOf } from './survey-api';

const SAVED_OFFLINE = "Saved on this phone — will send when you're back online";
const QUESTIONS = [
  { text: 'Are you working now?', type: 'multiple_choice' as const, options: ['Yes', 'No'] },
  { text: 'What is your trade?', type: 'text' as const },
  { text: 'Would you recommend your institution?', type: 'objective' as const, options: ['Yes', 'No'] },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The answers waiting on the phone: in the account's IndexedDB database since issue 30. */
const queuedKeys = (page: Page) => keptKeys(page, 'answers');

it('answers given without a connection wait on the phone and are sent, once each, when it returns', async () => {
  const title = `Offline check ${uniqueTag()}`;
  const { surveyId, adminToken } = await publishGraduateSurvey(title, QUESTIONS);
  const graduate = await newAccount('graduate', 'offline');
  // This journey loses one API reply with page.route, which a service worker controlling the page would hide
  // (it activates within a second since it keeps only the public shell at install): the page's own queue is
  // what is tested here; the worker's offline pages have e2e/offline.
  const { page, context, pageErrors } = await newPage(browser, undefined, { serviceWorkers: 'block' });
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto(`/surveys/${surveyId}`);
  await page.getByText('Question 1 of 3').waitFor();

  // The first answer reaches the server but its reply is lost: the phone keeps it and sends it again later.
  await page.route(
    '**/submit',
    async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Question 2 of 3').waitFor();
  await page.getByText(SAVED_OFFLINE).waitFor();

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'What is your trade?' }).fill('Welder');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Question 3 of 3').waitFor();
  await page.getByText('2 answers are waiting to be sent.').waitFor();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Your survey will be completed as soon as your answers reach us.').waitFor();
  await eventually(() => page.getByRole('dialog').count()).toBe(0);
  await eventually(() => queuedKeys(page)).toHaveLength(3);
  await screenshot(page, 'surveys-40-saved-offline-phone');

  await context.setOffline(false);
  await page.getByRole('dialog', { name: 'Survey Completed!' }).waitFor();
  await eventually(() => queuedKeys(page)).toEqual([]);
  await eventually(() => page.getByText(SAVED_OFFLINE).count()).toBe(0);

  const { docs, questions } = await responsesOf(adminToken, surveyId);
  const mine = docs.filter((row) => row.user_id.email === graduate.email);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.status).toBe('completed');
  expect(questions.map((question) => mine[0]!.answers[question._id])).toEqual(['Yes', 'Welder', 'No']);
  expect(pageErrors).toEqual([]);
});

it('answers left on the phone are sent on the next visit, after signing in again', async () => {
  const title = `Next visit check ${uniqueTag()}`;
  const { surveyId, adminToken } = await publishGraduateSurvey(title, QUESTIONS);
  const graduate = await newAccount('graduate', 'revisit');
  const first = await newPage(browser);
  await signIn(first.page, 'graduate', graduate.email, graduate.password);
  await first.page.waitForURL('**/overview');
  // As a person would: the dashboard has finished loading before they open the survey.
  await first.page.getByRole('heading', { name: 'Recent surveys' }).waitFor();
  await first.page.goto(`/surveys/${surveyId}`);
  await first.page.getByText('Question 1 of 3').waitFor();
  await first.context.setOffline(true);
  await first.page.getByRole('radio', { name: 'No' }).check();
  await first.page.getByRole('button', { name: 'Next' }).click();
  await first.page.getByText(SAVED_OFFLINE).waitFor();
  // The tab is closed while offline: the session ends with it, the answer stays on the phone.
  await first.page.close();
  await first.context.setOffline(false);

  const page = await first.context.newPage();
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await retry(async () => {
    const { docs, questions } = await responsesOf(adminToken, surveyId);
    const mine = docs.find((row) => row.user_id.email === graduate.email);
    expect(mine?.answers[questions[0]!._id]).toBe('No');
    expect(mine?.status).toBe('ongoing');
    // The phone forgets the answer only once the server's acknowledgement has arrived, a moment after it stored it.
    expect(await queuedKeys(page)).toEqual([]);
  });

  await page.goto('/surveys');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('link', { name: /^Continue/ }).click();
  await page.getByText('Question 2 of 3').waitFor();
  expect(first.pageErrors.map((error) => error.message)).toEqual([]);
});
