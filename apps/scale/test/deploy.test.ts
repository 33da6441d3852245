// One machine with only Node: the folders `pnpm deploy` made run with `node dist/main.mjs`, the content service on its
// embedded PGlite (one process), the site with two workers; both stop on SIGTERM with exit code 0. The systemd units
// of deploy/ pass systemd's own check.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '#src/deployed.ts';
import { freePort, type Instance, nodeInstance } from '#src/processes.ts';
import { CALLBACK_ACTION, callbackForm, nameOf, phoneOf, visitor } from '#src/visitors.ts';

const deployed = inject('deployed');
let content: Instance;
let site: Instance;
let siteUrl: string;
let contentUrl: string;

beforeAll(async () => {
  const [sitePort, contentPort] = [await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  contentUrl = `http://127.0.0.1:${contentPort}`;
  content = nodeInstance({
    name: 'content (PGlite)',
    cwd: deployed.content,
    env: {
      CONTENT_PORT: String(contentPort),
      CONTENT_HOST: '127.0.0.1',
      CONTENT_PUBLIC_URL: contentUrl,
      CONTENT_SITE_URL: siteUrl,
      CONTENT_DATA_DIR: join(deployed.root, 'pglite'),
    },
    logFile: join(deployed.root, 'one-machine-content.log'),
    readyUrl: `${contentUrl}/ready`,
  });
  site = nodeInstance({
    name: 'site (2 workers)',
    cwd: deployed.site,
    env: {
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_ORIGIN: siteUrl,
      CONTENT_URL_MAIN: `${contentUrl}/main/`,
      CONTENT_URL_RECHITSA: `${contentUrl}/rechitsa/`,
      SITE_WORKERS: '2',
    },
    logFile: join(deployed.root, 'one-machine-site.log'),
    readyUrl: `${siteUrl}/readyz`,
  });
  // A fresh machine: the first start creates, migrates and seeds the embedded database.
  await content.start(180_000);
  await site.start();
});

afterAll(async () => {
  await site?.stop().catch(() => undefined);
  await content?.stop().catch(() => undefined);
});

describe('the deployed folders on a machine with only Node', () => {
  it('were made from the workspace by `pnpm deploy --prod`', () => {
    console.log(`[scale] pnpm deploy of both apps: ${deployed.seconds.toFixed(0)} s`);
    // Production dependencies only: no tsx, no bundler, no test tools.
    for (const tool of ['tsx', 'tsdown', 'vite', 'vitest'])
      for (const folder of [deployed.site, deployed.content])
        expect(existsSync(join(folder, 'node_modules', tool)), `${folder} has ${tool}`).toBe(false);
  });

  it('serve both towns from PGlite', async () => {
    const health = await fetch(`${contentUrl}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    for (const path of ['/', '/afisha/', '/rechitsa/', '/contacts/']) {
      const page = await fetch(`${siteUrl}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('</html>');
    }
    const asset = /\/assets\/[\w.-]+\.js/.exec(await (await fetch(`${siteUrl}/`)).text())?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${siteUrl}${asset}`)).headers.get('cache-control')).toContain('immutable');
  });

  it('file a visitor application through the site', async () => {
    const answer = await visitor(1).send(`${siteUrl}${CALLBACK_ACTION}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl },
      body: callbackForm({ seed: 'deploy-test', name: nameOf(1), phone: phoneOf(1) }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/contacts/?sent=callback#callback');
  });

  it('report the build id of the build they were made from', async () => {
    const built = JSON.parse(readFileSync(join(deployed.site, 'build/client/builds/latest.json'), 'utf8'));
    const served = (await (await fetch(`${siteUrl}/builds/latest.json`)).json()) as { id: string };
    expect(served.id).toBe(built.id);
    expect(served.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('stop on SIGTERM with exit code 0, as systemd stops them', async () => {
    expect(await site.stop()).toEqual({ code: 0, signal: null });
    expect(await content.stop()).toEqual({ code: 0, signal: null });
    expect(content.log()).toContain('shutting down: finishing requests in flight');
  });
});

describe.skipIf(!existsSync('/usr/bin/systemd-analyze') || !existsSync('/usr/bin/node'))(
  'the systemd units',
  () => {
    it('pass `systemd-analyze verify`', () => {
      const units = ['kino-site.service', 'kino-content.service'].map((unit) =>
        join(ROOT, 'deploy', 'systemd', unit),
      );
      expect(() => execFileSync('systemd-analyze', ['verify', ...units], { stdio: 'pipe' })).not.toThrow();
    });
  },
);
