// Where a town switch to an item lands: the item when the town has it, else the list it belongs to (never a 404).
import { matchRoute, routePath, TOWN_SWITCH_PARAM, townSwitchFallback } from '@kino/api/routes';
import { TOWN_PREFIX } from '@kino/api/towns';
import { type MiddlewareFunction, redirect } from 'react-router';
import { townContext } from '#src/request/context.server.ts';

/**
 * Town-layout middleware for links marked by the switcher (`?town-switch=1`): renders the page, and answers with a
 * redirect to the clean address when the item exists, or to its list when this town does not have it.
 */
export const townSwitchMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  if (!url.searchParams.has(TOWN_SWITCH_PARAM)) return next();
  const town = context.get(townContext);
  const response = await next();
  url.searchParams.delete(TOWN_SWITCH_PARAM);
  // A client navigation's data request carries React Router's own `_routes`: not part of the page's address.
  url.searchParams.delete('_routes');
  if (response.status !== 404) return redirect(`${url.pathname}${url.search}`, 302);
  const route = matchRoute(url.pathname.slice(TOWN_PREFIX[town].length) || '/');
  const fallback = route ? townSwitchFallback(route.name) : undefined;
  return redirect(routePath({ name: fallback ?? 'index' }, town), 302);
};
