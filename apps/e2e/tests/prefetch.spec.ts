// Spec §9: route code of visible links is prefetched, at most 4 route modules at a time, and never in data-saver
// mode or on a 2g connection.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrationModules, openPage, test } from '#src/fixtures.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The module the site's links load to watch themselves come into view (app/runtime/link-observer.client.ts). */
const LINK_OBSERVER_MODULE = /\/(link-observer|prefetch)\.client-[\w-]+\.js$/;
const TALL = { width: 1280, height: 4000 };

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

/**
 * Resolves once the site's link observer has been told about the links in view and has acted on it: this is when it
 * would prefetch. Importing its module again resolves only after the site's own import of it has run, so an
 * IntersectionObserver made then is made after the site's one, and observers get their first entries in the order
 * they were made, in one rendering step. A request the page sends after that reaches the test after any prefetch
 * the site's observer started.
 */
async function linkObserverHasActed(page: Page) {
  const found = await page.waitForFunction(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => new RegExp(pattern).test(name)),
    LINK_OBSERVER_MODULE.source,
  );
  await page.evaluate(
    async (url) => {
      await import(/* @vite-ignore */ url);
      await new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        for (const link of document.querySelectorAll('a[href^="/"]')) observer.observe(link);
      });
    },
    // waitForFunction resolves only with a truthy value: the module's address.
    (await found.jsonValue()) ?? '',
  );
  const marker = `/favicon.ico?e2e-after-link-observer=${Date.now()}`;
  const markerSeen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await markerSeen;
}

/**
 * Holds every route-module request for a while, as a slow network would, so the prefetch queue's cap shows; records
 * how many were held at once.
 */
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
    await linkObserverHasActed(page);
    expect([...stats.requested], 'route modules fetched without a navigation').toEqual([]);
    // Navigation itself still loads the code it needs.
    await page.getByRole('banner').locator('a[href="/news/"]').filter({ visible: true }).first().click();
    await expect(page).toHaveURL('/news/');
    expect(stats.requested.size).toBeGreaterThan(0);
  });
}
