// Every route of SPEC §2 in both towns shows real content: in the server-rendered HTML, on a first load in the
// browser at 1280 px (hydrating without errors, axe-clean) and after client-side navigation from the home page and menus.
import type { Town } from '@kino/api/types';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '#src/axe.ts';
import { content, decodeEntities, headOf, TOWNS } from '#src/content.ts';
import { expect, footerLink, headerLink, markDocument, openPage, sameDocument, test } from '#src/fixtures.ts';
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

type LinkOn = (page: Page, prefix: string) => Locator;

/** How a visitor reaches each route by clicking: the page to start from and the link to click there. */
const NAVIGATION: Record<RouteName, { from: (town: Town) => Promise<string>; link: LinkOn }> = {
  index: { from: async (t) => pathOf(t, 'news'), link: (page, p) => headerLink(page, `${p}/`) },
  afisha: { from: home, link: (page, p) => headerLink(page, `${p}/afisha/`) },
  news: { from: home, link: (page, p) => headerLink(page, `${p}/news/`) },
  cinema: { from: home, link: (page, p) => headerLink(page, `${p}/cinema/`) },
  services: { from: home, link: (page, p) => headerLink(page, `${p}/services/`) },
  certificates: { from: home, link: (page, p) => headerLink(page, `${p}/certificates/`) },
  contacts: { from: home, link: (page, p) => headerLink(page, `${p}/contacts/`) },
  faq: { from: home, link: (page, p) => footerLink(page, `${p}/faq/`) },
  vacancies: { from: home, link: (page, p) => footerLink(page, `${p}/vacancies/`) },
  documents: { from: home, link: (page, p) => footerLink(page, `${p}/documents/`) },
  'afisha-film': { from: async (t) => pathOf(t, 'afisha'), link: detailLink('/afisha/') },
  skoro: {
    from: async (t) => pathOf(t, 'afisha'),
    link: (page, p) => page.locator(`main a[href="${p}/skoro/"]`).first(),
  },
  'movie_cat-category': {
    // A film page links to the categories the film belongs to.
    from: async (t) => {
      const film = (await content.films(t)).find((f) => f.categories.length > 0);
      if (!film) throw new Error(`No film of ${t} has a category`);
      return pathOf(t, 'afisha-film', { film: film.slug });
    },
    link: (page, p) => page.locator(`main a[href^="${p}/movie_cat/"]`).first(),
  },
  events: { from: home, link: (page, p) => headerLink(page, `${p}/events/`) },
  'events_cat-category': {
    // The list of all events has the categories as tabs.
    from: async (t) => pathOf(t, 'events'),
    link: (page, p) => page.locator(`main a[href^="${p}/events_cat/"]`).first(),
  },
  'news-news': { from: async (t) => pathOf(t, 'news'), link: detailLink('/news/') },
  'documents-documents': { from: async (t) => pathOf(t, 'documents'), link: detailLink('/documents/') },
  'hall-hall': {
    from: async (t) => pathOf(t, 'cinema'),
    link: (page, p) => page.locator(`main a[href^="${p}/hall/"]`).first(),
  },
  'vacancies-vacancy': { from: async (t) => pathOf(t, 'vacancies'), link: detailLink('/vacancies/') },
};

async function home(town: Town) {
  return pathOf(town, 'index');
}

/** A link to an item below a list page (not the list itself, not a filter or page link of it). */
function detailLink(list: string): LinkOn {
  return (page, p) =>
    page
      .locator(`main a[href^="${p}${list}"]:not([href="${p}${list}"]):not([href*="?"]):not([href*="#"])`)
      .first();
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
        const html = await response.text();
        const text = squash(visibleText(html));
        for (const expected of await expectedTexts(town, name, params))
          expect(text, path).toContain(squash(expected));
        // The SEO head comes from the content service's getHead for this page's absolute URL.
        const head = await headOf(town, path);
        expect(decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')).toBe(head.title);
        if (head.canonical)
          expect(decodeEntities(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '')).toBe(
            head.canonical,
          );
      });

      // One test, two visits in one browser context: the page's own first load (a fresh document), then a visit to
      // the page the visitor starts from and the click that leads here. The checks of the first load are soft, so a
      // failing one still lets the navigation be checked.
      test(`${name} at 1280 px: a first load has its content, hydrates without errors, no serious axe violations; it is reached by client-side navigation`, async ({
        page,
      }) => {
        await test.step('first load', async () => {
          const params = await sampleParams(town, name);
          await openPage(page, pathOf(town, name, params));
          for (const expected of await expectedTexts(town, name, params))
            await expect.soft(page.locator('main')).toContainText(squash(expected));
          await expectNoSeriousViolations(page, { soft: true });
        });

        await test.step('client-side navigation', async () => {
          const plan = NAVIGATION[name];
          const start = await plan.from(town);
          await openPage(page, start);
          await markDocument(page);
          const link = plan.link(page, PREFIX[town]);
          await expect(link, `a link to ${name} on ${start}`).toBeAttached();
          await link.scrollIntoViewIfNeeded();
          await link.click();
          await expect(page).toHaveURL((url) => matchPath(town, url.pathname)?.name === name);
          const landed = matchPath(town, new URL(page.url()).pathname)!;
          for (const expected of await expectedTexts(town, name, landed.params))
            await expect(page.locator('main')).toContainText(squash(expected));
          expect(await sameDocument(page), 'navigation stayed in the same document').toBe(true);
          // The head follows the page on client navigation too.
          await expect(page).toHaveTitle((await headOf(town, new URL(page.url()).pathname)).title);
        });
      });
    }
  });
}
