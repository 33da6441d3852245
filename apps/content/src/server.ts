// createServer: the content service as a fastify instance, its plugins in order, both towns' routes, start and stop.

import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { TOWNS } from '@kino/api/towns';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Database, type DatabaseOption, openDatabase } from '#src/db/client.ts';
import { DEFAULT_PUBLISH_POLL_MS, type Publisher, startPublisher } from '#src/editing/publisher.ts';
import {
  DEFAULT_SYNC_LIMITS,
  type ScheduleSyncJob,
  type SyncLimits,
  startScheduleSync,
} from '#src/editing/schedule-sync.ts';
import { adminRoutes } from '#src/http/admin/routes.ts';
import { adminStatic, defaultAdminDir } from '#src/http/admin/static.ts';
import { contractValidation, MAX_PATH_PARAMETER_LENGTH } from '#src/http/contract.ts';
import { controlCharacters } from '#src/http/control-characters.ts';
import { gracefulClose } from '#src/http/graceful-close.ts';
import { handlers } from '#src/http/handlers.ts';
import { healthRoutes } from '#src/http/health.ts';
import { loggerOptions } from '#src/http/logging.ts';
import { errorHandler, problems } from '#src/http/problem.ts';
import { createRateLimiter } from '#src/http/rate-limit.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '#src/http/request-id.ts';
import { responseCache } from '#src/http/response-cache.ts';
import { townRoutes } from '#src/http/routes.ts';
import { storybook } from '#src/http/storybook.ts';
import { uploadRoutes } from '#src/http/uploads.ts';
import { type MailSettings, NO_OUTBOX, type Outbox, startOutbox } from '#src/inbox/mail.ts';
import {
  DEFAULT_RETENTION,
  type RetentionJob,
  type RetentionSettings,
  startRetention,
} from '#src/inbox/retention.ts';
import { CV_MAX_BYTES } from '#src/publishing/orders.ts';
import { type ContentClock, createContentClock } from '#src/runtime/content-clock.ts';
import { seedMissing } from '#src/seed/seed.ts';

export interface ServerOptions {
  /** An open database, or where to open one (closed with the server when opened here). */
  database: Database | DatabaseOption;
  /** Product slug of the content paths (`/{town}/{product}/v1/…`). */
  product?: string;
  /** Origin of the public site: getHead accepts only its URLs; CORS allows it. */
  siteUrl?: string;
  /** Public base of this service, for absolute media URLs. */
  publicUrl?: string;
  /** More origins CORS allows. */
  corsOrigins?: string[];
  /** Applications per client IP per minute. */
  orderRateLimit?: number;
  trustProxy?: boolean | string;
  /** `false`, or a pino level. */
  logger?: false | string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Seed demo content into an empty database (default true). */
  seed?: boolean;
  /** The staff workspace: session expiry, preview links, image uploads (env: CONTENT_STAFF_*, …). */
  staff?: Partial<StaffOptions>;
  /** The staff workspace's static build served at /admin/ (default: apps/admin/build/client); false: none. */
  adminDir?: string | false;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Time limits of a connection; each defaults to DEFAULT_TIMEOUTS. */
  timeouts?: Partial<Timeouts>;
  /** Notification e-mails of new applications (env: SMTP_URL, MAIL_FROM, NOTIFY_EMAIL_*); none by default. */
  mail?: MailSettings | false;
  /** The schedule sync's limits and how often each instance looks for a due one (tests); false: not run. */
  scheduleSync?: (Partial<SyncLimits> & { pollMs?: number; autostart?: boolean }) | false;
  /** How long applications are kept (env: RETENTION_*); the job runs on start and hourly. false: not at all. */
  retention?: Partial<RetentionSettings> | false;
  /**
   * How often scheduled items are published and the trash purged (env: CONTENT_PUBLISH_POLL_MS); false: never (tests
   * that run the publisher's rounds themselves).
   */
  publishPollMs?: number | false;
}

/** Time limits (ms) a slow or stalled client cannot stretch. */
export interface Timeouts {
  /** The whole request, body included, from its first byte: a body that never ends is cut here (408). */
  request: number;
  /** The request line and headers. */
  headers: number;
  /** An idle keep-alive connection between requests (longer than undici's 4 s, so the site's pool closes first). */
  keepAlive: number;
  /** A connection on which nothing moves at all. */
  idle: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  request: 30_000,
  headers: 10_000,
  keepAlive: 10_000,
  idle: 30_000,
};

/**
 * JSON bodies (the callback request, the vacancy application without a CV) are a few kilobytes at most: a message of
 * 2 000 four-byte characters is 8 KiB. A multipart body is bounded by @fastify/multipart's limits instead.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

export interface StaffOptions {
  /** A staff session ends after this long without a call. */
  idleMinutes: number;
  /** … and this long after sign-in, whatever the calls. */
  absoluteHours: number;
  /** How long a draft's preview link works. */
  previewTtlMinutes: number;
  /** The largest image an upload may be. */
  imageMaxBytes: number;
}

export const DEFAULT_STAFF_OPTIONS: StaffOptions = {
  idleMinutes: 30,
  absoluteHours: 12,
  previewTtlMinutes: 60,
  imageMaxBytes: 10 * 1024 * 1024,
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The cinema day (its schedule kept current) and the towns' content versions. */
    clock: ContentClock;
    /** The applications' background work: the notification e-mails and the retention job (null when off). */
    inbox: { outbox: Outbox; retention: RetentionJob | null };
    /** The scheduled publisher and trash purge (null when off). */
    publisher: Publisher | null;
    /** Pulls each town's ticketing export on its interval (null when switched off). */
    scheduleSync: ScheduleSyncJob | null;
  }
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const product = options.product ?? 'kino';
  const siteOrigin = new URL(options.siteUrl ?? 'http://localhost:3000').origin;
  const publicUrl = (options.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const ownsDatabase = !('db' in options.database);
  const database = 'db' in options.database ? options.database : await openDatabase(options.database);

  const app = Fastify({
    logger:
      options.logger === false || options.logger === undefined
        ? false
        : loggerOptions(options.logger, options.logStream),
    trustProxy: options.trustProxy ?? 'loopback',
    // Every log line of a request names it by the caller's X-Request-Id when it has a plausible one (request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: JSON_BODY_LIMIT,
    // Path parameters as long as the contract allows (a slug of 120, …); longer ones are a 414 (problem.ts).
    // The artwork's file names are a slug and its extension, within this too.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // The router's refusals (that 414, a broken %-escape) are problems like every other client mistake.
    frameworkErrors: errorHandler,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    connectionTimeout: timeouts.idle,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(timeouts.headers, timeouts.request),
      // How often Node looks for requests past their time (30 s by default would let one run for twice its limit).
      connectionsCheckingInterval: Math.min(1_000, timeouts.request),
    },
    forceCloseConnections: 'idle',
    // During shutdown new requests get the contract's 503 problem (graceful-close.ts), not fastify's plain JSON.
    return503OnClosing: false,
  });
  app.decorate('database', database);
  // The id goes back with the answer, so a caller can name the request when it reports a problem.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(contractValidation);
  await app.register(problems);
  await app.register(controlCharacters);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // Posters are shown by the site from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // The staff workspace and its API carry personal data (applications, accounts): no other origin may embed them.
  app.addHook('onSend', async (request, reply) => {
    if (/^\/admin(?:[/?]|$)/.test(request.url)) reply.header('cross-origin-resource-policy', 'same-origin');
  });
  await app.register(cors, {
    origin: [siteOrigin, ...(options.corsOrigins ?? [])],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
  });
  // The only compression: cached answers carry their br/gzip forms; other answers are small problems and receipts.
  await app.register(responseCache);
  await app.register(multipart, {
    // One byte over a CV's limit, so handlers.ts sees a file too large the moment it is.
    limits: { fileSize: CV_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
  });
  await app.register(gracefulClose);
  await app.register(cookie);
  // The design system for anyone who can reach the service: the UI kit's static Storybook, when it is built.
  await app.register(storybook);

  // Start-up: seed an empty database and build today's schedule, once even with several instances.
  const clock = createContentClock({
    database,
    now,
    beforeSchedule: options.seed === false ? undefined : seedMissing,
    onError: (err) => app.log.error({ err }, 'schedule refresh failed'),
  });
  app.decorate('clock', clock);
  // Set once the database is ready; stopped before it closes.
  let stopInbox = async () => undefined;
  app.addHook('onClose', async () => {
    await stopInbox();
    await clock.stop();
    if (ownsDatabase) await database.close();
  });
  // A failed start (database unreachable, seeding failed) leaves nothing open behind it.
  await clock.start().catch(async (error: unknown) => {
    await app.close();
    throw error;
  });

  // Every instance drains the outbox and runs the retention job: rows are claimed with SKIP LOCKED, and deleting
  // what another instance already deleted deletes nothing.
  const outbox = options.mail
    ? startOutbox({ db: database.db, settings: options.mail, now, log: app.log })
    : NO_OUTBOX;
  const retention =
    options.retention === false
      ? null
      : startRetention({
          database,
          settings: { ...DEFAULT_RETENTION, ...options.retention },
          now,
          log: app.log,
        });
  app.decorate('inbox', { outbox, retention });
  // Every instance polls for due items: each is claimed by one UPDATE, so it is published once whichever runs it.
  const publisher =
    options.publishPollMs === false
      ? null
      : startPublisher({
          db: database.db,
          intervalMs: options.publishPollMs ?? DEFAULT_PUBLISH_POLL_MS,
          now,
          log: app.log,
          onPublished: () => clock.forget(),
        });
  app.decorate('publisher', publisher);
  // Every instance looks for a due sync; claiming it moves it an interval ahead, so one instance pulls it.
  const scheduleSync =
    options.scheduleSync === false
      ? null
      : startScheduleSync({
          db: database.db,
          publicUrl,
          limits: { ...DEFAULT_SYNC_LIMITS, ...options.scheduleSync },
          pollMs: options.scheduleSync?.pollMs,
          autostart: options.scheduleSync?.autostart,
          notifies: outbox.notifies,
          kick: outbox.kick,
          onApplied: () => clock.forget(),
          now,
          log: app.log,
        });
  app.decorate('scheduleSync', scheduleSync);
  stopInbox = async () => {
    await publisher?.stop();
    await scheduleSync?.stop();
    await outbox.stop();
    await retention?.stop();
  };
  const orders = { now, notifies: outbox.notifies, stored: outbox.kick, files: database.files };

  // Counted in the database: every instance on it shares the limit.
  const limitApplications = createRateLimiter({ db: database.db, max: options.orderRateLimit ?? 5 });
  const formOrigins = new Set([siteOrigin, ...(options.corsOrigins ?? [])]);
  for (const town of TOWNS) {
    const routes = {
      town,
      product,
      handlers,
      database,
      clock,
      publicUrl,
      siteOrigin,
      formOrigins,
      limitApplications,
      orders,
    };
    await app.register(townRoutes, { ...routes, now, prefix: `/${town}` });
  }
  await app.register(healthRoutes, { database });
  await app.register(uploadRoutes, { database });

  // The staff workspace: its API from the contract at /admin/v1/, and its static build at /admin/ when built.
  const staff = { ...DEFAULT_STAFF_OPTIONS, ...options.staff };
  await app.register(adminRoutes, {
    database,
    publicUrl,
    siteOrigin,
    policy: { idleMs: staff.idleMinutes * 60_000, absoluteMs: staff.absoluteHours * 3_600_000 },
    secureCookie: publicUrl.startsWith('https:'),
    previewTtlMs: staff.previewTtlMinutes * 60_000,
    imageMaxBytes: staff.imageMaxBytes,
    now,
    scheduleSync,
    // This instance's own changes show in its next answer; other instances notice within a second.
    onWrite: () => clock.forget(),
    outbox,
    limitResetRequests: createRateLimiter({
      db: database.db,
      max: 5,
      counted: {
        key: 'password-reset:',
        title: 'Слишком много запросов',
        detail: (max, retryAfter) =>
          `С этого адреса можно запросить смену пароля не больше ${max} раз в минуту. Повторите через ${retryAfter} с.`,
      },
    }),
  });
  const adminDir = options.adminDir === undefined ? defaultAdminDir() : options.adminDir;
  if (adminDir && existsSync(adminDir)) await app.register(adminStatic, { root: adminDir });
  return app;
}
