// All configuration of the content service, read from the environment once and checked with zod.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/content, wherever the process was started from. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const DEFAULT_DATA_DIR = path.join(PACKAGE_ROOT, '.data', 'pglite');

const origin = z
  .string()
  .url()
  .transform((value) => new URL(value).origin);

const optionalEmail = z
  .email()
  .optional()
  .or(z.literal('').transform(() => undefined));

const EnvSchema = z.object({
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  CONTENT_HOST: z.string().min(1).default('0.0.0.0'),
  CONTENT_PRODUCT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case slug, e.g. kino')
    .default('kino'),
  CONTENT_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CONTENT_PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:4000')
    .transform((value) => value.replace(/\/+$/, '')),
  CONTENT_SITE_URL: origin.default('http://localhost:3000'),
  /** Extra origins allowed by CORS besides the site's, comma-separated. */
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
    }),
  CONTENT_ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Proxies whose X-Forwarded-For is believed (fastify trustProxy): `true`, `false` or addresses/CIDRs. */
  CONTENT_TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long one request may take to arrive, body included (a stalled upload is cut after it with 408). */
  CONTENT_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /**
   * Notification e-mails of new applications: nodemailer's SMTP URL (`smtp://user:pass@host:587`, STARTTLS when the
   * server offers it; `smtps://…:465`). Unset: no e-mails.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Кинотеатр <noreply@kino.example>'),
  /** Who is told of each town's applications; a town without one gets no e-mails. */
  NOTIFY_EMAIL_MAIN: optionalEmail,
  NOTIFY_EMAIL_RECHITSA: optionalEmail,
  /** Days callback requests are kept (the published policy: 3 months). */
  RETENTION_CALLBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days job applications and their CVs are kept (the published policy: 1 year). */
  RETENTION_VACANCY_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * Tests only: the cinema clock as a fixed moment (ISO 8601 with offset), so an end-to-end suite gets the same
   * schedule on every run; the site takes the same moment as SITE_NOW. Production never sets it.
   */
  CONTENT_NOW: z.iso.datetime({ offset: true }).optional(),
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
