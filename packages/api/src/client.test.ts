// The client against a real HTTP server on an ephemeral port: retry, idempotency, towns, product prefix.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, createContentClient, ServiceDownError, unwrap } from './client.ts';
import { contentKeys, createContentQueries } from './queries.ts';

interface Seen {
  method: string;
  url: string;
  at: number;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Seen, n: number, res: ServerResponse) => void;

let server: Server;
let base: string;
let seen: Seen[];
let handler: Handler;

beforeEach(async () => {
  seen = [];
  handler = (_req, _n, res) => json(res, 200, []);
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        at: Date.now(),
        headers: req.headers,
        body,
      };
      seen.push(entry);
      handler(entry, seen.length, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(JSON.stringify(body));
}

const problem = (status: number) => ({ type: 'about:blank', title: 'Failure', status });
const receipt = {
  id: '0b6a4a58-3b39-4f0b-9c1e-0f8a0e4c2d11',
  receivedAt: '2026-11-22T18:30:00+03:00',
  status: 'received',
};

describe('retry (spec §7: once, after 500 ms)', () => {
  it('retries a 5xx exactly once, at least 500 ms later, and returns the second answer', async () => {
    handler = (_req, n, res) =>
      n === 1 ? json(res, 503, problem(503), 'application/problem+json') : json(res, 200, []);
    const client = createContentClient({ baseUrl: `${base}/main/` });
    const result = await client.GET('/kino/v1/films');
    expect(result.data).toEqual([]);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(495);
  });

  it('gives up after the one retry and reports the status as a ContentError', async () => {
    handler = (_req, _n, res) => json(res, 500, problem(500), 'application/problem+json');
    const client = createContentClient({ baseUrl: `${base}/main/`, retryDelayMs: 50 });
    const result = await client.GET('/kino/v1/films');
    expect(seen).toHaveLength(2);
    expect(() => unwrap(result)).toThrowError(ContentError);
    try {
      unwrap(result);
    } catch (error) {
      expect((error as ContentError).status).toBe(500);
      expect((error as ContentError).problem?.title).toBe('Failure');
    }
  });

  it('never retries a 4xx', async () => {
    handler = (_req, _n, res) => json(res, 404, problem(404), 'application/problem+json');
    const client = createContentClient({ baseUrl: `${base}/main/`, retryDelayMs: 50 });
    const result = await client.GET('/kino/v1/films/{slug}', { params: { path: { slug: 'net' } } });
    expect(result.response.status).toBe(404);
    expect(seen).toHaveLength(1);
  });

  it('retries once after a network error', async () => {
    handler = (_req, n, res) => (n === 1 ? res.socket?.destroy() : json(res, 200, []));
    const client = createContentClient({ baseUrl: `${base}/main/`, retryDelayMs: 500 });
    const result = await client.GET('/kino/v1/films');
    expect(result.data).toEqual([]);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(495);
  });

  it('abandons a stalled attempt after the timeout and retries it once, then gives up', async () => {
    handler = () => undefined; // a service that never answers
    const client = createContentClient({ baseUrl: `${base}/main/`, retryDelayMs: 100, timeoutMs: 300 });
    const started = Date.now();
    await expect(client.GET('/kino/v1/films')).rejects.toThrow();
    const took = Date.now() - started;
    expect(seen).toHaveLength(2);
    expect(took).toBeGreaterThanOrEqual(650);
    expect(took).toBeLessThan(3_000);
  });

  it('gives up on time even when a garbage collection runs while it waits (nodejs/undici#4068)', async () => {
    handler = () => undefined;
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const client = createContentClient({ baseUrl: `${base}/main/`, retryDelayMs: 50, timeoutMs: 300 });
    const started = Date.now();
    const collecting = setInterval(gc, 50);
    try {
      await expect(client.GET('/kino/v1/films')).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      clearInterval(collecting);
    }
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('abandons a body that stops half-way', async () => {
    handler = (_req, _n, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('[');
    };
    const client = createContentClient({ baseUrl: `${base}/main/`, retryDelayMs: 50, timeoutMs: 300 });
    const started = Date.now();
    await expect(client.GET('/kino/v1/films')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('does not retry a call its fetch failed at once because the service is known to be down', async () => {
    let calls = 0;
    // The site's circuit breaker in front of the real fetch: closed for the first call, then open.
    const breakerFetch: typeof fetch = (input, init) => {
      calls += 1;
      if (calls > 1) return Promise.reject(new ServiceDownError());
      return fetch(input, init);
    };
    const client = createContentClient({
      baseUrl: `${base}/main/`,
      fetch: breakerFetch,
      retryDelayMs: 2_000,
      timeoutMs: 1_000,
    });
    expect((await client.GET('/kino/v1/films')).data).toEqual([]);
    const started = Date.now();
    const error = await client.GET('/kino/v1/films').catch((e: unknown) => e);
    // Well under the retry's delay: nothing waited for a second attempt.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(calls).toBe(2);
    expect(seen).toHaveLength(1);
    // The kind of error a timed-out attempt gives, so a timeout's handling (503, a stale page) applies.
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it('answers normally within the timeout', async () => {
    const client = createContentClient({ baseUrl: `${base}/main/`, timeoutMs: 2_000 });
    expect((await client.GET('/kino/v1/films')).data).toEqual([]);
  });
});

describe('idempotency', () => {
  it('sends an Idempotency-Key with a POST and reuses it, with the same body, on the retry', async () => {
    handler = (_req, n, res) =>
      n === 1 ? json(res, 502, problem(502), 'application/problem+json') : json(res, 201, receipt);
    const client = createContentClient({ baseUrl: `${base}/main/`, retryDelayMs: 50 });
    const body = {
      name: 'Игорь',
      phone: '+375447654321',
      preferredTime: 'evening' as const,
      consent: true as const,
    };
    const result = await client.POST('/kino/v1/orders/callback', { body });
    expect(result.data).toEqual(receipt);
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(JSON.parse(second!.body)).toEqual(body);
  });

  it('keeps a key the caller chose', async () => {
    handler = (_req, _n, res) => json(res, 201, receipt);
    const client = createContentClient({ baseUrl: `${base}/main/` });
    await client.POST('/kino/v1/orders/callback', {
      body: { name: 'Игорь', phone: '+375447654321', preferredTime: 'asap', consent: true },
      params: { header: { 'Idempotency-Key': 'form-1234567890' } },
    });
    expect(seen[0]!.headers['idempotency-key']).toBe('form-1234567890');
  });

  it('gives two submissions two keys', async () => {
    handler = (_req, _n, res) => json(res, 201, receipt);
    const client = createContentClient({ baseUrl: `${base}/main/` });
    const body = {
      name: 'Игорь',
      phone: '+375447654321',
      preferredTime: 'asap' as const,
      consent: true as const,
    };
    await client.POST('/kino/v1/orders/callback', { body });
    await client.POST('/kino/v1/orders/callback', { body });
    expect(seen[0]!.headers['idempotency-key']).not.toBe(seen[1]!.headers['idempotency-key']);
  });

  it('sends no key on a GET', async () => {
    const client = createContentClient({ baseUrl: `${base}/main/` });
    await client.GET('/kino/v1/films');
    expect(seen[0]!.headers['idempotency-key']).toBeUndefined();
  });
});

describe('towns and product', () => {
  it("sends each town's calls to its own base address", async () => {
    handler = (req, _n, res) =>
      req.url.includes('/info')
        ? json(res, 200, { data: { town: req.url.startsWith('/rechitsa/') ? 'rechitsa' : 'main' } })
        : json(res, 200, []);
    const clients = {
      main: createContentClient({ baseUrl: `${base}/main/` }),
      rechitsa: createContentClient({ baseUrl: `${base}/rechitsa/` }),
    };
    const queries = createContentQueries((town) => clients[town]);
    const qc = new QueryClient();
    const main = await qc.fetchQuery(queries.info.get('main'));
    const rechitsa = await qc.fetchQuery(queries.info.get('rechitsa'));
    await qc.fetchQuery(queries.films.list('rechitsa', { date: '2026-11-22' }));
    expect(main.town).toBe('main');
    expect(rechitsa.town).toBe('rechitsa');
    expect(seen.map((s) => s.url)).toEqual([
      '/main/kino/v1/info',
      '/rechitsa/kino/v1/info',
      '/rechitsa/kino/v1/films?date=2026-11-22',
    ]);
  });

  it('rewrites the product prefix when another product is configured', async () => {
    const client = createContentClient({ baseUrl: `${base}/main`, product: 'cinema' });
    await client.GET('/kino/v1/films');
    await client.GET('/rankmath/v1/getHead', { params: { query: { url: 'http://localhost:3000/' } } });
    expect(seen.map((s) => s.url)).toEqual([
      '/main/cinema/v1/films',
      '/main/rankmath/v1/getHead?url=http%3A%2F%2Flocalhost%3A3000%2F',
    ]);
  });

  it('makes query keys that start with the town and differ per town', () => {
    const client = createContentClient({ baseUrl: base });
    const queries = createContentQueries(() => client);
    const main = queries.films.list('main').queryKey;
    const rechitsa = queries.films.list('rechitsa').queryKey;
    expect(main[0]).toBe('main');
    expect(rechitsa[0]).toBe('rechitsa');
    expect(main).not.toEqual(rechitsa);
    expect(queries.info.get('main').queryKey).toEqual(contentKeys.info('main'));
    expect(queries.films.detail('main', 'dune').queryKey.slice(0, 2)).toEqual(contentKeys.films('main'));
    expect(queries.pages.faq('rechitsa').queryKey).toEqual(['rechitsa', 'pages', 'faq']);
  });

  it('throws a ContentError with the status from a query function', async () => {
    handler = (_req, _n, res) => json(res, 404, problem(404), 'application/problem+json');
    const client = createContentClient({ baseUrl: base });
    const queries = createContentQueries(() => client);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(qc.fetchQuery(queries.news.detail('main', 'net'))).rejects.toMatchObject({ status: 404 });
  });
});
