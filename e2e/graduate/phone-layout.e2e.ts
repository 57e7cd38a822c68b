import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, verifiedGraduate } from '../support/accounts';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
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
    expect({ width, lines: await username.evaluate((element) => element.getClientRects().length) }).toEqual({
      width,
      lines: 1,
    });
  }
  await page.setViewportSize(PHONE);
  await screenshot(page, 'layout-10-welcome-line');
  expect(pageErrors).toEqual([]);
});

it('every settings tab is in view at 360 px', async () => {
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', 'graduate@demo.tvet.ng', DEMO_PASSWORD);
  await page.waitForURL('**/overview');
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  await tabs.first().waitFor();
  expect(await tabs.count()).toBe(4);
  for (const tab of await tabs.all()) {
    const { x, width } = await box(tab);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.getByRole('tab', { name: 'Security' }).click();
  await page
    .getByRole('heading', { name: /password/i })
    .first()
    .waitFor();
  await screenshot(page, 'layout-20-settings-tabs');
  expect(pageErrors).toEqual([]);
});

async function createJob(title: string): Promise<void> {
  const base = `${inject('baseUrl')}/api/v1`;
  const login = await fetch(`${base}/auth/employers/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'employer@demo.tvet.ng', password: DEMO_PASSWORD }),
  });
  const { payload } = (await login.json()) as { payload: { key: string } };
  const created = await fetch(`${base}/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${payload.key}` },
    body: JSON.stringify({
      title,
      salary: 90000,
      currency: 'NGN',
      experience_years_required: 1,
      field_required: 'Welding',
      job_type: 'full-time',
      text: 'Weld frames for buses.',
      state: 'Lagos',
      address: 'Ikeja',
      responsibility: 'Weld and finish frames',
      company_overview: 'A fleet maintenance company.',
    }),
  });
  if (!created.ok) throw new Error(`create job: ${created.status} ${await created.text()}`);
}

it('a toast on a phone covers neither the page heading nor the top bar', async () => {
  const title = `Layout check ${Date.now().toString(36)}`;
  await createJob(title);
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'employer', 'employer@demo.tvet.ng', DEMO_PASSWORD);
  await page.waitForURL('**/overview');
  await page.goto('/job-post');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: 'Close job' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await toast.waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  const shown = await box(toast);
  // Neither the page heading nor the top bar (menu, account) is hidden behind it.
  for (const covered of [page.getByRole('heading', { level: 1 }), page.getByRole('banner')]) {
    const under = await box(covered);
    expect(shown.y < under.y + under.height && under.y < shown.y + shown.height).toBe(false);
  }
  await screenshot(page, 'layout-30-toast');
  expect(pageErrors).toEqual([]);
});
