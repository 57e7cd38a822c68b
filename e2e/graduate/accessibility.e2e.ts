import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, newAccount } from '../support/api';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { signIn } from '../support/sign-in';

/**
 * Signed-in screens checked by axe-core (issue 9) on a 360 px phone and a 1280 px desktop: the WCAG 2.0/2.1 A
 * and AA rules, plus 'label-content-name-mismatch' (the visible text of a control is in its accessible name,
 * WCAG 2.5.3), which axe keeps among its experimental rules. Each check signs in with an account of its own,
 * made complete through the API, so no other journey's changes show on the screens it checks.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DESKTOP = { width: 1280, height: 800 };

interface Finding {
  rule: string;
  impact: string | null;
  targets: string[];
  summary: string;
}

/** axe's violations on the page as it stands. The page's CSP forbids injected scripts, evaluation is not. */
async function violations(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const wcag = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    const labelInName = await axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
    });
    return [...wcag.violations, ...labelInName.violations].map((violation: any) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node: any) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }));
  });
}

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
      const found: Record<string, Finding[]> = {};
      for (const path of screens) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Lists and cards load after the heading.
        await page.waitForLoadState('networkidle');
        const here = await violations(page);
        if (here.length > 0) found[path] = here;
      }
      if (viewport === DESKTOP && role === 'graduate') await screenshot(page, 'a11y-10-not-found-desktop');
      expect(found).toEqual({});
      expect(pageErrors).toEqual([]);
    });
  }
}
