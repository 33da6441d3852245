// The site's HTTP server: express 5 with React Router's handler, trailing slashes, route rules, caching, security.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express, type Request as ExpressRequest } from 'express';
import {
  createRequestHandler as createFetchHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import {
  canonicalPageUrl,
  createPageCache,
  isShareableRequest,
  NONCE_PLACEHOLDER,
  type PageCache,
  pageCacheKey,
  SEED_PLACEHOLDER,
} from './app/cache/page-cache.server.ts';
import { type Env, getEnv } from './app/env.server.ts';
import { parseRouteRules } from './app/http/route-rules-schema.server.ts';
import { ASSET_CACHE_CONTROL, NO_STORE, securityHeaders } from './app/http/security-headers.ts';
import { trailingSlashRedirect } from './app/http/trailing-slash.ts';
import type { createLoadContext as CreateLoadContext, ServerValues } from './app/request/context.server.ts';
import { matchRouteRule, type RouteRules } from './app/runtime/route-rules.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const BUILD_DIR = join(here, 'build');

export interface CreateAppOptions {
  env?: Env;
  /** The server build; by default the production build in ./build (or Vite's dev server in development). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  mode?: 'production' | 'development';
  /** Route rules from route-rules.json, merged under SITE_ROUTE_RULES. */
  rulesFile?: string;
}

function readRulesFile(file: string): RouteRules {
  try {
    return parseRouteRules(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export async function createApp(options: CreateAppOptions = {}): Promise<Express> {
  const env = options.env ?? getEnv();
  const mode = options.mode ?? (env.NODE_ENV === 'development' ? 'development' : 'production');
  const rules: RouteRules = {
    ...readRulesFile(options.rulesFile ?? join(here, 'route-rules.json')),
    ...env.SITE_ROUTE_RULES,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const headers = securityHeaders(env.SITE_ORIGIN);
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  });

  // A visitor's mistake is a 4xx, never a 5xx: methods the site has no use for (TRACE, PUT, …) and paths that are
  // not a path of this site (`//host…`) are answered before anything parses them.
  app.use((req, res, next) => {
    if (!ALLOWED_METHODS.has(req.method)) {
      res.setHeader('Allow', [...ALLOWED_METHODS].join(', '));
      return res.status(405).type('text/plain').send('Method Not Allowed');
    }
    if (!req.originalUrl.startsWith('/') || req.originalUrl.startsWith('//'))
      return res.status(404).type('text/plain').send('Not Found');
    if (!URL.canParse(`http://${req.get('host') ?? 'localhost'}/`))
      return res.status(400).type('text/plain').send('Bad Request');
    next();
  });

  // Route rules first (spec §8), then the trailing slash (spec §2): both before React Router.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = sitePath(req.originalUrl);
    const rule = matchRouteRule(rules, url.pathname, url.search);
    if (rule) return res.redirect(rule.status, rule.location);
    const slashed = trailingSlashRedirect(url.pathname, url.search);
    if (slashed) return res.redirect(301, slashed);
    next();
  });

  app.use(compression());

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (mode === 'development' && !options.build) {
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true }, root: here });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = join(BUILD_DIR, 'client');
    // Hashed assets never change: cached for a year.
    app.use(
      '/assets',
      express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(
      '/builds',
      express.static(join(clientDir, 'builds'), {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', NO_STORE),
      }),
    );
    // Files of the public folder; pages (a path ending in / or .data) never are one, so skip the disk lookup.
    const publicFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false });
    app.use((req, res, next) =>
      req.path.endsWith('/') || req.path.endsWith('.data') ? next() : publicFiles(req, res, next),
    );
    build =
      options.build ??
      ((await import(pathToFileURL(join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild);
  }

  // Form posts are never cached; pages get their policy in the server entry (it knows the status).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('Cache-Control', NO_STORE);
    next();
  });

  // What every render sees besides its request: the per-answer values, and what the server shares (one place, so
  // the cached and the direct render can never get different contexts).
  const pageHandler = createFetchHandler(build, mode);
  // The build's own context keys (a copy imported from the source would be other objects); in development the
  // build is reloaded on change, so it is asked each time.
  const contextFactory = async () => {
    const resolved = typeof build === 'function' ? await build() : build;
    const factory = (resolved.entry.module as { createLoadContext?: typeof CreateLoadContext })
      .createLoadContext;
    if (!factory) throw new Error('The server build does not export createLoadContext (entry.server.tsx)');
    return factory;
  };
  const loadContext = async (
    perAnswer: Pick<ServerValues, 'nonce' | 'submissionSeed' | 'clientIp' | 'formAnswer'>,
    req?: ExpressRequest,
  ): Promise<RouterContextProvider> =>
    (await contextFactory())({
      ...perAnswer,
      routeRules: rules,
      // A form sent without JavaScript that failed shows the page it came from, rendered for this visitor.
      renderPage: req
        ? async (path, answer) =>
            pageHandler(pageRequest(req, path), await loadContext({ ...perAnswer, formAnswer: answer }))
        : undefined,
    });
  // Spec: the rendered-page cache (SITE_CACHE=on, production): shared GETs without personal cookies.
  const pageCache =
    env.SITE_CACHE === 'on' && mode === 'production'
      ? createSitePageCache(env.SITE_STALE_IF_ERROR_S, pageHandler, loadContext)
      : undefined;
  if (pageCache) {
    app.locals.pageCache = pageCache;
    app.get('/{*splat}', (req, res, next) => {
      if (!isShareableRequest(req.method, req.headers)) return next();
      pageCache
        .get(pageCacheKey(req.originalUrl), () => renderRequest(req))
        .then((answer) => {
          res.statusMessage = answer.statusText;
          res.status(answer.status);
          for (const [name, value] of answer.headers) res.append(name, value);
          if (answer.state === 'hit' || answer.state === 'stale')
            res.setHeader('Age', String(answer.ageSeconds));
          res.setHeader('X-Page-Cache', answer.state);
          res.end(answer.body);
        })
        .catch(next);
    });
  }

  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => loadContext({ nonce: res.locals.nonce as string, clientIp: req.ip }, req),
    }),
  );
  return app;
}

export { ASSET_CACHE_CONTROL };

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/** A request target of this site as a URL (the target always starts with one `/`, checked above). */
function sitePath(originalUrl: string): URL {
  return new URL(`http://site.invalid${originalUrl}`);
}

/** Request headers a shared render may see: none that identify the visitor or make it conditional. */
const PERSONAL_HEADERS = new Set([
  'cookie',
  'authorization',
  'if-none-match',
  'if-modified-since',
  'x-forwarded-for',
]);

/** A GET of one of the site's pages for the visitor of `req` (their headers, not the body's). */
function pageRequest(req: ExpressRequest, path: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith('content-') || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set('accept', 'text/html');
  return new Request(new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${path}`), { headers });
}

/** The Fetch request React Router renders for a shared (cacheable) GET; not tied to the visitor's connection. */
function renderRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || PERSONAL_HEADERS.has(name) || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // Only the query parameters pages read: the same page for every `?utm_…`, and the cache key says the same.
  const url = new URL(
    `${req.protocol}://${req.get('host') ?? 'localhost'}${canonicalPageUrl(req.originalUrl)}`,
  );
  return new Request(url, { method: 'GET', headers });
}

function createSitePageCache(
  staleIfErrorS: number,
  handler: ReturnType<typeof createFetchHandler>,
  loadContext: (perAnswer: Pick<ServerValues, 'nonce' | 'submissionSeed'>) => Promise<RouterContextProvider>,
): PageCache {
  // A shared render: placeholders for the per-answer values (swapped per answer), no visitor address.
  return createPageCache({
    staleIfErrorMs: staleIfErrorS * 1000,
    render: async (request) =>
      handler(request, await loadContext({ nonce: NONCE_PLACEHOLDER, submissionSeed: SEED_PLACEHOLDER })),
  });
}

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
      if (!told) console.log(`Waiting for the content service at ${baseUrl} …`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  console.warn(`The content service at ${baseUrl} does not answer; starting anyway.`);
}

async function main() {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await waitForContent(env.CONTENT_URL_MAIN);
  const app = await createApp({ env });
  const server = app.listen(env.PORT, env.HOST, () => {
    const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    console.log(`Site: http://${shown}:${env.PORT}`);
  });
  applyTimeouts(server);
  const stop = gracefulStop(server);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Time limits a slow or stalled client cannot stretch: headers, a whole request (a CV upload), an idle keep-alive. */
export function applyTimeouts(server: HttpServer): void {
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
}

/** How long requests in flight may take to finish after SIGTERM before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * On SIGTERM: stop accepting, close idle keep-alive connections (and each one as soon as it goes idle), let requests
 * in flight finish within the deadline, then exit 0 — so a rolling restart loses nothing and never hangs.
 */
export function gracefulStop(server: HttpServer, deadlineMs = SHUTDOWN_DEADLINE_MS): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    console.log('Site: stopping (finishing requests in flight)');
    server.close(() => process.exit(0));
    // Answers sent from now on close their connection; idle ones are closed now and until the server is gone.
    server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
    setTimeout(() => {
      console.warn(`Site: requests still open after ${deadlineMs} ms; closing them`);
      server.closeAllConnections();
      process.exit(0);
    }, deadlineMs).unref();
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
