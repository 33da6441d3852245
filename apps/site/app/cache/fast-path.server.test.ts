// The page cache's fast path in front of the app: what it answers itself (fresh pages, with the app's headers) and
// what it leaves to the app. A real page cache and a real HTTP server; the app is a listener that says it was asked.
import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type RequestListener,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedPageFastPath } from './fast-path.server.ts';
import { createPageCache, NONCE_PLACEHOLDER, pageCacheKey, SEED_PLACEHOLDER } from './page-cache.server.ts';

const SECURITY = { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' };
const PAGE = `<!DOCTYPE html><script nonce="${NONCE_PLACEHOLDER}">seed="${SEED_PLACEHOLDER}"</script>${'<p>Сеанс</p>'.repeat(200)}`;

let clock = 1_000_000;
const cache = createPageCache({
  now: () => clock,
  render: async () =>
    new Response(PAGE, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-${NONCE_PLACEHOLDER}'`,
        'cache-control': 'public, max-age=10, stale-while-revalidate=44',
      },
    }),
});
let appCalls = 0;
const app: RequestListener = (_req, res) => {
  appCalls += 1;
  res.end('from the app');
};
const server = createServer(
  cachedPageFastPath(app, cache, { '/old/': { redirect: '/afisha/', status: 301 } }, SECURITY),
);
let origin = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  cache.clear();
  appCalls = 0;
  // What the app's cache route does on a miss: the page is rendered and stored.
  for (const path of ['/afisha/', '/old/'])
    await cache.get(pageCacheKey(path), () => new Request(`${origin}${path}`));
});

/** One request with exactly these headers (fetch would add an Accept-Encoding of its own). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the page cache’s fast path', () => {
  it('answers a fresh page itself, with the headers the app gives a cached page and its own nonce and seed', async () => {
    const answers = [await get('/afisha/'), await get('/afisha/?utm_source=mail')];
    expect(appCalls).toBe(0);
    const nonces = new Set<string>();
    for (const answer of answers) {
      const text = answer.body.toString();
      expect(answer.status).toBe(200);
      expect(answer.headers['x-page-cache']).toBe('hit');
      expect(answer.headers.age).toBe('0');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=44');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers['content-encoding']).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(text).toContain(`<script nonce="${nonce}">`);
      expect(text).toMatch(/seed="[0-9a-f-]{36}"/);
      expect(text).not.toMatch(/kinoNonce|kinoSeed/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
    // A balancer's request id is kept, as the request log's is.
    expect((await get('/afisha/', { 'x-request-id': 'lb-42' })).headers['x-request-id']).toBe('lb-42');
    expect(appCalls).toBe(0);
    expect(cache.stats.hits).toBe(3);
  });

  it('answers a browser from the page’s gzip template', async () => {
    const answer = await get('/afisha/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(appCalls).toBe(0);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const text = gunzipSync(answer.body).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(text).toContain(`<script nonce="${nonce}">`);
    expect(text.length).toBe(PAGE.length);
  });

  it('leaves to the app what it cannot answer as the app would', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ['/contacts/', {}], // not stored
      ['/afisha/', {}, 'HEAD'],
      ['/afisha/', {}, 'POST'],
      ['/afisha/', { cookie: 'session=1' }], // personal
      ['/afisha/', { authorization: 'Basic eDp5' }],
      ['/afisha/', { 'if-none-match': '"x"' }], // conditional: the app compares validators
      ['/afisha/', { 'accept-encoding': 'br' }], // `compression` encodes it
      ['/afisha/', { 'accept-encoding': 'identity' }],
      ['/old/', {}], // a route rule redirects it
      ['/afisha/', { host: 'bad host' }], // the app answers 400
    ];
    for (const [path, headers, method] of cases) {
      const before = appCalls;
      await get(path, headers, method);
      expect(appCalls, `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`).toBe(before + 1);
    }
    // A page past its fresh time is the app's too (it serves it stale and renders it again behind).
    clock += 10_000;
    await get('/afisha/');
    expect(appCalls).toBe(cases.length + 1);
  });
});
