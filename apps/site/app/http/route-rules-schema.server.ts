// Route rules (spec §8): configured redirects to internal or external addresses, applied before the router.
import { z } from 'zod';
import type { RouteRules } from '#src/http/route-rules.ts';

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
  return parsed.data satisfies RouteRules;
}
