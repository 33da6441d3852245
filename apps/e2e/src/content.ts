// Reads the expected content straight from the content service, so tests compare the pages with the real data.
import type {
  AboutPage,
  CategoryWithCount,
  CertificatesPage,
  ContactsPage,
  Document,
  DocumentPage,
  EventPage,
  FaqPage,
  Film,
  Hall,
  Info,
  NewsArticle,
  NewsPage,
  ServicesPage,
  Town,
  Vacancy,
  VacancyListPage,
  VacancyPage,
} from '@kino/api/types';
import { runEnv } from '#src/run-env.ts';

export const TOWNS = ['main', 'rechitsa'] as const satisfies readonly Town[];

const cache = new Map<string, Promise<unknown>>();

/** GET a content path of a town (relative to its base address), cached for the worker's lifetime. */
export function contentGet<T>(town: Town, path: string): Promise<T> {
  const url = `${runEnv().contentUrl}/${town}/kino/v1/${path}`;
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
      return response.json();
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}

export const content = {
  info: (town: Town) => contentGet<{ data: Info }>(town, 'info').then((r) => r.data),
  films: (town: Town, query = '') => contentGet<Film[]>(town, `films${query}`),
  film: (town: Town, slug: string) => contentGet<Film>(town, `films/${slug}`),
  filmCategories: (town: Town) => contentGet<CategoryWithCount[]>(town, 'film-categories'),
  events: (town: Town, query = '') => contentGet<EventPage>(town, `events${query}`),
  eventCategories: (town: Town) => contentGet<CategoryWithCount[]>(town, 'event-categories'),
  news: (town: Town, query = '') => contentGet<NewsPage>(town, `news${query}`),
  article: (town: Town, id: string) => contentGet<NewsArticle>(town, `news/${id}`),
  documents: (town: Town, query = '') => contentGet<DocumentPage>(town, `documents${query}`),
  document: (town: Town, id: string) => contentGet<Document>(town, `documents/${id}`),
  halls: (town: Town) => contentGet<Hall[]>(town, 'hall'),
  hall: (town: Town, id: string) => contentGet<Hall>(town, `hall/${id}`),
  vacancies: (town: Town, query = '') => contentGet<VacancyListPage>(town, `vacancy${query}`),
  vacancy: (town: Town, id: string) => contentGet<Vacancy>(town, `vacancy/${id}`),
  faq: (town: Town) => contentGet<FaqPage>(town, 'pages/faq'),
  about: (town: Town) => contentGet<AboutPage>(town, 'pages/about'),
  services: (town: Town) => contentGet<ServicesPage>(town, 'pages/services'),
  contacts: (town: Town) => contentGet<ContactsPage>(town, 'pages/contacts'),
  certificates: (town: Town) => contentGet<CertificatesPage>(town, 'pages/certificates'),
  vacancyPage: (town: Town) => contentGet<VacancyPage>(town, 'pages/vacancypage'),
};

/** The SEO head the content service gives for a page of the site: its title and canonical URL, decoded. */
export async function headOf(
  town: Town,
  path: string,
): Promise<{ title: string; canonical: string | undefined }> {
  const { siteUrl, contentUrl } = runEnv();
  const url = `${contentUrl}/${town}/rankmath/v1/getHead?url=${encodeURIComponent(`${siteUrl}${path}`)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const { head } = (await response.json()) as { head: string };
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

/** Today's date in Minsk as YYYY-MM-DD. */
export function minskDate(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Minsk' }).format(at);
}

/** Cinema days a page may treat as "today": between midnight and 06:00 the previous day is still running. */
export function todayCandidates(at = new Date()): string[] {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Minsk', hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
  const today = minskDate(at);
  return hour < 6 ? [today, minskDate(new Date(at.getTime() - 24 * 3600 * 1000))] : [today];
}
