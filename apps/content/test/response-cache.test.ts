// The response cache on its own fastify instance: ETags and 304s, the precompressed forms, versions and its bounds.
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { responseCache } from '#src/http/response-cache.ts';

/** A route whose answers count how often they were produced, under a version the test changes. */
async function app(options: { maxBytes?: number; maxEntries?: number } = {}) {
  const server = Fastify();
  await server.register(responseCache, options);
  const state = { produced: 0, version: 'v1' };
  // About 2 kB that compress to about three quarters: the byte budget below counts real compressed sizes.
  const text = randomBytes(1500).toString('base64');
  server.get(
    '/items/:id',
    { config: { responseCache: { cacheControl: 'public, max-age=0', version: () => state.version } } },
    async (request) => {
      state.produced++;
      const { id } = request.params as { id: string };
      if (id === 'missing') throw Object.assign(new Error('Нет такого'), { statusCode: 404 });
      return { id, version: state.version, text };
    },
  );
  server.get('/plain', async () => ({ ok: true }));
  await server.ready();
  return { server, state };
}

describe('response cache', () => {
  it('answers from the cache until the version changes, with a stable weak ETag and 304s', async () => {
    const { server, state } = await app();
    const first = await server.inject('/items/a');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const second = await server.inject('/items/a');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(state.produced).toBe(1);

    const notModified = await server.inject({
      url: '/items/a',
      headers: { 'if-none-match': first.headers.etag!.replace(/^W\//, '') },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect(notModified.headers['content-type']).toBeUndefined();

    state.version = 'v2';
    const changed = await server.inject({
      url: '/items/a',
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 'v2' });
    expect(state.produced).toBe(2);
    await server.close();
  });

  it('serves br or gzip as the client prefers, compressed once per entry', async () => {
    const { server, state } = await app();
    const plain = await server.inject('/items/b');
    const br = await server.inject({ url: '/items/b', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gzip = await server.inject({ url: '/items/b', headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const refused = await server.inject({
      url: '/items/b',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    expect(new Set([plain, br, gzip, refused].map((r) => r.headers.etag)).size).toBe(1);
    expect(state.produced).toBe(1);
    // Routes that did not opt in are left alone: no cache headers, no compression.
    const other = await server.inject({ url: '/plain', headers: { 'accept-encoding': 'br' } });
    expect(other.headers.etag).toBeUndefined();
    expect(other.headers['content-encoding']).toBeUndefined();
    await server.close();
  });

  it('never caches errors', async () => {
    const { server, state } = await app();
    expect((await server.inject('/items/missing')).statusCode).toBe(404);
    const again = await server.inject('/items/missing');
    expect(again.statusCode).toBe(404);
    expect(again.headers.etag).toBeUndefined();
    expect(state.produced).toBe(2);
    await server.close();
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { server, state } = await app({ maxEntries: 2 });
    for (const id of ['a', 'b', 'a', 'c']) await server.inject(`/items/${id}`);
    expect(state.produced).toBe(3);
    await server.inject('/items/a'); // still cached: used after b
    expect(state.produced).toBe(3);
    await server.inject('/items/b'); // evicted by c
    expect(state.produced).toBe(4);
    await server.close();
  });

  it('keeps at most maxBytes, the compressed forms counted too', async () => {
    const { server, state } = await app({ maxBytes: 5_000 });
    const size = (await server.inject('/items/a')).rawPayload.length;
    expect(size).toBeGreaterThan(2_000);
    expect(size).toBeLessThan(2_200);
    await server.inject('/items/b');
    await server.inject('/items/a');
    expect(state.produced).toBe(2);
    // a's br form makes a and b together larger than the budget: b, the least recently used, goes.
    await server.inject({ url: '/items/a', headers: { 'accept-encoding': 'br' } });
    await server.inject('/items/b');
    expect(state.produced).toBe(3);
    await server.close();
  });
});
