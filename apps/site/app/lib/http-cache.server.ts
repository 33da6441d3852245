// A server-side HTTP cache for content GETs: keeps bodies in memory and revalidates them with the service's ETags.
export interface EtagCacheOptions {
  fetch?: typeof globalThis.fetch;
  /** Entries kept (least recently used go first). */
  maxEntries?: number;
  /** Bodies larger than this are not kept. */
  maxBodyBytes?: number;
}

interface Entry {
  etag: string;
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

export interface EtagCache {
  fetch: typeof globalThis.fetch;
  readonly size: number;
  stats: { hits: number; misses: number; revalidated: number };
  clear(): void;
}

const KEPT_HEADERS = new Set(['content-type', 'etag', 'cache-control', 'last-modified', 'content-language']);

export function createEtagCache(options: EtagCacheOptions = {}): EtagCache {
  const { maxEntries = 500, maxBodyBytes = 2 * 1024 * 1024 } = options;
  const base = () => options.fetch ?? globalThis.fetch;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, revalidated: 0 };

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  const fromEntry = (entry: Entry) =>
    new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });

  const cachedFetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || request.headers.has('authorization')) return base()(request);
    const key = request.url;
    const entry = entries.get(key);
    if (entry) request.headers.set('If-None-Match', entry.etag);
    const response = await base()(request);
    if (entry && response.status === 304) {
      stats.hits += 1;
      stats.revalidated += 1;
      remember(key, entry);
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
      status: 200,
      headers: [...response.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
    };
    if (body.byteLength <= maxBodyBytes) remember(key, fresh);
    return fromEntry(fresh);
  };

  return {
    fetch: cachedFetch,
    get size() {
      return entries.size;
    },
    stats,
    clear: () => entries.clear(),
  };
}
