// Where a town switch to an item lands: the item when the town has it, else the list it belongs to (never a 404).
import {
  DATA_ROUTES_PARAM,
  matchRoute,
  PAGE_QUERY,
  routePath,
  TOWN_SWITCH_PARAM,
  townSwitchFallback,
} from '@kino/api/routes';
import { TOWN_PREFIX } from '@kino/api/towns';
import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { townContext } from '#src/request/context.server.ts';

/**
 * Town-layout middleware for links marked by the switcher (`?town-switch=1`): renders the page, and answers with a
 * redirect to the clean address when the item exists, or to its list when this town does not have it.
 */
export const townSwitchMiddleware: MiddlewareFunction<Response> = async ({ url, request, context }, next) => {
  // `url` is the page's address as visitors see it (React Router's: no `.data`, no `_routes`).
  if (!url.searchParams.has(TOWN_SWITCH_PARAM)) return next();
  if (new URL(request.url).searchParams.has(DATA_ROUTES_PARAM)) {
    // A data request for some of the page's routes (a hover's prefetch, or a navigation that reuses the layout's
    // data) cannot tell whether the item exists: only the item's own loader 404s. The marked page is loaded as a
    // document instead, where every route runs and the answer below is decided on all of them.
    return redirectDocument(`${url.pathname}${url.search}`, 302);
  }
  const town = context.get(townContext);
  const response = await next();
  const clean = new URL(url);
  clean.searchParams.delete(TOWN_SWITCH_PARAM);
  if (response.status !== 404) return redirect(`${clean.pathname}${clean.search}`, 302);
  const route = matchRoute(clean.pathname.slice(TOWN_PREFIX[town].length) || '/');
  const fallback = route ? townSwitchFallback(route.name) : undefined;
  // The list says what it could not find (issue 35: no redirect without a word).
  const query = fallback && route ? { [PAGE_QUERY.notHere]: route.name } : undefined;
  return redirect(routePath({ name: fallback ?? 'index', ...(query ? { query } : {}) }, town), 302);
};
