import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAdminSession, signInDemoAdmin } from '../support/admin';
import { api } from '../support/api';
import { launchBrowser, newPage, PHONE } from '../support/browser';
import { draftGraduateSurvey } from './survey-api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/*
 * The builder's Translations panel on the demo tracer (issue 29 part B): its draft translations in the four
 * languages, Yoruba's combining marks rendered, at a phone's width and a desktop's.
 */
it('the demo tracer shows its draft translations per language, at 360 and 1280 px', async () => {
  const { token } = await demoAdminSession();
  const list = await api<{ docs: { _id: string; title: string }[] }>(
    'GET',
    '/surveys?limit=50',
    undefined,
    token,
  );
  const tracer = list.docs.find((survey) => survey.title === 'TVET Graduate Tracer Survey 2026');
  expect(tracer).toBeTruthy();
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    const { page, pageErrors, context } = await newPage(browser, viewport);
    await signInDemoAdmin(page);
    await page.goto(`/admin/surveys/${tracer?._id}`);
    const panel = page.getByRole('region', { name: 'Translations' });
    await panel.getByRole('tab', { name: /Yoruba/ }).click();
    await panel
      .getByRole('tab', { name: /Yoruba/ })
      .getByText('Draft')
      .waitFor();
    const yoruba = panel.getByRole('tabpanel');
    await expect(yoruba.getByLabel(/^survey · title/).inputValue()).resolves.toBe(
      'Ìwádìí Àtẹ̀lé Àwọn Tó Kẹ́kọ̀ọ́ Jáde ní TVET 2026',
    );
    // The panel's top (tabs, status, first texts) in the viewport, for a person to look at.
    await panel
      .getByRole('heading', { name: 'Translations' })
      .evaluate((heading) => heading.scrollIntoView());
    await page.screenshot({
      path: `${process.env.E2E_ARTIFACTS ?? 'e2e/.artifacts/'}translations-${viewport.width}.png`,
    });
    // Nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    expect(pageErrors).toEqual([]);
    await context.close();
  }
});

/*
 * Short versions in a translation (issue 29 with 27): the editor counts a short version against its limit, and
 * the builder's channel preview shows the question in Yoruba (a draft, said so) as the phone would, UCS-2.
 */
it('counts a translated short version and previews the question in Yoruba, at 360 and 1280 px', async () => {
  const survey = await draftGraduateSurvey(
    'Short versions e2e',
    [
      {
        text: 'Which of these best describes what you have mainly been doing in the last four weeks?',
        short_text: 'Main activity?',
        type: 'objective',
        options: [{ text: 'Working for a wage or salary', short_text: 'Wage job' }, 'Not working'],
      },
    ],
    'About your work',
  );
  const token = survey.adminToken;
  const question = survey.questions[0] as { _id: string; options: { _id: string }[] };
  await api(
    'PUT',
    `/surveys/${survey.surveyId}/translations/yo`,
    {
      status: 'draft',
      texts: {
        [`question:${question._id}`]:
          'Èwo nínú ìwọ̀nyí ló ṣàpèjúwe ohun tí o ti ń ṣe jù lọ ní ọ̀sẹ̀ mẹ́rin sẹ́yìn?',
        [`short:question:${question._id}`]: 'Iṣẹ́ pàtàkì rẹ?',
        [`option:${question._id}:${question.options[1]?._id}`]: 'Kò ṣiṣẹ́',
      },
    },
    token,
  );
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    const { page, pageErrors, context } = await newPage(browser, viewport);
    await signInDemoAdmin(page);
    await page.goto(`/admin/surveys/${survey.surveyId}`);
    const panel = page.getByRole('region', { name: 'Translations' });
    await panel.getByRole('tab', { name: /Yoruba/ }).click();
    const yoruba = panel.getByRole('tabpanel');
    await yoruba.getByText('15 of 100 characters').waitFor();

    await page.getByText('USSD: fits one screen').click();
    const select = page.getByLabel('Language of the preview');
    await expect(select.isEnabled()).resolves.toBe(true);
    await select.selectOption('yo');
    await page.getByText('Graduates read English here until this translation is approved.').waitFor();
    const screen = page.locator('figure', { hasText: 'On USSD' }).locator('pre');
    await expect(screen.textContent()).resolves.toBe('Iṣẹ́ pàtàkì rẹ?\n1 Wage job\n2 Kò ṣiṣẹ́\n0 Padà');
    await page.getByText(/^UCS-2: \d+ units, one part holds 70; \d parts?$/).waitFor();
    await page
      .getByText('Language of the preview')
      .evaluate((label) => label.closest('details')?.scrollIntoView());
    await page.screenshot({
      path: `${process.env.E2E_ARTIFACTS ?? 'e2e/.artifacts/'}translation-preview-${viewport.width}.png`,
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    expect(pageErrors).toEqual([]);
    await context.close();
  }
  // Each sign-in of the demo administrator waits for an unused 30-second code step (support/admin.ts).
}, 120_000);
