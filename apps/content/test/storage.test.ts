// Storage across restarts, the rolling schedule when a new cinema day begins, health and graceful shutdown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, cinemaDayOf } from '@kino/api/cinema-time';
import { afterAll, describe, expect, it } from 'vitest';
import { isNewDataDir } from '#src/db/client.ts';
import { applications } from '#src/db/schema.ts';
import { DATABASES, getJson, postJson, start } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on disk', () => {
  // Creating a PGlite cluster on disk (initdb) is the slow path; it runs once here.
  it('creates the data directory (and its parents), seeds once, and keeps content and applications across restarts', {
    timeout: 180_000,
  }, async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kino-content-'));
    dirs.push(root);
    const dataDir = path.join(root, 'nested', 'pglite');
    // Missing or empty: the service has a child process create and seed it (main.ts), not its own memory.
    expect(isNewDataDir(dataDir)).toBe(true);
    expect(isNewDataDir(root)).toBe(true);
    const first = await start(DATABASES[0]!, {}, { dataDir });
    const films = (await getJson(first.url('main', 'kino/v1/films'))).body as Json[];
    const receipt = await postJson(first.url('main', 'kino/v1/orders/callback'), {
      name: 'Сохранённая Заявка',
      phone: '+375291112233',
      preferredTime: 'day',
      consent: true,
    });
    expect(receipt.status).toBe(201);
    const etag = (await fetch(first.url('main', 'kino/v1/films'))).headers.get('etag');
    await first.close();
    expect(isNewDataDir(dataDir)).toBe(false);

    const second = await start(DATABASES[0]!, {}, { dataDir });
    try {
      const again = (await getJson(second.url('main', 'kino/v1/films'))).body as Json[];
      expect(again.map((f) => [f.id, f.slug])).toEqual(films.map((f) => [f.id, f.slug]));
      expect((await fetch(second.url('main', 'kino/v1/films'))).headers.get('etag')).toBe(etag);
      const rows = await second.app.database.db.select().from(applications);
      expect(rows.map((r) => r.id)).toContain(receipt.body.id);
    } finally {
      await second.close();
    }
  });
});

describe.each(DATABASES)('schedule and lifecycle on $name', (database) => {
  it('moves the seven-day window when a new cinema day begins (at 06:00 Minsk, not at midnight)', async () => {
    let clock = new Date();
    const server = await start(database, { now: () => clock });
    try {
      const today = cinemaDayOf(clock);
      const before = await fetch(server.url('main', 'kino/v1/films'));
      const etag = before.headers.get('etag')!;
      const days = (list: Json[]) =>
        new Set(list.flatMap((f) => f.sessions.map((s: Json) => s.cinemaDay as string)));
      expect(days((await before.json()) as Json[]).has(today)).toBe(true);

      // 02:00 Minsk after the next midnight: still the same cinema day.
      const nextDay = addDays(today, 1);
      clock = new Date(`${nextDay}T02:00:00+03:00`);
      expect(cinemaDayOf(clock)).toBe(today);
      const night = await fetch(server.url('main', 'kino/v1/films'), { headers: { 'if-none-match': etag } });
      expect(night.status).toBe(304);

      // 07:00: a new cinema day; yesterday's sessions are gone, a new seventh day appears.
      clock = new Date(`${nextDay}T07:00:00+03:00`);
      const after = await fetch(server.url('main', 'kino/v1/films'), { headers: { 'if-none-match': etag } });
      expect(after.status).toBe(200);
      const afterDays = days((await after.json()) as Json[]);
      expect(afterDays.has(today)).toBe(false);
      expect(afterDays.has(nextDay)).toBe(true);
      expect(afterDays.has(addDays(nextDay, 6))).toBe(true);
      const premieres = (await getJson(server.url('main', 'kino/v1/films?premier=true'))).body as Json[];
      expect(premieres.some((f) => f.premiereDate > nextDay)).toBe(true);
    } finally {
      await server.close();
      await server.drop();
    }
  });

  it('reports health and finishes requests in flight on close', async () => {
    let started = 0;
    const server = await start(database, {
      now: () => {
        started++;
        return new Date();
      },
    });
    try {
      const health = await getJson(`${server.origin}/health`);
      expect(health.status).toBe(200);
      const before = started;
      const inFlight = Promise.all(
        ['main', 'rechitsa'].map((town) => fetch(server.url(town, `kino/v1/films?fresh=${Date.now()}`))),
      );
      // Both handlers have begun (they read the clock first) when the close starts.
      while (started < before + 2) await new Promise((resolve) => setTimeout(resolve, 1));
      const closing = server.close();
      const responses = await inFlight;
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(((await response.json()) as Json[]).length).toBeGreaterThan(0);
      }
      await closing;
      await expect(server.app.database.ping()).rejects.toThrow();
    } finally {
      await server.drop();
    }
  });
});
