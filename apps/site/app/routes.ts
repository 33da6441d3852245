// The route table (spec §2 and «Скоро в кино», docs/decisions/008): the pages declared once, mounted for the main town at / and for Rechitsa at /rechitsa/.

import { ROUTES, type RouteName } from '@kino/api/routes';
import { routeNameIn, TOWN_PREFIX, type Town, townLayoutId } from '@kino/api/towns';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { siteReachRoutes, townReachRoutes } from './reach/route-config.ts';

/** The route module of each page; the route id is the spec's route name (`afisha`, `rechitsa-afisha`, …). */
const MODULES: Record<RouteName, string> = {
  index: 'routes/home.tsx',
  afisha: 'routes/afisha.tsx',
  'afisha-film': 'routes/film.tsx',
  skoro: 'routes/soon.tsx',
  'movie_cat-category': 'routes/film-category.tsx',
  'events_cat-category': 'routes/event-category.tsx',
  events: 'routes/events.tsx',
  news: 'routes/news-list.tsx',
  'news-news': 'routes/news-article.tsx',
  certificates: 'routes/certificates.tsx',
  cinema: 'routes/cinema.tsx',
  contacts: 'routes/contacts.tsx',
  documents: 'routes/documents.tsx',
  'documents-documents': 'routes/document.tsx',
  faq: 'routes/faq.tsx',
  'hall-hall': 'routes/hall.tsx',
  services: 'routes/services.tsx',
  vacancies: 'routes/vacancies.tsx',
  'vacancies-vacancy': 'routes/vacancy.tsx',
  search: 'routes/search.tsx',
  dostupnost: 'routes/accessibility.tsx',
};

function townRoutes(town: Town): RouteConfigEntry[] {
  const pages = (Object.keys(MODULES) as RouteName[]).map((name) => {
    const id = routeNameIn(name, town);
    if (name === 'index') return index(MODULES.index, { id });
    // Paths without the slashes: React Router matches /afisha and /afisha/ alike; the server adds the slash.
    return route(ROUTES[name].replace(/^\/|\/$/g, ''), MODULES[name], { id });
  });
  return [
    ...pages,
    // One cinema day of the schedule as JSON, for the schedule's day tabs (content/schedule-days.ts).
    route('afisha/days/:file', 'routes/afisha-day.ts', { id: routeNameIn('afisha-day', town) }),
    // The town's showtimes feed and calendars (issue 15).
    ...townReachRoutes(town),
    // Where every visitor form of the town is sent (a resource route: no page of its own).
    route('forms/:form', 'routes/form.ts', { id: routeNameIn('form', town) }),
    // Anything else in the town renders the error page with 404.
    route('*', 'routes/not-found.tsx', { id: routeNameIn('not-found', town) }),
  ];
}

export default [
  route('builds/meta/:file', 'build-meta.ts', { id: 'build-meta' }),
  // robots.txt and the sitemaps (issue 15).
  ...siteReachRoutes(),
  layout('routes/town-layout.tsx', { id: townLayoutId('main') }, townRoutes('main')),
  route(
    TOWN_PREFIX.rechitsa.slice(1),
    'routes/town-layout.tsx',
    { id: townLayoutId('rechitsa') },
    townRoutes('rechitsa'),
  ),
] satisfies RouteConfig;
