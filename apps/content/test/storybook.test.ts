// The static Storybook at /storybook/: served read-only from a build with its own CSP, absent without one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { STORYBOOK_CSP, storybook, storybookBuildDir } from '#src/http/storybook.ts';

const build = mkdtempSync(join(tmpdir(), 'kino-storybook-'));
writeFileSync(join(build, 'index.html'), '<!doctype html><title>Storybook</title>');
writeFileSync(join(build, 'iframe.html'), '<!doctype html><title>Preview</title>');
afterAll(() => rmSync(build, { recursive: true, force: true }));

async function serve(root: string) {
  const app = Fastify();
  await app.register(storybook, { root });
  app.get('/main/kino/v1/info', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('storybook', () => {
  it('serves the build at /storybook/ with a CSP that lets it run', async () => {
    const app = await serve(build);
    const index = await app.inject({ method: 'GET', url: '/storybook/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Storybook</title>');
    expect(index.headers['content-security-policy']).toBe(STORYBOOK_CSP);
    const preview = await app.inject({
      method: 'GET',
      url: '/storybook/iframe.html?id=screens-home--default',
    });
    expect(preview.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/storybook' })).headers.location).toBe('/storybook/');
    expect((await app.inject({ method: 'GET', url: '/storybook/missing.js' })).statusCode).toBe(404);
    // Its CSP stays on its own answers.
    const api = await app.inject({ method: 'GET', url: '/main/kino/v1/info' });
    expect(api.headers['content-security-policy']).toBeUndefined();
    await app.close();
  });

  it('is read-only', async () => {
    const app = await serve(build);
    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      expect((await app.inject({ method, url: '/storybook/index.html' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves nothing when Storybook is not built', async () => {
    const app = await serve(join(build, 'not-built'));
    expect((await app.inject({ method: 'GET', url: '/storybook/' })).statusCode).toBe(404);
    await app.close();
  });

  it("finds the monorepo's build from the module's folder", () => {
    expect(storybookBuildDir()).toMatch(/packages\/ui\/storybook-static$/);
  });
});
