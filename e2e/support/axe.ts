import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/*
 * axe-core on the page as it stands: the WCAG 2.0/2.1 A and AA rules plus 'label-content-name-mismatch' (a
 * control's visible words are in its accessible name, WCAG 2.5.3), which axe keeps among its experimental rules.
 * The same check as graduate/accessibility.e2e.ts, for journeys that check their own screens as they pass them.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string | null;
  targets: string[];
  summary: string;
}

/** The page's CSP forbids injected scripts; evaluation is not. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
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
