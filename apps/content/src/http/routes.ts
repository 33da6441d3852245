// A town's routes: every operation of the contract with its handler, checks, cache and rate limit; artwork.
import type { Town } from '@kino/api/towns';
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { resolvePreview } from '#src/editing/previews.ts';
import { renderArt, renderPoster } from '#src/publishing/artwork.ts';
import { type ApplicationInput, isFiledUnder } from '#src/publishing/orders.ts';
import type { PreviewGrant, ReadContext } from '#src/publishing/repository.ts';
import { renderShareImage } from '#src/publishing/share-image.ts';
import type { ContentClock } from '#src/runtime/content-clock.ts';
import { type Operation, publicOperations, resolveParameter, routeSchema } from './contract.ts';
import type { HandlerContext, Handlers, OperationId, OrderHooks } from './operations.ts';
import { HttpProblem } from './problem.ts';
import type { ResponseCacheRoute } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cinema day the request is answered for, read once per request. */
    today: string;
    /** The draft a valid `?preview=` token shows (admin API's preview links); null otherwise. */
    preview: PreviewGrant | null;
  }
}

export interface TownRoutesOptions {
  town: Town;
  /** Product slug in the paths (`/{town}/{product}/v1/…`); the contract's own paths say `kino`. */
  product: string;
  handlers: Handlers;
  database: Database;
  clock: ContentClock;
  publicUrl: string;
  siteOrigin: string;
  /** The service's clock (preview tokens expire by it). */
  now(): Date;
  /** Origins whose pages may post the visitor forms from a browser: the site's and CONTENT_CORS_ORIGINS. */
  formOrigins: ReadonlySet<string>;
  /** Counts one application of the client (shared by every instance); rejects with a 429 problem over the limit. */
  limitApplications(ip: string): Promise<void>;
  orders: OrderHooks;
}

/** The contract's longest Idempotency-Key: a longer header is no stored key, and not looked up. */
const IDEMPOTENCY_KEY_MAX = (
  resolveParameter({ $ref: '#/components/parameters/IdempotencyKey' }).schema as { maxLength: number }
).maxLength;

const CONTENT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/**
 * Reads whose answer changes with the time of day, not only with the content and the cinema day: a film page's
 * head lists the screenings still to come. Their cached answers last a minute at most.
 */
const CHANGES_BY_THE_MINUTE: ReadonlySet<string> = new Set(['getHead']);
const MINUTE_MS = 60_000;
const MEDIA_CACHE_CONTROL = 'public, max-age=3600';
const SVG = 'image/svg+xml; charset=utf-8';

/** The handler of any operation, as the routes call it: input validated against that operation's own schemas. */
type RouteHandler = (input: unknown, ctx: HandlerContext) => Promise<unknown>;

/** The status of the operation's success answer in the contract (200 for reads, 201 for applications). */
const successStatus = (op: Operation) =>
  Number(Object.keys(op.operation.responses).find((status) => /^2\d\d$/.test(status)) ?? 200);

/** Operations whose contract answers 429 are the ones that file something: they count against the rate limit. */
const rateLimited = (op: Operation) => '429' in op.operation.responses;

/** The kind of application an operation files: the last segment of its path (`/orders/callback`). */
const applicationKind = (op: Operation): ApplicationInput['kind'] => {
  const kind = op.path.split('/').pop();
  if (kind !== 'callback' && kind !== 'vacancy') throw new Error(`${op.operationId} files no known kind`);
  return kind;
};

/** The names of an operation's query parameters: the only parts of a query its answer depends on. */
const queryNames = (op: Operation) =>
  (op.operation.parameters ?? [])
    .map((p) => ('$ref' in p ? resolveParameter(p) : p))
    .filter((p) => p.in === 'query')
    .map((p) => p.name)
    .sort();

/**
 * The response cache's key of a request: its path and the operation's own query parameters as validated, so that
 * `?r=<random>` or utm tags neither miss the cache nor fill it with copies of one answer.
 */
const cacheKey =
  (names: readonly string[]) =>
  (request: FastifyRequest): string => {
    const path = request.url.split('?', 1)[0]!;
    const query = request.query as Record<string, unknown>;
    const kept = names
      .filter((name) => query[name] !== undefined)
      .map((name) => `${name}=${encodeURIComponent(String(query[name]))}`);
    return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
  };

/**
 * A visitor form posted by a browser from another website (multipart needs no CORS preflight): refused before its
 * body is read. Browsers name the page's origin in `Origin` on every POST; a request without one is the site's own
 * server-side post or another server, which CORS does not govern either.
 */
function assertFromAllowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>) {
  const origin = request.headers.origin;
  const refused =
    origin !== undefined ? !allowed.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
  if (refused)
    throw new HttpProblem(
      403,
      'cross-site',
      'Запрос с другого сайта',
      'Заявки принимаются только с сайта кинотеатра.',
    );
}

export const townRoutes: FastifyPluginAsync<TownRoutesOptions> = async (scope, options) => {
  const { town, clock, handlers } = options;
  const readContext = (request: FastifyRequest): ReadContext => ({
    db: options.database.db,
    town,
    publicUrl: options.publicUrl,
    today: request.today,
    preview: request.preview,
  });
  scope.decorateRequest('today', '');
  scope.decorateRequest('preview', null);
  // Before the response cache looks an answer up, since answers depend on the day.
  scope.addHook('preHandler', async (request, reply) => {
    request.today = await clock.today();
    const token = (request.query as { preview?: unknown } | undefined)?.preview;
    if (typeof token === 'string' && token !== '') {
      // A draft's preview: answered fresh and stored by nobody. An unknown or expired token is ignored: the public
      // answer, which the site may cache as such (so `no-store` tells it the token showed a draft).
      request.preview = await resolvePreview(options.database.db, town, token, options.now());
      if (request.preview) reply.header('cache-control', 'no-store');
    }
  });
  const responseCache = (
    cacheControl: string,
    queryParameters: readonly string[] = [],
    byTheMinute = false,
  ): ResponseCacheRoute => ({
    key: cacheKey(queryParameters),
    cacheControl,
    version: async (request) =>
      `${request.today}:${await clock.version(town)}${byTheMinute ? `:${Math.floor(options.now().getTime() / MINUTE_MS)}` : ''}`,
    // Preview answers show a draft: never kept, never served to anyone else.
    bypass: (request) => (request.query as { preview?: unknown } | undefined)?.preview !== undefined,
  });

  for (const op of publicOperations) {
    // The generated types make `handlers` complete at compile time; this catches a contract newer than its types.
    const handler = handlers[op.operationId as OperationId] as RouteHandler | undefined;
    if (!handler) throw new Error(`No handler for contract operation ${op.operationId}`);
    const status = successStatus(op);
    const route: RouteOptions = {
      method: op.method,
      url: op.path.replace(/^\/kino\/v1\//, `/${options.product}/v1/`).replace(/\{(\w+)\}/g, ':$1'),
      schema: routeSchema(op),
      handler: async (request, reply) => {
        const input = {
          path: request.params,
          query: request.query,
          headers: request.headers,
          body: request.body,
        };
        const answer = await handler(input, {
          ...readContext(request),
          siteOrigin: options.siteOrigin,
          now: options.now,
          orders: options.orders,
          request,
        });
        return reply.code(status).send(answer);
      },
    };
    if (op.method === 'GET')
      route.config = {
        responseCache: responseCache(
          CONTENT_CACHE_CONTROL,
          queryNames(op),
          CHANGES_BY_THE_MINUTE.has(op.operationId),
        ),
      };
    // Checked before the body is read or validated, so floods cost little; another site's post is not counted, nor
    // the retry of an application already filed (its Idempotency-Key is stored): the retry gets its receipt.
    if (rateLimited(op)) {
      const kind = applicationKind(op);
      route.onRequest = async (request) => {
        assertFromAllowedOrigin(request, options.formOrigins);
        const key = request.headers['idempotency-key'];
        if (
          typeof key === 'string' &&
          key.length <= IDEMPOTENCY_KEY_MAX &&
          (await isFiledUnder(options.database.db, town, kind, key))
        )
          return;
        await options.limitApplications(request.ip);
      };
    }
    scope.route(route);
  }

  // Artwork is not part of the contract: it is what the contract's image URLs point at.
  const media = { config: { responseCache: responseCache(MEDIA_CACHE_CONTROL) } };
  scope.get('/media/posters/:file', media, async (request, reply) => {
    const { file } = request.params as { file: string };
    return reply.type(SVG).send(await renderPoster(readContext(request), file));
  });
  scope.get('/media/art/:kind/:file', media, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    return reply.type(SVG).send(await renderArt(readContext(request), kind, file));
  });
  // Raster sharing images (og:image) and posters for structured data: JPEG, as messengers show no SVG.
  scope.get('/media/share/:kind/:file', media, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    return reply.type('image/jpeg').send(await renderShareImage(readContext(request), kind, file));
  });
};
