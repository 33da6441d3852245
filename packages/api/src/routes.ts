import {
  baseRouteName,
  TOWN_PREFIX,
  type Town,
  toMainTownName,
  toSecondTownName,
  townOfRouteName,
} from './towns.ts';

// The site's route names and path patterns (spec §2), without the town prefix: the one place paths are written.
// The site and the UI kit build links from it; the content service matches getHead URLs with it.
export const ROUTES = {
  index: '/',
  afisha: '/afisha/',
  'afisha-film': '/afisha/:film/',
  /** «Скоро в кино»: films with their opening dates (not in spec §2; docs/decisions/008). */
  skoro: '/skoro/',
  'movie_cat-category': '/movie_cat/:category/',
  'events_cat-category': '/events_cat/:category/',
  /** Every coming event, soonest first (not in spec §2; docs/decisions/009). */
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
  /** The town's search over films, news, events and vacancies (not in spec §2; issue 35, docs/decisions/120). */
  search: '/search/',
  /** The town's accessibility statement: what each hall offers, special screenings, how to ask for help (issue 35, docs/decisions/141). */
  dostupnost: '/dostupnost/',
} as const;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

/** Where a link goes: a route name with its params, in the current town unless `town` is given. */
export interface LinkTarget {
  name: RouteName;
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  hash?: string;
  town?: Town;
}

/** Builds the path of a route in a town: routePath({ name: 'afisha-film', params: { film: 'dune' } }, 'rechitsa') → /rechitsa/afisha/dune/ */
export function routePath(target: LinkTarget, currentTown: Town = 'main'): string {
  const town = target.town ?? currentTown;
  const pattern: string = ROUTES[target.name];
  const path = pattern.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = target.params?.[key];
    if (!value) throw new Error(`Route ${target.name} needs the param "${key}"`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(target.query ?? {}))
    if (value !== undefined && value !== '') search.set(key, value);
  const query = search.toString();
  return `${TOWN_PREFIX[town]}${path}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}

const MATCHERS = (Object.entries(ROUTES) as [RouteName, string][]).map(([name, pattern]) => {
  const keys: string[] = [];
  const source = pattern.replace(/:([a-z_]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { name, regex: new RegExp(`^${source}$`), keys };
});

/** The inverse of routePath for a path without the town prefix (params as they stand in the path): `/afisha/dune/` → afisha-film { film: 'dune' }. */
export function matchRoute(path: string): { name: RouteName; params: Record<string, string> } | undefined {
  for (const matcher of MATCHERS) {
    const m = matcher.regex.exec(path);
    if (m)
      return { name: matcher.name, params: Object.fromEntries(matcher.keys.map((k, i) => [k, m[i + 1]!])) };
  }
  return undefined;
}

/**
 * The query parameters a page of the site reads — the one list: the UI kit and the site name them from here, and the
 * site's page cache keeps exactly these (with React Router's `_routes`) in its key and drops every other parameter
 * before rendering, so `?utm_…` or `?r=<random>` is the same page and cannot bypass a cache.
 */
export const PAGE_QUERY = {
  /** The schedule's selection (the UI kit's afisha-selection.ts). */
  day: 'day',
  format: 'format',
  time: 'time',
  feature: 'feature',
  children: 'children',
  premieres: 'premieres',
  /** A page with its folds of what has started rendered open (a fold's no-JS link). */
  started: 'started',
  /** The search page's query (`/search/?q=`). */
  query: 'q',
  /** A list's page number (`?page=2`). */
  page: 'page',
  /** A form sent without JavaScript came back with its thank-you (`?sent=<form>`). */
  sent: 'sent',
  /** Marks a town switch's link to an item the other town may not have (`?town-switch=1`). */
  townSwitch: 'town-switch',
  /** A town switch landed on a list because this town does not have the item it came from (`?not-here=afisha-film`). */
  notHere: 'not-here',
  /** The no-JS links of the callback dialog: open it, with a topic, naming what is ordered. */
  callback: 'callback',
  callbackTopic: 'topic',
  callbackSubject: 'about',
} as const;

/**
 * The schedule's selection in the address (day and filters): a page showing a selection is shared with it — its
 * og:url keeps them, while its canonical address does not (apps/content/src/publishing/head.ts).
 */
export const SCHEDULE_QUERY = [
  PAGE_QUERY.day,
  PAGE_QUERY.format,
  PAGE_QUERY.time,
  PAGE_QUERY.feature,
  PAGE_QUERY.children,
  PAGE_QUERY.premieres,
] as const;

/** The schedule's selection of `search`, in SCHEDULE_QUERY's order: `?day=…&format=…` or ''. */
export function scheduleQueryOf(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of SCHEDULE_QUERY) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The longest search query (the contract's `q` of /kino/v1/search): the search box stops there, and the site cuts a
 * longer `?q=` typed into the address to it rather than asking the content service for a 400.
 */
export const SEARCH_QUERY_MAX = 100;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * The search page's `?q=` as the query to search: NFC, control characters as spaces, trimmed, at most
 * SEARCH_QUERY_MAX characters (code points, as the contract counts them); '' when nothing was asked.
 */
export function searchQueryOf(value: string | null): string {
  const text = (value ?? '').normalize('NFC').replace(CONTROL_CHARACTERS, ' ').trim();
  return Array.from(text).slice(0, SEARCH_QUERY_MAX).join('').trim();
}

/** The contract's largest list page. */
export const MAX_LIST_PAGE = 1000;

/**
 * A list's `?page=` as the page it names: a whole number 1…MAX_LIST_PAGE however written (`2`, `02`, `2.0`); anything
 * else is page 1. The site's lists read it so, and its caches key `?page=` by it (one entry per page, not per spelling).
 */
export function listPageOf(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_LIST_PAGE ? page : 1;
}

/** React Router's parameter of a data request for some of a page's routes (a prefetch, a navigation in a layout). */
export const DATA_ROUTES_PARAM = '_routes';

/** Every query parameter a page (or React Router's data request, `_routes`) reads; see PAGE_QUERY. */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  ...Object.values(PAGE_QUERY),
  DATA_ROUTES_PARAM,
]);

/** Marks a town switch's link to an item the other town may not have (`?town-switch=1`). */
export const TOWN_SWITCH_PARAM = PAGE_QUERY.townSwitch;

/** Where a town switch lands when the other town does not have the item: the list the item belongs to. */
export const TOWN_SWITCH_FALLBACK = {
  'afisha-film': 'afisha',
  'movie_cat-category': 'afisha',
  'events_cat-category': 'events',
  'news-news': 'news',
  'documents-documents': 'documents',
  'hall-hall': 'cinema',
  'vacancies-vacancy': 'vacancies',
} as const satisfies Partial<Record<RouteName, RouteName>>;

function hasFallback(name: RouteName): name is keyof typeof TOWN_SWITCH_FALLBACK {
  return Object.hasOwn(TOWN_SWITCH_FALLBACK, name);
}

/**
 * Where the header's town switcher leads from a route (spec §2): to the second town every page maps to its
 * counterpart, with the params its path has and the query (the schedule's day and filters); a link to an item is
 * marked, so that when the other town does not have it the visitor lands on its list instead of a 404. Back, only
 * contacts keeps its page.
 */
export function townSwitchTarget(
  routeName: string,
  params: Record<string, string | undefined>,
  query: Record<string, string> = {},
): LinkTarget {
  if (townOfRouteName(routeName) === 'rechitsa') {
    const target = baseRouteName(toMainTownName(routeName));
    return { name: isRouteName(target) ? target : 'index', town: 'main' };
  }
  const target = baseRouteName(toSecondTownName(routeName));
  if (!isRouteName(target)) return { name: 'index', town: 'rechitsa' };
  const kept: Record<string, string> = {};
  for (const key of ROUTES[target].match(/:([a-z_]+)/g) ?? []) {
    const value = params[key.slice(1)];
    if (value) kept[key.slice(1)] = value;
  }
  const keptQuery = hasFallback(target) ? { ...query, [TOWN_SWITCH_PARAM]: '1' } : query;
  return {
    name: target,
    town: 'rechitsa',
    ...(Object.keys(kept).length > 0 ? { params: kept } : {}),
    ...(Object.keys(keptQuery).length > 0 ? { query: keptQuery } : {}),
  };
}

/** What a town switch's fallback says it could not find (`?not-here=`), by the item's route. */
export const TOWN_SWITCH_NOT_HERE: Record<keyof typeof TOWN_SWITCH_FALLBACK, string> = {
  'afisha-film': 'Этого фильма нет в расписании кинотеатра в этом городе — вот его афиша.',
  'movie_cat-category': 'Такой подборки фильмов здесь нет — вот афиша кинотеатра.',
  'events_cat-category': 'Таких событий здесь нет — вот все события кинотеатра.',
  'news-news': 'Этой новости на сайте кинотеатра в этом городе нет — вот его новости.',
  'documents-documents': 'Этого документа здесь нет — вот документы кинотеатра.',
  'hall-hall': 'Такого зала в этом кинотеатре нет — вот его залы.',
  'vacancies-vacancy': 'Этой вакансии здесь нет — вот вакансии кинотеатра.',
};

/** The notice of a town switch's fallback (`?not-here=<route>`), if the value names one. */
export function townSwitchNotHere(value: string | null): string | undefined {
  return value !== null && hasFallback(value as RouteName)
    ? TOWN_SWITCH_NOT_HERE[value as keyof typeof TOWN_SWITCH_FALLBACK]
    : undefined;
}

/** The list a town switch falls back to from a route, if the route shows one item. */
export function townSwitchFallback(name: RouteName): RouteName | undefined {
  return hasFallback(name) ? TOWN_SWITCH_FALLBACK[name] : undefined;
}

/**
 * A draft's preview on the site (issue 10): the staff workspace's «Ссылка для предпросмотра» opens the item's page
 * with `?preview=<token>`, and the site asks the content service with the same token for everything that page reads
 * (the contract's PreviewQuery). Such a page is the staff member's own: never cached, never indexed.
 */
export const PREVIEW_PARAM = 'preview';

/** The contract's PreviewQuery pattern: anything else is no token (the content service would refuse it). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The preview token of a site address (absolute, or a request's target such as `/news/x/?preview=…`), if it has a
 * well-formed one. Only its query is read, so no target — however broken (`//a:b`) — makes it throw.
 */
export function previewTokenOf(target: string): string | undefined {
  const start = target.indexOf('?');
  if (start < 0) return undefined;
  const token = new URLSearchParams(target.slice(start + 1).split('#')[0]).get(PREVIEW_PARAM);
  return token !== null && PREVIEW_TOKEN.test(token) ? token : undefined;
}
