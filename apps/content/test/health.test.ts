// Liveness, readiness and the request id: what the balancer, systemd and the logs of both tiers rely on.
import { describe, expect, it } from 'vitest';
import { DATABASES, getJson, start } from './helpers.ts';

describe.each(DATABASES)('health and request ids on $name', (database) => {
  it('is alive while the database is gone, and not ready', async () => {
    const server = await start(database);
    try {
      expect((await getJson(`${server.origin}/health`)).status).toBe(200);
      const ready = await getJson(`${server.origin}/ready`);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', database: database.name });
      expect(ready.response.headers.get('cache-control')).toBe('no-store');

      // The database goes away under the running service.
      await server.app.database.close();
      const down = await getJson(`${server.origin}/ready`);
      expect(down.status).toBe(503);
      expect(down.response.headers.get('content-type')).toMatch(/problem\+json/);
      const alive = await getJson(`${server.origin}/health`);
      expect(alive.status).toBe(200);
    } finally {
      await server.close();
      await server.drop();
    }
  });

  it('names every log line of a request by its plausible X-Request-Id, or a new id', async () => {
    const lines: string[] = [];
    const server = await start(database, {
      logger: 'info',
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const given = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
      const answer = await getJson(server.url('main', 'kino/v1/info'), { 'x-request-id': given });
      expect(answer.response.headers.get('x-request-id')).toBe(given);
      const hostile = await getJson(server.url('main', 'kino/v1/info'), {
        'x-request-id': 'a b\tc'.repeat(40),
      });
      const made = hostile.response.headers.get('x-request-id')!;
      expect(made).toMatch(/^[0-9a-f-]{36}$/);

      const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      const ofGiven = entries.filter((entry) => entry.reqId === given);
      expect(ofGiven.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
      expect(entries.filter((entry) => entry.reqId === made)).toHaveLength(2);
      expect(lines.join('\n')).not.toContain('a b');
    } finally {
      await server.close();
      await server.drop();
    }
  });
});
