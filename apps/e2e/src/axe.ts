// axe with the WCAG 2.1 A/AA rules; the suite fails on serious and critical violations only.
// Both checks run axe in the page's own frames (`setLegacyMode`, @axe-core/playwright's documented switch): the
// default opens a blank page per run to combine the frames' results, ≈ 1 s of each run's 1.7–1.9 s here (0.7 s in
// legacy mode, /afisha/ at 360 px, same violations); frames (the contacts map) are still injected and checked.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '#src/fixtures.ts';

/** `soft`: the test goes on to its other checks of the same page and fails at its end (a11y.spec.ts). */
interface Options {
  soft?: boolean;
}

export async function expectNoSeriousViolations(page: Page, { soft = false }: Options = {}) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Passes and incomplete checks are not collected in full: only violations matter here, and it is faster.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  const viewport = page.viewportSize();
  (soft ? expect.soft : expect)(
    serious,
    `axe on ${new URL(page.url()).pathname} at ${viewport?.width}px`,
  ).toEqual([]);
}

/** The accessibility statement's own bar: no violation of any impact, WCAG 2.2 AA (target size) included. */
export async function expectNoViolations(page: Page, { soft = false }: Options = {}) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  (soft ? expect.soft : expect)(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
