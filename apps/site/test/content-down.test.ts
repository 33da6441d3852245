// A content-service failure is not a crash: the visitor gets the error page (503 when the service is unreachable), the
// server logs the cause. The built site runs as deployed (its own process); the content service is stopped under it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  await harness.stopContent();
}, 90_000);

afterAll(() => harness?.close());

// An unreachable content service is 503 (Service Unavailable); a broken answer from it stays 502.
it('shows the error page with 503, never cached, and logs why', async () => {
  // A page the site has not rendered yet, whose content the home page (rendered at start) did not read either: no
  // stale copy and no content answer in the ETag cache can stand in for it.
  const response = await fetch(`${harness.site}/faq/`);
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(text).toContain('<title>503</title>');
  expect(text).toContain('Вернуться на главную');
  await expect
    .poll(() =>
      harness
        .siteOutput()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; status?: number })
        .some((entry) => entry.msg === 'content service failed' && entry.status === 503 && entry.level >= 50),
    )
    .toBe(true);
});
