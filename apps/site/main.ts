// The site's process: configuration, waiting for the content service, SITE_WORKERS processes sharing one port
// (node:cluster), time limits, and a graceful stop on SIGTERM.
import cluster from 'node:cluster';
import { createServer, type Server as HttpServer, type ServerOptions } from 'node:http';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { type Env, getEnv } from './app/env.server.ts';
import { logger } from './app/http/logger.server.ts';
import { createApp } from './server.ts';

/** How long requests in flight may take to finish after SIGTERM before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * `pnpm start` starts the content service and the site together, and on a fresh machine the content service first
 * creates and seeds its database. The site waits (up to 30 s) until the content address answers at all, so the
 * first visitor does not get an error page; then it starts anyway and the pages say what is wrong.
 */
async function waitForContent(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  while (Date.now() < deadline) {
    try {
      await fetch(baseUrl, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
      return; // any HTTP answer: the service is up (it listens only once its database is ready)
    } catch {
      if (!told) logger.info({ baseUrl }, 'waiting for the content service');
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  logger.warn({ baseUrl }, 'the content service does not answer; starting anyway');
}

/**
 * How many processes serve: SITE_WORKERS, or one per core — less one when the content service runs on this machine
 * (its address is local), so the two never fight over the last core.
 */
export function workerCount(
  env: Pick<Env, 'SITE_WORKERS' | 'CONTENT_URL_MAIN'>,
  cores = availableParallelism(),
): number {
  if (env.SITE_WORKERS !== 'auto') return env.SITE_WORKERS;
  const host = new URL(env.CONTENT_URL_MAIN).hostname;
  const local = ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host);
  return Math.max(1, cores - (local ? 1 : 0));
}

/**
 * Time limits a slow or stalled client cannot stretch: headers, a whole request (a CV upload), an idle keep-alive.
 * Node looks for requests past their headers or request timeout every `connectionsCheckingInterval` (30 s by
 * default, so a 10 s limit fired after up to 40 s); once a second keeps them within a second of what is documented.
 * The interval can only be given when the server is created.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

/**
 * On SIGTERM: stop accepting, close idle keep-alive connections (and each one as soon as it goes idle), let requests
 * in flight finish within the deadline, then exit 0 — so a rolling restart loses nothing and never hangs.
 */
export function gracefulStop(server: HttpServer, deadlineMs = SHUTDOWN_DEADLINE_MS): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping: finishing requests in flight');
    server.close(() => process.exit(0));
    // Answers sent from now on close their connection; idle ones are closed now and until the server is gone. Before
    // the site's own listener: the page cache's fast path writes its answer at once (decision 020).
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 250).unref();
    setTimeout(() => {
      logger.warn({ deadlineMs }, 'requests still open at the deadline; closing them');
      server.closeAllConnections();
      process.exit(0);
    }, deadlineMs).unref();
  };
}

async function serve(env: Env): Promise<void> {
  const server = createServer(SERVER_TIMEOUTS, await createApp({ env }));
  server.listen(env.PORT, env.HOST, () => {
    const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    if (!cluster.isWorker || cluster.worker?.id === 1) logger.info(`Site: http://${shown}:${env.PORT}`);
  });
  const stop = gracefulStop(server);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** The primary of several workers: starts them, replaces one that dies, and stops them all on SIGTERM. */
function supervise(count: number): void {
  let stopping = false;
  for (let i = 0; i < count; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'site worker died; starting another');
    cluster.fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), SHUTDOWN_DEADLINE_MS + 2_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  logger.info({ workers: count }, 'site workers started');
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
  const count = workerCount(env);
  if (cluster.isPrimary) await waitForContent(env.CONTENT_URL_MAIN);
  if (cluster.isPrimary && count > 1) supervise(count);
  else await serve(env);
}

// Run when started (`node dist/main.mjs`, `tsx main.ts`), not when a test imports the helpers above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
