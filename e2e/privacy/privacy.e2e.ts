import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, newAccount } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { layoutProblems } from '../support/layout-check';
import { signIn } from '../support/sign-in';

/**
 * Issue 25 (NDPA 2023): the public privacy page on a 360 px phone, reached from the footer of the sign-in page;
 * then a graduate gives and withdraws a consent from Settings > Privacy and data, as easily one way as the other.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('the privacy page, from the footer, at 360 px; consent given and withdrawn in Settings', async () => {
  const graduate = await newAccount('graduate', 'consent');
  const { page, pageErrors } = await newPage(browser);

  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await page.waitForURL('**/privacy');
  await page.getByRole('heading', { name: 'Graduate tracer study' }).waitFor();
  await page.getByRole('heading', { name: 'How long we keep things' }).waitFor();
  expect(await page.getByText('A task in the public interest (s. 25(1)(e))').count()).toBeGreaterThan(0);
  expect(await layoutProblems(page, false)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'privacy-page-360');

  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto('/settings?tab=privacy-and-data');
  const mentoring = page.getByRole('switch', { name: 'Mentoring (optional)' });
  await mentoring.click();
  await eventually(() => mentoring.getAttribute('aria-checked')).toBe('true');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'privacy-consent-given-360');
  await mentoring.click();
  await eventually(() => mentoring.getAttribute('aria-checked')).toBe('false');

  const payload = await api<{ history: { purpose: string; given: boolean }[] }>(
    'GET',
    '/me/consents',
    undefined,
    graduate.token,
  );
  expect(payload.history.map((event) => [event.purpose, event.given])).toEqual([
    ['mentoring', false],
    ['mentoring', true],
  ]);
  expect(pageErrors).toEqual([]);
});
