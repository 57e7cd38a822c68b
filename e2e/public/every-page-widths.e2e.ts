import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { signInDemoAdmin } from '../support/admin';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { layoutProblems } from '../support/layout-check';
import { signIn } from '../support/sign-in';

/*
 * Issue 22 point 23: every page of every demo account at 320, 360 and 1280 px, with the demo data in it. Each
 * page is opened once and laid out at the three widths; a page fails when it scrolls sideways or cuts off text,
 * tabs, chart labels or table columns (support/layout-check.ts). A page that fails is left in the artifacts as
 * a full-page screenshot at that width (every page with E2E_SCREENSHOTS=1), for a person to look at.
 */

const WIDTHS = [320, 360, 1280];
type Role = 'graduate' | 'staff' | 'institution' | 'employer' | 'mentor' | 'admin';

/**
 * Each role's pages; `{ from, link }` opens the first record listed at `from` (a detail page) by its link, or
 * by its first button named `button` where the list opens records with a button.
 */
type Visit = string | { from: string; link: string; button?: string };
const SHARED: Visit[] = ['/messages', '/tickets', '/settings'];
const PAGES: Record<Role, Visit[]> = {
  graduate: [
    '/overview',
    '/mentors',
    '/surveys',
    { from: '/surveys', link: '/surveys/' },
    '/job-post',
    '/applied-jobs',
    ...SHARED,
  ],
  staff: ['/surveys', { from: '/surveys', link: '/surveys/' }, ...SHARED],
  institution: [
    '/overview',
    '/outcomes',
    '/outcomes/report',
    '/surveys',
    '/staff',
    { from: '/staff', link: '/staff/' },
    '/students',
    { from: '/students', link: '/students/' },
    '/graduation-roll',
    '/programmes',
    { from: '/programmes', link: '/programmes/' },
    '/new-programme',
    ...SHARED,
  ],
  employer: ['/overview', '/surveys', '/job-post', ...SHARED],
  mentor: [
    '/overview',
    '/mentees',
    { from: '/mentees', link: '/mentees/', button: 'View' },
    '/surveys',
    '/job-post',
    ...SHARED,
  ],
  admin: [
    '/admin',
    { from: '/admin', link: '/admin/surveys/' },
    '/admin/outcomes',
    '/admin/outcomes/report',
    '/admin/support',
    '/admin/accounts',
    { from: '/admin/accounts', link: '/admin/accounts/' },
    '/admin/institutions',
    '/admin/employers',
    '/admin/jobs',
    '/admin/programmes',
    '/admin/administrators',
    '/admin/mentors',
    { from: '/admin/mentors', link: '/admin/mentors/' },
    '/admin/audit',
    ...SHARED,
  ],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page's main content has loaded: a <main>, and no spinner or "Loading" left in it. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return (
        main !== null &&
        !/Loading/.test(main.innerText) &&
        document.querySelector('[aria-busy="true"], .animate-spin, .animate-pulse') === null
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

async function open(page: Page, visit: Visit): Promise<string> {
  if (typeof visit === 'string') {
    await page.goto(visit);
    await settled(page);
    return visit;
  }
  await page.goto(visit.from);
  await settled(page);
  if (visit.button) {
    await page.locator('main').getByRole('button', { name: visit.button }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith(visit.link));
    await settled(page);
    return new URL(page.url()).pathname;
  }
  const link = page.locator(`main a[href^="${visit.link}"]`).first();
  await link.waitFor({ timeout: 10_000 });
  const target = (await link.getAttribute('href')) ?? visit.link;
  await page.goto(target);
  await settled(page);
  return target;
}

async function signInAs(page: Page, role: Role) {
  if (role === 'admin') await signInDemoAdmin(page);
  else {
    await signIn(page, role, `${role}@demo.tvet.ng`, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
}

for (const role of Object.keys(PAGES) as Role[]) {
  // The roles run side by side (own browser contexts): most of the time is waiting for pages, not the CPU.
  it.concurrent(`every page of the demo ${role} fits 320, 360 and 1280 px`, async ({ expect }) => {
    const { context, page, pageErrors } = await newPage(browser, { width: 1280, height: 800 });
    try {
      await signInAs(page, role);
      const found: string[] = [];
      for (const visit of PAGES[role]) {
        await page.setViewportSize({ width: 1280, height: 800 });
        const path = await open(page, visit);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // Charts and tables lay themselves out again on resize (a frame or two).
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 120))),
          );
          const problems = await layoutProblems(page, width >= 1024);
          // Screenshots cost seconds each: taken where something is wrong, or of every page when asked.
          if (problems.length > 0 || process.env.E2E_SCREENSHOTS) {
            const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
            await screenshot(page, `widths-${role}-${slug}-${width}`);
          }
          for (const problem of problems) found.push(`${path} at ${width}px: ${problem}`);
        }
      }
      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    // A guard against a hang, not a speed limit (speed is measured in bench/): the institution's 20-odd pages at
    // three widths took 55 s on a quiet machine and over 120 s when CI's machine ran 2.5 times slower.
  }, 300_000);
}
