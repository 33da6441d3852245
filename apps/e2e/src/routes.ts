// The routes of SPEC §2, written out independently of the site's code, and what each page must show from the content service.
import type { Film, Town } from '@kino/api/types';
import { SUITE_NOW } from '#src/clock.ts';
import { content, decodeEntities, todayCandidates } from '#src/content.ts';

export const ROUTE_PATTERNS = {
  index: '/',
  afisha: '/afisha/',
  'afisha-film': '/afisha/:film/',
  /** «Скоро в кино»: not in SPEC §2, added by docs/decisions/008. */
  skoro: '/skoro/',
  'movie_cat-category': '/movie_cat/:category/',
  'events_cat-category': '/events_cat/:category/',
  /** Every coming event: not in SPEC §2, added by docs/decisions/009. */
  events: '/events/',
  news: '/news/',
  'news-news': '/news/:news/',
  certificates: '/certificates/',
  cinema: '/cinema/',
  contacts: '/contacts/',
  documents: '/documents/',
  'documents-documents': '/documents/:documents/',
  faq: '/faq/',
  'hall-hall': '/hall/:hall/',
  services: '/services/',
  vacancies: '/vacancies/',
  'vacancies-vacancy': '/vacancies/:vacancy/',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;
export const ROUTE_NAMES = Object.keys(ROUTE_PATTERNS) as RouteName[];
export type Params = Record<string, string>;

export const PREFIX: Record<Town, string> = { main: '', rechitsa: '/rechitsa' };

export function pathOf(town: Town, name: RouteName, params: Params = {}): string {
  const path = ROUTE_PATTERNS[name].replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (!value) throw new Error(`${name} needs ${key}`);
    return encodeURIComponent(value);
  });
  return `${PREFIX[town]}${path}`;
}

/** The inverse of pathOf: which route and params a pathname is, or undefined. */
export function matchPath(town: Town, pathname: string): { name: RouteName; params: Params } | undefined {
  const prefix = PREFIX[town];
  if (!pathname.startsWith(`${prefix}/`)) return undefined;
  const rest = pathname.slice(prefix.length);
  for (const name of ROUTE_NAMES) {
    const keys: string[] = [];
    const source = ROUTE_PATTERNS[name].replace(/:([a-z_]+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    const match = new RegExp(`^${source}$`).exec(rest);
    if (match)
      return { name, params: Object.fromEntries(keys.map((k, i) => [k, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
}

/**
 * A film the afisha lists today: it has a session still to come on every cinema day that may count as today right
 * now (a film whose sessions today have all started is folded, made only when opened).
 */
export async function filmShownToday(town: Town): Promise<Film> {
  const days = todayCandidates();
  const now = Date.parse(SUITE_NOW);
  const films = await content.films(town);
  const film = films.find((f) =>
    days.every((day) => f.sessions.some((s) => s.cinemaDay === day && Date.parse(s.startsAt) > now)),
  );
  if (!film)
    throw new Error(`No film of ${town} has sessions on ${days.join(' and ')}: check the demo content`);
  return film;
}

/** Real params for every route with params, taken from the content service. */
export async function sampleParams(town: Town, name: RouteName): Promise<Params> {
  switch (name) {
    case 'afisha-film':
      return { film: (await filmShownToday(town)).slug };
    case 'movie_cat-category': {
      const categories = await content.filmCategories(town);
      const category = categories.find((c) => c.count > 0);
      if (!category) throw new Error(`${town} has no film category with films`);
      return { category: category.slug };
    }
    case 'events_cat-category': {
      const categories = await content.eventCategories(town);
      const category = categories.find((c) => c.count > 0);
      if (!category) throw new Error(`${town} has no event category with events`);
      return { category: category.slug };
    }
    case 'news-news':
      return { news: first((await content.news(town)).items, 'news').slug };
    case 'documents-documents':
      return { documents: first((await content.documents(town)).items, 'documents').slug };
    case 'hall-hall':
      return { hall: first(await content.halls(town), 'halls').slug };
    case 'vacancies-vacancy':
      return { vacancy: first((await content.vacancies(town)).items, 'vacancies').slug };
    default:
      return {};
  }
}

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (!item) throw new Error(`The content service has no ${what}`);
  return item;
}

/** Texts that must appear on the page of a route, straight from the content service. */
export async function expectedTexts(town: Town, name: RouteName, params: Params): Promise<string[]> {
  switch (name) {
    case 'index':
      return [(await content.info(town)).cinemaName, first((await content.news(town)).items, 'news').title];
    case 'afisha':
      return [(await filmShownToday(town)).title];
    case 'afisha-film':
      return [(await content.film(town, params.film!)).title];
    case 'skoro': {
      const [today] = todayCandidates();
      const coming = (await content.films(town, { premier: true })).filter(
        (film) => film.premiereDate !== null && film.premiereDate > today!,
      );
      return ['Скоро в кино', first(coming, 'films coming soon').title];
    }
    case 'movie_cat-category': {
      const category = (await content.filmCategories(town)).find((c) => c.slug === params.category);
      const films = await content.films(town, { category: params.category });
      return [category?.name ?? `category ${params.category}`, first(films, 'films in the category').title];
    }
    case 'events_cat-category': {
      const category = (await content.eventCategories(town)).find((c) => c.slug === params.category);
      const events = await content.events(town, { category: params.category });
      return [
        category?.name ?? `category ${params.category}`,
        first(events.items, 'events in the category').title,
      ];
    }
    case 'events': {
      const events = await content.events(town, { perPage: 12 });
      const now = Date.parse(SUITE_NOW);
      const on = events.items.filter((e) => Date.parse(e.endsAt ?? e.startsAt) > now);
      return ['События', first(on, 'coming events').title];
    }
    case 'news':
      return [first((await content.news(town)).items, 'news').title];
    case 'news-news':
      return [(await content.article(town, params.news!)).title];
    case 'certificates': {
      const page = await content.certificates(town);
      return [page.title, first(page.certificates, 'certificates').title];
    }
    case 'cinema': {
      const page = await content.about(town);
      return [page.title, first(await content.halls(town), 'halls').name];
    }
    case 'contacts': {
      const page = await content.contacts(town);
      return [page.title, page.address.street];
    }
    case 'documents':
      return [first((await content.documents(town)).items, 'documents').title];
    case 'documents-documents':
      return [(await content.document(town, params.documents!)).title];
    case 'faq': {
      const page = await content.faq(town);
      return [page.title, first(first(page.groups, 'FAQ groups').items, 'FAQ items').question];
    }
    case 'hall-hall':
      return [(await content.hall(town, params.hall!)).name];
    case 'services': {
      const page = await content.services(town);
      return [page.title, first(page.services, 'services').title];
    }
    case 'vacancies': {
      const page = await content.vacancyPage(town);
      return [page.title, first((await content.vacancies(town)).items, 'vacancies').title];
    }
    case 'vacancies-vacancy':
      return [(await content.vacancy(town, params.vacancy!)).title];
  }
}

/** The visible text of server-rendered HTML: scripts (which also carry the data) and tags removed, entities decoded. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<head\b[\s\S]*?<\/head>/i, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ');
}

/** Whitespace-normalised, for comparing texts that the page may wrap differently. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
