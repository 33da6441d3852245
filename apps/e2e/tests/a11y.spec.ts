// One visit per page of both towns at phone width runs the checks that need nothing but the page loaded: its tap
// targets at 390 px are at least 24 × 24 px (WCAG 2.2, 2.5.8), then, the window narrowed to 360 px in place, axe finds
// no serious or critical WCAG 2.1 A/AA violations (1280 px is checked with each page's first load in routes.spec.ts).
// The accessibility statement also meets its own bar, no axe violation at all with WCAG 2.2 AA, at 390 and 1280 px;
// the statement and the error page get axe at 1280 px here too. Each check is soft, so one visit reports them all.
import type { Town } from '@kino/api/types';
import { expectNoSeriousViolations, expectNoViolations } from '#src/axe.ts';
import { TOWNS } from '#src/content.ts';
import { expect, test, waitForHydration } from '#src/fixtures.ts';
import { PREFIX, pathOf, ROUTE_NAMES, sampleParams } from '#src/routes.ts';
import { smallTargets } from '#src/targets.ts';

/** Tap targets are measured at a common phone's width, on the page as loaded there. */
const TAP = { width: 390, height: 844 };
/** axe at phone width runs at the narrowest phone the site is made for. */
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
/** The statement's own bar at desktop width was checked at this size. */
const STATEMENT_DESKTOP = { width: 1280, height: 900 };

interface Checked {
  label: string;
  path: (town: Town) => Promise<string>;
  status: number;
  /** Tap targets at 390 px: every route and the statement (the error page was never measured). */
  targets: boolean;
  /** The accessibility statement's own bar: no axe violation at all, WCAG 2.2 AA included, at 390 and 1280 px. */
  statement: boolean;
  /** axe at 1280 px here too (the routes have theirs with their first load in routes.spec.ts). */
  desktop: boolean;
}

const PAGES: Checked[] = [
  ...ROUTE_NAMES.map((name) => ({
    label: name,
    path: async (town: Town) => pathOf(town, name, await sampleParams(town, name)),
    status: 200,
    targets: true,
    statement: false,
    desktop: false,
  })),
  {
    // The accessibility statement (issue 35; not in SPEC §2, so not in ROUTE_NAMES).
    label: 'dostupnost',
    path: async (town: Town) => `${PREFIX[town]}/dostupnost/`,
    status: 200,
    targets: true,
    statement: true,
    desktop: true,
  },
  {
    label: 'error page',
    path: async (town: Town) => `${PREFIX[town]}/net-takoj-stranicy/`,
    status: 404,
    targets: false,
    statement: false,
    desktop: true,
  },
];

for (const town of TOWNS) {
  for (const { label, path: pathFor, status, targets, statement, desktop } of PAGES) {
    const name = [
      targets && `every tap target at ${TAP.width} px is at least 24 × 24 px`,
      statement && `axe finds no violations at ${TAP.width} px`,
      `no serious accessibility violations at ${PHONE.width} px`,
    ].filter(Boolean);
    test.describe(() => {
      test.use({ viewport: targets ? TAP : PHONE });
      test(`${town} ${label}: ${name.join(', ')}`, async ({ page, problems }) => {
        if (status === 404) problems.allow(/status of 404/);
        expect((await page.goto(await pathFor(town)))?.status()).toBe(status);
        await waitForHydration(page);
        if (targets) expect.soft(await smallTargets(page)).toEqual([]);
        if (statement) await expectNoViolations(page, { soft: true });
        if (targets) await page.setViewportSize(PHONE);
        await expectNoSeriousViolations(page, { soft: true });
      });
    });

    if (!desktop) continue;
    test.describe(() => {
      test.use({ viewport: statement ? STATEMENT_DESKTOP : DESKTOP });
      const checks = [statement && 'axe finds no violations', 'no serious accessibility violations'];
      test(`${town} ${label} at ${DESKTOP.width} px: ${checks.filter(Boolean).join(', ')}`, async ({
        page,
        problems,
      }) => {
        if (status === 404) problems.allow(/status of 404/);
        expect((await page.goto(await pathFor(town)))?.status()).toBe(status);
        await waitForHydration(page);
        if (statement) {
          await expectNoViolations(page, { soft: true });
          await page.setViewportSize(DESKTOP);
        }
        await expectNoSeriousViolations(page, { soft: true });
      });
    });
  }
}
