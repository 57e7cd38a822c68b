import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { signInDemoAdmin } from '../support/admin';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signIn } from '../support/sign-in';

/*
 * Issue 29: every screen of every role in Hausa. Each demo account signs in on a 360 px phone whose language is
 * Hausa, opens every page its menu links to, and reads the visible text: a text node that reads as English (two
 * or more of a short list of words Hausa never uses) fails the test, unless it is data the server sent in a
 * payload (a job's description, a person's name, a survey's English question): what the database holds is
 * shown as it is, but the interface's own words and the server's msg must be translated. What a blind reader hears
 * and nobody sees is read the same way, in the same pass: the page's title, aria-label, aria-description, title,
 * placeholder, alt, screen-reader-only text, and the name of each icon-only button (one with no name fails too).
 *
 * The demo accounts are shared with the other journeys of the run, so the account's own language is left alone:
 * the device's choice (localStorage, what the sign-in page's picker keeps) is set after signing in.
 */

const ROLES = ['graduate', 'staff', 'institution', 'employer', 'mentor', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Words of English sentences that are not Hausa words (nor Hausa spellings of names). */
const ENGLISH = [
  'the',
  'your',
  'with',
  'and',
  'for',
  'this',
  'not',
  'has',
  'been',
  'please',
  'you',
  'are',
  'was',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every string value of the API's payloads (not their msg): data from the database, shown as it is. */
function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') data.add(value.normalize('NFC').replace(/\s+/g, ' ').trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !/json/.test(response.headers()['content-type'] ?? '')) return;
    try {
      const body = (await response.json()) as { payload?: unknown };
      walk(body?.payload);
    } catch {
      // Not JSON after all, or the page went away.
    }
  });
  return data;
}

/**
 * Waits until the page has nothing loading (no spinner, skeleton, busy region or "Ana lodawa…"); false when it
 * still has after 45 s, which the test reports with the page.
 */
async function settled(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        return (
          main !== null &&
          !/Ana loda|Loading/.test(main.innerText) &&
          document.querySelector('main [aria-busy="true"], main .animate-spin, main .animate-pulse') === null
        );
      },
      undefined,
      { timeout: 45_000 },
    );
    return true;
  } catch {
    return false;
  }
}

/** Attributes a screen reader speaks, or a phone shows in an empty field; each read as it is written. */
const SPOKEN = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
];

type Spoken = { element: string; text: string };
type PageTexts = { visible: string[]; spoken: Spoken[] };

/**
 * In one pass: the visible text nodes of the page in the page's own language, and what a screen reader says that
 * is not visible: the page's title, the spoken attributes, text kept for screen readers only (.sr-only), and the
 * name of each button or link that shows no text (an icon), which is empty when nothing names it. Whitespace folded.
 */
function pageTexts(page: Page): Promise<PageTexts> {
  return page.evaluate((attributes) => {
    const fold = (text: string) => text.replace(/\s+/g, ' ').trim().normalize('NFC');
    const lang = document.documentElement.lang;
    // Text marked as written in another language on purpose (the phone templates in all five) is not a leftover.
    const ownLanguage = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === lang;
    const spokenAtAll = (element: Element) =>
      !element.closest('script, style, noscript, [aria-hidden="true"]') &&
      ownLanguage(element) &&
      element.checkVisibility({ visibilityProperty: true });
    const shows = (element: Element) =>
      spokenAtAll(element) &&
      !element.closest('.sr-only') &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const tag = (element: Element) => {
      const role = element.getAttribute('role');
      return `<${element.localName}${element.id ? `#${element.id}` : ''}${role ? ` role="${role}"` : ''}>`;
    };
    const textNodes = (root: Element) => {
      const nodes: { text: string; parent: Element }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = fold(node.textContent ?? '');
        if (text && node.parentElement) nodes.push({ text, parent: node.parentElement });
      }
      return nodes;
    };

    const visible = textNodes(document.body)
      .filter(({ parent }) => shows(parent))
      .map(({ text }) => text);
    const spoken: Spoken[] = [{ element: '<title>', text: fold(document.title) }];
    for (const element of Array.from(
      document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')),
    )) {
      if (!spokenAtAll(element)) continue;
      for (const name of attributes) {
        const text = fold(element.getAttribute(name) ?? '');
        if (text) spoken.push({ element: `${tag(element)} ${name}`, text });
      }
    }
    for (const element of Array.from(document.body.querySelectorAll('.sr-only'))) {
      const text = fold(element.textContent ?? '');
      if (text && spokenAtAll(element) && !element.parentElement?.closest('.sr-only')) {
        spoken.push({ element: `${tag(element)} .sr-only`, text });
      }
    }
    // aria-labelledby names a control with text the other passes read already.
    for (const control of Array.from(
      document.body.querySelectorAll('button, a[href], [role="button"], [role="link"]'),
    )) {
      if (!shows(control) || control.hasAttribute('aria-labelledby')) continue;
      if (textNodes(control).some(({ parent }) => shows(parent))) continue;
      const name = fold(
        control.getAttribute('aria-label') ||
          textNodes(control)
            .filter(({ parent }) => spokenAtAll(parent))
            .map(({ text }) => text)
            .join(' ') ||
          control.getAttribute('title') ||
          control.querySelector('img[alt]')?.getAttribute('alt') ||
          control.querySelector('svg title')?.textContent ||
          '',
      );
      spoken.push({ element: `${tag(control)} name`, text: name });
    }
    return { visible, spoken };
  }, SPOKEN);
}

/**
 * A date or a time ago written in English: Chromium has no Hausa locale, so Intl writes 'Nov' unless the app puts
 * Hausa's month names in (lib/i18n/format.ts). Only the English names Hausa does not share (Jan, Mar, May are both).
 */
const ENGLISH_DATE =
  /\b(January|February|March|April|June|July|August|September|October|November|December|Feb|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b|\b(just now|(minute|hour|day|week|month)s? ago)\b/;

function readsAsEnglish(text: string, data: Set<string>): boolean {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  if (ENGLISH.filter((word) => words.has(word)).length < 2 && !ENGLISH_DATE.test(text)) return false;
  const shown = text.replace(/…$/, '');
  for (const value of data) if (value.includes(shown)) return false;
  return true;
}

async function signInAs(page: Page, role: Role) {
  if (role === 'admin') await signInDemoAdmin(page);
  else {
    await signIn(page, role, `${role}@demo.tvet.ng`, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  await page.evaluate(() => localStorage.setItem('tvet.language', 'ha'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === 'ha');
}

/** The pages the menu links to, opened from the menu button as a person on a phone does. */
async function menuLinks(page: Page): Promise<string[]> {
  // A toast from signing in may lie over the button on a small screen: the button is pressed as a keyboard does.
  const button = page.getByRole('button', { name: 'Buɗe menu' });
  await button.waitFor({ timeout: 60_000 });
  await button.evaluate((element) => (element as HTMLElement).click());
  const menu = page.getByRole('dialog');
  await menu.waitFor();
  const hrefs = await menu
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return [...new Set(hrefs)];
}

for (const role of ROLES) {
  // One role after another: the demo country's pages are heavy for a loaded machine's single server process.
  it(`the demo ${role}'s pages read in Hausa on a phone`, async ({ expect }) => {
    const { context, page, pageErrors } = await newPage(browser);
    try {
      const data = collectData(page);
      await signInAs(page, role);
      const pages = await menuLinks(page);
      expect(pages.length).toBeGreaterThan(1);
      const english: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        if (!(await settled(page))) english.push(`${path}: still loading after 45 s`);
        const { visible, spoken } = await pageTexts(page);
        const found = [
          ...visible.filter((text) => readsAsEnglish(text, data)),
          ...spoken
            .filter(({ element, text }) => readsAsEnglish(text, data) || (!text && element.endsWith(' name')))
            .map(({ element, text }) =>
              text ? `${element} "${text}"` : `${element.replace(/ name$/, '')} has no name`,
            ),
        ];
        for (const text of found) english.push(`${path}: ${text}`);
        if (found.length > 0 || english.at(-1)?.startsWith(path) || process.env.E2E_SCREENSHOTS) {
          await screenshot(page, `hausa-${role}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
        }
      }
      expect([...new Set(english)]).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 420_000);
}
