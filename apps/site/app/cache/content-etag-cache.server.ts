// A server-side HTTP cache for content GETs: keeps bodies in memory and revalidates them with the service's ETags.
//
// Within `freshMs` of the last check an entry is used without asking the service at all. Each answer from an entry is
// a plain Response over a copy of its bytes (decision 035).
import { LRUCache } from 'lru-cache';

export interface EtagCacheOptions {
  fetch?: typeof globalThis.fetch;
  /** For this long after the service last confirmed an entry, it is used without revalidation (0: always ask). */
  freshMs?: number;
  now?: () => number;
  /** Entries kept (least recently used go first). */
  maxEntries?: number;
  /** Bodies larger than this are not kept. */
  maxBodyBytes?: number;
  /**
   * All kept bodies together stay under this many bytes (least recently used go first), so the memory the cache
   * holds — the bodies and their parsed JSON, a few times their size — has a bound whatever the site is asked for.
   */
  maxTotalBytes?: number;
}

interface Entry {
  etag: string;
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  /** When the service last sent or confirmed it. */
  checkedAt: number;
}

export interface EtagCache {
  fetch: typeof globalThis.fetch;
  readonly size: number;
  /** The kept bodies' bytes. */
  readonly bytes: number;
  stats: { hits: number; misses: number; revalidated: number; fresh: number };
  clear(): void;
}

const KEPT_HEADERS = new Set(['content-type', 'etag', 'cache-control', 'last-modified', 'content-language']);

export function createEtagCache(options: EtagCacheOptions = {}): EtagCache {
  const {
    maxEntries = 500,
    maxBodyBytes = 2 * 1024 * 1024,
    maxTotalBytes = 16 * 1024 * 1024,
    freshMs = 0,
    now = Date.now,
  } = options;
  const base = () => options.fetch ?? globalThis.fetch;
  // Least recently used first out, bounded by count and by the bodies' bytes; larger bodies are not kept.
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxTotalBytes,
    maxEntrySize: Math.min(maxBodyBytes, maxTotalBytes),
    sizeCalculation: (entry) => Math.max(1, entry.body.byteLength),
  });
  const stats = { hits: 0, misses: 0, revalidated: 0, fresh: 0 };

  /** The cached answer: a Response over the kept bytes (which it copies). */
  const fromEntry = (entry: Entry) =>
    new Response(entry.body, {
      status: entry.status,
      headers: [...entry.headers, ['content-length', String(entry.body.byteLength)]],
    });

  const cachedFetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || request.headers.has('authorization')) return base()(request);
    const key = request.url;
    const entry = entries.get(key);
    if (entry && now() - entry.checkedAt < freshMs) {
      stats.hits += 1;
      stats.fresh += 1;
      return fromEntry(entry);
    }
    if (entry) request.headers.set('If-None-Match', entry.etag);
    // Counted from the question, not the answer: the content may change while it travels.
    const askedAt = now();
    const response = await base()(request);
    if (entry && response.status === 304) {
      stats.hits += 1;
      stats.revalidated += 1;
      entry.checkedAt = askedAt;
      entries.set(key, entry);
      return fromEntry(entry);
    }
    stats.misses += 1;
    const etag = response.headers.get('etag');
    const noStore = /no-store|private/i.test(response.headers.get('cache-control') ?? '');
    if (response.status !== 200 || !etag || noStore) {
      if (entry && response.status === 200) entries.delete(key);
      return response;
    }
    const body = await response.arrayBuffer();
    const fresh: Entry = {
      etag,
      body,
      checkedAt: askedAt,
      status: 200,
      headers: [...response.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
    };
    entries.set(key, fresh);
    return fromEntry(fresh);
  };

  return {
    fetch: cachedFetch,
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
    stats,
    clear: () => entries.clear(),
  };
}
