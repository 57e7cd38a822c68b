import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInDemoAdmin } from '../support/admin';
import { newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { answerThroughApi, publishGraduateSurvey, type QuestionSpec } from './survey-api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/*
 * Each journey publishes its own survey (the builder journey through the page, the others through the API) and
 * answers it with its own graduate, so they run in any order or alone.
 */
const QUESTIONS: QuestionSpec[] = [
  { text: 'Are you working now?', type: 'multiple_choice', options: ['Yes', 'No'] },
  { text: 'What is your job title or trade?', type: 'text' },
  {
    text: 'How useful was your training for this work?',
    type: 'objective',
    options: ['Very useful', 'Useful', 'Not useful'],
  },
];
const title = () => `Where our graduates work ${uniqueTag()}`;

async function addQuestion(page: Page, text: string, type: string, options: string[]) {
  await page.getByRole('button', { name: /^Add question/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Question/).fill(text);
  await dialog.getByLabel(/^Answer type/).selectOption(type);
  for (const [index, option] of options.entries()) {
    const field = dialog.getByRole('textbox', { name: `Option ${index + 1}`, exact: true });
    if ((await field.count()) === 0) await dialog.getByRole('button', { name: 'Add option' }).click();
    await field.fill(option);
  }
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('listitem').filter({ hasText: text }).first().waitFor(); // the builder's card, above the Translations panel's row of the same text
  await eventually(() => page.getByRole('dialog').count()).toBe(0);
}

it('an administrator builds and publishes a three-question survey', async () => {
  const TITLE = title();
  const { page, pageErrors } = await newPage(browser, { width: 1280, height: 900 });
  await signInDemoAdmin(page);
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { level: 1, name: 'Surveys' }).waitFor();

  await page.getByRole('button', { name: 'New survey' }).click();
  const dialog = page.getByRole('dialog', { name: 'New survey' });
  await dialog.getByLabel(/^Title/).fill(TITLE);
  await dialog.getByLabel(/^Introduction/).fill('Three short questions about your work since you finished.');
  await dialog.getByLabel(/^Who is asked/).selectOption('graduate');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL('**/admin/surveys/*');
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

  await page.getByLabel(/^New section/).fill('Your work now');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('heading', { name: /Your work now/ }).waitFor();
  await addQuestion(page, 'Are you working now?', 'multiple_choice', ['Yes', 'No']);
  await addQuestion(page, 'What is your job title or trade?', 'text', []);
  await addQuestion(page, 'How useful was your training for this work?', 'objective', [
    'Very useful',
    'Useful',
    'Not useful',
  ]);
  await screenshot(page, 'surveys-10-builder-desktop');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this survey?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await page.getByRole('status').getByText('Survey updated successfully').waitFor();
  await page.getByText('Published', { exact: true }).waitFor();
  // Published questions are locked: the builder offers no more editing.
  await eventually(() => page.getByRole('button', { name: /^Add question/ }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

it('a graduate answers two questions, reloads, continues at the third and completes the survey', async () => {
  const TITLE = title();
  await publishGraduateSurvey(TITLE, QUESTIONS);
  const graduate = await newAccount('graduate', 'answerer');
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto('/surveys');
  const card = page.getByRole('article', { name: TITLE });
  await card.getByRole('link', { name: /^Start/ }).click();

  await page.getByText('Question 1 of 3').waitFor();
  const next = page.getByRole('button', { name: 'Next' });
  await eventually(() => next.isDisabled()).toBe(true);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await next.click();

  await page.getByText('Question 2 of 3').waitFor();
  await eventually(() => next.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: 'What is your job title or trade?' }).fill('   ');
  await eventually(() => next.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: 'What is your job title or trade?' }).fill('Electrician');
  await next.click();
  await page.getByText('Question 3 of 3').waitFor();
  await screenshot(page, 'surveys-20-question-three-phone');

  // Continue resumes at the first unanswered question, and Previous shows the earlier answer.
  await page.reload();
  await page.getByText('Question 3 of 3').waitFor();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByText('Question 2 of 3').waitFor();
  await eventually(() =>
    page.getByRole('textbox', { name: 'What is your job title or trade?' }).inputValue(),
  ).toBe('Electrician');
  await next.click();
  await page.getByText('Question 3 of 3').waitFor();

  const submit = page.getByRole('button', { name: 'Submit' });
  await eventually(() => submit.isDisabled()).toBe(true);
  await page.getByRole('radio', { name: 'Very useful' }).check();
  await submit.click();
  const completed = page.getByRole('dialog', { name: 'Survey Completed!' });
  await completed.waitFor();
  await screenshot(page, 'surveys-21-completed-dialog-phone');
  await completed.getByRole('button', { name: 'Dismiss' }).click();
  await page.waitForURL('**/surveys');

  await card.getByText('Completed').waitFor();
  await eventually(() => card.getAttribute('data-status')).toBe('completed');
  await eventually(() => card.getByRole('link').count()).toBe(0);
  await page.getByRole('tab', { name: /Completed/ }).click();
  await page.getByRole('article', { name: TITLE }).waitFor();
  await screenshot(page, 'surveys-22-completed-tab-phone');
  expect(pageErrors).toEqual([]);
});

it('the administrator reads the answers and downloads them as CSV', async () => {
  const TITLE = title();
  const survey = await publishGraduateSurvey(TITLE, QUESTIONS);
  const graduate = await newAccount('graduate', 'csvanswer');
  await answerThroughApi(graduate, survey, ['Yes', 'Electrician', 'Very useful']);
  const { page, pageErrors } = await newPage(browser, { width: 1280, height: 900 });
  await signInDemoAdmin(page);
  await page.waitForURL('**/admin');
  await page
    .getByRole('article', { name: TITLE })
    .getByRole('link', { name: /^Responses/ })
    .click();
  await page.waitForURL('**/responses');
  const row = page.getByRole('row', { name: new RegExp(graduate.email.replaceAll('.', '\\.')) });
  await row.getByRole('cell', { name: 'Electrician' }).waitFor();
  await screenshot(page, 'surveys-30-responses-desktop');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-responses\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toContain('Q1. Are you working now?');
  expect(header).toContain('Q2. What is your job title or trade?');
  expect(header).toContain('Q3. How useful was your training for this work?');
  const mine = rows.filter((line) => line.includes(graduate.email));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toContain('completed');
  expect(mine[0]).toMatch(/,Yes,Electrician,Very useful$/);
  // The token travelled in a header, never in an address.
  expect(download.url()).toMatch(/^blob:/);
  expect(pageErrors).toEqual([]);
});
