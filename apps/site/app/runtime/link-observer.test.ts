import { ROUTES, type RouteName, routePath } from '@kino/api/routes';
import { TOWNS } from '@kino/api/towns';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { routeIdsForPath } from './link-observer.client.ts';

/** The site's route table as React Router matches it: the app's routes under the root route. */
const table = [{ id: 'root', path: '', children: routes as unknown as RouteObject[] }];

describe('the route ids a link prefetches', () => {
  it('are the ones React Router matches, for every page of both towns', () => {
    for (const town of TOWNS)
      for (const name of Object.keys(ROUTES) as RouteName[]) {
        const params = Object.fromEntries([...ROUTES[name].matchAll(/:([a-z_]+)/g)].map((m) => [m[1]!, 'x']));
        const path = routePath({ name, params }, town);
        const matched = (matchRoutes(table, path) ?? []).map((m) => m.route.id);
        expect(routeIdsForPath(path), path).toEqual(matched);
        expect(matched.at(-1), path).not.toMatch(/not-found$/);
      }
  });

  it('are none for what is not a page: feeds, calendars, form posts, unknown paths', () => {
    for (const path of [
      '/showtimes.json',
      '/rechitsa/calendar/films/x.ics',
      '/forms/callback/',
      '/nope/x/y/',
    ])
      expect(routeIdsForPath(path), path).toEqual([]);
  });
});
