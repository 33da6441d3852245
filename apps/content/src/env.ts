// All configuration of the content service, read from the environment once and checked with zod.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/content, wherever the process was started from. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const DEFAULT_DATA_DIR = path.join(PACKAGE_ROOT, '.data', 'pglite');

const optionalEmail = z
  .email()
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * Every variable of the content service with what it means (`describe`): docs/configuration.md is generated from
 * this (`pnpm configuration`; `pnpm lint` fails when it is stale).
 */
export const EnvSchema = z.object({
  CONTENT_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(4000)
    .describe('port (`0` = any free port)'),
  CONTENT_HOST: z.string().min(1).default('0.0.0.0').describe('interface to listen on'),
  CONTENT_PRODUCT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case slug, e.g. kino')
    .default('kino')
    .describe('product segment of the content paths, `/{town}/{product}/v1/…`; the same for both servers'),
  CONTENT_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR).meta({
    description: 'PGlite data directory (parents are created); ignored with `DATABASE_URL`',
    shownDefault: 'apps/content/.data/pglite',
  }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      '`postgres://…`: use this PostgreSQL server instead of the embedded PGlite; needed for more than one content instance',
    ),
  CONTENT_PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:4000')
    .transform((value) => value.replace(/\/+$/, ''))
    .describe('public address of the content service; image URLs in answers are built from it'),
  CONTENT_SITE_URL: z
    .string()
    .url()
    .default('http://localhost:3000')
    .transform((value) => new URL(value).origin)
    .describe(
      "the site's origin: the only origin getHead accepts, allowed by CORS and to post forms from a browser",
    ),
  CONTENT_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value.split(',').map((part) => part.trim())) {
        if (!item) continue;
        if (URL.canParse(item)) origins.push(new URL(item).origin);
        else ctx.addIssue({ code: 'custom', message: `"${item}" is not a URL` });
      }
      return origins;
    })
    .describe('more browser origins allowed by CORS besides `CONTENT_SITE_URL`, comma-separated'),
  CONTENT_ORDER_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe(
      'applications per client IP per minute (both forms, both towns), shared by every instance (counted in the database)',
    ),
  CONTENT_TRUST_PROXY: z
    .string()
    .default('loopback')
    .describe(
      "proxies whose `X-Forwarded-For` is believed (fastify `trustProxy`: `true`, `false`, addresses/CIDRs); the site forwards the visitor's address",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino level of the JSON logs (`silent` turns them off)'),
  CONTENT_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(600_000)
    .default(30_000)
    .describe(
      'how long one request may take to arrive, body included; a stalled upload is cut after it (408)',
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      'notification e-mails of new applications over SMTP (nodemailer: `smtp://user:pass@host:587`, STARTTLS when offered; `smtps://…:465`); unset: none',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Кинотеатр <noreply@kino.example>')
    .describe("the notification e-mails' sender"),
  NOTIFY_EMAIL_MAIN: optionalEmail.describe(
    "who is told of the main town's applications; a town without an address gets no e-mails",
  ),
  NOTIFY_EMAIL_RECHITSA: optionalEmail.describe("who is told of Rechitsa's applications"),
  RETENTION_CALLBACK_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(90)
    .describe('days callback requests are kept before the retention job deletes them (the policy: 3 months)'),
  RETENTION_VACANCY_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(365)
    .describe('days job applications and their CVs are kept (the policy: 1 year)'),
  CONTENT_PUBLISH_POLL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(300_000)
    .default(15_000)
    .describe(
      'how often each instance publishes the items whose «Опубликовать в…» moment has come (and purges the 30-day trash)',
    ),
  CONTENT_NOW: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      "tests only: the cinema clock fixed at this ISO 8601 moment, so the e2e suite gets the same schedule on every run (the site's `SITE_NOW`); never set in production",
    ),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment; throws one error naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid content service configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, CONTENT_DATA_DIR: path.resolve(env.CONTENT_DATA_DIR) };
}

/** fastify's trustProxy from the CONTENT_TRUST_PROXY string. */
export function trustProxyOption(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
