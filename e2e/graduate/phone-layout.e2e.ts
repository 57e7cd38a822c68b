import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifiedGraduate } from '../support/accounts';
import { newAccount, postJob, uniqueTag } from '../support/api';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { eventually, retry } from '../support/eventually';
import { signIn } from '../support/sign-in';

/** Issue 9, "What users hit", the layout items a 360 px phone shows: only a real browser lays them out. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

it('the welcome line on /get-started never breaks the username mid-word', async () => {
  const person = await verifiedGraduate('welcomeline');
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', person.email, person.password);
  await page.waitForURL('**/get-started');
  const username = page.getByRole('main').getByText(person.username, { exact: true });
  await username.waitFor();
  // One line box at every phone width: the name moves to the next line whole instead of being cut
  // ('…Tracer, f' / 'resh_…'); where it breaks depends on the width, so several are tried.
  for (let width = 320; width <= 440; width += 8) {
    await page.setViewportSize({ width, height: PHONE.height });
    await eventually(
      () => username.evaluate((element) => element.getClientRects().length),
      `line boxes at ${width} px`,
    ).toBe(1);
  }
  await page.setViewportSize(PHONE);
  await screenshot(page, 'layout-10-welcome-line');
  expect(pageErrors).toEqual([]);
});

it('every settings tab is in view at 360 px', async () => {
  const graduate = await newAccount('graduate', 'tabs');
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  await tabs.first().waitFor();
  // Four of the graduate's own, and Privacy and data (issue 25).
  await eventually(() => tabs.count()).toBe(5);
  await retry(async () => {
    for (const tab of await tabs.all()) {
      const { x, width } = await box(tab);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }
  });
  await page.getByRole('tab', { name: 'Security' }).click();
  await page
    .getByRole('heading', { name: /password/i })
    .first()
    .waitFor();
  await screenshot(page, 'layout-20-settings-tabs');
  expect(pageErrors).toEqual([]);
});

it('a toast on a phone covers neither the page heading nor the top bar', async () => {
  const employer = await newAccount('employer', 'toast');
  const { title } = await postJob(employer, `Layout check ${uniqueTag()}`);
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'employer', employer.email, employer.password);
  await page.waitForURL('**/overview');
  await page.goto('/job-post');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: 'Close job' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await toast.waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  // Neither the page heading nor the top bar (menu, account) is hidden behind it, once it has slid in.
  await retry(async () => {
    const shown = await box(toast);
    for (const covered of [page.getByRole('heading', { level: 1 }), page.getByRole('banner')]) {
      const under = await box(covered);
      expect(shown.y < under.y + under.height && under.y < shown.y + shown.height).toBe(false);
    }
  });
  await screenshot(page, 'layout-30-toast');
  expect(pageErrors).toEqual([]);
});
