// First project: the servers the global setup started answer; its teardown project (stored.spec.ts) runs after all
// other tests, whether they passed or not.
import { expect, test } from '#src/fixtures.ts';
import { runEnv } from '#src/run-env.ts';

test('the content service (through the proxy) and the site answer', async ({ request }) => {
  const { proxyUrl } = runEnv();
  expect((await request.get(`${proxyUrl}/health`)).ok()).toBe(true);
  expect((await request.get(`${proxyUrl}/main/kino/v1/info`)).ok()).toBe(true);
  expect((await request.get(`${proxyUrl}/rechitsa/kino/v1/info`)).ok()).toBe(true);
  expect((await request.get('/')).ok()).toBe(true);
});
