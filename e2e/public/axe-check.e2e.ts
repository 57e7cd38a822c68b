import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage } from '../support/browser';

/*
 * The journeys' accessibility check in one pass: WCAG A/AA rules and the experimental
 * 'label-content-name-mismatch' (WCAG 2.5.3) are both reported, and checking the same document twice parses
 * axe once (the journeys call it at every screen and width).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('reports a WCAG rule and the label-in-name rule from one document, checked twice', async () => {
  const { page, context } = await newPage(browser);
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><img src="x.png">' +
      '<button aria-label="Close the dialog">Send</button></main></html>',
  );
  for (let round = 0; round < 2; round++) {
    const rules = (await axeViolations(page)).map((finding) => finding.rule);
    expect(rules).toContain('image-alt');
    expect(rules).toContain('label-content-name-mismatch');
  }
  await context.close();
});
