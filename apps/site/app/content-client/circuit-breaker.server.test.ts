// The circuit breaker between the content client and a real HTTP server on loopback that can be told to stall (as a
// SIGSTOPped content service does: connections are accepted, nothing is answered).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentClient, ServiceDownError } from '@kino/api/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.server.ts';
import { contentFetch } from './http-fetch.server.ts';

let server: Server;
let origin: string;
/** While true the service accepts calls and never answers them, /health included. */
let stalled = false;
/** While true /health answers but every content call still stalls (the probe decides alone). */
let onlyHealth = false;
const seen: Array<{ url: string; at: number }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', at: Date.now() });
    if (stalled && !(onlyHealth && req.url === '/health')) return;
    if (req.url === '/main/kino/v1/films') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[]');
    } else if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    } else {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end('{"title":"Not Found","status":404}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let breaker: CircuitBreaker | undefined;
afterEach(() => {
  breaker?.dispose();
  stalled = false;
  onlyHealth = false;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The site's set-up in small: a town's client whose fetch is the breaker over the kept-alive content fetch. */
function town(probeEveryMs = 100) {
  const changes: boolean[] = [];
  breaker = createCircuitBreaker({
    base: `${origin}/main/`,
    fetch: contentFetch,
    probeEveryMs,
    probeTimeoutMs: 300,
    onChange: (open) => changes.push(open),
  });
  const client = createContentClient({
    baseUrl: `${origin}/main/`,
    fetch: breaker.fetch,
    timeoutMs: 300,
    retryDelayMs: 100,
  });
  const films = async () => {
    const started = Date.now();
    const outcome = await client.GET('/kino/v1/films').then(
      (result) => ({ data: result.data as unknown, error: undefined as unknown }),
      (error: unknown) => ({ data: undefined as unknown, error }),
    );
    return { ...outcome, ms: Date.now() - started };
  };
  return { breaker, changes, films };
}

const contentCalls = () => seen.filter((s) => s.url.startsWith('/main/')).length;

describe('the content circuit breaker', () => {
  it('opens after a timed-out call; then calls fail at once, unsent, with the timeout kind of error', async () => {
    const { breaker, changes, films } = town(5_000);
    expect((await films()).data).toEqual([]);
    expect(breaker.open).toBe(false);
    stalled = true;
    const first = await films();
    // The first call waits for its deadline (and its one retry fails at once: the breaker opened meanwhile).
    expect(first.ms).toBeGreaterThanOrEqual(290);
    expect((first.error as DOMException).name).toBe('TimeoutError');
    expect(breaker.open).toBe(true);
    expect(changes).toEqual([true]);
    const sent = contentCalls();
    for (let i = 0; i < 5; i += 1) {
      const next = await films();
      expect(next.ms).toBeLessThan(50);
      expect(next.error).toBeInstanceOf(ServiceDownError);
      expect((next.error as DOMException).name).toBe('TimeoutError');
    }
    expect(contentCalls()).toBe(sent);
  });

  it('asks /health in the background, one question at a time, and closes at its first answer', async () => {
    const { breaker, changes, films } = town(100);
    stalled = true;
    await films();
    expect(breaker.open).toBe(true);
    // Stalled probes (300 ms each, asked every 100 ms) do not pile up: one question at a time.
    const openedAt = Date.now();
    await sleep(1_000);
    const probes = seen.filter((s) => s.url === '/health' && s.at >= openedAt);
    expect(probes.length).toBeGreaterThanOrEqual(2);
    expect(probes.length).toBeLessThanOrEqual(5);
    expect(breaker.open).toBe(true);
    // The service answers its probe (content calls would still stall, so no visitor call closed it).
    onlyHealth = true;
    const answersAt = Date.now();
    await expect.poll(() => breaker.open, { timeout: 2_000, interval: 20 }).toBe(false);
    expect(Date.now() - answersAt).toBeLessThan(700);
    expect(changes).toEqual([true, false]);
    stalled = false;
    expect((await films()).data).toEqual([]);
  });

  it('closes at once when the service was only slow for one call (its /health answers)', async () => {
    const { breaker, changes, films } = town(5_000);
    onlyHealth = true;
    stalled = true;
    const call = await films();
    // Opened by each timed-out attempt (the call and its retry), closed each time by the probe asked at the same
    // moment — long before the next tick (5 s).
    expect(call.ms).toBeLessThan(1_500);
    await expect.poll(() => breaker.open, { timeout: 500, interval: 20 }).toBe(false);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes).toEqual(changes.map((_, i) => i % 2 === 0));
  });

  it('stays closed for answers and failures that are not timeouts', async () => {
    const { breaker, films } = town();
    const refused = createCircuitBreaker({ base: 'http://127.0.0.1:9/main/', fetch: contentFetch });
    const client = createContentClient({
      baseUrl: 'http://127.0.0.1:9/main/',
      fetch: refused.fetch,
      timeoutMs: 300,
      retryDelayMs: 10,
    });
    // Nothing listens on the discard port: refused at once, a network failure, not a stalled service.
    await expect(client.GET('/kino/v1/films')).rejects.toThrow('ECONNREFUSED');
    expect(refused.open).toBe(false);
    refused.dispose();
    const missing = await breaker.fetch(`${origin}/main/kino/v1/films/none`);
    expect(missing.status).toBe(404);
    // A call its caller abandoned is no sign of a stalled service.
    const abandoned = new AbortController();
    const pending = breaker.fetch(`${origin}/main/kino/v1/films`, { signal: abandoned.signal });
    abandoned.abort(new DOMException('visitor left', 'AbortError'));
    await pending.catch(() => undefined);
    expect(breaker.open).toBe(false);
    expect((await films()).data).toEqual([]);
  });
});
