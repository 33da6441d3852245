// The render queue in a real express server over HTTP: how many render at once, in which order, what is shed after
// waiting too long, and that form posts and visitors who left do not hold a turn.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue.server.ts';

interface Server {
  url: string;
  /** Renders running now, the most seen at once, and the order they started in. */
  stats: { running: number; most: number; started: string[] };
  /** Lets the oldest running render answer. */
  finishOne(): void;
  close(): Promise<void>;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(concurrency: number, maxWaitMs: number): Promise<Server> {
  const queue = createRenderQueue(concurrency, maxWaitMs);
  const stats = { running: 0, most: 0, started: [] as string[] };
  const waiting: (() => void)[] = [];
  const app = express();
  app.use(queue.middleware);
  // A "render" that holds its turn until the test lets it finish.
  app.all('/{*splat}', (req, res) => {
    stats.running += 1;
    stats.most = Math.max(stats.most, stats.running);
    stats.started.push(req.path);
    waiting.push(() => {
      stats.running -= 1;
      res.type('text/plain').send(`rendered ${req.path}`);
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const s: Server = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats,
    finishOne: () => waiting.shift()?.(),
    close: () =>
      new Promise((resolve) => {
        for (const finish of waiting.splice(0)) finish();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(s);
  return s;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('render queue', () => {
  it('renders at most N pages at once and the waiting ones first come, first served', async () => {
    const s = await start(2, 10_000);
    const answers: Promise<Response>[] = [];
    for (const page of ['a', 'b', 'c', 'd', 'e']) {
      answers.push(fetch(`${s.url}/${page}/`));
      // Arrive one after another, so the order is known.
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(s.stats.running).toBe(2);
    for (let i = 0; i < 5; i++) {
      await until(() => s.stats.running > 0);
      s.finishOne();
    }
    const bodies = await Promise.all(answers.map(async (a) => (await a).text()));
    expect(bodies).toEqual(['a', 'b', 'c', 'd', 'e'].map((p) => `rendered /${p}/`));
    expect(s.stats.most).toBe(2);
    expect(s.stats.started).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
  });

  it('answers 503 with Retry-After to a page that waited longer than allowed, without rendering it', async () => {
    const s = await start(1, 150);
    const first = fetch(`${s.url}/slow/`);
    await until(() => s.stats.running === 1);
    const second = fetch(`${s.url}/late/`);
    await new Promise((r) => setTimeout(r, 300));
    s.finishOne();
    expect((await first).status).toBe(200);
    const shed = await second;
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(shed.headers.get('cache-control')).toBe('no-store');
    expect(s.stats.started).toEqual(['/slow/']);
  });

  it('lets form posts through without waiting for a turn', async () => {
    const s = await start(1, 10_000);
    const page = fetch(`${s.url}/page/`);
    await until(() => s.stats.running === 1);
    const post = fetch(`${s.url}/form/`, { method: 'POST', body: 'x' });
    await until(() => s.stats.running === 2);
    expect(s.stats.started).toEqual(['/page/', '/form/']);
    s.finishOne();
    s.finishOne();
    expect((await page).status).toBe(200);
    expect((await post).status).toBe(200);
  });

  it('gives the turn of a visitor who left while waiting to the next one', async () => {
    const s = await start(1, 10_000);
    const first = fetch(`${s.url}/first/`);
    await until(() => s.stats.running === 1);
    const gone = new AbortController();
    const left = fetch(`${s.url}/left/`, { signal: gone.signal }).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    const next = fetch(`${s.url}/next/`);
    await new Promise((r) => setTimeout(r, 50));
    gone.abort();
    expect(await left).toBeInstanceOf(Error);
    await new Promise((r) => setTimeout(r, 50));
    s.finishOne();
    await until(() => s.stats.running === 1);
    s.finishOne();
    expect((await first).status).toBe(200);
    expect(await (await next).text()).toBe('rendered /next/');
    expect(s.stats.started).toEqual(['/first/', '/next/']);
  });
});
