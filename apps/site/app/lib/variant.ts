// The spec's site-variant rules (§2): which town a route belongs to and where the town switcher leads.
import type { LinkTarget, RouteName, Town } from '@kino/ui/routes';
import { ROUTES } from '@kino/ui/routes';

export const SECOND_TOWN_PREFIX = 'rechitsa';

/** The current site is the second-town site when the route name starts with `rechitsa`. */
export function townOfRoute(routeName: string): Town {
  return routeName.startsWith(SECOND_TOWN_PREFIX) ? 'rechitsa' : 'main';
}

/** Link mapping to the second town: `index` becomes `rechitsa`; any other name becomes `rechitsa-{name}`. */
export function toSecondTownName(name: string): string {
  return name === 'index' ? SECOND_TOWN_PREFIX : `${SECOND_TOWN_PREFIX}-${name}`;
}

/** Switching back from the second town: `contacts` maps to `contacts`; anything else maps to `index`. */
export function toMainTownName(name: string): string {
  return name === `${SECOND_TOWN_PREFIX}-contacts` ? 'contacts' : 'index';
}

/** The town-independent name of a route: `rechitsa` → `index`, `rechitsa-afisha` → `afisha`. */
export function baseRouteName(routeName: string): string {
  if (routeName === SECOND_TOWN_PREFIX) return 'index';
  if (routeName.startsWith(`${SECOND_TOWN_PREFIX}-`)) return routeName.slice(SECOND_TOWN_PREFIX.length + 1);
  return routeName;
}

/** The route name of a page in a town: ('afisha', 'rechitsa') → `rechitsa-afisha`. */
export function routeNameIn(name: RouteName, town: Town): string {
  return town === 'rechitsa' ? toSecondTownName(name) : name;
}

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

/**
 * Where the header's town switcher leads from the current route: to the second town every page maps to its
 * counterpart (params kept, so a film page leads to the same film there); back, only contacts keeps its page.
 */
export function townSwitchTarget(routeName: string, params: Record<string, string | undefined>): LinkTarget {
  if (townOfRoute(routeName) === 'rechitsa') {
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
  return Object.keys(kept).length > 0
    ? { name: target, params: kept, town: 'rechitsa' }
    : { name: target, town: 'rechitsa' };
}
