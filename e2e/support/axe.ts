// One accessibility scan for every journey: axe-core over the page (or a part of it) once it has settled, giving the
// serious and critical violations as lines a failure prints ("<label>: <rule> <help> at <targets>"). Settled: no
// finite animation or transition running. A colour transition caught half-way once measured a button's contrast
// between its two colours (the calendar's Week button, CI); a spinner's endless animation is not waited for.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface ScanScope {
  /** Scan only this part (a CSS selector): `main`, a dialog. */
  include?: string;
  /** Leave these out (CSS selectors), e.g. `[data-sonner-toaster]`: a toast fading out is not the screen. */
  exclude?: string | string[];
}

/** How long to wait for running transitions to end before scanning all the same. */
const SETTLE_MS = 3_000;

export async function seriousViolations(page: Page, label: string, scope: ScanScope = {}): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: SETTLE_MS },
    )
    .catch(() => undefined);
  const builder = new AxeBuilder({ page });
  if (scope.include) builder.include(scope.include);
  for (const selector of [scope.exclude ?? []].flat()) builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
