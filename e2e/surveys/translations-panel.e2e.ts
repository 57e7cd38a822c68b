import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAdminSession, signInDemoAdmin } from '../support/admin';
import { api } from '../support/api';
import { launchBrowser, newPage, PHONE } from '../support/browser';

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
