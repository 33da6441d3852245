// axe on every page of both towns, at phone and desktop widths: no serious or critical WCAG 2.1 A/AA violations.
import AxeBuilder from '@axe-core/playwright';
import type { Town } from '@kino/api/types';
import { TOWNS } from '#src/content.ts';
import { expect, test, waitForHydration } from '#src/fixtures.ts';
import { PREFIX, pathOf, ROUTE_NAMES, sampleParams } from '#src/routes.ts';

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
];

const PAGES: { label: string; path: (town: Town) => Promise<string>; status: number }[] = [
  ...ROUTE_NAMES.map((name) => ({
    label: name,
    path: async (town: Town) => pathOf(town, name, await sampleParams(town, name)),
    status: 200,
  })),
  { label: 'error page', path: async (town: Town) => `${PREFIX[town]}/net-takoj-stranicy/`, status: 404 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });
    for (const town of TOWNS) {
      for (const { label, path: pathFor, status } of PAGES) {
        test(`${town} ${label} has no serious accessibility violations`, async ({ page, problems }) => {
          if (status === 404) problems.allow(/status of 404/);
          const path = await pathFor(town);
          expect((await page.goto(path))?.status()).toBe(status);
          await waitForHydration(page);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          const serious = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({
              rule: v.id,
              impact: v.impact,
              help: v.help,
              targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
            }));
          expect(serious, `axe on ${path} at ${viewport.width}px`).toEqual([]);
        });
      }
    }
  });
}
