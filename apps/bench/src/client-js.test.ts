import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialScripts, measureClientJs } from '#src/client-js.ts';

const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/manifest-1.js"/>
<link rel=modulepreload href=/assets/entry.client-2.js>
<link rel="stylesheet" href="/assets/root.css"/>
<link rel="preload" as="image" href="/poster.svg"/>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-X&amp;l=dataLayer" async></script>
</head><body>
<script>window.__ctx = {"import":"not-a-module"};</script>
<script type="module">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import("/assets/lazy-4.js");</script>
</body></html>`;

describe('initial scripts of a page', () => {
  it('lists script src, modulepreload and inline module imports once each, but no lazy imports', () => {
    expect(initialScripts(html, 'http://127.0.0.1:3000/afisha/')).toEqual([
      'http://127.0.0.1:3000/assets/manifest-1.js',
      'http://127.0.0.1:3000/assets/entry.client-2.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-X&l=dataLayer',
      'http://127.0.0.1:3000/assets/root-3.js',
    ]);
  });
});

describe('measuring them', () => {
  const bodies: Record<string, string> = {
    '/assets/manifest-1.js': 'window.__manifest={};'.repeat(200),
    '/assets/entry.client-2.js': Array.from({ length: 2000 }, (_, i) => `var v${i}=${i * 7919};`).join(''),
    '/assets/root-3.js': 'export default 1;',
  };
  const server = createServer((req, res) => {
    const body = bodies[req.url ?? ''];
    if (!body) return void res.writeHead(404).end();
    if (req.headers['accept-encoding']?.includes('gzip')) {
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(body, { level: 1 }));
    } else res.writeHead(200).end(body);
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sums raw, gzip -9 and served bytes of same-origin scripts', async () => {
    const js = await measureClientJs('/afisha/', html, origin);
    const local = Object.values(bodies);
    expect(js.files).toHaveLength(4);
    expect(js.rawBytes).toBe(local.reduce((s, b) => s + Buffer.byteLength(b), 0));
    expect(js.gzipBytes).toBe(local.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0));
    expect(js.gzipBytes).toBeLessThan(js.rawBytes);
    // The third-party script is listed but not fetched, so the served total is unknown.
    expect(js.files.find((f) => f.url.includes('googletagmanager'))?.gzipBytes).toBe(0);
    expect(js.servedBytes).toBeNull();
  });

  it('fails loudly on a missing script', async () => {
    await expect(measureClientJs('/', '<script src="/assets/gone.js"></script>', origin)).rejects.toThrow(
      '404',
    );
  });
});
