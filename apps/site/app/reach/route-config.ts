// Where the machine-readable answers are mounted (issue 15), for the route table (app/routes.ts): robots.txt and the
// sitemaps at the root, each town's showtimes feed and calendars under the town. Paths: @kino/api/feeds.
import { ROBOTS_PATH, SITEMAP_INDEX_PATH, showtimesPath, townSitemapPath } from '@kino/api/feeds';
import { routeNameIn, TOWN_PREFIX, TOWNS, type Town } from '@kino/api/towns';
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** A feed's path inside its town's layout (the layout route holds the town prefix). */
const inTown = (town: Town, path: string) => path.slice(TOWN_PREFIX[town].length + 1);

export function siteReachRoutes(): RouteConfigEntry[] {
  return [
    route(ROBOTS_PATH.slice(1), 'routes/robots.ts', { id: 'robots' }),
    route(SITEMAP_INDEX_PATH.slice(1), 'routes/sitemap.ts', { id: 'sitemap' }),
    ...TOWNS.map((town) =>
      route(townSitemapPath(town).slice(1), 'routes/sitemap.ts', { id: `sitemap-${town}` }),
    ),
  ];
}

export function townReachRoutes(town: Town): RouteConfigEntry[] {
  return [
    route(inTown(town, showtimesPath(town)), 'routes/showtimes.ts', { id: routeNameIn('showtimes', town) }),
    route('calendar/sessions/:file', 'routes/calendar.ts', { id: routeNameIn('calendar-session', town) }),
    route('calendar/films/:file', 'routes/calendar.ts', { id: routeNameIn('calendar-film', town) }),
    route('calendar/:file', 'routes/calendar.ts', { id: routeNameIn('calendar', town) }),
  ];
}
