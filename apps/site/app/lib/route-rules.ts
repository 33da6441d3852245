// Route rules (spec §8): configured redirects to internal or external addresses, applied before the router.
import { z } from 'zod';

const RuleSchema = z.object({
  redirect: z
    .string()
    .min(1)
    .refine((to) => to.startsWith('/') || /^https?:\/\//.test(to), 'must be a path or an http(s) URL'),
  status: z
    .union([z.literal(301), z.literal(302), z.literal(303), z.literal(307), z.literal(308)])
    .default(301),
});

export const RouteRulesSchema = z.record(
  z.string().refine((from) => from.startsWith('/'), 'a rule key must be a path starting with /'),
  RuleSchema,
);

export type RouteRules = z.infer<typeof RouteRulesSchema>;

export interface RouteRedirect {
  location: string;
  status: number;
}

/** Parses the JSON of `SITE_ROUTE_RULES` or `route-rules.json`; throws a message naming the bad rule. */
export function parseRouteRules(json: string, source = 'route rules'): RouteRules {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = RouteRulesSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${source}: ${issues}`);
  }
  return parsed.data;
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
