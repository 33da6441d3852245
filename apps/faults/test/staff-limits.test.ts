// Issue 33 items 5 and 7 against the production build on its own fresh PGlite: a 160,000-row session import is refused
// in under a second while the service keeps answering, and five wrong passwords from other addresses do not stop the
// owner signing in from theirs. (The content suite checks the same rules in more detail; this is the real process.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, freePort, HOST, LOG_DIR, type Managed, startContent } from '../src/servers.ts';

let content: Managed;
let runDir = '';
let editorCookie = '';
const EDITOR = { email: 'limits-editor@kino.test', password: 'limits-editor-password-1' };

/** A sign-in over the admin API from `address` (the service believes X-Forwarded-For from loopback). */
function signIn(email: string, password: string, address: string) {
  return fetch(`${content.url}/admin/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: content.url, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

const cookieOf = (answer: Response) => answer.headers.get('set-cookie')?.split(';')[0] ?? '';

beforeAll(async () => {
  runDir = mkdtempSync(join(tmpdir(), 'kino-faults-limits-'));
  // The log is appended to: an earlier run's demo account line must not be read as this run's.
  rmSync(join(LOG_DIR, 'content-limits.log'), { force: true });
  content = await startContent({
    database: { dataDir: join(runDir, 'pglite') },
    siteUrl: `http://${HOST}:${await freePort(HOST)}`,
    logName: 'content-limits',
  });
  const demo = await demoAdmin(content.logFile);
  const admin = cookieOf(await signIn(demo.email, demo.password, '10.9.0.1'));
  const made = await fetch(`${content.url}/admin/v1/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: content.url, cookie: admin },
    body: JSON.stringify({ ...EDITOR, name: 'Редактор Лимитов', role: 'editor', towns: ['main'] }),
  });
  expect(made.status).toBe(201);
  editorCookie = cookieOf(await signIn(EDITOR.email, EDITOR.password, '10.9.0.2'));
  expect(editorCookie).not.toBe('');
}, 240_000);

afterAll(async () => {
  await content?.stop();
  if (runDir && !process.env.FAULTS_KEEP_DATA) rmSync(runDir, { recursive: true, force: true });
});

describe('big staff input is refused before it is parsed', () => {
  it('a 160,000-row session import is refused in under a second while /health answers', async () => {
    const rows = '1;1;1;1;1;1\n'.repeat(160_000);
    const body = JSON.stringify({ format: 'csv', content: `date;time;hall;film;format;price\n${rows}` });
    let stop = false;
    const health: number[] = [];
    const reads = (async () => {
      while (!stop) {
        const answer = await fetch(`${content.url}/health`);
        health.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const refused = await fetch(`${content.url}/admin/v1/towns/main/session-imports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: content.url, cookie: editorCookie },
      body,
    });
    const took = performance.now() - started;
    const text = await refused.text();
    stop = true;
    await reads;
    console.info(`[faults] 160,000-row import: ${refused.status} in ${Math.round(took)} ms`);
    expect(refused.status).toBe(400);
    expect(text).toMatch(/больше 5000 сеансов/);
    expect(took).toBeLessThan(1_000);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
  });
});

describe('locks that do not lock out the owner', () => {
  it('the owner signs in after five wrong passwords from five other addresses', async () => {
    for (let i = 1; i <= 5; i++)
      expect((await signIn(EDITOR.email, `wrong-${i}`, `10.9.1.${i}`)).status).toBe(401);
    const owner = await signIn(EDITOR.email, EDITOR.password, '10.9.2.1');
    expect(owner.status).toBe(200);
    expect(cookieOf(owner)).not.toBe('');
  });
});
