// Every route of SPEC §2 in both towns shows real content: in the server-rendered HTML, on a first load in the
// browser (hydrating without errors) and after client-side navigation from the home page and menus.
import type { Town } from '@kino/api/types';
import { content, TOWNS } from '#src/content.ts';
import { expect, markDocument, openPage, sameDocument, test } from '#src/fixtures.ts';
import {
  expectedTexts,
  matchPath,
  PREFIX,
  pathOf,
  ROUTE_NAMES,
  type RouteName,
  sampleParams,
  squash,
  visibleText,
} from '#src/routes.ts';

/** How a visitor reaches each route by clicking: the page to start from and the link to click there. */
const NAVIGATION: Record<RouteName, { from: (town: Town) => Promise<string>; link: (p: string) => string }> =
  {
    index: { from: async (t) => pathOf(t, 'news'), link: (p) => `header a[href="${p}/"]` },
    afisha: { from: home, link: (p) => `header nav a[href="${p}/afisha/"]` },
    news: { from: home, link: (p) => `header nav a[href="${p}/news/"]` },
    cinema: { from: home, link: (p) => `header nav a[href="${p}/cinema/"]` },
    services: { from: home, link: (p) => `header nav a[href="${p}/services/"]` },
    certificates: { from: home, link: (p) => `header nav a[href="${p}/certificates/"]` },
    contacts: { from: home, link: (p) => `header nav a[href="${p}/contacts/"]` },
    faq: { from: home, link: (p) => `footer a[href="${p}/faq/"]` },
    vacancies: { from: home, link: (p) => `footer a[href="${p}/vacancies/"]` },
    documents: { from: home, link: (p) => `footer a[href="${p}/documents/"]` },
    'afisha-film': { from: async (t) => pathOf(t, 'afisha'), link: (p) => detailLink(`${p}/afisha/`) },
    'movie_cat-category': {
      // A film page links to the categories the film belongs to.
      from: async (t) => {
        const film = (await content.films(t)).find((f) => f.categories.length > 0);
        if (!film) throw new Error(`No film of ${t} has a category`);
        return pathOf(t, 'afisha-film', { film: film.slug });
      },
      link: (p) => `main a[href^="${p}/movie_cat/"]`,
    },
    'events_cat-category': { from: home, link: (p) => `main a[href^="${p}/events_cat/"]` },
    'news-news': { from: async (t) => pathOf(t, 'news'), link: (p) => detailLink(`${p}/news/`) },
    'documents-documents': {
      from: async (t) => pathOf(t, 'documents'),
      link: (p) => detailLink(`${p}/documents/`),
    },
    'hall-hall': { from: async (t) => pathOf(t, 'cinema'), link: (p) => `main a[href^="${p}/hall/"]` },
    'vacancies-vacancy': {
      from: async (t) => pathOf(t, 'vacancies'),
      link: (p) => detailLink(`${p}/vacancies/`),
    },
  };

async function home(town: Town) {
  return pathOf(town, 'index');
}

/** A link to an item below a list page (not the list itself, not a filter or page link of it). */
function detailLink(list: string) {
  return `main a[href^="${list}"]:not([href="${list}"]):not([href*="?"]):not([href*="#"])`;
}

for (const town of TOWNS) {
  test.describe(`${town}:`, () => {
    for (const name of ROUTE_NAMES) {
      test(`${name} is server-rendered with its content`, async ({ request }) => {
        const params = await sampleParams(town, name);
        const path = pathOf(town, name, params);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const text = squash(visibleText(await response.text()));
        for (const expected of await expectedTexts(town, name, params))
          expect(text, path).toContain(squash(expected));
      });

      test(`${name} loads and hydrates without errors`, async ({ page }) => {
        const params = await sampleParams(town, name);
        const path = pathOf(town, name, params);
        await openPage(page, path);
        for (const expected of await expectedTexts(town, name, params))
          await expect(page.locator('body')).toContainText(squash(expected));
        // Late errors (lazy chunks, prefetches, effects) still count.
        await page.waitForLoadState('networkidle');
      });

      test(`${name} is reached by client-side navigation`, async ({ page }) => {
        const plan = NAVIGATION[name];
        const start = await plan.from(town);
        await openPage(page, start);
        await markDocument(page);
        const link = page.locator(plan.link(PREFIX[town])).first();
        await expect(link, `a link to ${name} on ${start}`).toBeAttached();
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL((url) => matchPath(town, url.pathname)?.name === name);
        const landed = matchPath(town, new URL(page.url()).pathname)!;
        for (const expected of await expectedTexts(town, name, landed.params))
          await expect(page.locator('main')).toContainText(squash(expected));
        expect(await sameDocument(page), 'navigation stayed in the same document').toBe(true);
      });
    }
  });
}
