// Matching route rules (spec §8), without the schema, so the browser can use it too (no zod in the client bundle).

export interface RouteRule {
  redirect: string;
  status: 301 | 302 | 303 | 307 | 308;
}

export type RouteRules = Record<string, RouteRule>;

export interface RouteRedirect {
  location: string;
  status: number;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * The redirect for a request path, if a rule matches. Keys match with or without a trailing slash; a key ending
 * in `*` matches a prefix, and the rest of the path is appended to an internal target ending in `/`.
 * The query string is carried over to internal targets.
 */
export function matchRouteRule(rules: RouteRules, pathname: string, search = ''): RouteRedirect | null {
  const path = withSlash(pathname);
  for (const [from, rule] of Object.entries(rules)) {
    let target: string | null = null;
    if (from.endsWith('*')) {
      const base = from.slice(0, -1);
      if (path.startsWith(base)) {
        const rest = path.slice(base.length);
        target =
          rule.redirect.startsWith('/') && rule.redirect.endsWith('/')
            ? `${rule.redirect}${rest}`
            : rule.redirect;
      }
    } else if (withSlash(from) === path) {
      target = rule.redirect;
    }
    if (target === null) continue;
    const internal = target.startsWith('/');
    if (internal && withSlash(target.split('?')[0]!) === path) continue; // never redirect to itself
    return {
      location: internal && search && !target.includes('?') ? `${target}${search}` : target,
      status: rule.status,
    };
  }
  return null;
}
