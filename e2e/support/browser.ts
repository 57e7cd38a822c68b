import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const ARTIFACTS = process.env.E2E_ARTIFACTS ?? fileURLToPath(new URL('../.artifacts/', import.meta.url));

/** Debian's Chromium, headless; no network chatter of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A small Android phone: the screen size the product is designed for first. */
export const PHONE = { width: 360, height: 740 };

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page; a journey ends by checking there were none. */
  pageErrors: Error[];
}

/**
 * `serviceWorkers: 'block'` for a journey that intercepts the app's own files with page.route: the service worker
 * (issue 30) serves them from the phone once it controls the page, out of page.route's sight.
 */
export async function newPage(
  browser: Browser,
  viewport = PHONE,
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Tab> {
  const context = await browser.newContext({
    viewport,
    baseURL: inject('baseUrl'),
    locale: 'en-NG',
    serviceWorkers,
  });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** Full-page screenshot into e2e/.artifacts/ (gitignored), for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}
