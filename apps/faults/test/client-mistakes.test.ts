// Issue 33, item 1: what a client sends never takes an instance out of nginx. A slug of 101–120 characters (the contract
// allows 120, the content service refused over 100 with 414) made every detail page a 502, which deploy/'s nginx
// counts against the instance (max_fails) and retries on the next one — a stream of such links took every site
// instance out. Here: the content service and two site instances behind deploy/'s nginx, as the guide renders it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '@kino/api/routes';
import { findNginx, type Nginx, startNginx } from '@kino/scale/src/nginx.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, timed } from '#src/http.ts';
import { freePort, HOST, type Managed, startContent, startSite } from '#src/servers.ts';

const nginxBinary = findNginx();
/** Without nginx the suite cannot show what nginx does; CI installs it (.ci/run). */
const withNginx = nginxBinary || process.env.CI ? describe : describe.skip;

/** Every page of a town that names a thing by its slug (film, news, event category, document, hall, vacancy, …). */
const DETAIL_PATTERNS = Object.values(ROUTES).filter((pattern) => pattern.includes('/:'));
const TOWN_PREFIXES = ['', '/rechitsa'];
/** Slugs of the pattern's characters from just over the content service's old limit to well past the contract's. */
const LENGTHS = [101, 110, 120, 121, 150, 200];

const detailUrl = (prefix: string, pattern: string, slug: string) =>
  `${prefix}${pattern.replace(/:[a-z_]+/, slug)}`;

withNginx('long slugs behind nginx', () => {
  let dir: string;
  let content: Managed;
  const sites: Managed[] = [];
  let nginx: Nginx;
  let front: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kino-client-mistakes-'));
    const sitePorts = [await freePort(HOST), await freePort(HOST)];
    const [nginxSite, nginxContent] = [await freePort(HOST), await freePort(HOST)];
    front = `http://${HOST}:${nginxSite}`;
    content = await startContent({
      database: { dataDir: join(dir, 'pglite') },
      siteUrl: front,
      logName: 'client-mistakes-content',
    });
    for (const [i, port] of sitePorts.entries())
      sites.push(
        await startSite({
          port,
          contentUrl: content.url,
          origin: front,
          logName: `client-mistakes-site-${i + 1}`,
        }),
      );
    nginx = await startNginx({
      binary: nginxBinary!,
      dir: join(dir, 'nginx'),
      sitePort: nginxSite,
      contentPort: nginxContent,
      siteUpstreams: sitePorts.map((port) => `${HOST}:${port}`),
      contentUpstreams: [`${HOST}:${content.port}`],
    });
    // Three servers and nginx on a busy two-core machine (and a build first when run directly).
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const site of sites) await site.stop();
    await content?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a slug of 101–200 characters on every detail page of both towns is the site’s 404', async () => {
    expect(DETAIL_PATTERNS.length).toBeGreaterThanOrEqual(7);
    const wrong: string[] = [];
    for (const prefix of TOWN_PREFIXES)
      for (const pattern of DETAIL_PATTERNS)
        for (const length of LENGTHS) {
          const url = detailUrl(prefix, pattern, 'a'.repeat(length));
          const answer = await timed(`${front}${url}`);
          if (answer.status !== 404) wrong.push(`${url.replace(/a{20,}/, `a×${length}`)}: ${answer.status}`);
        }
    expect(wrong).toEqual([]);
  });

  it('a stream of them takes no instance out: ordinary pages meanwhile all succeed, on both instances', async () => {
    const longLinks = TOWN_PREFIXES.flatMap((prefix) =>
      DETAIL_PATTERNS.flatMap((pattern) =>
        LENGTHS.map((length) => detailUrl(prefix, pattern, 'b'.repeat(length))),
      ),
    );
    const ordinary = ['/', '/afisha/', '/rechitsa/afisha/', '/news/', '/contacts/', '/rechitsa/cinema/'];
    const mistakes: number[] = [];
    const pages: Array<{ url: string; status: number }> = [];
    const stream = (async () => {
      // Four at a time, each link several times: far more than max_fails=2 within fail_timeout=5s per instance.
      const queue = [...longLinks, ...longLinks, ...longLinks];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let url = queue.shift(); url; url = queue.shift())
            mistakes.push((await timed(`${front}${url}`)).status);
        }),
      );
    })();
    const visitor = (async () => {
      for (let round = 0; round < 5; round++)
        for (const url of ordinary) pages.push({ url, status: (await timed(`${front}${url}`)).status });
    })();
    await Promise.all([stream, visitor]);
    expect(mistakes.length).toBe(longLinks.length * 3);
    expect(mistakes.filter((status) => status !== 404)).toEqual([]);
    expect(pages.filter((page) => page.status !== 200)).toEqual([]);
    // No answer of an instance was a failure nginx counts; each instance still serves (nginx took none out).
    const entries = nginx
      .accessLog('site')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { upstream: string; upstreamStatus: string; status: number });
    const failures = entries.filter((e) => /\b50[234]\b/.test(e.upstreamStatus) || e.status >= 500);
    expect(failures).toEqual([]);
    // Answers from nginx's cache (decision 025) name no instance: the last ones that reached an instance do.
    const lastOnes = entries
      .filter((e) => e.upstream)
      .slice(-40)
      .map((e) => e.upstream);
    for (const site of sites) expect(lastOnes, site.url).toContain(`${HOST}:${site.port}`);
  });

  it('a path with a backslash (/\\evil.example/, which URLs read as //evil.example/) is no site path: 404, no redirect', async () => {
    // fetch would turn the backslash into a slash: sent as bytes, to an instance and through nginx.
    for (const port of [sites[0]!.port, Number(new URL(front).port)])
      for (const path of ['/\\evil.example/', '/\\evil.example', '/afisha/\\evil.example/']) {
        const { text } = await rawExchange(
          port,
          `GET ${path} HTTP/1.1\r\nHost: kino.test\r\nConnection: close\r\n\r\n`,
          5_000,
        );
        expect(text.split('\r\n')[0], `${port} ${path}`).toMatch(/^HTTP\/1\.1 404 /);
        expect(text.toLowerCase(), `${port} ${path}`).not.toContain('\r\nlocation:');
      }
  });
});
