// Reads the expected content from the content service through the contract's typed client and query factories
// (@kino/api), so tests compare the pages with the real data, typed by the contract like the site's own reads.
import { type ContentClient, createContentClient } from '@kino/api/client';
import {
  createContentQueries,
  type EventListParams,
  type FilmListParams,
  type PagedParams,
} from '@kino/api/queries';
import type { Town } from '@kino/api/types';
import { QueryClient } from '@tanstack/react-query';
import { SUITE_NOW } from '#src/clock.ts';
import { runEnv } from '#src/run-env.ts';

export const TOWNS = ['main', 'rechitsa'] as const satisfies readonly Town[];

// Straight from the service, not through the fault proxy: a test's own reads never meet its injected failures.
// Made on first use: the run's address is known only once the global setup has published it.
const clients = new Map<Town, ContentClient>();
const queries = createContentQueries((town) => {
  let client = clients.get(town);
  if (!client) {
    client = createContentClient({ baseUrl: `${runEnv().contentUrl}/${town}/` });
    clients.set(town, client);
  }
  return client;
});

// The demo content does not change while the visitor specs run (the staff specs, which change it, run after them in
// their own project), so each worker reads every resource once; `filmsNow` reads the films again for a test that
// must see the schedule as it is at that moment. No retries of its own: the
// client already retries once (spec §7), and a read that still fails should fail the test.
const cache = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY, retry: false },
  },
});

/**
 * The fixed pages' factory (@kino/api/queries `pageQuery`) types its data as possibly undefined, though `unwrap`
 * throws on a failed read; this narrows it where the tests need the page.
 */
const page = <T>(read: Promise<T | undefined>): Promise<T> =>
  read.then((data) => {
    if (data === undefined) throw new Error('the content service answered a page without a body');
    return data;
  });

export const content = {
  info: (town: Town) => cache.fetchQuery(queries.info.get(town)),
  films: (town: Town, params: FilmListParams = {}) => cache.fetchQuery(queries.films.list(town, params)),
  /** The town's films as the content service has them now (read again, and kept for the other tests). */
  filmsNow: (town: Town) => cache.fetchQuery({ ...queries.films.list(town, {}), staleTime: 0 }),
  film: (town: Town, slug: string) => cache.fetchQuery(queries.films.detail(town, slug)),
  filmCategories: (town: Town) => cache.fetchQuery(queries.films.categories(town)),
  events: (town: Town, params: EventListParams = {}) => cache.fetchQuery(queries.events.list(town, params)),
  eventCategories: (town: Town) => cache.fetchQuery(queries.events.categories(town)),
  news: (town: Town, params: PagedParams = {}) => cache.fetchQuery(queries.news.list(town, params)),
  article: (town: Town, id: string) => cache.fetchQuery(queries.news.detail(town, id)),
  documents: (town: Town, params: PagedParams = {}) => cache.fetchQuery(queries.documents.list(town, params)),
  document: (town: Town, id: string) => cache.fetchQuery(queries.documents.detail(town, id)),
  halls: (town: Town) => cache.fetchQuery(queries.halls.list(town)),
  hall: (town: Town, id: string) => cache.fetchQuery(queries.halls.detail(town, id)),
  vacancies: (town: Town, params: PagedParams = {}) => cache.fetchQuery(queries.vacancies.list(town, params)),
  vacancy: (town: Town, id: string) => cache.fetchQuery(queries.vacancies.detail(town, id)),
  faq: (town: Town) => page(cache.fetchQuery(queries.pages.faq(town))),
  about: (town: Town) => page(cache.fetchQuery(queries.pages.about(town))),
  services: (town: Town) => page(cache.fetchQuery(queries.pages.services(town))),
  contacts: (town: Town) => page(cache.fetchQuery(queries.pages.contacts(town))),
  certificates: (town: Town) => page(cache.fetchQuery(queries.pages.certificates(town))),
  vacancyPage: (town: Town) => page(cache.fetchQuery(queries.pages.vacancypage(town))),
};

/** The SEO head the content service gives for a page of the site: its title and canonical URL, decoded. */
export async function headOf(
  town: Town,
  path: string,
): Promise<{ title: string; canonical: string | undefined }> {
  const { head } = await cache.fetchQuery(queries.head.get(town, `${runEnv().siteUrl}${path}`));
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  if (title === undefined) throw new Error(`getHead for ${path} has no <title>`);
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  return { title: decodeEntities(title), canonical: canonical && decodeEntities(canonical) };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML entities a server-rendered page or head fragment may contain. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return NAMED[code] ?? entity;
    const hex = code[1] === 'x' || code[1] === 'X';
    return String.fromCodePoint(hex ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });
}

/** Today's date in Minsk as YYYY-MM-DD; by default at the suite's fixed moment, the servers' "now". */
export function minskDate(at = new Date(SUITE_NOW)): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Minsk' }).format(at);
}

/** Cinema days a page may treat as "today": between midnight and 06:00 the previous day is still running. */
export function todayCandidates(at = new Date(SUITE_NOW)): string[] {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Minsk', hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
  const today = minskDate(at);
  return hour < 6 ? [today, minskDate(new Date(at.getTime() - 24 * 3600 * 1000))] : [today];
}
