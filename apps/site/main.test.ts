// The site process's decisions: how many workers serve, and the time limits its server keeps.
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS, workerCount } from './main.ts';

describe('workerCount', () => {
  it('is one per core, less one when the content service is on this machine', () => {
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://localhost:4000/main/' }, 4)).toBe(3);
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://127.0.0.1:4000/main/' }, 2)).toBe(1);
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://content.internal/main/' }, 4)).toBe(
      4,
    );
    expect(workerCount({ SITE_WORKERS: 'auto', CONTENT_URL_MAIN: 'http://localhost:4000/main/' }, 1)).toBe(1);
  });
  it('is SITE_WORKERS when it is a number', () => {
    expect(workerCount({ SITE_WORKERS: 3, CONTENT_URL_MAIN: 'http://localhost:4000/main/' }, 8)).toBe(3);
  });
});

describe('SERVER_TIMEOUTS', () => {
  it('closes a request whose headers never end within a second of the documented 10 s (Node checks every 30 s by default)', async () => {
    const server = createServer(SERVER_TIMEOUTS, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const began = performance.now();
      const closedAfter = await new Promise<number>((resolve) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '),
        );
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(performance.now() - began));
        socket.resume();
      });
      expect(closedAfter).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeout - 100);
      expect(closedAfter).toBeLessThan(SERVER_TIMEOUTS.headersTimeout + 1_500);
    } finally {
      server.close();
    }
  }, 20_000);
});
