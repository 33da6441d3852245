// The site's HTTP app: express 5 with React Router's handler, request log, health, trailing slashes, route rules,
// caching, security. The process around it (workers, listening, shutdown) is main.ts.
import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { previewTokenOf } from '@kino/api/routes';
import { townOfPath } from '@kino/api/towns';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Request as ExpressRequest } from 'express';
import { pinoHttp } from 'pino-http';
import {
  createRequestHandler as createFetchHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import {
  COMPRESSION_THRESHOLD_BYTES,
  canonicalPageUrl,
  createPageCache,
  ENCODINGS,
  type Encoding,
  isShareableRequest,
  type PageCache,
  pageCacheKey,
} from './app/cache/page-cache.server.ts';
import { createPreviewTokens } from './app/cache/preview-tokens.server.ts';
import { contentClient } from './app/content-client/content.server.ts';
import { type Env, getEnv } from './app/env.server.ts';
import { logger } from './app/http/logger.server.ts';
import { createRenderQueue, type RenderQueue } from './app/http/render-queue.server.ts';
import {
  isSitePath,
  REQUEST_LOG_SERIALIZERS,
  redirectFor,
  requestIdOf,
  validHost,
} from './app/http/requests.server.ts';
import type { RouteRules } from './app/http/route-rules.ts';
import { parseRouteRules } from './app/http/route-rules-schema.server.ts';
import { ASSET_CACHE_CONTROL, NO_STORE, securityHeaders } from './app/http/security-headers.ts';
import { matchesEtag } from './app/reach/answer.server.ts';
import type { createLoadContext as CreateLoadContext, ServerValues } from './app/request/context.server.ts';

/** The app's folder: this file's, or its parent when running compiled from dist/. */
const compiledDir = dirname(fileURLToPath(import.meta.url));
const here = basename(compiledDir) === 'dist' ? dirname(compiledDir) : compiledDir;
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

/** The site's request listener: the express app. */
export async function createApp(options: CreateAppOptions = {}): Promise<RequestListener> {
  const env = options.env ?? getEnv();
  const mode = options.mode ?? (env.NODE_ENV === 'development' ? 'development' : 'production');
  const rules: RouteRules = {
    ...readRulesFile(options.rulesFile ?? join(here, 'route-rules.json')),
    ...env.SITE_ROUTE_RULES,
  };

  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For is believed: visitors are told apart behind a balancer, and cannot spoof their address.
  app.set('trust proxy', env.SITE_TRUST_PROXY);

  // Liveness and readiness for a balancer or a process manager, before anything else (not logged per request).
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    const ready = await contentReady(env.CONTENT_URL_MAIN);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'content service unreachable' });
  });

  // One JSON line per request, with its id (the balancer's X-Request-Id or a new one), sent on to the content service.
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      serializers: REQUEST_LOG_SERIALIZERS,
    }),
  );

  const headers = securityHeaders(env.SITE_ORIGIN);
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });

  // A visitor's mistake is a 4xx, never a 5xx: methods the site has no use for (TRACE, PUT, …) and paths that are
  // not a path of this site (`//host…`, `/\host…`) are answered before anything parses them.
  app.use((req, res, next) => {
    if (!ALLOWED_METHODS.has(req.method)) {
      res.setHeader('Allow', [...ALLOWED_METHODS].join(', '));
      return res.status(405).type('text/plain').send('Method Not Allowed');
    }
    if (!isSitePath(req.originalUrl)) return res.status(404).type('text/plain').send('Not Found');
    if (!validHost(req.get('host'))) return res.status(400).type('text/plain').send('Bad Request');
    next();
  });

  // Route rules first (spec §8), then the trailing slash (spec §2): both before React Router.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const redirect = redirectFor(rules, req.originalUrl);
    if (redirect) return res.redirect(redirect.status, redirect.location);
    next();
  });

  // Pages (a path ending in / or .data) from the page cache, before `compression` and the static files, which have
  // nothing to do for them: a stored page is already encoded. Set below once the cache exists.
  let cachedPages: express.RequestHandler | undefined;
  const isPagePath = (path: string) => path.endsWith('/') || path.endsWith('.data');
  app.get('/{*splat}', (req, res, next) =>
    cachedPages && isPagePath(req.path) ? cachedPages(req, res, next) : next(),
  );

  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));

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

  // What every render sees besides its request: the visitor's values (none for a shared render), and what the server
  // shares (one place, so the cached and the direct render can never get different contexts).
  const pageHandler = createFetchHandler(build, mode);
  const renderQueue = createRenderQueue(env.SITE_RENDER_CONCURRENCY, env.SITE_RENDER_QUEUE_MS);
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
    perAnswer: Pick<ServerValues, 'clientIp' | 'formAnswer' | 'requestId'>,
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
      ? createSitePageCache(env.SITE_STALE_IF_ERROR_S, pageHandler, loadContext, renderQueue)
      : undefined;
  if (pageCache) {
    const previews = createPreviewTokens(async (town, token) => {
      const { response } = await contentClient(town).GET('/kino/v1/film-categories', {
        params: { query: { preview: token } },
      });
      await response.body?.cancel();
      return /no-store/.test(response.headers.get('cache-control') ?? '');
    });
    const fromCache: express.RequestHandler = async (req, res, next) => {
      if (!isShareableRequest(req.method, req.headers)) return next();
      // A draft's preview is the staff member's own page; an unknown token is the public page, from the cache.
      const token = previewTokenOf(req.originalUrl);
      if (token && (await previews.isDraft(townOfPath(req.path), token))) return next();
      // The page as stored, in the best encoding the client takes (compressed once per render; the `compression`
      // middleware leaves an answer that is already encoded alone).
      const accepted = ENCODINGS.filter((e: Encoding) => e === 'identity' || req.acceptsEncodings(e) === e);
      pageCache
        .get(pageCacheKey(req.originalUrl), () => renderRequest(req), accepted)
        .then((answer) => {
          res.statusMessage = answer.statusText;
          res.status(answer.status);
          for (const [name, value] of answer.headers) res.append(name, value);
          // Pages, feeds and calendars carry an ETag: a client that already has the page gets a 304 (the site is the
          // origin: a request's `Cache-Control: no-cache`, which fetch() adds to conditional requests, is for caches).
          const etag = answer.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1];
          if (answer.status === 200 && etag && matchesEtag(req.get('if-none-match') ?? null, etag))
            return void res.status(304).end();
          res.end(answer.body);
        })
        .catch(next);
    };
    cachedPages = fromCache;
    // Feeds, calendars, robots.txt: here, after the static files.
    app.get('/{*splat}', (req, res, next) => (isPagePath(req.path) ? next() : fromCache(req, res, next)));
  }

  // What the page cache did not answer renders in its turn (form posts do not wait).
  app.use(renderQueue.middleware);
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req) => loadContext({ clientIp: req.ip, requestId: String(req.id) }, req),
    }),
  );
  return app;
}

export { ASSET_CACHE_CONTROL };

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

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
  loadContext: (perAnswer: Pick<ServerValues, 'requestId'>) => Promise<RouterContextProvider>,
  queue: RenderQueue,
): PageCache {
  // A shared render: nothing of the visitor's (no address, no cookies). It holds its turn in the render queue until
  // the whole page is rendered.
  return createPageCache({
    staleIfErrorMs: staleIfErrorS * 1000,
    render: (request) =>
      queue.run(async () => {
        const answer = await handler(request, await loadContext({}));
        const empty = answer.status === 204 || answer.status === 304;
        return new Response(empty ? null : await answer.arrayBuffer(), answer);
      }),
  });
}

/** Ready when the content service answers its health check (checked at most once a second). */
let readiness: { at: number; ready: Promise<boolean> } | undefined;
function contentReady(contentUrl: string): Promise<boolean> {
  if (readiness && Date.now() - readiness.at < 1_000) return readiness.ready;
  const ready = fetch(new URL('/health', contentUrl), { signal: AbortSignal.timeout(1_000) }).then(
    (answer) => answer.ok,
    () => false,
  );
  readiness = { at: Date.now(), ready };
  return ready;
}
