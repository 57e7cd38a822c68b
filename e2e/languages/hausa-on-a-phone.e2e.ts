import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, uniqueTag } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { publishGraduateSurvey } from '../surveys/survey-api';

/*
 * Issue 29: a graduate on a 360 px phone switches the interface to Hausa on the sign-in page; the pages, the
 * survey's controls and its dialog read in Hausa; the account keeps the choice, so a sign-in on another phone
 * opens in Hausa too. Text with combining marks is screenshotted at 360 px (looked at by a person).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a graduate switches to Hausa on a phone, and the pages and dialogs read in Hausa', async () => {
  const { surveyId } = await publishGraduateSurvey(`Harshe ${uniqueTag()}`, [
    { text: 'Are you working now?', type: 'multiple_choice', options: ['Yes', 'No'] },
  ]);
  const graduate = await newAccount('graduate', 'hausa');
  const { page, pageErrors } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.getByLabel('Language').selectOption('ha');
  await page.getByRole('heading', { level: 1, name: 'Shiga' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ha');
  await screenshot(page, 'i18n-01-login-hausa');

  await page.getByLabel("Nau'in asusu").selectOption('graduate');
  await page.getByLabel('Adireshin imel').fill(graduate.email);
  await page.getByLabel(/^Kalmar sirri/).fill(graduate.password);
  await page.getByRole('button', { name: 'Shiga' }).click();
  await page.waitForURL('**/overview');
  await page.getByRole('heading', { level: 1, name: /^Barka da zuwa, / }).waitFor();
  await page.getByRole('button', { name: 'Buɗe menu' }).click();
  await page.getByRole('link', { name: 'Binciken nawa' }).click();
  await page.getByRole('heading', { level: 1, name: 'Binciken nawa' }).waitFor();
  await screenshot(page, 'i18n-02-surveys-hausa');

  await page.goto(`/surveys/${surveyId}`);
  await page.getByText('Tambaya ta 1 cikin 1').waitFor();
  await page.getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Miƙa' }).click();
  const done = page.getByRole('dialog', { name: 'An kammala bincike!' });
  await done.waitFor();
  await done.getByRole('button', { name: 'Rufe' }).waitFor();
  await screenshot(page, 'i18n-03-survey-dialog-hausa');
  await done.getByRole('button', { name: 'Rufe' }).click();

  // Another phone (no choice on the device, an English browser): the account's Hausa applies after sign-in.
  const other = await newPage(browser);
  await other.page.goto('/login');
  await other.page.getByLabel('Account type').selectOption('graduate');
  await other.page.getByLabel('E-mail address').fill(graduate.email);
  await other.page.getByLabel(/^Password/).fill(graduate.password);
  await other.page.getByRole('button', { name: 'Sign in' }).click();
  await other.page.getByRole('heading', { level: 1, name: /^Barka da (zuwa|dawowa), / }).waitFor();
  await other.page.goto('/settings');
  await other.page.getByRole('heading', { level: 1, name: 'Saituna' }).waitFor();
  expect(await other.page.getByRole('combobox', { name: 'Harshe' }).inputValue()).toBe('ha');

  // Yoruba, and the letters of all four languages on the phone's fonts (issue 29: combining marks render).
  await other.page.getByRole('combobox', { name: 'Harshe' }).selectOption('yo');
  await other.page.getByRole('heading', { level: 1, name: 'Ààtò' }).waitFor();
  await other.page.evaluate(() => {
    const sample = document.createElement('p');
    sample.id = 'letters';
    sample.className = 'text-xl';
    sample.textContent = 'ẹ̀ ọ́ ṣ Ẹ̀kọ́ · ɓ ɗ ƙ ƴ Ɓ Ɗ Ƙ Ƴ · ụ ị ṅ Ụ Ị Ṅ · ₦150,000';
    document.querySelector('h1')?.after(sample);
  });
  await screenshot(other.page, 'i18n-04-settings-yoruba-letters');
  expect(pageErrors).toEqual([]);
  expect(other.pageErrors).toEqual([]);
});
