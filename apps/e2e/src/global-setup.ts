// Starts the content service (fresh PGlite), the fault proxy and the site's production build on free ports; the
// returned function stops them again. The commands are the README's production ones, configured through the env.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kino/browser/ports';
import { SMTPServer } from 'smtp-server';
import { SUITE_NOW } from '#src/clock.ts';
import { type ServerProcess, startServer } from '#src/harness/process.ts';
import { startFaultProxy } from '#src/harness/proxy.ts';
import { publishRunEnv, ROUTE_RULES } from '#src/run-env.ts';

const HOST = '127.0.0.1';
const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const LOG_DIR = resolve(fileURLToPath(new URL('../test-results/logs', import.meta.url)));

/** Variables from the developer's shell that would point the servers away from this run's throw-away set-up. */
const SCRUBBED = [
  'DATABASE_URL',
  'GTM_ID',
  'YM_ID',
  'SITE_ROUTE_RULES',
  'SITE_CACHE',
  'PORT',
  'HOST',
  'NODE_ENV',
];

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith('CONTENT_') || SCRUBBED.includes(key)) delete env[key];
  return { ...env, ...extra };
}

/**
 * The staff workspace is static files the content service serves at /admin/ when they exist. `pnpm test` builds
 * them first (turbo, as a dependency of this package); a direct run builds them once when they are missing.
 */
/** Who the content service e-mails each town's new applications to (NOTIFY_EMAIL_*); inbox.spec.ts reads them. */
export const NOTIFY_EMAILS = { main: 'inbox-main@kino.test', rechitsa: 'inbox-rechitsa@kino.test' } as const;

/**
 * A real local SMTP server for the notification e-mails: plain text, no authentication, like a relay on localhost.
 * Each message is written to `mailDir` as JSON ({ to, raw }), since the tests run in other processes than this one.
 */
async function startMailServer(mailDir: string) {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        writeFileSync(join(mailDir, `${String(++count).padStart(5, '0')}.json`), JSON.stringify({ to, raw }));
        callback();
      });
    },
  });
  const port = await new Promise<number>((done) =>
    server.listen(0, HOST, () => done((server.server.address() as AddressInfo).port)),
  );
  return { port, close: () => new Promise<void>((done) => server.close(() => done())) };
}

function ensureAdminBuild() {
  if (existsSync(join(ROOT, 'apps/admin/build/client/index.html'))) return;
  execFileSync('pnpm', ['--filter', '@kino/admin', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

export default async function globalSetup() {
  ensureAdminBuild();
  const runDir = mkdtempSync(join(tmpdir(), 'kino-e2e-'));
  const dataDir = join(runDir, 'pglite');
  mkdirSync(LOG_DIR, { recursive: true });
  const mail = await startMailServer(join(runDir, 'mail'));
  const [contentPort, proxyPort, sitePort] = await Promise.all([
    freePort(HOST),
    freePort(HOST),
    freePort(HOST),
  ]);
  const contentUrl = `http://${HOST}:${contentPort}`;
  const proxyUrl = `http://${HOST}:${proxyPort}`;
  const siteUrl = `http://${HOST}:${sitePort}`;

  const contentEnv = childEnv({
    CONTENT_PORT: String(contentPort),
    CONTENT_HOST: HOST,
    CONTENT_DATA_DIR: dataDir,
    // Posters and media are loaded by the browser through the same origin the site fetches content from.
    CONTENT_PUBLIC_URL: proxyUrl,
    CONTENT_SITE_URL: siteUrl,
    // The suite files many applications from one address; the default limit (5/min) would answer 429.
    CONTENT_ORDER_RATE_LIMIT: '10000',
    // The same Friday evening on every run (src/clock.ts).
    CONTENT_NOW: SUITE_NOW,
    // Staff passwords hashed at argon2's smallest cost (apps/content/src/staff/passwords.ts): tests only.
    CONTENT_TEST_FAST_HASH: '1',
    // Notification e-mails of new applications go to the local SMTP server above.
    SMTP_URL: `smtp://${HOST}:${mail.port}`,
    NOTIFY_EMAIL_MAIN: NOTIFY_EMAILS.main,
    NOTIFY_EMAIL_RECHITSA: NOTIFY_EMAILS.rechitsa,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  let content: ServerProcess | undefined;
  const startContent = async () => {
    content = await startServer({
      name: 'content service',
      command: 'pnpm',
      args: ['--filter', '@kino/content', 'start'],
      cwd: ROOT,
      env: contentEnv,
      logFile: join(LOG_DIR, 'content.log'),
      readyUrl: `${contentUrl}/health`,
    });
  };
  const stopContent = async () => {
    await content?.stop();
    content = undefined;
  };

  let site: ServerProcess | undefined;
  const proxy = await startFaultProxy({
    host: HOST,
    port: proxyPort,
    upstream: contentUrl,
    hooks: { startContent, stopContent },
  });
  const teardown = async () => {
    await site?.stop();
    await stopContent();
    await proxy.close();
    await mail.close();
    if (!process.env.E2E_KEEP_DATA) rmSync(runDir, { recursive: true, force: true });
  };

  try {
    await startContent();
    site = await startServer({
      name: 'site',
      command: 'pnpm',
      args: ['--filter', '@kino/site', 'start'],
      cwd: ROOT,
      env: childEnv({
        PORT: String(sitePort),
        HOST,
        SITE_ORIGIN: siteUrl,
        CONTENT_URL_MAIN: `${proxyUrl}/main/`,
        CONTENT_URL_RECHITSA: `${proxyUrl}/rechitsa/`,
        SITE_NOW: SUITE_NOW,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        // Spec §8 route rules, one internal and one external, checked in runtime.spec.ts.
        SITE_ROUTE_RULES: JSON.stringify(ROUTE_RULES),
      }),
      logFile: join(LOG_DIR, 'site.log'),
      readyUrl: `${siteUrl}/`,
    });
  } catch (error) {
    await teardown();
    throw error;
  }

  publishRunEnv({ siteUrl, contentUrl, proxyUrl, dataDir, runDir });
  return teardown;
}
