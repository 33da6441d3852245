// `pnpm start`: the content service from environment variables, with a graceful shutdown.
import { execFileSync } from 'node:child_process';
import { cinemaDayOf } from '@kino/api/cinema-time';
import { TOWNS } from '@kino/api/towns';
import { isNewDataDir, openDatabase } from './db/client.ts';
import { parseEnv, trustProxyOption } from './env.ts';
import { refreshSchedule } from './publishing/schedule.ts';
import { seedMissing } from './seed/seed.ts';
import { createServer } from './server.ts';
import { ensureDemoAdmin } from './staff/accounts.ts';

const env = (() => {
  try {
    return parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const fixedNow = env.CONTENT_NOW;

/** The flag of the child process that prepares a new embedded database (below). */
const PREPARE_FLAG = '--prepare-embedded-database';

/**
 * The embedded database's first start: a child process creates, migrates and seeds it, then exits, and the service
 * opens it anew. PGlite's WebAssembly memory never shrinks: a process that wrote the whole demo keeps ≈ 880 MB RSS,
 * one that opens the same database ≈ 400 MB (issue 12). The child is this same program with a flag.
 */
async function prepareEmbeddedDatabase(dataDir: string) {
  const day = cinemaDayOf(fixedNow ? new Date(fixedNow) : new Date());
  const fresh = await openDatabase({ dataDir });
  try {
    await seedMissing(fresh.db, day);
    for (const town of TOWNS) await refreshSchedule(fresh.db, town, day);
  } finally {
    await fresh.close();
  }
}

if (process.argv.includes(PREPARE_FLAG)) {
  await prepareEmbeddedDatabase(env.CONTENT_DATA_DIR);
  process.exit(0);
}
// A directory made beforehand and left empty (a `mkdir`, a container volume) is a new database too (isNewDataDir).
if (!env.DATABASE_URL && isNewDataDir(env.CONTENT_DATA_DIR)) {
  execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_FLAG], { stdio: 'inherit' });
}

const app = await createServer({
  database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.CONTENT_DATA_DIR },
  product: env.CONTENT_PRODUCT,
  siteUrl: env.CONTENT_SITE_URL,
  publicUrl: env.CONTENT_PUBLIC_URL,
  corsOrigins: env.CONTENT_CORS_ORIGINS,
  orderRateLimit: env.CONTENT_ORDER_RATE_LIMIT,
  trustProxy: trustProxyOption(env.CONTENT_TRUST_PROXY),
  logger: env.LOG_LEVEL,
  timeouts: { request: env.CONTENT_REQUEST_TIMEOUT_MS },
  ...(fixedNow ? { now: () => new Date(fixedNow) } : {}),
  mail: env.SMTP_URL
    ? {
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        recipients: { main: env.NOTIFY_EMAIL_MAIN, rechitsa: env.NOTIFY_EMAIL_RECHITSA },
        workspaceUrl: `${env.CONTENT_PUBLIC_URL}/admin`,
      }
    : false,
  retention: { callbackDays: env.RETENTION_CALLBACK_DAYS, vacancyDays: env.RETENTION_VACANCY_DAYS },
  publishPollMs: env.CONTENT_PUBLISH_POLL_MS,
});

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // New connections are refused and idle ones closed; requests in flight finish (new requests on their
    // connections get 503); the database closes in the onClose hook once they are done.
    const deadline = setTimeout(() => {
      app.log.warn({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'requests still open at the deadline; closing them');
      // A stalled upload or a slow client must not keep the process: cut what is left, then exit as planned.
      app.server.closeAllConnections();
      setTimeout(() => process.exit(0), 500).unref();
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.CONTENT_PORT, host: env.CONTENT_HOST });
// The embedded demo database only: its first start makes a demo admin and prints the credentials once (only the
// password's hash is stored). A PostgreSQL deployment creates its first admin with `staff:add`.
if (!env.DATABASE_URL) {
  const demo = await ensureDemoAdmin(app.database.db);
  if (demo)
    console.log(
      `Staff workspace demo account (shown once): ${demo.email} / ${demo.password} — ${env.CONTENT_PUBLIC_URL}/admin/`,
    );
}
app.log.info(
  `Content service: ${env.CONTENT_PUBLIC_URL}/main/${env.CONTENT_PRODUCT}/v1/films and /rechitsa/… (${app.database.kind})`,
);
