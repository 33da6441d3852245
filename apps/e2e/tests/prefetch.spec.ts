// Spec §9: route code of visible links is prefetched, at most 4 route modules at a time, and never in data-saver
// mode or on a 2g connection.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openPage, test } from '#src/fixtures.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TALL = { width: 1280, height: 4000 };

/** Route modules of the build that the home page does not load itself, read from its HTML and route manifest. */
async function otherRouteModules(request: APIRequestContext): Promise<Set<string>> {
  const html = await (await request.get('/')).text();
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
  );
  const manifestUrl = /<link rel="modulepreload" href="(\/assets\/manifest-[^"]+\.js)"/.exec(html)?.[1];
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

/** Holds every route-module request for a while and records how many were held at once. */
async function holdRouteModules(page: Page, modules: Set<string>) {
  const stats = { requested: new Set<string>(), inFlight: 0, maxInFlight: 0 };
  await page.route(
    (url) => modules.has(url.pathname),
    async (route) => {
      stats.requested.add(new URL(route.request().url()).pathname);
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      await sleep(700);
      stats.inFlight -= 1;
      await route.continue();
    },
  );
  return stats;
}

test.use({ viewport: TALL });

test('visible links prefetch their route code, at most 4 route modules at a time', async ({
  page,
  request,
}) => {
  const modules = await otherRouteModules(request);
  const stats = await holdRouteModules(page, modules);
  await openPage(page, '/');
  await expect.poll(() => stats.requested.size, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  await expect.poll(() => stats.inFlight, { timeout: 15_000 }).toBe(0);
  expect(stats.maxInFlight, 'route modules loading at once').toBeLessThanOrEqual(4);
  expect(stats.maxInFlight, 'the queue runs requests in parallel').toBeGreaterThan(1);
});

for (const connection of [
  { label: 'in data-saver mode', value: { saveData: true, effectiveType: '4g' } },
  { label: 'on a 2g connection', value: { saveData: false, effectiveType: '2g' } },
]) {
  test(`nothing is prefetched ${connection.label}`, async ({ page, request }) => {
    const modules = await otherRouteModules(request);
    const stats = await holdRouteModules(page, modules);
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
    }, connection.value);
    await openPage(page, '/');
    await page.mouse.move(10, 10);
    await sleep(2_000);
    expect([...stats.requested], 'route modules fetched without a navigation').toEqual([]);
    // Navigation itself still loads the code it needs.
    await page.getByRole('banner').locator('a[href="/news/"]').filter({ visible: true }).first().click();
    await expect(page).toHaveURL('/news/');
    expect(stats.requested.size).toBeGreaterThan(0);
  });
}
