// The two towns of the chain and the spec's site-variant rules (§2): the one place a town is worked out.
// Code names only; display names come from content (Info.townName).
import type { components } from './generated/schema.ts';

export const TOWNS = ['main', 'rechitsa'] as const satisfies readonly components['schemas']['Town'][];
export type Town = (typeof TOWNS)[number];

export function isTown(value: unknown): value is Town {
  return typeof value === 'string' && (TOWNS as readonly string[]).includes(value);
}

/**
 * Whether a staff role works in the towns chosen for it: editors (the towns' content) and hr (the towns' applications)
 * do, and need at least one; admins work in every town. The content service enforces it; the accounts form asks for
 * towns by it.
 */
export function choosesTowns(role: components['schemas']['StaffRole']): boolean {
  return role !== 'admin';
}

/** The towns a staff member of a role works in, in the towns' order: every town for admins, else those chosen. */
export function staffTowns(role: components['schemas']['StaffRole'], chosen: readonly string[]): Town[] {
  return choosesTowns(role) ? TOWNS.filter((town) => chosen.includes(town)) : [...TOWNS];
}

export function otherTown(town: Town): Town {
  return town === 'main' ? 'rechitsa' : 'main';
}

/** The second town's route-name prefix and path segment (spec §2: `/rechitsa/`, route names `rechitsa-*`). */
export const SECOND_TOWN_PREFIX = 'rechitsa';

/** Path prefix of each town: the main town at `/`, Rechitsa at `/rechitsa/`. */
export const TOWN_PREFIX = { main: '', rechitsa: `/${SECOND_TOWN_PREFIX}` } as const satisfies Record<
  Town,
  string
>;

/** The town a request path belongs to: the server decides it once per request from this. */
export function townOfPath(pathname: string): Town {
  const prefix = TOWN_PREFIX.rechitsa;
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? 'rechitsa' : 'main';
}

/** Spec §2: the current site is the second-town site when the route name starts with `rechitsa`. */
export function townOfRouteName(routeName: string): Town {
  return routeName.startsWith(SECOND_TOWN_PREFIX) ? 'rechitsa' : 'main';
}

/** Spec §2, link mapping to the second town: `index` becomes `rechitsa`; any other name `rechitsa-{name}`. */
export function toSecondTownName(name: string): string {
  return name === 'index' ? SECOND_TOWN_PREFIX : `${SECOND_TOWN_PREFIX}-${name}`;
}

/** Spec §2, switching back from the second town: `contacts` maps to `contacts`; anything else to `index`. */
export function toMainTownName(name: string): string {
  return name === `${SECOND_TOWN_PREFIX}-contacts` ? 'contacts' : 'index';
}

/** The town-independent name of a route: `rechitsa` → `index`, `rechitsa-afisha` → `afisha`. */
export function baseRouteName(routeName: string): string {
  if (routeName === SECOND_TOWN_PREFIX) return 'index';
  if (routeName.startsWith(`${SECOND_TOWN_PREFIX}-`)) return routeName.slice(SECOND_TOWN_PREFIX.length + 1);
  return routeName;
}

/** The route name (and so the site's route id) of a page in a town: ('afisha', 'rechitsa') → `rechitsa-afisha`. */
export function routeNameIn(name: string, town: Town): string {
  return town === 'rechitsa' ? toSecondTownName(name) : name;
}

/** The route id of a town's layout (the route every page of the town sits in). */
export function townLayoutId(town: Town): `town-${Town}` {
  return `town-${town}`;
}

export function isTownLayoutId(id: string): boolean {
  return TOWNS.some((town) => townLayoutId(town) === id);
}

/**
 * The towns' display names, the one place code writes them: a town's name is its content's (Info.townName, spec);
 * these stand in while it is unknown — its content service cannot be reached (the site's town switcher), the staff
 * member may not read that town's content (the workspace), a town without a name (the notification e-mails).
 */
export const FALLBACK_TOWN_NAMES: Record<Town, string> = { main: 'Гомель', rechitsa: 'Речица' };
