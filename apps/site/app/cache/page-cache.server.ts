// The in-process page cache of the site server (SITE_CACHE=on): whole GET answers of status 200 kept for their
// freshness windows (@kino/api/freshness), for one machine without a shared cache in front (decision 025).
//
// A page is the same bytes for every visitor (its policy allows its inline scripts by hash, the forms' seeds are made
// in the browser), so a stored page is answered as it was rendered: its bytes, and their gzip and brotli forms made
// once when it is stored. Deployed behind nginx, nginx's cache does the same from the pages' Cache-Control.

import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import {
  PAGE_CACHE_CONTROL,
  PAGE_FRESH_S,
  PAGE_STALE_WHILE_REVALIDATE_S,
  pageCacheControl,
} from '@kino/api/freshness';
import { listPageOf, PAGE_QUERY, PAGE_QUERY_PARAMS } from '@kino/api/routes';
import { LRUCache } from 'lru-cache';
import { logger } from '#src/http/logger.server.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** How a stored page can be sent, best first. */
export type Encoding = 'br' | 'gzip' | 'identity';
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

export interface PageCacheOptions {
  /** Renders a page for everyone: no visitor's headers in it. */
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
  /** All kept bodies (with their compressed forms) together stay under this many bytes. */
  maxTotalBytes?: number;
  maxEntries?: number;
  /** Bodies larger than this (bytes) are not kept. */
  maxBodyBytes?: number;
  now?: () => number;
}

/** A rendered answer as the cache keeps it. */
interface Rendered {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body in each form it can be sent in: identity always, gzip and br when it is worth compressing. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
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
  /** The body's encoding (and `headers` say so when it is not identity). */
  encoding: Encoding;
  state: CacheState;
  /** Seconds since the page was rendered, rounded up (the Age header of a cached answer). */
  ageSeconds: number;
}

export interface PageCache {
  /**
   * The answer to a GET: from the cache, or rendered (once for concurrent requests of the same key), in the best of
   * the `accepted` encodings the page is kept in.
   */
  get(key: string, request: () => Request, accepted?: readonly Encoding[]): Promise<PageAnswer>;
  readonly size: number;
  stats: { hits: number; stale: number; misses: number; refreshes: number; staleIfError: number };
  clear(): void;
}

/** Smaller bodies are not worth compressing: the page cache's and the `compression` middleware's threshold. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|[\w.+-]+\+(json|xml)))/i;

const headerOf = (headers: [string, string][], name: string) =>
  headers.find(([n]) => n.toLowerCase() === name)?.[1];

/** Statuses kept: a page, and a page that is not there (an unknown slug, a list's page past its last). */
const STORED_STATUSES = new Set([200, 404]);

/** Answers that must not be shared: another status, too big, or marked private by the renderer. */
function storable(rendered: Rendered, maxBodyBytes: number): boolean {
  if (!STORED_STATUSES.has(rendered.status) || rendered.bodies.identity.length > maxBodyBytes) return false;
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
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    bodies: { identity: Buffer.from(await response.arrayBuffer()) },
  };
}

/** The compressed forms of a stored page, made once: text that compresses, not already encoded, big enough. */
async function compress(rendered: Rendered): Promise<void> {
  const { identity } = rendered.bodies;
  if (identity.length < COMPRESSION_THRESHOLD_BYTES) return;
  if (headerOf(rendered.headers, 'content-encoding')) return;
  if (!COMPRESSIBLE.test(headerOf(rendered.headers, 'content-type') ?? '')) return;
  // Brotli's quality 5 costs about what gzip's default does, and makes a page ≈ 15 % smaller than it.
  const [gz, br] = await Promise.all([
    gzipAsync(identity),
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  rendered.bodies.gzip = gz;
  rendered.bodies.br = br;
}

/**
 * The headers a stored page is sent with: its own, with the Cache-Control of what is left of its windows (a cache
 * in front need not count Age), its encoding, `Age` and what the cache did.
 */
function answer(
  rendered: Rendered,
  state: CacheState,
  renderedAt: number,
  now: number,
  accepted: readonly Encoding[],
): PageAnswer {
  // Rounded up: a browser must never think a page younger than it is.
  const ageSeconds = Math.max(0, Math.ceil((now - renderedAt) / 1000));
  const encoding = ENCODINGS.find((e) => accepted.includes(e) && rendered.bodies[e]) ?? 'identity';
  const cached = state === 'hit' || state === 'stale' || state === 'stale-if-error';
  const headers: [string, string][] = [];
  for (const [name, value] of rendered.headers) {
    const lower = name.toLowerCase();
    if (lower === 'content-length') continue;
    if (cached && lower === 'cache-control' && value === PAGE_CACHE_CONTROL)
      headers.push([name, pageCacheControl(ageSeconds)]);
    else headers.push([name, value]);
  }
  if (rendered.bodies.gzip) headers.push(['Vary', 'Accept-Encoding']);
  if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
  if (cached) headers.push(['Age', String(ageSeconds)]);
  headers.push(['X-Page-Cache', state]);
  return {
    status: rendered.status,
    statusText: rendered.statusText,
    headers,
    body: rendered.bodies[encoding] ?? rendered.bodies.identity,
    encoding,
    state,
    ageSeconds,
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const {
    render,
    freshMs = PAGE_FRESH_S * 1000,
    maxAgeMs = (PAGE_FRESH_S + PAGE_STALE_WHILE_REVALIDATE_S) * 1000,
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
    // A body and its compressed forms (never much larger than the body).
    maxEntrySize: Math.min(3 * maxBodyBytes, maxTotalBytes),
    sizeCalculation: (entry) =>
      Math.max(
        1,
        Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0),
      ),
  });
  const inFlight = new Map<string, Promise<Rendered>>();
  const stats = { hits: 0, stale: 0, misses: 0, refreshes: 0, staleIfError: 0 };

  /** One render per key at a time; a storable answer replaces the entry. */
  const renderOnce = (key: string, request: () => Request): Promise<Rendered> => {
    const running = inFlight.get(key);
    if (running) return running;
    const startedAt = now();
    const promise = (async () => {
      try {
        const rendered = await read(await render(request()));
        if (storable(rendered, maxBodyBytes)) {
          await compress(rendered);
          entries.set(key, { ...rendered, renderedAt: startedAt, refreshing: false });
        }
        return rendered;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, promise);
    return promise;
  };

  return {
    async get(key, request, accepted = ['identity']) {
      const entry = entries.get(key);
      const at = now();
      if (entry && at - entry.renderedAt < maxAgeMs) {
        if (at - entry.renderedAt < freshMs) {
          stats.hits += 1;
          return answer(entry, 'hit', entry.renderedAt, at, accepted);
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
        return answer(entry, 'stale', entry.renderedAt, at, accepted);
      }
      // Too old to serve as it is, but kept for stale-if-error while young enough.
      const fallback = entry && at - entry.renderedAt < staleIfErrorMs ? entry : undefined;
      if (entry && !fallback) entries.delete(key);
      const serveFallback = (last: Entry) => {
        last.failedAt = now();
        stats.staleIfError += 1;
        return answer(last, 'stale-if-error', last.renderedAt, now(), accepted);
      };
      // It failed a moment ago: answer at once with the last good page; one render tries again behind it.
      if (fallback?.failedAt !== undefined && at - fallback.failedAt < RETRY_BEHIND_MS) {
        renderOnce(key, request).catch(() => undefined);
        stats.staleIfError += 1;
        return answer(fallback, 'stale-if-error', fallback.renderedAt, at, accepted);
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
      const state = storable(rendered, maxBodyBytes) ? 'miss' : 'uncacheable';
      return answer(rendered, state, startedAt, now(), accepted);
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
 * True if a GET may be answered from the shared cache: no credentials, no cookies the site could care about. A
 * draft's preview (`?preview=<token>`) is decided by the server, which asks the content service about the token once
 * (preview-tokens.server.ts).
 */
export function isShareableRequest(method: string, headers: Record<string, string | string[] | undefined>) {
  if (method !== 'GET') return false;
  if (headers.authorization) return false;
  const cookie = headers.cookie;
  if (!cookie) return true;
  const names = (Array.isArray(cookie) ? cookie.join(';') : cookie)
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
  return names.every((name) => IGNORED_COOKIE.test(name));
}

/**
 * The request's path and query with only the parameters pages read (`PAGE_QUERY_PARAMS`, declared once in
 * @kino/api/routes), in a stable order: anything else is dropped before rendering and from the cache key, so
 * `?r=<random>` cannot bypass the cache.
 */
export function canonicalPageUrl(originalUrl: string): string {
  const url = new URL(`http://site.invalid${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`);
  const kept: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (!PAGE_QUERY_PARAMS.has(name)) continue;
    if (name !== PAGE_QUERY.page) kept.push([name, value]);
    // A list's page by the number it names: `02`, `2.0` are page 2; page 1 and junk are the list's address.
    else if (listPageOf(value) > 1) kept.push([name, String(listPageOf(value))]);
  }
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
