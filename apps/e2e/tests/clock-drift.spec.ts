// The staff flow with the content service's clock pinned a week behind the real date (issue 36): the suite pins
// both servers' clocks at one evening, so on every later day the browser's clock runs ahead of the service's. A
// session cookie must live by the browser's clock (Max-Age), not by an absolute date the service computed from its
// own (Expires), or the browser drops it at once and every call after sign-in is 401.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kino/browser/ports';
import { expect, test } from '@playwright/test';
import { demoAccount } from '#src/demo-account.ts';
import { type ServerProcess, startServer } from '#src/harness/process.ts';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const LOG_DIR = resolve(fileURLToPath(new URL('../test-results/logs', import.meta.url)));
const HOST = '127.0.0.1';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

test.describe('a content service whose clock is a week behind the browser', () => {
  let content: ServerProcess | undefined;
  let runDir = '';
  let origin = '';
  const logFile = join(LOG_DIR, 'content-week-behind.log');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mkdirSync(LOG_DIR, { recursive: true });
    rmSync(logFile, { force: true });
    runDir = mkdtempSync(join(tmpdir(), 'kino-clock-'));
    const port = await freePort(HOST);
    origin = `http://${HOST}:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env))
      if (key.startsWith('CONTENT_') || key === 'DATABASE_URL') delete env[key];
    content = await startServer({
      name: 'content service (a week behind)',
      command: 'pnpm',
      args: ['--filter', '@kino/content', 'start'],
      cwd: ROOT,
      env: {
        ...env,
        CONTENT_PORT: String(port),
        CONTENT_HOST: HOST,
        CONTENT_DATA_DIR: join(runDir, 'pglite'),
        CONTENT_PUBLIC_URL: origin,
        CONTENT_NOW: new Date(Date.now() - WEEK_MS).toISOString(),
        CONTENT_TEST_FAST_HASH: '1',
      },
      logFile,
      readyUrl: `${origin}/health`,
    });
  });

  test.afterAll(async () => {
    await content?.stop();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  });

  test('the demo admin signs in, stays signed in across calls and reloads, and makes an account', async ({
    page,
  }) => {
    const { email, password } = demoAccount(logFile);

    await page.goto(`${origin}/admin/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();

    // The browser kept the cookie: its lifetime is relative, whatever the service's clock.
    const [cookie] = (await page.context().cookies(origin)).filter((c) => c.httpOnly);
    expect(cookie, 'the session cookie kept by the browser').toBeDefined();
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now());

    // A call that needs the session, from the page's own cookie jar and origin.
    const created = await page.request.post(`${origin}/admin/v1/accounts`, {
      headers: { Origin: origin },
      data: {
        email: `hr-${Date.now().toString(36)}@kino.test`,
        name: 'Проверка часов',
        role: 'hr',
        towns: ['rechitsa'],
        password: `clock-hr-password-${Date.now()}`,
      },
    });
    expect(created.status(), 'new hr account').toBe(201);

    // And a reload is still inside the workspace, not back at the sign-in form.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toHaveCount(0);
  });
});
