// The rendered-page cache alone: freshness, stale-while-revalidate, one render per key, the stored page's encodings.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_CACHE_CONTROL } from '@kino/api/freshness';
import { describe, expect, it } from 'vitest';
import {
  canonicalPageUrl,
  createPageCache,
  type Encoding,
  isShareableRequest,
  pageCacheKey,
} from './page-cache.server.ts';

function setup(status = 200, headers: Record<string, string> = {}, filler = '') {
  let clock = 100_000;
  let renders = 0;
  let release: (() => void) | undefined;
  let hold = false;
  const cache = createPageCache({
    now: () => clock,
    render: async (request) => {
      renders += 1;
      const n = renders;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return new Response(`<script>render=${n} url=${request.url}</script>${filler}`, {
        status,
        headers: {
          'content-type': 'text/html',
          'content-security-policy': "script-src 'self' 'sha256-x'",
          'cache-control': PAGE_CACHE_CONTROL,
          ...headers,
        },
      });
    },
  });
  return {
    cache,
    get: async (key = 'html /afisha/', accepted: Encoding[] = ['identity']) => {
      const answer = await cache.get(
        key,
        () => new Request(`http://site.test${key.split(' ')[1]}`),
        accepted,
      );
      return { ...answer, bytes: answer.body, body: answer.body.toString() };
    },
    advance: (ms: number) => {
      clock += ms;
    },
    renders: () => renders,
    holdRenders: () => {
      hold = true;
    },
    releaseRender: () => release?.(),
  };
}

const header = (headers: [string, string][], name: string) =>
  headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
const filler = `<ul>${Array.from({ length: 200 }, (_, i) => `<li>Сеанс ${i}</li>`).join('')}</ul>`;

describe('page cache', () => {
  it('keeps a page with its gzip and brotli forms, made once: every answer the same bytes', async () => {
    const t = setup(200, {}, filler);
    const plain = await t.get('html /afisha/', ['identity']);
    const gzipped = await t.get('html /afisha/', ['gzip', 'identity']);
    const brotli = [
      await t.get('html /afisha/', ['br', 'gzip', 'identity']),
      await t.get('html /afisha/', ['br', 'gzip', 'identity']),
    ];
    expect(t.renders()).toBe(1);
    expect(plain.encoding).toBe('identity');
    expect(header(plain.headers, 'content-encoding')).toBeUndefined();
    expect(header(plain.headers, 'vary')).toBe('Accept-Encoding');
    expect(gzipped.encoding).toBe('gzip');
    expect(header(gzipped.headers, 'content-encoding')).toBe('gzip');
    expect(gunzipSync(gzipped.bytes).toString()).toBe(plain.body);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(brotli[0]!.encoding).toBe('br');
    expect(brotliDecompressSync(brotli[0]!.bytes).toString()).toBe(plain.body);
    // The very same stored bytes: nothing is made per answer.
    expect(brotli[0]!.bytes).toBe(brotli[1]!.bytes);
    expect(header(brotli[1]!.headers, 'content-security-policy')).toBe("script-src 'self' 'sha256-x'");
  });

  it('answers small pages and what is not text uncompressed (the compression middleware has them)', async () => {
    expect((await setup().get('html /afisha/', ['br', 'gzip'])).encoding).toBe('identity');
    const file = setup(200, { 'content-type': 'image/png' }, 'x'.repeat(4000));
    expect((await file.get('html /afisha/', ['gzip'])).encoding).toBe('identity');
  });

  it('renders once and answers from memory for 10 s, saying what is left of the windows', async () => {
    const t = setup();
    const first = await t.get();
    t.advance(4_000);
    const second = await t.get();
    t.advance(5_999);
    const third = await t.get();
    expect(t.renders()).toBe(1);
    expect([first.state, second.state, third.state]).toEqual(['miss', 'hit', 'hit']);
    expect(first.body).toBe(third.body);
    expect(header(first.headers, 'cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(header(first.headers, 'age')).toBeUndefined();
    expect(header(second.headers, 'age')).toBe('4');
    expect(header(second.headers, 'cache-control')).toBe('public, max-age=6, stale-while-revalidate=44');
    expect(third.ageSeconds).toBe(10);
    expect(header(third.headers, 'x-page-cache')).toBe('hit');
  });

  it('serves a stale page while rendering it again once in the background, then the new one', async () => {
    const t = setup();
    await t.get();
    t.advance(10_000);
    t.holdRenders();
    const stale = await t.get();
    const staleAgain = await t.get();
    expect([stale.state, staleAgain.state]).toEqual(['stale', 'stale']);
    expect(stale.body).toContain('render=1');
    expect(t.renders()).toBe(2);
    t.releaseRender();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const fresh = await t.get();
    expect(fresh.state).toBe('hit');
    expect(fresh.body).toContain('render=2');
    expect(fresh.ageSeconds).toBe(0);
  });

  it('never serves a page older than its windows (54 s): it renders in line', async () => {
    const t = setup();
    await t.get();
    t.advance(53_000);
    expect((await t.get()).state).toBe('stale');
    t.advance(1_000);
    const answer = await t.get();
    expect(answer.state).toBe('miss');
    expect(answer.body).toContain('render=2');
  });

  it('renders once for concurrent requests of the same key', async () => {
    const t = setup();
    t.holdRenders();
    const waiting = [t.get(), t.get(), t.get()];
    await new Promise((resolve) => setTimeout(resolve, 10));
    t.releaseRender();
    const answers = await Promise.all(waiting);
    expect(t.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('keys pages apart by path, query and data request', async () => {
    const t = setup();
    await t.get('html /afisha/');
    await t.get('html /afisha/?day=2026-11-24');
    await t.get('data /afisha.data');
    expect(t.renders()).toBe(3);
    expect(t.cache.size).toBe(3);
  });

  it('keeps a 404 (a list page past its last is asked for again and again) like a page', async () => {
    const t = setup(404);
    await t.get();
    expect((await t.get()).state).toBe('hit');
    expect(t.renders()).toBe(1);
  });

  it('does not keep answers other than 200 and 404, nor private or cookie-setting ones', async () => {
    for (const t of [
      setup(500),
      setup(301),
      setup(200, { 'cache-control': 'no-store' }),
      setup(200, { 'set-cookie': 'a=1' }),
    ]) {
      const first = await t.get();
      await t.get();
      expect(first.state).toBe('uncacheable');
      expect(t.renders()).toBe(2);
      expect(t.cache.size).toBe(0);
    }
  });
});

describe('stale-if-error and bounds', () => {
  function failing() {
    let clock = 100_000;
    let mode: 'ok' | '503' | 'throw' = 'ok';
    let renders = 0;
    const cache = createPageCache({
      now: () => clock,
      staleIfErrorMs: 24 * 3600_000,
      render: async () => {
        renders += 1;
        if (mode === 'throw') throw new Error('content service down');
        return new Response(`render=${renders}`, { status: mode === '503' ? 503 : 200 });
      },
    });
    const get = async () => {
      const answer = await cache.get('html /afisha/', () => new Request('http://site.test/afisha/'));
      return { ...answer, body: answer.body.toString() };
    };
    return {
      get,
      advance: (ms: number) => {
        clock += ms;
      },
      fail: (how: '503' | 'throw' | 'ok') => {
        mode = how;
      },
    };
  }

  it('serves the last good page, marked, when rendering fails after it expired', async () => {
    const t = failing();
    await t.get();
    t.advance(60_000);
    t.fail('503');
    const on503 = await t.get();
    expect(on503.state).toBe('stale-if-error');
    expect(on503.status).toBe(200);
    expect(on503.body).toBe('render=1');
    expect(on503.ageSeconds).toBe(60);
    // Right after a failure the last good page is answered at once, while one render retries behind it.
    t.fail('throw');
    expect((await t.get()).body).toBe('render=1');
    t.fail('ok');
    t.advance(10_000);
    const back = await t.get();
    expect(back.state).toBe('miss');
    expect(back.body).toBe('render=4');
  });

  it('gives up the last good page a day after its render', async () => {
    const t = failing();
    await t.get();
    t.advance(24 * 3600_000);
    t.fail('503');
    const answer = await t.get();
    expect(answer.status).toBe(503);
    t.fail('throw');
    await expect(t.get()).rejects.toThrow('content service down');
  });

  it('keeps the bodies under the byte bound, dropping the oldest', async () => {
    const cache = createPageCache({
      maxTotalBytes: 2_500,
      render: async (request) => new Response(`${request.url}`.padEnd(1_000, '.')),
    });
    for (const path of ['/a/', '/b/', '/c/'])
      await cache.get(`html ${path}`, () => new Request(`http://site.test${path}`));
    expect(cache.size).toBe(2);
  });

  it('counts a page’s compressed forms in the byte bound', async () => {
    // Three bodies of 1 500 bytes fit in 4 560 bytes; with their gzip and brotli forms (≈ 30 bytes each) only two do.
    const cache = createPageCache({
      maxTotalBytes: 4_560,
      render: async (request) =>
        new Response(`${request.url}`.padEnd(1_500, '.'), { headers: { 'content-type': 'text/html' } }),
    });
    for (const path of ['/a/', '/b/', '/c/'])
      expect(
        (await cache.get(`html ${path}`, () => new Request(`http://site.test${path}`), ['gzip'])).encoding,
      ).toBe('gzip');
    expect(cache.size).toBe(2);
  });
});

describe('what may be shared', () => {
  it('takes GETs without credentials or cookies the site could read', () => {
    expect(isShareableRequest('GET', {})).toBe(true);
    expect(isShareableRequest('GET', { cookie: '_ga=GA1.1; _gid=x' })).toBe(true);
    expect(isShareableRequest('GET', { cookie: 'session=abc' })).toBe(false);
    expect(isShareableRequest('GET', { cookie: '_ga=1; session=abc' })).toBe(false);
    expect(isShareableRequest('GET', { authorization: 'Basic eDp5' })).toBe(false);
    expect(isShareableRequest('POST', {})).toBe(false);
    expect(isShareableRequest('HEAD', {})).toBe(false);
  });

  it('drops a preview token from the key like any parameter pages do not read (the server decides drafts)', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(pageCacheKey(`/news/?preview=${token}`)).toBe('html /news/');
  });

  it("keys a list's page by the number it names: spellings of page 2 are one entry, junk and 1 the list", () => {
    for (const spelling of ['2', '02', '2.0', '002', '2e0'])
      expect(pageCacheKey(`/news/?page=${spelling}`), spelling).toBe('html /news/?page=2');
    for (const junk of ['1', 'x', '-3', '0', '2.5', '1001', '', '1e9'])
      expect(pageCacheKey(`/news/?page=${junk}`), junk).toBe('html /news/');
  });

  it('keys by path and query, marking data requests', () => {
    expect(pageCacheKey('/afisha/?day=2026-11-24')).toBe('html /afisha/?day=2026-11-24');
    expect(pageCacheKey('/afisha.data?_routes=routes%2Fafisha')).toBe(
      'data /afisha.data?_routes=routes%2Fafisha',
    );
  });

  it('keeps only the parameters pages read, in a stable order: ?r=<random> is the same page', () => {
    expect(pageCacheKey('/afisha/?r=123&day=2026-11-24')).toBe('html /afisha/?day=2026-11-24');
    expect(pageCacheKey('/afisha/?time=evening&day=2026-11-24&utm_source=vk')).toBe(
      pageCacheKey('/afisha/?day=2026-11-24&time=evening'),
    );
    expect(canonicalPageUrl('/news/?page=2&fbclid=x')).toBe('/news/?page=2');
    expect(canonicalPageUrl('//a:b')).toBe('//a:b');
    // The no-JS links' own parameters make other pages: the dialog asked for, with a topic, the folds open.
    expect(canonicalPageUrl('/afisha/?callback=1&x=2')).toBe('/afisha/?callback=1');
    expect(canonicalPageUrl('/services/?topic=rent')).toBe('/services/?topic=rent');
    expect(canonicalPageUrl('/afisha/?started=1&format=2D')).toBe('/afisha/?format=2D&started=1');
  });
});
