// axe on every page of both towns at phone width (1280 px is checked with each page's first load in routes.spec.ts),
// and on the error page at both widths: no serious or critical WCAG 2.1 A/AA violations.
import type { Town } from '@kino/api/types';
import { expectNoSeriousViolations } from '#src/axe.ts';
import { TOWNS } from '#src/content.ts';
import { expect, test, waitForHydration } from '#src/fixtures.ts';
import { PREFIX, pathOf, ROUTE_NAMES, sampleParams } from '#src/routes.ts';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

const PAGES: {
  label: string;
  path: (town: Town) => Promise<string>;
  status: number;
  viewports: (typeof PHONE)[];
}[] = [
  ...ROUTE_NAMES.map((name) => ({
    label: name,
    path: async (town: Town) => pathOf(town, name, await sampleParams(town, name)),
    status: 200,
    viewports: [PHONE],
  })),
  {
    // The accessibility statement (issue 35; not in SPEC §2, so not in ROUTE_NAMES).
    label: 'dostupnost',
    path: async (town: Town) => `${PREFIX[town]}/dostupnost/`,
    status: 200,
    viewports: [PHONE, DESKTOP],
  },
  {
    label: 'error page',
    path: async (town: Town) => `${PREFIX[town]}/net-takoj-stranicy/`,
    status: 404,
    viewports: [PHONE, DESKTOP],
  },
];

for (const town of TOWNS) {
  for (const { label, path: pathFor, status, viewports } of PAGES) {
    for (const viewport of viewports) {
      test.describe(() => {
        test.use({ viewport });
        test(`${town} ${label} at ${viewport.width} px has no serious accessibility violations`, async ({
          page,
          problems,
        }) => {
          if (status === 404) problems.allow(/status of 404/);
          expect((await page.goto(await pathFor(town)))?.status()).toBe(status);
          await waitForHydration(page);
          await expectNoSeriousViolations(page);
        });
      });
    }
  }
}
