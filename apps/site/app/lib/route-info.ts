// The current route's spec name, town and params, read from React Router's matches.
import type { LinkTarget, RouteName, Town } from '@kino/ui/routes';
import { useMatches, useParams } from 'react-router';
import { baseRouteName, isRouteName, townOfRoute } from '#src/lib/variant.ts';

export interface CurrentRoute {
  /** The spec's route name (`afisha-film`, `rechitsa-contacts`, `not-found`…). */
  name: string;
  town: Town;
  params: Record<string, string | undefined>;
}

/** The deepest matched route: its id is the route name. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  const params = useParams();
  const leaf = matches.at(-1);
  const name = leaf?.id ?? 'index';
  const layout = matches.find((m) => m.id.startsWith('town-'));
  const town: Town = layout ? (layout.id === 'town-rechitsa' ? 'rechitsa' : 'main') : townOfRoute(name);
  return { name, town, params };
}

/** The current page as a link target (what a form on this page posts to). */
export function currentTarget(route: CurrentRoute, search?: string): LinkTarget {
  const base = baseRouteName(route.name);
  const name: RouteName = isRouteName(base) ? base : 'index';
  const params = Object.fromEntries(
    Object.entries(route.params).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== '*',
    ),
  );
  const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
  return { name, ...(Object.keys(params).length ? { params } : {}), ...(query ? { query } : {}) };
}

/** The town a request path belongs to (loaders know the URL, not their route id). */
export function townOfPath(pathname: string): Town {
  return pathname === '/rechitsa' || pathname.startsWith('/rechitsa/') ? 'rechitsa' : 'main';
}
