// Tests the ETag cache against a real HTTP server that answers 304 on a matching If-None-Match.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEtagCache } from './content-etag-cache.server.ts';

let server: Server;
let base: string;
let version = 1;
const seen: Array<{ url: string; ifNoneMatch: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
    if (req.url === '/plain') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ plain: true }));
      return;
    }
    const etag = `"v${version}"`;
    res.setHeader('etag', etag);
    res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ version, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ETag cache', () => {
  it('revalidates with If-None-Match and reuses the cached body on 304', async () => {
    const cache = createEtagCache();
    const first = await cache.fetch(`${base}/films`);
    expect(await first.json()).toEqual({ version: 1, url: '/films' });
    const second = await cache.fetch(`${base}/films`);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(await second.json()).toEqual({ version: 1, url: '/films' });
    expect(seen.at(-1)).toEqual({ url: '/films', ifNoneMatch: '"v1"' });
    expect(cache.stats.revalidated).toBe(1);
  });

  it('takes the new body when the content changed', async () => {
    const cache = createEtagCache();
    await cache.fetch(`${base}/info`);
    version = 2;
    const changed = await cache.fetch(`${base}/info`);
    expect(await changed.json()).toEqual({ version: 2, url: '/info' });
    expect(cache.stats.revalidated).toBe(0);
  });

  it('passes answers without an ETag and non-GET requests through uncached', async () => {
    const cache = createEtagCache();
    await cache.fetch(`${base}/plain`);
    await cache.fetch(`${base}/plain`);
    expect(cache.size).toBe(0);
    expect(seen.filter((s) => s.url === '/plain').every((s) => s.ifNoneMatch === undefined)).toBe(true);
    await cache.fetch(`${base}/post`, { method: 'POST', body: '{}' });
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries entries', async () => {
    const cache = createEtagCache({ maxEntries: 2 });
    for (const path of ['/a', '/b', '/c']) await cache.fetch(`${base}${path}`);
    expect(cache.size).toBe(2);
  });

  it('keeps its bodies under maxTotalBytes, the least recently used going first', async () => {
    const size = (await (await fetch(`${base}/aa`)).arrayBuffer()).byteLength;
    const cache = createEtagCache({ maxTotalBytes: size * 2 + 1 });
    await cache.fetch(`${base}/aa`);
    await cache.fetch(`${base}/bb`);
    await cache.fetch(`${base}/aa`); // used again: /bb is now the least recent
    await cache.fetch(`${base}/cc`);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(size * 2);
    const before = seen.length;
    await cache.fetch(`${base}/aa`);
    await cache.fetch(`${base}/bb`);
    // /aa was kept (asked with its ETag), /bb was dropped (asked without one)
    expect(seen.slice(before)).toEqual([
      { url: '/aa', ifNoneMatch: `"v${version}"` },
      { url: '/bb', ifNoneMatch: undefined },
    ]);
  });
});

describe('ETag cache freshness and parsed bodies', () => {
  it('uses an entry without asking within freshMs, then revalidates', async () => {
    let clock = 1_000;
    const cache = createEtagCache({ freshMs: 5_000, now: () => clock });
    await cache.fetch(`${base}/fresh`);
    const asked = seen.filter((s) => s.url === '/fresh').length;
    clock += 4_999;
    expect(await (await cache.fetch(`${base}/fresh`)).json()).toMatchObject({ url: '/fresh' });
    expect(seen.filter((s) => s.url === '/fresh').length).toBe(asked);
    expect(cache.stats.fresh).toBe(1);
    clock += 1;
    await cache.fetch(`${base}/fresh`);
    expect(seen.filter((s) => s.url === '/fresh').length).toBe(asked + 1);
    expect(seen.at(-1)?.ifNoneMatch).toBeTruthy();
  });

  it('gives every reader a body of its own: what one changes, the next does not see', async () => {
    const cache = createEtagCache({ freshMs: 60_000 });
    const first = await (await cache.fetch(`${base}/parsed`)).json();
    first.url = 'changed by a reader';
    const bytes = new Uint8Array(await (await cache.fetch(`${base}/parsed`)).arrayBuffer());
    bytes.fill(0x20);
    const second = await (await cache.fetch(`${base}/parsed`)).json();
    expect(second).toMatchObject({ url: '/parsed' });
    expect(cache.stats.fresh).toBe(2);
  });
});
