// The applications' rate limiter on its own clock, in the database every instance shares (over HTTP: orders.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/db/client.ts';
import { applicationRateLimits } from '#src/db/schema.ts';
import { HttpProblem } from '#src/http/problem.ts';
import { createRateLimiter } from '#src/http/rate-limit.ts';
import { DATABASES } from './helpers.ts';

const opened: Array<{ database: Database; drop(): Promise<void> }> = [];
afterEach(async () => {
  for (const { database, drop } of opened.splice(0)) {
    await database.close();
    await drop();
  }
});

async function fresh(kind: (typeof DATABASES)[number]) {
  const created = await kind.create();
  const database = await openDatabase(created.option);
  opened.push({ database, drop: created.drop });
  return { database, option: created.option };
}

const refused = async (attempt: Promise<void>) => {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpProblem);
    expect((error as HttpProblem).status).toBe(429);
    return (error as HttpProblem).headers['retry-after'];
  }
};

describe.each(DATABASES)('rate limiter on $name', (kind) => {
  it('allows `max` hits per window per key and says when to retry', async () => {
    const { database } = await fresh(kind);
    let now = Date.parse('2026-11-20T12:00:00Z');
    const hit = createRateLimiter({ db: database.db, max: 2, now: () => new Date(now) });
    await hit('198.51.100.1');
    await hit('198.51.100.1');
    await hit('198.51.100.2');
    expect(await refused(hit('198.51.100.1'))).toBe('60');
    now += 45_000;
    expect(await refused(hit('198.51.100.1'))).toBe('15');
    now += 15_000;
    expect(await refused(hit('198.51.100.1'))).toBeUndefined();
    // The table holds hashes, never the addresses.
    const rows = await database.db.select().from(applicationRateLimits);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
  });

  it('is one limit for every instance on the database, exact under concurrent applications', async () => {
    const { database, option } = await fresh(kind);
    // A second instance has its own connections to a PostgreSQL server; PGlite is one process, so it shares this one.
    const elsewhere = 'url' in option ? await openDatabase(option) : database;
    if (elsewhere !== database) opened.unshift({ database: elsewhere, drop: async () => undefined });
    const first = createRateLimiter({ db: database.db, max: 5 });
    const second = createRateLimiter({ db: elsewhere.db, max: 5 });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => refused((i % 2 ? first : second)('203.0.113.7'))),
    );
    expect(outcomes.filter((retryAfter) => retryAfter === undefined)).toHaveLength(5);
  });

  it('sweeps windows that have expired', async () => {
    const { database } = await fresh(kind);
    let now = Date.parse('2026-11-20T12:00:00Z');
    const hit = createRateLimiter({ db: database.db, max: 5, now: () => new Date(now) });
    for (let i = 0; i < 10; i++) await hit(`192.0.2.${i}`);
    now += 61_000;
    await hit('192.0.2.200');
    await expect.poll(async () => (await database.db.select().from(applicationRateLimits)).length).toBe(1);
  });
});
