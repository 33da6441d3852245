import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFetch, isUnreachable } from './http-fetch.server.ts';

let server: Server;
let origin: string;
const seen: Array<{
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Which of the server's connections the request came on. */
  socket: number;
}> = [];
const sockets = new WeakMap<object, number>();
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (!sockets.has(req.socket)) sockets.set(req.socket, ++connections);
      seen.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body,
        socket: sockets.get(req.socket)!,
      });
      if (req.url === '/json') {
        res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' });
        res.end(JSON.stringify({ title: 'Звёздный маяк' }));
      } else if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(JSON.stringify({ packed: true })));
      } else if (req.url === '/not-modified') {
        res.writeHead(304, { etag: '"v1"' });
        res.end();
      } else if (req.url === '/problem') {
        res.writeHead(404, { 'content-type': 'application/problem+json' });
        res.end(JSON.stringify({ title: 'Not Found', status: 404 }));
      } else if (req.url === '/moved') {
        res.writeHead(301, { location: '/json' });
        res.end();
      } else if (req.url === '/loop') {
        res.writeHead(302, { location: '/loop' });
        res.end();
      } else if (req.url === '/stall') {
        // Never answers: the caller's signal ends the call.
      } else {
        res.writeHead(201, { 'content-type': 'text/plain' });
        res.end(`got ${req.method} ${body}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the content fetch (undici’s request over a kept-alive Agent, in fetch’s shape)', () => {
  it('answers a GET with the status, the headers and the body', async () => {
    const response = await contentFetch(
      new Request(`${origin}/json`, { headers: { 'X-Request-Id': 'r-1', 'Accept-Encoding': 'identity' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(await response.json()).toEqual({ title: 'Звёздный маяк' });
    const request = seen.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.headers['x-request-id']).toBe('r-1');
    expect(request?.headers['accept-encoding']).toBe('identity');
  });

  it('sends calls one after another on kept-alive connections, not one connection each', async () => {
    const before = connections;
    for (let i = 0; i < 8; i += 1) await (await contentFetch(`${origin}/json`)).arrayBuffer();
    // undici may open a second one while the first is being handed back to its pool.
    expect(new Set(seen.slice(-8).map((s) => s.socket)).size).toBeLessThanOrEqual(2);
    expect(connections - before).toBeLessThanOrEqual(2);
  });

  it('takes the signal and headers of its init, as fetch does', async () => {
    const response = await contentFetch(`${origin}/json`, {
      headers: { 'If-None-Match': '"v0"' },
      signal: new AbortController().signal,
    });
    expect(response.ok).toBe(true);
    expect(seen.at(-1)?.headers['if-none-match']).toBe('"v0"');
  });

  it('gives an answer’s bytes as they came: calls ask for identity, and a compressed answer stays marked so', async () => {
    const response = await contentFetch(`${origin}/gzip`);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('{"packed":true}');
  });

  it('gives a 304 without a body and a 404 with its problem', async () => {
    const notModified = await contentFetch(`${origin}/not-modified`);
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    const missing = await contentFetch(`${origin}/problem`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ title: 'Not Found', status: 404 });
  });

  it('follows a redirect as fetch does, gives it back when asked to, and gives up on a loop', async () => {
    const followed = await contentFetch(`${origin}/moved`, { headers: { 'X-Request-Id': 'r-2' } });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ title: 'Звёздный маяк' });
    expect(seen.at(-1)?.url).toBe('/json');
    expect(seen.at(-1)?.headers['x-request-id']).toBe('r-2');
    const manual = await contentFetch(`${origin}/moved`, { redirect: 'manual' });
    expect(manual.status).toBe(301);
    expect(manual.headers.get('location')).toBe('/json');
    const loop = await contentFetch(`${origin}/loop`).catch((e: unknown) => e);
    expect((loop as Error).message).toMatch(/redirect/i);
    expect(isUnreachable(loop)).toBe(true);
  });

  it('fails with the socket’s error when nothing listens, which counts as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await contentFetch(`http://127.0.0.1:${port}/json`).catch((e: unknown) => e);
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(isUnreachable(error)).toBe(true);
    expect(isUnreachable(new SyntaxError('Unexpected token < in JSON'))).toBe(false);
  });

  it('rejects with the signal’s reason when the call is abandoned', async () => {
    const signal = AbortSignal.timeout(100);
    const error = await contentFetch(`${origin}/stall`, { signal }).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('TimeoutError');
    const aborted = new AbortController();
    aborted.abort(new DOMException('gone', 'AbortError'));
    const early = await contentFetch(`${origin}/json`, { signal: aborted.signal }).catch((e: unknown) => e);
    expect((early as DOMException).name).toBe('AbortError');
    expect(isUnreachable(error) && isUnreachable(early)).toBe(true);
  });

  it('sends a request with a body, body included', async () => {
    const response = await contentFetch(`${origin}/form`, { method: 'POST', body: 'name=Анна' });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('got POST name=Анна');
  });
});
