// The site's route names and path patterns (spec §2), without the town prefix; the one place paths are written.
export const ROUTES = {
  index: '/',
  afisha: '/afisha/',
  'afisha-film': '/afisha/:film/',
  'movie_cat-category': '/movie_cat/:category/',
  'events_cat-category': '/events_cat/:category/',
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

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Path prefix of each town: the main town at `/`, Rechitsa at `/rechitsa/`. */
export const TOWN_PREFIX = { main: '', rechitsa: '/rechitsa' } as const;
export type Town = keyof typeof TOWN_PREFIX;

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
