// The site's configuration: every variable parsed with zod at start-up, failing fast with the bad variables' names.
import { z } from 'zod';
import { parseRouteRules } from '#src/http/route-rules-schema.server.ts';
import type { RouteRules } from '#src/runtime/route-rules.ts';

const url = (name: string) =>
  z
    .string()
    .url(`${name} must be an absolute http(s) URL`)
    .refine((v) => /^https?:\/\//.test(v), `${name} must be an http(s) URL`);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_ORIGIN: url('SITE_ORIGIN')
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  CONTENT_URL_MAIN: url('CONTENT_URL_MAIN').default('http://localhost:4000/main/'),
  CONTENT_URL_RECHITSA: url('CONTENT_URL_RECHITSA').default('http://localhost:4000/rechitsa/'),
  CONTENT_PRODUCT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'CONTENT_PRODUCT must be a slug like kino')
    .default('kino'),
  GTM_ID: z.string().optional(),
  /** Yandex.Metrika counter; like GTM_ID, an id that is not one is ignored with a warning (analytics/counters.ts). */
  YM_ID: z.string().optional(),
  VERSION_POLL_MS: z.coerce.number().int().min(0).default(3_600_000),
  SITE_CACHE: z.enum(['on', 'off']).default('on'),
  /** How long one content call may take before it is abandoned (and retried once). */
  SITE_CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /**
   * How long filing one visitor form (an application with its 5 MiB CV) may take before it is abandoned and retried
   * once: far longer than storing one (under 1 s, decision 045), so a stored application is not reported as failed;
   * twice over plus the retry's 500 ms stays under nginx's 30 s read timeout.
   */
  SITE_FORM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(12_000),
  /** How long the page cache may serve a page's last good answer while the content service fails. */
  SITE_STALE_IF_ERROR_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(24 * 3600),
  SITE_ROUTE_RULES: z.string().optional(),
  /**
   * Tests only: the cinema clock's "now" as a fixed moment (ISO 8601 with offset), so a suite can render the
   * schedule at a chosen evening. The content service takes the same moment as CONTENT_NOW.
   */
  SITE_NOW: z.iso.datetime({ offset: true }).optional(),
  /** Processes serving the site (node:cluster): a number, or `auto` (one per core, less one beside the content service). */
  SITE_WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default('auto'),
  /**
   * Page renders at once in one site process (GET/HEAD not answered from the page cache); more wait their turn,
   * first come first served. Renders are CPU-bound: a few at a time finish sooner each and hold less memory than
   * dozens interleaved.
   */
  SITE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(6),
  /** How long a page may wait for its turn to render before the visitor gets 503 with Retry-After (load shedding). */
  SITE_RENDER_QUEUE_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Whose X-Forwarded-For to believe: express's `trust proxy` (`loopback`, addresses/CIDRs, a hop count, true/false). */
  SITE_TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
