// The route table (spec §2): the 17 pages declared once, mounted for the main town at / and for Rechitsa at /rechitsa/.

import { ROUTES, type RouteName, type Town } from '@kino/ui/routes';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The route module of each page; the route id is the spec's route name (`afisha`, `rechitsa-afisha`, …). */
const MODULES: Record<RouteName, string> = {
  index: 'routes/home.tsx',
  afisha: 'routes/afisha.tsx',
  'afisha-film': 'routes/film.tsx',
  'movie_cat-category': 'routes/film-category.tsx',
  'events_cat-category': 'routes/event-category.tsx',
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
};

function routeId(name: RouteName | 'not-found', town: Town): string {
  if (town === 'main') return name;
  return name === 'index' ? 'rechitsa' : `rechitsa-${name}`;
}

function townRoutes(town: Town): RouteConfigEntry[] {
  const pages = (Object.keys(MODULES) as RouteName[]).map((name) => {
    const id = routeId(name, town);
    if (name === 'index') return index(MODULES.index, { id });
    // Paths without the slashes: React Router matches /afisha and /afisha/ alike; the server adds the slash.
    return route(ROUTES[name].replace(/^\/|\/$/g, ''), MODULES[name], { id });
  });
  // Anything else in the town renders the error page with 404.
  return [...pages, route('*', 'routes/not-found.tsx', { id: routeId('not-found', town) })];
}

export default [
  route('builds/meta/:file', 'build-meta.ts', { id: 'build-meta' }),
  layout('routes/town-layout.tsx', { id: 'town-main' }, townRoutes('main')),
  route('rechitsa', 'routes/town-layout.tsx', { id: 'town-rechitsa' }, townRoutes('rechitsa')),
] satisfies RouteConfig;
