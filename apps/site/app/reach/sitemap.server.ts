// The sitemaps: every public page of a town, from the route table (@kino/api/routes) and the content service, each
// with `lastmod` from the content's own dates; written by the `sitemap` library. Robots.txt points at the index.
import { SITEMAP_INDEX_PATH, townSitemapPath } from '@kino/api/feeds';
import { ROUTE_NAMES, ROUTES, type RouteName, routePath } from '@kino/api/routes';
import { TOWN_PREFIX, TOWNS, type Town } from '@kino/api/towns';
import type { QueryClient } from '@tanstack/react-query';
import { SitemapIndexStream, type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import { ensure, queries } from '#src/content-client/content.server.ts';
import { siteUrl } from './week.server.ts';

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** One page of the sitemap: its path and when its content last changed (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastmod: string | undefined;
}

/** The contract caps a page of a list at 50 items. */
const PER_PAGE = 50;

/** Every item of a paged list of the content service. */
async function allPages<T>(
  load: (page: number) => Promise<{ items: T[]; meta: { totalPages: number } }>,
): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) => load(i + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

const latest = (dates: Array<string | undefined>): string | undefined =>
  dates.filter((d): d is string => Boolean(d)).sort((a, b) => Date.parse(b) - Date.parse(a))[0];

/**
 * A town's pages. Items with a date of their own (news, documents, vacancies) carry it; their lists carry the newest
 * item's. Everything else (the schedule, films, halls, categories, the fixed pages) changes with the town's content,
 * whose time the info gives (`updatedAt`: an edit, or the schedule of a new cinema day).
 */
export async function townEntries(queryClient: QueryClient, town: Town): Promise<SitemapEntry[]> {
  const load = <T>(what: string, fetch: () => Promise<T>) =>
    ensure(`${what} of ${town} for the sitemap`, fetch);
  const q = queryClient;
  const [info, films, filmCategories, eventCategories, halls, news, documents, vacancies] = await Promise.all(
    [
      load('info', () => q.ensureQueryData(queries.info.get(town))),
      load('films', () => q.ensureQueryData(queries.films.list(town))),
      load('film categories', () => q.ensureQueryData(queries.films.categories(town))),
      load('event categories', () => q.ensureQueryData(queries.events.categories(town))),
      load('halls', () => q.ensureQueryData(queries.halls.list(town))),
      load('news', () =>
        allPages((page) => q.ensureQueryData(queries.news.list(town, { page, perPage: PER_PAGE }))),
      ),
      load('documents', () =>
        allPages((page) => q.ensureQueryData(queries.documents.list(town, { page, perPage: PER_PAGE }))),
      ),
      load('vacancies', () =>
        allPages((page) => q.ensureQueryData(queries.vacancies.list(town, { page, perPage: PER_PAGE }))),
      ),
    ],
  );
  const changed = info.updatedAt;
  const page = (name: RouteName, lastmod: string | undefined, params?: Record<string, string>) => ({
    path: routePath({ name, params }, town),
    lastmod,
  });
  const own: Partial<Record<RouteName, string | undefined>> = {
    news: latest(news.map((n) => n.publishedAt)),
    documents: latest(documents.map((d) => d.updatedAt)),
    vacancies: latest(vacancies.map((v) => v.publishedAt)),
  };
  // The search page answers a query; without one it is an empty form, nothing to index.
  const fixed = ROUTE_NAMES.filter((name) => !ROUTES[name].includes(':') && name !== 'search').map((name) =>
    page(name, name in own ? own[name] : changed),
  );
  return [
    ...fixed,
    ...films.map((film) => page('afisha-film', changed, { film: film.slug })),
    ...filmCategories.map((c) => page('movie_cat-category', changed, { category: c.slug })),
    ...eventCategories.map((c) => page('events_cat-category', changed, { category: c.slug })),
    ...halls.map((hall) => page('hall-hall', changed, { hall: hall.slug })),
    ...news.map((n) => page('news-news', n.publishedAt, { news: n.slug })),
    ...documents.map((d) => page('documents-documents', d.updatedAt, { documents: d.slug })),
    ...vacancies.map((v) => page('vacancies-vacancy', v.publishedAt, { vacancy: v.slug })),
  ];
}

/** The sitemap of one town (urlset). */
export async function townSitemap(entries: SitemapEntry[]): Promise<string> {
  const stream = new SitemapStream({
    hostname: siteUrl('/'),
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const xml = streamToPromise(stream);
  for (const entry of entries) {
    const item: SitemapItemLoose = { url: siteUrl(entry.path) };
    if (entry.lastmod) item.lastmod = entry.lastmod;
    stream.write(item);
  }
  stream.end();
  return (await xml).toString('utf8');
}

/** The index: one sitemap per town, each with its newest `lastmod`. */
export async function sitemapIndex(lastmods: Record<Town, string | undefined>): Promise<string> {
  const stream = new SitemapIndexStream();
  const xml = streamToPromise(stream);
  for (const town of TOWNS) {
    const lastmod = lastmods[town];
    stream.write({ url: siteUrl(townSitemapPath(town)), ...(lastmod ? { lastmod } : {}) });
  }
  stream.end();
  return (await xml).toString('utf8');
}

/** The newest lastmod of a town's entries. */
export function newestOf(entries: SitemapEntry[]): string | undefined {
  return latest(entries.map((e) => e.lastmod));
}

/**
 * Crawlers: everything public, but not the staff workspace, previews of drafts (`?preview=`) or the form endpoints
 * of both towns (a GET there only redirects back).
 */
export function robotsTxt(): string {
  const disallow = [
    '/admin/',
    '/*?preview=',
    '/*&preview=',
    ...TOWNS.map((town) => `${TOWN_PREFIX[town]}/forms/`),
  ];
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl(SITEMAP_INDEX_PATH)}`,
    '',
  ].join('\n');
}
