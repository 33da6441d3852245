// Runtime rules of SPEC §2, §4, §7–§9: trailing-slash redirects, the loading bar, scrolling, chunk-load recovery,
// new-version detection and the retry of a failed content request.
import { createHash } from 'node:crypto';
import type { Page, Request, Route } from '@playwright/test';
import { content } from '#src/content.ts';
import {
  expect,
  footerLink,
  headerLink,
  hydrationModules,
  markDocument,
  openPage as openHydrated,
  sameDocument,
  test,
  waitForRuntime,
} from '#src/fixtures.ts';
import { failNext, seenRequests } from '#src/proxy-control.ts';
import { visibleText } from '#src/routes.ts';
import { ROUTE_RULES } from '#src/run-env.ts';

/** This file tests the deferred runtime (loading bar, version poll, route rules): each page waits for it too. */
async function openPage(page: Page, path: string) {
  const response = await openHydrated(page, path);
  await waitForRuntime(page);
  return response;
}

const ACCENT = 'rgb(239, 192, 110)';

test.describe('trailing slash', () => {
  const CASES = [
    ['/afisha?day=2030-01-01&format=3D', '/afisha/?day=2030-01-01&format=3D'],
    ['/news', '/news/'],
    ['/rechitsa', '/rechitsa/'],
    ['/rechitsa/contacts?from=e2e', '/rechitsa/contacts/?from=e2e'],
    ['/faq?a=1&b=%D0%BA%D0%B8%D0%BD%D0%BE', '/faq/?a=1&b=%D0%BA%D0%B8%D0%BD%D0%BE'],
  ] as const;
  for (const [from, to] of CASES) {
    test(`${from} redirects 301 to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location ?? '', baseURL);
      expect(`${location.pathname}${location.search}`).toBe(to);
      expect(location.origin).toBe(new URL(baseURL!).origin);
    });
  }

  test('a film page without the slash redirects, and the browser lands on it', async ({ page }) => {
    const film = (await content.films('main'))[0]!;
    const response = await page.goto(`/afisha/${film.slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/afisha/${film.slug}$`));
    await expect(page).toHaveURL(`/afisha/${film.slug}/`);
    await expect(page.locator('main')).toContainText(film.title);
  });
});

/** Records, inside the page, when clicks happen and every colour/size the loading bar takes. */
async function recordLoadingBar(page: Page) {
  await page.evaluate(() => {
    const record = { clickAt: 0, shownAt: 0, colours: [] as string[], heights: [] as string[] };
    (window as unknown as { __e2eBar: typeof record }).__e2eBar = record;
    const onClick = () => {
      record.clickAt = performance.now();
    };
    document.addEventListener('click', onClick, { capture: true });
    const sample = () => {
      const bar = document.querySelector('#nprogress .bar');
      if (bar) {
        if (!record.shownAt) record.shownAt = performance.now();
        const style = getComputedStyle(bar);
        if (!record.colours.includes(style.backgroundColor)) record.colours.push(style.backgroundColor);
        if (!record.heights.includes(style.height)) record.heights.push(style.height);
      }
    };
    new MutationObserver(sample).observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    setInterval(sample, 20);
  });
}

const barRecord = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __e2eBar: { clickAt: number; shownAt: number; colours: string[]; heights: string[] };
        }
      ).__e2eBar,
  );

const isDataRequest = (url: URL) => url.pathname.endsWith('.data');

/**
 * Holds the router's data requests until the test lets them go, then answers them with `then`: a navigation stays
 * pending exactly as long as the test needs, instead of a guessed delay.
 */
async function holdDataRequests(page: Page, then: (route: Route) => Promise<void>): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isDataRequest, async (route) => {
    await released;
    await then(route);
  });
  return release;
}

test.describe('loading bar', () => {
  test('a slow navigation shows a 4 px #efc06e bar after the 200 ms throttle, then hides it', async ({
    page,
  }) => {
    await openPage(page, '/');
    await recordLoadingBar(page);
    const release = await holdDataRequests(page, (route) => route.continue());
    await headerLink(page, '/news/').click();
    // The navigation waits for its data until the bar has been seen.
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    const style = await bar.evaluate((element) => {
      const s = getComputedStyle(element);
      return { colour: s.backgroundColor, height: s.height };
    });
    expect(style).toEqual({ colour: ACCENT, height: '4px' });
    const record = await barRecord(page);
    expect(record.shownAt - record.clickAt, 'ms from click to bar').toBeGreaterThanOrEqual(190);
    release();
    await expect(page).toHaveURL('/news/');
    // Finished: the bar fades away (hidden 500 ms after finishing) instead of staying.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const bar = document.querySelector<HTMLElement>('#nprogress .bar');
            if (!bar) return 'gone';
            for (let el: HTMLElement | null = bar; el; el = el.parentElement)
              if (getComputedStyle(el).opacity === '0' || getComputedStyle(el).display === 'none')
                return 'gone';
            return 'shown';
          }),
        { timeout: 5_000 },
      )
      .toBe('gone');
    expect((await barRecord(page)).colours).toEqual([ACCENT]);
  });

  test('a failed navigation turns the bar to another colour', async ({ page, problems }) => {
    problems.allow(/.*/); // the aborted request is the point of this test; the error page follows
    await openPage(page, '/');
    await recordLoadingBar(page);
    const release = await holdDataRequests(page, (route) => route.abort('failed'));
    await headerLink(page, '/news/').click();
    // The data request fails only once the bar is showing in its normal colour.
    await expect
      .poll(async () => (await barRecord(page)).colours.length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    release();
    await expect
      .poll(async () => (await barRecord(page)).colours.length, { timeout: 5_000 })
      .toBeGreaterThan(1);
    const { colours } = await barRecord(page);
    expect(colours[0]).toBe(ACCENT);
    expect(colours.some((c) => c !== ACCENT)).toBe(true);
  });
});

test.describe('scrolling', () => {
  test('a page change scrolls to the top', async ({ page }) => {
    await openPage(page, '/afisha/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await markDocument(page);
    await footerLink(page, '/faq/').click();
    await expect(page).toHaveURL('/faq/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sameDocument(page)).toBe(true);
  });

  async function lastFaq() {
    const faq = await content.faq('main');
    const item = faq.groups.at(-1)?.items.at(-1);
    if (!item) throw new Error('demo content has no FAQ');
    return item;
  }

  test('a hash in the address scrolls to its element on first load', async ({ page }) => {
    const item = await lastFaq();
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`/faq/#${item.id}`);
    await waitForRuntime(page);
    const target = page.locator(`[id="${item.id}"]`);
    await expect(target).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(target).toContainText(item.question);
    // The FAQ is an accordion: the linked answer is opened, not just scrolled to.
    expect(
      await target.evaluate(
        (element) => (element.closest('details') ?? element.querySelector('details'))?.open,
      ),
    ).toBe(true);
  });

  test('client-side navigation to an address with a hash scrolls to its element', async ({ page }) => {
    const item = await lastFaq();
    await page.setViewportSize({ width: 1280, height: 500 });
    await openPage(page, '/');
    await markDocument(page);
    // The router's own navigate, as an in-app link to /faq/#id would call it.
    await page.evaluate((to) => {
      const w = window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } };
      return w.__reactRouterDataRouter.navigate(to);
    }, `/faq/#${item.id}`);
    await expect(page).toHaveURL(`/faq/#${item.id}`);
    await expect(page.locator(`[id="${item.id}"]`)).toBeInViewport();
    expect(await sameDocument(page)).toBe(true);
  });

  test('back restores the scroll position', async ({ page }) => {
    await openPage(page, '/afisha/');
    const link = page.locator('main a[href^="/afisha/"]:not([href="/afisha/"]):not([href*="?"])').nth(3);
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await link.click();
    await expect(page).not.toHaveURL('/afisha/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/afisha/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);
  });
});

test.describe("site links (React Router's Link)", () => {
  test('a click navigates in the page; with a modifier key the browser opens the link and the page stays', async ({
    page,
    context,
  }) => {
    await openPage(page, '/');
    await markDocument(page);
    const opened = context.waitForEvent('page');
    await headerLink(page, '/contacts/').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/contacts/');
    await tab.close();
    await expect(page).toHaveURL('/');
    await headerLink(page, '/contacts/').click();
    await expect(page).toHaveURL('/contacts/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/контакт/i);
    expect(await sameDocument(page)).toBe(true);
    // A link to where the page is replaces the history entry (as React Router's Link does): back leaves the page.
    const depth = await page.evaluate(() => history.length);
    await headerLink(page, '/contacts/').click();
    expect(await page.evaluate(() => history.length)).toBe(depth);
  });
});

test.describe('views as islands', () => {
  test("a client navigation keeps the page shown while the next page's view is still loading", async ({
    page,
  }) => {
    await openPage(page, '/');
    const before = (await page.locator('main').textContent())?.trim();
    expect(before).toBeTruthy();
    // The FAQ's view (its island's chunk, docs/decisions/017) arrives only when the test lets it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/faq\.view-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await markDocument(page);
    await footerLink(page, '/faq/').click();
    // The router has the page's data and the address; the screen still shows the page the visitor left, not an
    // empty <main>.
    await expect(page).toHaveURL(/\/faq\/$/);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect((await page.locator('main').textContent())?.trim()).toBe(before);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/вопрос/i);
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('hydration', () => {
  test("the first load is React, React Router, the route modules and their shell — not the views' shared code", async ({
    request,
  }) => {
    const modules = hydrationModules(await (await request.get('/afisha/')).text());
    expect(modules[0]).toMatch(/^\/assets\/manifest-[^/]+\.js$/);
    // A module the route modules import that lands in `shared` (vite.config.ts) brings ≈ 23 kB gzip with it.
    expect(modules.filter((path) => /\/shared-[^/]+\.js$/.test(path))).toEqual([]);
  });

  test('an image that never arrives does not keep the page from hydrating', async ({ page }) => {
    // The posters never answer, so the window's load event never comes.
    await page.route(/\/media\//, () => undefined);
    await page.goto('/afisha/', { waitUntil: 'domcontentloaded' });
    await waitForRuntime(page);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      ),
    ).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('code chunk failure', () => {
  const UNLOADS = 'e2e:unloads';

  /**
   * Counts, in the tab's sessionStorage, the documents of the site that started to unload (a document that calls
   * reload twice counts once). A reload fires `beforeunload` synchronously, inside the very call that starts it, so the
   * count is exact the moment the page has run its handlers, long before the next document's request or load event
   * reach the test.
   */
  async function countUnloads(page: Page) {
    await page.addInitScript((key) => {
      let counted = false;
      addEventListener('beforeunload', () => {
        if (counted) return;
        counted = true;
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
      });
    }, UNLOADS);
  }

  /** Unloads counted so far, once the page has had a frame and a task to react to what it has been told. */
  async function unloadsAfterReactions(page: Page): Promise<number> {
    return page.evaluate(
      (key) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => setTimeout(() => resolve(Number(sessionStorage.getItem(key) ?? 0)), 0)),
        ),
      UNLOADS,
    );
  }

  /** Aborts every script the page has not loaded yet, as a deploy that removed old chunks would. */
  async function failNewChunks(page: Page) {
    const loaded = new Set(
      await page.evaluate(() => [
        ...performance.getEntriesByType('resource').map((e) => e.name),
        ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
          (l) => l.href,
        ),
      ]),
    );
    const aborted: string[] = [];
    await page.route(
      (url) => url.pathname.endsWith('.js') && !loaded.has(url.href),
      async (route) => {
        aborted.push(route.request().url());
        await route.abort('failed');
      },
    );
    return aborted;
  }

  test('a route chunk that fails to load reloads the page once, without a loop', async ({
    page,
    problems,
  }) => {
    problems.allow(/route module|dynamically imported module|Failed to load resource|ERR_FAILED|net::/i);
    await countUnloads(page);
    await openPage(page, '/');
    const aborted = await failNewChunks(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await footerLink(page, '/faq/').click();
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
    expect(aborted.length, 'the FAQ chunk was requested and failed').toBeGreaterThan(0);
    // React Router reloads the page the click left (the address had not changed yet). The reloaded page hydrates and
    // reads the build's route rules a second after its load: by then a loop would have reloaded it again. (A link to
    // the FAQ followed or hovered again reloads again: React Router's own answer to a route module that cannot load.)
    const rulesRead = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/builds/meta/'));
    await waitForRuntime(page);
    await rulesRead;
    expect(await unloadsAfterReactions(page), 'the one reload, no loop').toBe(1);
    expect(loads).toBe(1);
  });

  test('a view chunk that cannot load reloads nothing on hover, and reloads onto the page once it is followed', async ({
    page,
    problems,
  }) => {
    // React's #422: the reloaded FAQ's view cannot load, so its boundary is rendered in the browser (the error page).
    problems.allow(/dynamically imported module|Failed to load resource|ERR_FAILED|net::|#422/i);
    await countUnloads(page);
    await openPage(page, '/');
    // Route modules load; the views of a build that is gone do not (an island's chunk, asked for by its route module).
    const failedViews: string[] = [];
    await page.route(/\/assets\/faq\.view-[^/]*\.js$/, (route) => route.abort('failed'));
    page.on('requestfailed', (request) => {
      if (/\/faq\.view-/.test(request.url())) failedViews.push(request.url());
    });
    const link = footerLink(page, '/faq/');
    // Hovering prefetches the FAQ's route module (React Router's Link, prefetch="intent"): that reloads nothing.
    const prefetched = page.waitForRequest((r) => /\/assets\/faq-[^/]*\.js$/.test(r.url()));
    await link.hover();
    await prefetched;
    expect(await unloadsAfterReactions(page), 'a prefetch reloads nothing').toBe(0);
    // The click is a client navigation: the only document asked for is the reload, of the FAQ.
    const reload = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
    await link.click();
    expect(new URL((await reload).url()).pathname, 'one reload, onto the FAQ').toBe('/faq/');
    await page.waitForLoadState('load');
    // The reloaded FAQ fails the same way; no second reload.
    await expect.poll(() => failedViews.length, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await unloadsAfterReactions(page), 'the one reload, no loop').toBe(1);
  });

  test('a chunk that keeps failing on a fresh load does not reload in a loop', async ({ page, problems }) => {
    problems.allow(/.*/); // nothing can run without the chunk; what counts is the number of loads
    await openPage(page, '/');
    const faqModules = await page.evaluate(() => {
      const manifest = (
        window as unknown as {
          __reactRouterManifest: { routes: Record<string, { id: string; module: string }> };
        }
      ).__reactRouterManifest;
      return Object.values(manifest.routes)
        .filter((r) => /faq/.test(r.id) || /faq/.test(r.module))
        .map((r) => new URL(r.module, location.href).pathname);
    });
    expect(faqModules.length, 'the FAQ route module is in the manifest').toBeGreaterThan(0);
    await page.route(
      (url) => faqModules.includes(url.pathname),
      (route) => route.abort('failed'),
    );
    let failed = 0;
    page.on('requestfailed', (request) => {
      if (faqModules.includes(new URL(request.url()).pathname)) failed += 1;
    });
    await countUnloads(page);
    await page.goto('/faq/');
    await expect
      .poll(() => failed, { message: 'the FAQ module was requested and failed', timeout: 15_000 })
      .toBeGreaterThan(0);
    let unloads = await unloadsAfterReactions(page);
    if (unloads === 1) {
      // The one reload allowed: the reloaded document fails the same way and must not reload again.
      await page.waitForLoadState('load');
      await expect
        .poll(() => failed, { message: 'the reloaded page asked for the FAQ module again', timeout: 15_000 })
        .toBeGreaterThan(1);
      unloads = await unloadsAfterReactions(page);
    }
    expect(unloads, 'at most one reload').toBeLessThanOrEqual(1);
  });
});

test.describe('new version', () => {
  test('after a new build is detected, the next navigation loads a full document', async ({ page }) => {
    await openPage(page, '/');
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({
        json: { id: 'e2e-new-build', timestamp: Date.now() },
        headers: { 'cache-control': 'no-store' },
      }),
    );
    const polled = page.waitForRequest((r) => r.url().endsWith('/builds/latest.json'));
    await triggerVersionCheck(page);
    await polled;
    await markDocument(page);
    const documentRequest = page.waitForRequest(
      (r: Request) => r.isNavigationRequest() && r.frame() === page.mainFrame(),
    );
    await headerLink(page, '/news/').click();
    expect(new URL((await documentRequest).url()).pathname).toBe('/news/');
    await expect(page).toHaveURL('/news/');
    await waitForRuntime(page);
    expect(await sameDocument(page), 'the navigation was a full page load').toBe(false);
  });

  test('without a new build, navigation stays client-side after a version check', async ({ page }) => {
    await openPage(page, '/');
    const polled = page.waitForResponse((r) => r.url().endsWith('/builds/latest.json'));
    await triggerVersionCheck(page);
    expect((await polled).ok()).toBe(true);
    await markDocument(page);
    await headerLink(page, '/news/').click();
    await expect(page).toHaveURL('/news/');
    expect(await sameDocument(page)).toBe(true);
  });
});

/** Makes the site check builds/latest.json now, through the debug hook it exposes for this. */
async function triggerVersionCheck(page: Page) {
  await page.evaluate(async () => {
    const kino = (window as unknown as { __kino?: { checkVersion?: () => Promise<unknown> } }).__kino;
    if (!kino?.checkVersion) throw new Error('the site exposes no window.__kino.checkVersion()');
    await kino.checkVersion();
  });
}

test.describe('content retry', () => {
  /** The site's content cache uses an answer without asking for 5 s after the service last confirmed it. */
  const CONTENT_FRESH_MS = 5_000;
  /**
   * Arms the proxy's failure for `path` once the site would ask the content service again (other specs, the sitemap
   * crawl among them, may have read the same article moments ago); answers when it was armed.
   */
  async function armFailure(path: string, times: number): Promise<number> {
    const last = (await seenRequests(path)).at(-1)?.at;
    if (last !== undefined) {
      const wait = last + CONTENT_FRESH_MS + 500 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const since = Date.now();
    await failNext(path, { times, status: 503 });
    return since;
  }
  /** A page the page cache may hold (the sitemap crawl rendered them all): a cookie makes the site render it anew. */
  const UNCACHED = { headers: { cookie: 'e2e-uncached=1' } };

  async function olderArticles() {
    const items = (await content.news('main', { perPage: 50 })).items;
    if (items.length < 3) throw new Error('demo content needs at least 3 news articles');
    return items.slice(-2);
  }

  test('a content request that fails once is retried after ~500 ms and the page renders', async ({
    request,
  }) => {
    const [article] = await olderArticles();
    const path = `/main/kino/v1/news/${article!.slug}`;
    const since = await armFailure(path, 1);
    const response = await request.get(`/news/${article!.slug}/`, UNCACHED);
    expect(response.status()).toBe(200);
    expect(visibleText(await response.text())).toContain(article!.title);
    const seen = (await seenRequests(path)).filter((s) => s.at >= since);
    expect(seen[0], 'the first request got the injected failure').toMatchObject({ status: 503, fault: true });
    expect([200, 304]).toContain(seen[1]?.status);
    expect(seen[1]!.at - seen[0]!.at, 'retry delay in ms').toBeGreaterThanOrEqual(450);
  });

  test('a content request that keeps failing gives the error page with a 5xx status, not a crash', async ({
    request,
  }) => {
    const [, article] = await olderArticles();
    const path = `/main/kino/v1/news/${article!.slug}`;
    const since = await armFailure(path, 2);
    const response = await request.get(`/news/${article!.slug}/`, UNCACHED);
    expect([502, 503]).toContain(response.status());
    const html = await response.text();
    expect(html).toContain('Вернуться на главную');
    expect(html).toMatch(new RegExp(`<title>${response.status()}</title>`));
    expect((await seenRequests(path)).filter((s) => s.at >= since && s.fault)).toHaveLength(2);
  });
});

test.describe('route rules', () => {
  for (const [from, rule] of Object.entries(ROUTE_RULES)) {
    test(`${from} redirects ${rule.status} to ${rule.redirect}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(rule.status);
      expect(new URL(response.headers().location ?? '', baseURL).href).toBe(
        new URL(rule.redirect, baseURL).href,
      );
    });
  }
});

test.describe('build manifest', () => {
  test('a second after load the browser reads the route rules; a client navigation to a rule path follows it', async ({
    page,
    problems,
  }) => {
    // The router's data request for the old path races the full load and may answer 404; the page never shows it.
    problems.allow(/old-afisha\/_\.data/);
    const manifests: string[] = [];
    page.on('request', (r) => {
      if (/\/builds\/meta\/[^/]+\.json$/.test(new URL(r.url()).pathname)) manifests.push(r.url());
    });
    await openPage(page, '/');
    await expect
      .poll(() => page.evaluate(() => (window as { __kino?: { routeRules?: unknown } }).__kino?.routeRules))
      .toEqual(ROUTE_RULES);
    expect(manifests, 'one manifest fetch').toHaveLength(1);
    await markDocument(page);
    // A client-side navigation, as a link inside content would start it.
    await page.evaluate(() => {
      const w = window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } };
      setTimeout(() => w.__reactRouterDataRouter.navigate('/old-afisha/'), 0);
    });
    await expect(page).toHaveURL(/\/afisha\/$/);
    await expect(page.locator('h1')).toContainText('Афиша');
    expect(await sameDocument(page), 'the redirect was a full load through the server').toBe(false);
  });

  test("an old build's manifest is not found, and that is only logged", async ({ request }) => {
    expect((await request.get('/builds/meta/no-such-build.json')).status()).toBe(404);
  });
});

test.describe('HTTP headers', () => {
  const seconds = (cacheControl: string, directive: string) =>
    Number(new RegExp(`${directive}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);

  test('pages are cached briefly: a removed session is gone within 60 s', async ({ request }) => {
    const cacheControl = (await request.get('/afisha/')).headers()['cache-control'] ?? '';
    expect(cacheControl).toMatch(/max-age=\d+/);
    expect(
      seconds(cacheControl, 'max-age') + seconds(cacheControl, 'stale-while-revalidate'),
    ).toBeLessThanOrEqual(60);
  });

  test('hashed assets are immutable, the version file is never cached', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = hydrationModules(html).find((url) => url.startsWith('/assets/'));
    expect(asset).toBeTruthy();
    const assetCache = (await request.get(asset!)).headers()['cache-control'] ?? '';
    expect(assetCache).toContain('immutable');
    expect(seconds(assetCache, 'max-age')).toBeGreaterThanOrEqual(31_536_000);
    const version = await request.get('/builds/latest.json');
    expect(version.ok()).toBe(true);
    expect(typeof (await version.json()).id).toBe('string');
    expect(version.headers()['cache-control']).toMatch(/no-store|no-cache|max-age=0/);
  });

  test('pages are compressed and carry a CSP that allows exactly their inline scripts, by hash', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers()['content-encoding']).toMatch(/gzip|br/);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp, 'no per-answer nonce').not.toContain('nonce');
    expect(csp).toMatch(/object-src 'none'/);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs, body]) => body && !/\ssrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  });

  test('hydrates with no CSP violation: every inline script, and the hydration started later, is allowed', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
      );
    });
    for (const path of ['/', '/afisha/', '/rechitsa/contacts/']) {
      await page.goto(path);
      // The hydration's module code runs from the inert script after the load (decision 022): React Router's route
      // modules are on window once it has.
      await page.waitForFunction(() => '__reactRouterRouteModules' in window, undefined, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        path,
      ).toEqual([]);
    }
  });
});
