// A content-service failure is not a crash: the visitor gets the error page (503 when the service is unreachable), the server logs the cause.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

let server: Server;
let site: string;
const logged: string[] = [];

beforeAll(async () => {
  // A port nobody listens on: connections are refused.
  Object.assign(process.env, {
    NODE_ENV: 'production',
    CONTENT_URL_MAIN: 'http://127.0.0.1:9/main/',
    CONTENT_URL_RECHITSA: 'http://127.0.0.1:9/rechitsa/',
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
  const { createApp } = await import('../server.ts');
  const app = await createApp({ mode: 'production' });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// An unreachable content service is 503 (Service Unavailable) since 6d20cf8; a broken answer from it stays 502.
it('shows the error page with 503, never cached, and logs why', async () => {
  const response = await fetch(`${site}/afisha/`);
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(text).toContain('<title>503</title>');
  expect(text).toContain('Вернуться на главную');
  expect(logged.some((line) => line.includes('Content service failed'))).toBe(true);
});
