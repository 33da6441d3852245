// The rendered-page cache of the site server (SITE_CACHE=on): whole GET answers of status 200 kept for a few seconds.
//
// Pages are rendered with placeholder tokens instead of the CSP nonce and the forms' submission seed; every answer
// (cached or not) gets a fresh nonce and seed swapped in, so no two visitors ever share either.
//
// The placeholders have exactly the length of what replaces them (a 16-byte base64 nonce, a UUID), so a body is
// kept as bytes with the placeholders' offsets found once; an answer is a copy with the new values written in. A
// stored page is also kept gzipped around its placeholders (`gzip-template.server.ts`): a browser's answer is those
// pieces with its own values between them, instead of the whole page compressed again for every answer.

import { randomBytes, randomFillSync, randomUUID } from 'node:crypto';
import { previewTokenOf, TOWN_SWITCH_PARAM } from '@kino/api/routes';
import { STARTED_PARAM } from '@kino/ui/components/fold';
import { CALLBACK_PARAM, CALLBACK_SUBJECT_PARAM, CALLBACK_TOPIC_PARAM } from '@kino/ui/forms/callback-link';
import { LRUCache } from 'lru-cache';
import { logger } from '#src/http/logger.server.ts';
import { type GzipTemplate, gzipTemplate, gzipWith, type Hole } from './gzip-template.server.ts';

/** Tokens that stand in for the per-answer values in a rendered page (safe in HTML attributes and JSON). */
export const NONCE_PLACEHOLDER = `kinoNonce${randomBytes(8).toString('hex').slice(0, 15)}`;
export const SEED_PLACEHOLDER = `kinoSeed${randomBytes(14).toString('hex')}`;
const NONCE_BYTES = Buffer.from(NONCE_PLACEHOLDER);
const SEED_BYTES = Buffer.from(SEED_PLACEHOLDER);

/** Random bytes for nonces, drawn from the system's CSPRNG 4 kB at a time (as Node does for `randomUUID`). */
const noncePool = Buffer.alloc(16 * 256);
let noncePoolUsed = noncePool.length;

/**
 * A CSP nonce: 16 random bytes in base64, 24 characters like NONCE_PLACEHOLDER. Every answer has one; a `randomBytes`
 * call each was ≈ 7 % of a cached answer's CPU. Each pooled byte is used once.
 */
export function newNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  noncePoolUsed += 16;
  return noncePool.toString('base64', noncePoolUsed - 16, noncePoolUsed);
}

export interface PageCacheOptions {
  /** Renders a page with the placeholders as its nonce and seed. */
  render: (request: Request) => Promise<Response>;
  /** Served without rendering for this long after the render. */
  freshMs?: number;
  /** After that, served stale (and rendered again once in the background) until this age; then rendered in line. */
  maxAgeMs?: number;
  /**
   * Stale-if-error: when rendering fails (a 5xx or a throw, e.g. the content service is down or stalled), the last
   * good answer is served for up to this long after its render, marked `X-Page-Cache: stale-if-error`.
   */
  staleIfErrorMs?: number;
  /** All kept bodies (with their gzip pieces) together stay under this many bytes. */
  maxTotalBytes?: number;
  maxEntries?: number;
  /** Bodies larger than this (bytes) are not kept. */
  maxBodyBytes?: number;
  now?: () => number;
}

/** A rendered answer with the placeholders still in it. */
interface Rendered {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Buffer;
  /** Where the placeholders are in the body. */
  nonceAt: number[];
  seedAt: number[];
  /** The body gzipped around its placeholders, made when the answer is stored (if it is worth compressing). */
  gzip?: GzipTemplate;
}

interface Entry extends Rendered {
  renderedAt: number;
  refreshing: boolean;
  /** When rendering this page last failed: for a while the last good page is served at once (no waiting). */
  failedAt?: number;
}

/** After a failed render, how long the last good page is answered at once while one render retries behind it. */
const RETRY_BEHIND_MS = 10_000;

export type CacheState = 'hit' | 'stale' | 'stale-if-error' | 'miss' | 'uncacheable';

export interface PageAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Buffer;
  /** `gzip` when the body is gzipped (and `headers` say so): asked for, and the page was stored with its template. */
  encoding: 'gzip' | 'identity';
  state: CacheState;
  /** Seconds since the page was rendered, rounded up (the Age header of a cached answer). */
  ageSeconds: number;
}

export interface PageCache {
  /**
   * The answer to a GET: from the cache, or rendered (once for concurrent requests of the same key); gzipped when the
   * client accepts gzip and the page has a template.
   */
  get(key: string, request: () => Request, acceptsGzip?: boolean): Promise<PageAnswer>;
  /**
   * The stored answer when it is fresh and can be had in the asked encoding (gzip needs the page's template), else
   * undefined: synchronous, never renders — what the server answers before any middleware (decision 020).
   */
  fresh(key: string, acceptsGzip: boolean): PageAnswer | undefined;
  readonly size: number;
  stats: { hits: number; stale: number; misses: number; refreshes: number; staleIfError: number };
  clear(): void;
}

/**
 * The headers an answer of the cache is sent with: the page's own (with this answer's nonce), `Vary` (a browser's
 * answer may be gzipped from the template), the `Age` of a cached page, and what the cache did. The app's cache route
 * and the fast path in front of it both send these.
 */
export function answerHeaders(answer: PageAnswer): [string, string][] {
  return [
    ...answer.headers,
    ['Vary', 'Accept-Encoding'],
    ...(answer.state === 'hit' || answer.state === 'stale'
      ? [['Age', String(answer.ageSeconds)] as [string, string]]
      : []),
    ['X-Page-Cache', answer.state],
  ];
}

/** Answers that must not be shared: not 200, not HTML/data, or marked private by the renderer. */
function storable(rendered: Rendered, maxBodyBytes: number): boolean {
  if (rendered.status !== 200 || rendered.body.length > maxBodyBytes) return false;
  for (const [name, value] of rendered.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie' || lower === 'vary') return false;
    if (lower === 'cache-control' && /no-store|private|no-cache/i.test(value)) return false;
  }
  return true;
}

async function read(response: Response): Promise<Rendered> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    body,
    nonceAt: offsets(body, NONCE_BYTES),
    seedAt: offsets(body, SEED_BYTES),
  };
}

/** Smaller bodies are not worth compressing: the page cache's templates and the `compression` middleware. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|[\w.+-]+\+(json|xml)))/i;

/**
 * The gzip template of a stored answer: text that compresses (HTML, React Router's data, feeds without an ETag — an
 * ETag names the identity bytes), not already encoded, big enough to be worth it.
 */
function templateOf(rendered: Rendered): GzipTemplate | undefined {
  if (rendered.body.length < COMPRESSION_THRESHOLD_BYTES) return undefined;
  const header = (name: string) => rendered.headers.find(([n]) => n.toLowerCase() === name)?.[1];
  if (header('etag') || header('content-encoding') || !COMPRESSIBLE.test(header('content-type') ?? ''))
    return undefined;
  const holes: Hole[] = [
    ...rendered.nonceAt.map((at) => ({ at, length: NONCE_BYTES.length, slot: 0 })),
    ...rendered.seedAt.map((at) => ({ at, length: SEED_BYTES.length, slot: 1 })),
  ];
  return gzipTemplate(rendered.body, holes);
}

function offsets(body: Buffer, token: Buffer): number[] {
  const found: number[] = [];
  for (let at = body.indexOf(token); at !== -1; at = body.indexOf(token, at + token.length)) found.push(at);
  return found;
}

/** Swaps the placeholders for this answer's own nonce and seed; gzips the body from its template if asked. */
function personalise(
  rendered: Rendered,
  acceptsGzip: boolean,
): Pick<PageAnswer, 'headers' | 'body' | 'encoding'> {
  const nonce = newNonce();
  const seed = randomUUID();
  const swap = (text: string) =>
    text.includes(NONCE_PLACEHOLDER) || text.includes(SEED_PLACEHOLDER)
      ? text.split(NONCE_PLACEHOLDER).join(nonce).split(SEED_PLACEHOLDER).join(seed)
      : text;
  const headers = rendered.headers.map(([name, value]): [string, string] => [name, swap(value)]);
  if (acceptsGzip && rendered.gzip) {
    const body = gzipWith(rendered.gzip, [Buffer.from(nonce, 'latin1'), Buffer.from(seed, 'latin1')]);
    const encoded = headers.filter(([name]) => name.toLowerCase() !== 'content-length');
    return { headers: [...encoded, ['content-encoding', 'gzip']], body, encoding: 'gzip' };
  }
  const body = Buffer.allocUnsafe(rendered.body.length);
  rendered.body.copy(body);
  for (const at of rendered.nonceAt) body.write(nonce, at, 'latin1');
  for (const at of rendered.seedAt) body.write(seed, at, 'latin1');
  return { headers, body, encoding: 'identity' };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const {
    render,
    freshMs = 10_000,
    maxAgeMs = 30_000,
    staleIfErrorMs = 0,
    maxEntries = 300,
    maxBodyBytes = 4_000_000,
    maxTotalBytes = 64 * 1024 * 1024,
    now = Date.now,
  } = options;
  // Least recently used first out, bounded by count and by the bodies' bytes.
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxTotalBytes,
    // A body and its gzip pieces (never much larger than the body: deflate falls back to stored blocks).
    maxEntrySize: Math.min(2 * maxBodyBytes, maxTotalBytes),
    sizeCalculation: (entry) => Math.max(1, entry.body.length + (entry.gzip?.bytes ?? 0)),
  });
  const inFlight = new Map<string, Promise<Rendered>>();
  const stats = { hits: 0, stale: 0, misses: 0, refreshes: 0, staleIfError: 0 };

  const remember = (key: string, rendered: Rendered, renderedAt: number) => {
    entries.set(key, { ...rendered, renderedAt, refreshing: false });
  };

  /** One render per key at a time; a storable answer replaces the entry. */
  const renderOnce = (key: string, request: () => Request): Promise<Rendered> => {
    const running = inFlight.get(key);
    if (running) return running;
    const startedAt = now();
    const promise = (async () => {
      try {
        const rendered = await read(await render(request()));
        if (storable(rendered, maxBodyBytes)) {
          rendered.gzip = templateOf(rendered);
          remember(key, rendered, startedAt);
        }
        return rendered;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, promise);
    return promise;
  };

  const answer = (
    rendered: Rendered,
    state: CacheState,
    renderedAt: number,
    acceptsGzip: boolean,
  ): PageAnswer => ({
    status: rendered.status,
    statusText: rendered.statusText,
    ...personalise(rendered, acceptsGzip),
    state,
    // Rounded up: a browser must never think a page younger than it is.
    ageSeconds: Math.max(0, Math.ceil((now() - renderedAt) / 1000)),
  });

  return {
    async get(key, request, acceptsGzip = false) {
      const entry = entries.get(key);
      const at = now();
      if (entry && at - entry.renderedAt < maxAgeMs) {
        if (at - entry.renderedAt < freshMs) {
          stats.hits += 1;
          return answer(entry, 'hit', entry.renderedAt, acceptsGzip);
        }
        stats.stale += 1;
        if (!entry.refreshing) {
          entry.refreshing = true;
          stats.refreshes += 1;
          renderOnce(key, request).then(
            () => {
              entry.refreshing = false;
            },
            (error: unknown) => {
              entry.refreshing = false;
              logger.error(
                { key, err: (error as Error)?.message ?? String(error) },
                'page cache: refreshing failed',
              );
            },
          );
        }
        return answer(entry, 'stale', entry.renderedAt, acceptsGzip);
      }
      // Too old to serve as it is, but kept for stale-if-error while young enough.
      const fallback = entry && at - entry.renderedAt < staleIfErrorMs ? entry : undefined;
      if (entry && !fallback) entries.delete(key);
      const serveFallback = (last: Entry) => {
        last.failedAt = now();
        stats.staleIfError += 1;
        return answer(last, 'stale-if-error', last.renderedAt, acceptsGzip);
      };
      // It failed a moment ago: answer at once with the last good page; one render tries again behind it.
      if (fallback?.failedAt !== undefined && at - fallback.failedAt < RETRY_BEHIND_MS) {
        renderOnce(key, request).catch(() => undefined);
        stats.staleIfError += 1;
        return answer(fallback, 'stale-if-error', fallback.renderedAt, acceptsGzip);
      }
      stats.misses += 1;
      const startedAt = now();
      let rendered: Rendered;
      try {
        rendered = await renderOnce(key, request);
      } catch (error) {
        if (!fallback) throw error;
        logger.error(
          { key, err: (error as Error)?.message },
          'page cache: rendering failed, serving the last good page',
        );
        return serveFallback(fallback);
      }
      if (rendered.status >= 500 && fallback) return serveFallback(fallback);
      return answer(
        rendered,
        storable(rendered, maxBodyBytes) ? 'miss' : 'uncacheable',
        startedAt,
        acceptsGzip,
      );
    },
    fresh(key, acceptsGzip) {
      const entry = entries.get(key);
      if (!entry || now() - entry.renderedAt >= freshMs || (acceptsGzip && !entry.gzip)) return undefined;
      stats.hits += 1;
      return answer(entry, 'hit', entry.renderedAt, acceptsGzip);
    },
    get size() {
      return entries.size;
    },
    stats,
    clear: () => entries.clear(),
  };
}

/** Cookies the site never reads (analytics); any other cookie makes a request personal and skips the cache. */
const IGNORED_COOKIE = /^(_ga|_gid|_gat|_gcl|_fbp|_ym)/;

/**
 * True if a GET may be answered from the shared cache: no credentials, no cookies the site could care about, not a
 * draft's preview (`?preview=`, the staff member's own page).
 */
export function isShareableRequest(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  originalUrl: string,
) {
  if (method !== 'GET') return false;
  if (headers.authorization) return false;
  if (previewTokenOf(originalUrl)) return false;
  const cookie = headers.cookie;
  if (!cookie) return true;
  const names = (Array.isArray(cookie) ? cookie.join(';') : cookie)
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
  return names.every((name) => IGNORED_COOKIE.test(name));
}

/**
 * The query parameters a page of the site reads (the schedule's selection, list pages' `page`, a form's thank-you,
 * the town switch's mark, the no-JS links asking for the callback dialog or for the folds of what has started) and
 * React Router's own `_routes` of data requests. Anything else is no part of a page:
 * it is dropped before rendering and from the cache key, so `?r=<random>` cannot bypass the cache.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'day',
  'format',
  'time',
  'children',
  'premieres',
  'feature',
  'page',
  'sent',
  TOWN_SWITCH_PARAM,
  CALLBACK_PARAM,
  CALLBACK_TOPIC_PARAM,
  CALLBACK_SUBJECT_PARAM,
  STARTED_PARAM,
  '_routes',
]);

/** The request's path and query with only the parameters pages read, in a stable order. */
export function canonicalPageUrl(originalUrl: string): string {
  const url = new URL(`http://site.invalid${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`);
  const kept = [...url.searchParams].filter(([name]) => PAGE_QUERY_PARAMS.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** The cache key: the canonical path and query, and whether it is a React Router data request (`.data`). */
export function pageCacheKey(originalUrl: string): string {
  const canonical = canonicalPageUrl(originalUrl);
  const isData = canonical.split('?')[0]!.endsWith('.data');
  return `${isData ? 'data' : 'html'} ${canonical}`;
}
