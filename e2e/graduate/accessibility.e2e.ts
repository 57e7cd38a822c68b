import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, newAccount } from '../support/api';
import { type AxeFinding, axeViolations } from '../support/axe';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { signIn } from '../support/sign-in';

/**
 * Signed-in screens checked by axe-core (issue 9, support/axe.ts) on a 360 px phone and a 1280 px desktop: the
 * WCAG 2.0/2.1 A and AA rules, plus 'label-content-name-mismatch' (the visible text of a control is in its
 * accessible name, WCAG 2.5.3), which axe keeps among its experimental rules. Each check signs in with an account
 * of its own, made complete through the API, so no other journey's changes show on the screens it checks.
 */
const DESKTOP = { width: 1280, height: 800 };

const SCREENS = {
  graduate: ['/overview', '/surveys', '/job-post', '/settings', '/no-such-page'],
  employer: ['/overview', '/job-post'],
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const [label, viewport] of [
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  for (const [role, screens] of Object.entries(SCREENS)) {
    it(`the ${role}'s screens pass axe at ${label}`, async () => {
      const account: Account = await newAccount(role as keyof typeof SCREENS, `a11y${role}`);
      const { page, pageErrors } = await newPage(browser, viewport);
      await signIn(page, role, account.email, account.password);
      await page.waitForURL('**/overview');
      const found: Record<string, AxeFinding[]> = {};
      for (const path of screens) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Lists and cards load after the heading.
        await page.waitForLoadState('networkidle');
        const here = await axeViolations(page);
        if (here.length > 0) found[path] = here;
      }
      if (viewport === DESKTOP && role === 'graduate') await screenshot(page, 'a11y-10-not-found-desktop');
      expect(found).toEqual({});
      expect(pageErrors).toEqual([]);
    });
  }
}
