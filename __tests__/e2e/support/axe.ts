import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 rules of levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** The first elements at fault, as CSS selectors. */
  targets: string[];
  count: number;
}

/**
 * Runs axe-core in the page as it is now. The source is evaluated through the DevTools protocol,
 * which the site's Content-Security-Policy (no inline scripts) does not apply to.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // A dialog fading in is measured at its final colours: finite animations and transitions end first.
  // Scroll-driven ones (.reveal) follow the scroll, not the clock: they never finish, and only move.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline instanceof DocumentTimeline && animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      count: violation.nodes.length,
    }));
  }, WCAG_AA_TAGS);
}

/** One line per violation, to read in a failed test: where, rule, impact, help and the first targets. */
export function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map(
    (v) => `${where}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help} — ${v.count} element(s): ${v.targets.join(' | ')}`,
  );
}
