// axe with the WCAG 2.1 A/AA rules; the suite fails on serious and critical violations only.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '#src/fixtures.ts';

export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
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
  expect(serious, `axe on ${new URL(page.url()).pathname} at ${viewport?.width}px`).toEqual([]);
}
