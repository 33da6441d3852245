// TanStack Query option factories for every content resource; keys start with the town.
import { queryOptions } from '@tanstack/react-query';
import { type ContentClient, unwrap } from './client.ts';
import { PAGE_PATHS, type PageKey } from './enums.ts';
import type { Town } from './towns.ts';
import type { operations } from './types.ts';
import type { ScheduleDay } from './views.ts';

type Query<Op extends keyof operations> = operations[Op] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;

export type FilmListParams = Query<'listFilms'>;
export type EventListParams = Query<'listEvents'>;
export type PagedParams = Query<'listNews'>;

/** Hierarchical keys: everything of a town under [town], so a town switch can drop a whole branch. */
export const contentKeys = {
  town: (town: Town) => [town] as const,
  films: (town: Town) => [town, 'films'] as const,
  /** The schedule's cinema days as the pages show them (views, not the contract's films). */
  schedule: (town: Town) => [town, 'films', 'schedule'] as const,
  info: (town: Town) => [town, 'info'] as const,
  events: (town: Town) => [town, 'events'] as const,
  pages: (town: Town) => [town, 'pages'] as const,
  halls: (town: Town) => [town, 'halls'] as const,
  news: (town: Town) => [town, 'news'] as const,
  documents: (town: Town) => [town, 'documents'] as const,
  vacancies: (town: Town) => [town, 'vacancies'] as const,
  head: (town: Town) => [town, 'head'] as const,
  search: (town: Town) => [town, 'search'] as const,
};

type Fetch<T> = (
  client: ContentClient,
  signal: AbortSignal,
) => Promise<{ data?: T; error?: unknown; response: Response }>;
const fetchPage = <T>(fetch: Fetch<T>) => fetch;

/** The fixed pages of spec §7, each its own typed call; `satisfies` keeps them equal to the contract's pages. */
const PAGES = {
  faq: fetchPage((c, signal) => c.GET(PAGE_PATHS.faq, { signal })),
  about: fetchPage((c, signal) => c.GET(PAGE_PATHS.about, { signal })),
  services: fetchPage((c, signal) => c.GET(PAGE_PATHS.services, { signal })),
  contacts: fetchPage((c, signal) => c.GET(PAGE_PATHS.contacts, { signal })),
  hall: fetchPage((c, signal) => c.GET(PAGE_PATHS.hall, { signal })),
  vacancypage: fetchPage((c, signal) => c.GET(PAGE_PATHS.vacancypage, { signal })),
  certificates: fetchPage((c, signal) => c.GET(PAGE_PATHS.certificates, { signal })),
} satisfies Record<PageKey, Fetch<unknown>>;

/** Builds the option factories over one client per town. */
export function createContentQueries(getClient: (town: Town) => ContentClient) {
  const pageQuery =
    <P extends keyof typeof PAGES>(page: P) =>
    (town: Town) =>
      queryOptions({
        queryKey: [...contentKeys.pages(town), page] as const,
        queryFn: async ({ signal }) =>
          unwrap(
            await (PAGES[page] as Fetch<Awaited<ReturnType<(typeof PAGES)[P]>>['data']>)(
              getClient(town),
              signal,
            ),
          ),
      });

  return {
    films: {
      list: (town: Town, params: FilmListParams = {}) =>
        queryOptions({
          queryKey: [...contentKeys.films(town), 'list', params] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/films', { params: { query: params }, signal })),
        }),
      detail: (town: Town, slug: string) =>
        queryOptions({
          queryKey: [...contentKeys.films(town), 'detail', slug] as const,
          queryFn: async ({ signal }) =>
            unwrap(
              await getClient(town).GET('/kino/v1/films/{slug}', { params: { path: { slug } }, signal }),
            ),
        }),
      categories: (town: Town) =>
        queryOptions({
          queryKey: [...contentKeys.films(town), 'categories'] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/film-categories', { signal })),
        }),
    },
    info: {
      get: (town: Town) =>
        queryOptions({
          queryKey: contentKeys.info(town),
          // Spec §7: the answer's `data` field is the info.
          queryFn: async ({ signal }) => unwrap(await getClient(town).GET('/kino/v1/info', { signal })).data,
        }),
    },
    events: {
      list: (town: Town, params: EventListParams = {}) =>
        queryOptions({
          queryKey: [...contentKeys.events(town), 'list', params] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/events', { params: { query: params }, signal })),
        }),
      categories: (town: Town) =>
        queryOptions({
          queryKey: [...contentKeys.events(town), 'categories'] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/event-categories', { signal })),
        }),
    },
    pages: {
      faq: pageQuery('faq'),
      about: pageQuery('about'),
      services: pageQuery('services'),
      contacts: pageQuery('contacts'),
      hall: pageQuery('hall'),
      vacancypage: pageQuery('vacancypage'),
      certificates: pageQuery('certificates'),
    },
    halls: {
      list: (town: Town) =>
        queryOptions({
          queryKey: [...contentKeys.halls(town), 'list'] as const,
          queryFn: async ({ signal }) => unwrap(await getClient(town).GET('/kino/v1/hall', { signal })),
        }),
      detail: (town: Town, id: string) =>
        queryOptions({
          queryKey: [...contentKeys.halls(town), 'detail', id] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/hall/{id}', { params: { path: { id } }, signal })),
        }),
    },
    news: {
      list: (town: Town, params: PagedParams = {}) =>
        queryOptions({
          queryKey: [...contentKeys.news(town), 'list', params] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/news', { params: { query: params }, signal })),
        }),
      detail: (town: Town, id: string) =>
        queryOptions({
          queryKey: [...contentKeys.news(town), 'detail', id] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/news/{id}', { params: { path: { id } }, signal })),
        }),
    },
    documents: {
      list: (town: Town, params: PagedParams = {}) =>
        queryOptions({
          queryKey: [...contentKeys.documents(town), 'list', params] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/documents', { params: { query: params }, signal })),
        }),
      detail: (town: Town, id: string) =>
        queryOptions({
          queryKey: [...contentKeys.documents(town), 'detail', id] as const,
          queryFn: async ({ signal }) =>
            unwrap(
              await getClient(town).GET('/kino/v1/documents/{id}', { params: { path: { id } }, signal }),
            ),
        }),
    },
    vacancies: {
      list: (town: Town, params: PagedParams = {}) =>
        queryOptions({
          queryKey: [...contentKeys.vacancies(town), 'list', params] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/vacancy', { params: { query: params }, signal })),
        }),
      detail: (town: Town, id: string) =>
        queryOptions({
          queryKey: [...contentKeys.vacancies(town), 'detail', id] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/kino/v1/vacancy/{id}', { params: { path: { id } }, signal })),
        }),
    },
    search: (town: Town, q: string) =>
      queryOptions({
        queryKey: [...contentKeys.search(town), q] as const,
        queryFn: async ({ signal }) =>
          unwrap(await getClient(town).GET('/kino/v1/search', { params: { query: { q } }, signal })),
      }),
    head: {
      get: (town: Town, url: string) =>
        queryOptions({
          queryKey: [...contentKeys.head(town), url] as const,
          queryFn: async ({ signal }) =>
            unwrap(await getClient(town).GET('/rankmath/v1/getHead', { params: { query: { url } }, signal })),
        }),
    },
  };
}

export type ContentQueries = ReturnType<typeof createContentQueries>;

/**
 * Loads one cinema day of a town's schedule as the schedule shows it: the server cuts it from the content service's
 * answer, the browser asks the site's day route for it (it never holds the content service's address).
 */
export type ScheduleDayLoader = (town: Town, day: string, signal: AbortSignal) => Promise<ScheduleDay>;

/** Option factories for the schedule's days over a loader of one day: one key scheme for the server and the browser. */
export function createScheduleQueries(load: ScheduleDayLoader) {
  return {
    day: (town: Town, day: string) =>
      queryOptions({
        queryKey: [...contentKeys.schedule(town), day] as const,
        queryFn: ({ signal }) => load(town, day, signal),
      }),
  };
}

export type ScheduleQueries = ReturnType<typeof createScheduleQueries>;
