// Spec §9: a link's route code is prefetched when the visitor shows the intent to follow it (hover, focus: React
// Router's Link, prefetch="intent"), a page's few route modules at a time (never more than 4), and never in
// data-saver mode or on a 2g connection.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, headerLink, hydrationModules, openPage, test } from '#src/fixtures.ts';

const TALL = { width: 1280, height: 4000 };
/** Longer than React Router's intent delay (100 ms) and a prefetch on this host. */
const SETTLE_MS = 1_500;

/** Route modules of the build that the home page does not load itself, read from its HTML and route manifest. */
async function otherRouteModules(request: APIRequestContext): Promise<Set<string>> {
  const html = await (await request.get('/')).text();
  const preloaded = new Set(hydrationModules(html));
  const manifestUrl = hydrationModules(html).find((url) => /^\/assets\/manifest-[^/]+\.js$/.test(url));
  if (!manifestUrl) throw new Error('no route manifest in the home page');
  const source = await (await request.get(manifestUrl)).text();
  const json = source.slice(source.indexOf('=') + 1, source.lastIndexOf(';'));
  const manifest = JSON.parse(json) as { routes: Record<string, { module: string }> };
  return new Set(
    Object.values(manifest.routes)
      .map((r) => r.module)
      .filter((module) => !preloaded.has(module)),
  );
}

/** Records the route modules of other pages the browser asks for, and how many were in flight at once. */
async function watchRouteModules(page: Page, modules: Set<string>) {
  const stats = { requested: new Set<string>(), inFlight: 0, maxInFlight: 0 };
  await page.route(
    (url) => modules.has(url.pathname),
    async (route) => {
      stats.requested.add(new URL(route.request().url()).pathname);
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 300));
      stats.inFlight -= 1;
      await route.continue();
    },
  );
  return stats;
}

test.use({ viewport: TALL });

test("hovering a link prefetches its page's route code and data; links only in view prefetch nothing", async ({
  page,
  request,
}) => {
  const modules = await otherRouteModules(request);
  const stats = await watchRouteModules(page, modules);
  const data: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.data')) data.push(new URL(r.url()).pathname);
  });
  await openPage(page, '/');
  await page.waitForTimeout(SETTLE_MS);
  expect([...stats.requested], 'route modules fetched for links in view').toEqual([]);
  await headerLink(page, '/news/').hover();
  await expect.poll(() => [...stats.requested].some((m) => /\/news-list-[^/]+\.js$/.test(m))).toBe(true);
  await expect.poll(() => data).toContain('/news/_.data');
  await expect.poll(() => stats.inFlight).toBe(0);
  expect(stats.maxInFlight, 'route modules loading at once').toBeLessThanOrEqual(4);
});

for (const connection of [
  { label: 'in data-saver mode', value: { saveData: true, effectiveType: '4g' } },
  { label: 'on a 2g connection', value: { saveData: false, effectiveType: '2g' } },
]) {
  test(`nothing is prefetched ${connection.label}`, async ({ page, request }) => {
    const modules = await otherRouteModules(request);
    const stats = await watchRouteModules(page, modules);
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
    }, connection.value);
    await openPage(page, '/');
    await headerLink(page, '/news/').hover();
    await page.waitForTimeout(SETTLE_MS);
    expect([...stats.requested], 'route modules fetched without a navigation').toEqual([]);
    // Navigation itself still loads the code it needs.
    await headerLink(page, '/news/').click();
    await expect(page).toHaveURL('/news/');
    expect(stats.requested.size).toBeGreaterThan(0);
  });
}
