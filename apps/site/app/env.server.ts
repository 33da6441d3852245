// The site's configuration: every variable parsed with zod at start-up, failing fast with the bad variables' names.
import { z } from 'zod';
import type { RouteRules } from '#src/http/route-rules.ts';
import { parseRouteRules } from '#src/http/route-rules-schema.server.ts';

const url = (name: string) =>
  z
    .string()
    .url(`${name} must be an absolute http(s) URL`)
    .refine((v) => /^https?:\/\//.test(v), `${name} must be an http(s) URL`);

/**
 * Every variable of the site with what it means (`describe`): docs/configuration.md is generated from this
 * (`pnpm configuration`; `pnpm lint` fails when it is stale).
 */
export const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe("`production` in the units (they set it); `development` starts Vite's dev server"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('port the site listens on'),
  HOST: z.string().min(1).default('0.0.0.0').describe('interface the site listens on'),
  SITE_ORIGIN: url('SITE_ORIGIN')
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, ''))
    .describe(
      'public origin of the site: canonical URLs, the page head, same-origin checks of form posts, HSTS when https',
    ),
  CONTENT_URL_MAIN: url('CONTENT_URL_MAIN')
    .default('http://localhost:4000/main/')
    .describe(
      'content base address of the main town (the content calls are relative to it: `…/main/kino/v1/faq`)',
    ),
  CONTENT_URL_RECHITSA: url('CONTENT_URL_RECHITSA')
    .default('http://localhost:4000/rechitsa/')
    .describe('content base address of Rechitsa'),
  CONTENT_PRODUCT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'CONTENT_PRODUCT must be a slug like kino')
    .default('kino')
    .describe('product segment of the content paths, `/{town}/{product}/v1/…`; the same for both servers'),
  GTM_ID: z
    .string()
    .optional()
    .describe(
      'Google Tag Manager container; used only if it matches `GTM-[A-Z0-9]+`, and loaded only after the visitor accepts analytics',
    ),
  YM_ID: z
    .string()
    .optional()
    .describe(
      'Yandex.Metrika counter; used only if it is a counter number (`[1-9][0-9]{3,11}`, else ignored with a warning), and loaded only after the visitor accepts analytics',
    ),
  VERSION_POLL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3_600_000)
    .describe('how often (ms) an open page asks whether a new site version was deployed'),
  SITE_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .describe("`off` disables the site's page and content caches (the benchmark compares both)"),
  SITE_CONTENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(2_000)
    .describe('one content call is abandoned after this long (ms), then retried once (spec §7)'),
  SITE_FORM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(60_000)
    .default(12_000)
    .describe(
      "filing one visitor form (an application with its CV) is abandoned after this long (ms), then retried once with the same key: far longer than storing one (decision 045); twice over stays under nginx's 30 s",
    ),
  SITE_STALE_IF_ERROR_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(24 * 3600)
    .describe("how long (s) the page cache serves a page's last good answer while the content service fails"),
  SITE_ROUTE_RULES: z
    .string()
    .optional()
    .describe(
      'redirects as JSON (spec §8), merged over the site\'s route-rules.json, e.g. `{"/old/":{"redirect":"/afisha/","status":301}}`',
    ),
  SITE_NOW: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      "tests only: the cinema clock fixed at this ISO 8601 moment, so a suite renders the schedule at a chosen evening (the content service's `CONTENT_NOW`); never set in production",
    ),
  SITE_WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default('auto')
    .describe(
      "processes serving the site (node:cluster, one port): `auto` is one per core, less one when the content service's address is local",
    ),
  SITE_RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(6)
    .describe(
      'page renders at once per site process (those the page cache does not answer); more wait their turn, first come first served',
    ),
  SITE_RENDER_QUEUE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(15_000)
    .describe(
      'how long (ms) a page may wait for its turn before it is answered 503 with `Retry-After` (form posts never wait)',
    ),
  SITE_TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    )
    .describe(
      'whose `X-Forwarded-For` the site believes (express `trust proxy`: `loopback`, addresses/CIDRs, a hop count, `true`/`false`)',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino level of the JSON logs (`silent` turns them off)'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'SITE_ROUTE_RULES'> & { SITE_ROUTE_RULES: RouteRules };

/** Parses an environment; throws one message listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join('\n')}`);
  }
  let rules: RouteRules = {};
  if (parsed.data.SITE_ROUTE_RULES) {
    try {
      rules = parseRouteRules(parsed.data.SITE_ROUTE_RULES, 'SITE_ROUTE_RULES');
    } catch (error) {
      throw new Error(`Invalid site configuration:\n  ${(error as Error).message}`);
    }
  }
  return { ...parsed.data, SITE_ROUTE_RULES: rules };
}

let cached: Env | undefined;

/** The process's configuration, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The whitelisted subset the browser may see (root loader data). */
export interface PublicEnv {
  VERSION_POLL_MS: number;
  SITE_ORIGIN: string;
}

export function publicEnv(env: Env = getEnv()): PublicEnv {
  return { VERSION_POLL_MS: env.VERSION_POLL_MS, SITE_ORIGIN: env.SITE_ORIGIN };
}
