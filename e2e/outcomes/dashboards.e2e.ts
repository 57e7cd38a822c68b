import { OUTCOME_SUPPRESSED_LABEL } from '@tvet/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInDemoAdmin } from '../support/admin';
import { uniqueTag } from '../support/api';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import {
  answerStatus,
  confirmedGraduate,
  draftStatusSurvey,
  institutionWithRoll,
  STATUS_OPTIONS,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 900 };

/** The text of the headline card named `label` (its figure). */
const headline = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p')
    .nth(1)
    .textContent();

/*
 * Issue 14, end to end: an administrator tags a question of a draft survey on screen and publishes it; the
 * graduates of a journey's own institution answer (through the API); the administrators' dashboard, filtered to
 * that institution, shows the new figures; the institution sees its own figures with a small group suppressed.
 * Roll: 8 graduates (6 men, 2 women); 6 answer: 4 wage-employed, 1 self-employed, 1 looking for work, so the
 * employment rate as answered is 5 / 6 = 83.3%; the respondents are the six men, so the women (two on the
 * roll, none answered) are a group of fewer than 5.
 */
it('an administrator tags and publishes; graduates answer; both dashboards show the figures', {
  timeout: 300_000,
}, async () => {
  const tag = uniqueTag();
  const sexes = ['male', 'male', 'male', 'male', 'male', 'male', 'female', 'female'] as const;
  const { institution, graduates } = await institutionWithRoll(tag, [...sexes]);
  const survey = await draftStatusSurvey(`Outcome journey ${tag}`);

  // The administrator tags the question and publishes, on screen.
  const admin = await newPage(browser, DESKTOP);
  await signInDemoAdmin(admin.page);
  await admin.page.goto(`/admin/surveys/${survey.surveyId}`);
  await admin.page.getByRole('button', { name: 'Edit question 1' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Edit question 1' });
  await dialog.getByLabel(/^Outcome indicator/).selectOption('employment_status');
  await dialog.getByLabel('Code of option 1').selectOption('wage_employed');
  await dialog.getByLabel('Code of option 2').selectOption('self_employed');
  await dialog.getByLabel('Code of option 3').selectOption('unemployed_looking');
  await screenshot(admin.page, 'outcomes-01-tag-question');
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await admin.page.getByText('Outcome indicator: Employment status').waitFor();
  await admin.page.getByText('→ Self-employed').waitFor();
  await admin.page.getByRole('button', { name: 'Publish', exact: true }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await admin.page.getByText('Published', { exact: true }).first().waitFor();

  // Before anyone answers, the institution's view on the national dashboard has no answers yet.
  const view = `/admin/outcomes?institution_id=${institution.profileId}&weighting=raw`;
  await admin.page.goto(view);
  await admin.page.getByText('No answers yet').first().waitFor();

  // Six graduates claim their rows (confirmed by the institution) and answer.
  const answers = [
    STATUS_OPTIONS[0],
    STATUS_OPTIONS[0],
    STATUS_OPTIONS[0],
    STATUS_OPTIONS[1],
    STATUS_OPTIONS[2],
    STATUS_OPTIONS[0],
  ];
  for (const [index, answer] of answers.entries()) {
    const graduate = await confirmedGraduate(institution, graduates[index]!);
    await answerStatus(graduate, survey, answer);
  }

  // The dashboard shows the new figures.
  await admin.page.reload();
  const region = 'National headline figures';
  await eventually(() => headline(admin.page, region, 'Respondents'), undefined, 20_000).toBe('6');
  await eventually(() => headline(admin.page, region, 'Employment rate')).toBe('83.3%');
  await eventually(() => headline(admin.page, region, 'Graduates on the roll')).toBe('8');
  await admin.page.getByRole('img', { name: /^Bar chart: Employment rate by sex/ }).waitFor();
  await admin.page
    .getByRole('img', { name: /^Map of Nigeria: Employment rate by state of the institution/ })
    .waitFor();
  await screenshot(admin.page, 'outcomes-02-admin-1280');
  await admin.page.setViewportSize(PHONE);
  await screenshot(admin.page, 'outcomes-03-admin-360');
  // The printable report of the same view.
  await admin.page.setViewportSize(DESKTOP);
  await admin.page.getByRole('link', { name: 'Printable report' }).click();
  await admin.page.waitForURL(
    `**/admin/outcomes/report?institution_id=${institution.profileId}&weighting=raw`,
  );
  await admin.page.getByRole('heading', { name: 'Outcome report: national' }).waitFor();
  await eventually(() => headline(admin.page, region, 'Employment rate')).toBe('83.3%');
  await screenshot(admin.page, 'outcomes-04-admin-report');
  expect(admin.pageErrors).toEqual([]);

  // The institution sees its own graduates; the women, none of whom answered, are a group of fewer than 5.
  const own = await newPage(browser, DESKTOP);
  await signIn(own.page, 'institution', institution.email, institution.password);
  await own.page.waitForURL('**/overview');
  await own.page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Outcome data' })
    .click();
  await own.page.waitForURL('**/outcomes');
  // A cheap phone's CPU: the radio must show the choice at once, not after the page has re-rendered (the
  // router renders a new address in a transition unless told to flush; CI once caught it snapping back).
  const cdp = await own.page.context().newCDPSession(own.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await own.page.getByLabel('As answered').check();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const mine = 'Your graduates at a glance';
  await eventually(() => headline(own.page, mine, 'Respondents'), undefined, 20_000).toBe('6');
  await eventually(() => headline(own.page, mine, 'Employment rate')).toBe('83.3%');
  const bySex = own.page.getByRole('img', { name: /^Bar chart: Employment rate by sex/ });
  await bySex.getByText(`${OUTCOME_SUPPRESSED_LABEL} (suppressed)`).first().waitFor();
  await own.page.getByText('Show the numbers as a table').first().click();
  const women = own.page
    .getByRole('table', { name: 'Employment rate by sex: table' })
    .getByRole('row')
    .filter({ hasText: 'Female' });
  await eventually(() => women.getByText(OUTCOME_SUPPRESSED_LABEL).count()).toBeGreaterThan(1);
  await screenshot(own.page, 'outcomes-05-institution-1280');
  await own.page.setViewportSize(PHONE);
  await screenshot(own.page, 'outcomes-06-institution-360');
  expect(own.pageErrors).toEqual([]);
});
