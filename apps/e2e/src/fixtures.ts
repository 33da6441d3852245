// The suite's `test`: the run's site as baseURL, and every console error or uncaught page error fails the test.
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { runEnv } from '#src/run-env.ts';

export { expect };

export interface PageProblems {
  /** Errors seen so far (console errors and uncaught exceptions, including React's minified hydration errors). */
  readonly errors: string[];
  /** Tolerates errors matching the pattern, for tests that cause failures on purpose (a 404, an aborted chunk). */
  allow(pattern: RegExp): void;
  /** Errors not covered by allow(). */
  unexpected(): string[];
  /**
   * The unexpected errors so far, handed over to the test: a test that visits many pages reports them with the page
   * they came from, and the end-of-test check does not report them again.
   */
  take(): string[];
}

/** Collects console errors and page errors of every page of a context. */
export function watchProblems(context: BrowserContext): PageProblems {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location()?.url;
    errors.push(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    errors.push(`pageerror: ${error.name}: ${error.message}`);
  });
  let taken = 0;
  const unexpected = () => errors.filter((e, i) => i >= taken && !allowed.some((p) => p.test(e)));
  return {
    errors,
    allow: (pattern) => void allowed.push(pattern),
    unexpected,
    take: () => {
      const fresh = unexpected();
      taken = errors.length;
      return fresh;
    },
  };
}

const watched = new WeakMap<BrowserContext, PageProblems>();

export const test = base.extend<{ problems: PageProblems }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function uses from this pattern.
  baseURL: async ({}, use) => {
    await use(runEnv().siteUrl);
  },
  // Every page of the test's browser context is watched; tests that only use `request` start no browser at all.
  context: async ({ context }, use) => {
    const problems = watchProblems(context);
    watched.set(context, problems);
    await use(context);
    expect(problems.unexpected(), 'console errors or uncaught page errors').toEqual([]);
  },
  problems: async ({ context }, use) => {
    await use(watched.get(context)!);
  },
});

/** A visible link of the site header (the desktop menu, not the closed mobile one). */
export function headerLink(page: Page, href: string) {
  return page.getByRole('banner').locator(`a[href="${href}"]`).filter({ visible: true }).first();
}

/** A link of the site footer. */
export function footerLink(page: Page, href: string) {
  return page.getByRole('contentinfo').locator(`a[href="${href}"]`).first();
}

/**
 * Waits until React has hydrated the page, so a click is handled by the router and not by the browser, and the
 * hydration has committed: the root's effects have run (one of them sets `window.__kino.hydrated`), and React
 * reports a hydration mismatch before it runs effects, so one would already have been seen. The helpers loaded after
 * hydration (loading bar, version and route-rule watchers) may still be on their way: see waitForRuntime().
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as {
      __reactRouterDataRouter?: { state: { initialized: boolean } };
      __kino?: { hydrated?: boolean };
    };
    if (!w.__reactRouterDataRouter?.state.initialized || !w.__kino?.hydrated) return false;
    // React hydrates Suspense boundaries one after another: the header and the page's own first control.
    const hydrated = (element: Element | null) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const mainControl = document.querySelector('main input, main button, main a[href]');
    return hydrated(document.querySelector('header a[href]')) && (!mainControl || hydrated(mainControl));
  });
}

/**
 * Waits for the page's deferred runtime (after-hydration.tsx: loaded once the browser is idle after hydration, up to
 * 1.5 s): the loading bar, the version poll (`window.__kino.checkVersion`) and the route-rule watcher are mounted.
 */
export async function waitForRuntime(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(
    () => !!(window as { __kino?: { checkVersion?: unknown } }).__kino?.checkVersion,
  );
}

/**
 * The modules a page's HTML has the browser load to hydrate it: the `modulepreload` links React Router's `<Scripts>`
 * writes — its own preload list, route manifest first.
 */
export function hydrationModules(html: string): string[] {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    (m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? '',
  );
  if (hrefs.length === 0) throw new Error('no modulepreload link in the page');
  return hrefs;
}

/** Loads a page fresh (a document request), checks it answered 200 and waits for hydration. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
  return response;
}

/** Marks the current document; sameDocument() later tells whether navigation stayed client-side. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark = true;
  });
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark === true,
  );
}
