// Caches each opted-in GET answer per URL and content version: ETag/304 and precompressed br/gzip bytes, LRU-bounded.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

export interface ResponseCacheRoute {
  /** Cache-Control of the route's answers (also sent with their 304s). */
  cacheControl: string;
  /**
   * What the route's answers depend on besides the URL, e.g. the cinema day and the town's content version: an
   * entry made under another value is produced again. Read on every request, so it must be cheap.
   */
  version(request: FastifyRequest): Promise<string> | string;
  /** Requests answered past the cache, neither looked up nor stored (e.g. a draft's preview). */
  bypass?(request: FastifyRequest): boolean;
  /** The entry a request's answer is kept under; its URL by default. */
  key?(request: FastifyRequest): string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts a GET route into the response cache. */
    responseCache?: ResponseCacheRoute;
  }
}

export interface ResponseCacheOptions {
  /** Bytes of all entries together (each body with its compressed forms); least recently used go first. */
  maxBytes?: number;
  /** Entries at most, whatever their size. */
  maxEntries?: number;
}

type Encoding = 'br' | 'gzip';

interface Entry {
  version: string;
  etag: string;
  contentType: string;
  cacheControl: string;
  identity: Buffer;
  /** Compressed on the first request that accepts the encoding, then kept with the entry. */
  readonly encoded: Readonly<Partial<Record<Encoding, Buffer>>>;
}

/** A miss on its way through the handler: stored by onSend with the version it was produced under. */
interface Pending {
  key: string;
  version: string;
  cacheControl: string;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 5_000;
/** Smaller bodies gain nothing from compression: one TCP segment either way. */
const COMPRESS_MIN_BYTES = 1024;

// br before gzip at equal quality; anything else (identity, deflate) gets the plain bytes.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

function compress(body: Buffer, encoding: Encoding): Buffer {
  // Compressed once per entry, so a better ratio than per-request compression could afford.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/** If-None-Match uses weak comparison: W/"x" and "x" match each other. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

const entrySize = (entry: Entry, key: string) =>
  key.length + entry.identity.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

const responseCachePlugin: FastifyPluginAsync<ResponseCacheOptions> = async (app, options) => {
  const cache = new LRUCache<string, Entry>({
    max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: entrySize,
  });
  const pending = new WeakMap<FastifyRequest, Pending>();

  /** Sets the entry's headers on the reply and answers the bytes to send: none for a 304. */
  function present(
    entry: Entry,
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Buffer | undefined {
    // Every answer of a cached route varies by encoding, the 304s too, so shared caches keep the forms apart.
    reply
      .header('etag', entry.etag)
      .header('cache-control', entry.cacheControl)
      .header('vary', 'Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.code(304).removeHeader('content-type');
      return undefined;
    }
    reply.header('content-type', entry.contentType);
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted && entry.identity.length >= COMPRESS_MIN_BYTES ? negotiator.negotiate(accepted) : null;
    if (!encoding) return entry.identity;
    let bytes = entry.encoded[encoding];
    if (!bytes) {
      bytes = compress(entry.identity, encoding);
      // A new object, so the cache counts the grown size (it does not measure a value set again as it is); kept only
      // while no newer version has replaced the entry.
      if (cache.peek(key) === entry)
        cache.set(key, { ...entry, encoded: { ...entry.encoded, [encoding]: bytes } });
    }
    reply.header('content-encoding', encoding);
    return bytes;
  }

  /** The route's lookup, bound to its cache settings (request.routeOptions builds a new object on every read). */
  const serveCached =
    (route: ResponseCacheRoute): preHandlerHookHandler =>
    async (request, reply) => {
      if (route.bypass?.(request)) return;
      const key = route.key ? route.key(request) : request.url;
      const version = await route.version(request);
      const entry = cache.get(key);
      if (entry && entry.version === version) {
        reply.send(present(entry, key, request, reply));
        return reply;
      }
      pending.set(request, { key, version, cacheControl: route.cacheControl });
    };

  const storeAnswer: onSendHookHandler = async function storeAnswer(request, reply, payload) {
    const miss = pending.get(request);
    if (!miss) return payload;
    pending.delete(request);
    // Errors (404 problems, validation) are answered as they are, never cached.
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    const identity = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const entry: Entry = {
      version: miss.version,
      // Weak: the same entity is sent identity, gzip or br encoded.
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      contentType: String(reply.getHeader('content-type') ?? 'application/octet-stream'),
      cacheControl: miss.cacheControl,
      identity,
      encoded: {},
    };
    cache.set(miss.key, entry);
    return present(entry, miss.key, request, reply);
  };

  // Only the opted-in routes pay for the hooks; HEAD routes fastify derives from them are opted in too.
  app.addHook('onRoute', (route) => {
    const settings = route.config?.responseCache;
    if (!settings) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD'))
      throw new Error(`The response cache serves GET routes only: ${methods.join(',')} ${route.url}`);
    route.preHandler = [...asArray(route.preHandler), serveCached(settings)];
    route.onSend = [storeAnswer, ...asArray(route.onSend)];
  });
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export const responseCache = fp(responseCachePlugin, { name: 'response-cache', fastify: '5.x' });
