// The balanced deployment on this machine, from deploy/: Debian's nginx with the rendered kino.conf in front of three
// site instances and two content service instances (the deployed folders, plain node) on one PostgreSQL database.
// While autocannon loads the balancer for 30 s and visitors file applications, one site instance and one content
// instance are killed with SIGKILL and started again, then the other two are restarted with SIGTERM (a rolling
// restart). Then: no visitor page answered with an error or timed out, every acknowledged application is stored exactly
// once, the sixth application of one visitor in a minute is refused whichever instances take them, every site instance
// reports the same build id, and one request id is in the logs of nginx and of both tiers.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findNginx, type Nginx, startNginx } from '#src/nginx.ts';
import { freePort, type Instance, nodeInstance } from '#src/processes.ts';
import { CALLBACK_ACTION, callbackForm, nameOf, phoneOf, storedPhoneOf, visitor } from '#src/visitors.ts';

const DATABASE_SERVER = process.env.TEST_DATABASE_URL;
const NGINX = findNginx();
/** CI installs both (.ci/run); elsewhere the test says what is missing and is skipped. */
const missing = [!DATABASE_SERVER && 'TEST_DATABASE_URL', !NGINX && 'nginx'].filter(Boolean);
if (missing.length > 0 && process.env.CI)
  throw new Error(`the scale test needs ${missing.join(' and ')} in CI`);

const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS ?? 30);
const LOAD_CONNECTIONS = 8;
/** Pages a visitor reads: both towns, the schedule, a film, a form page. */
const PAGES = ['/', '/afisha/', '/rechitsa/', '/rechitsa/afisha/', '/contacts/', '/afisha/zvezdnyj-majak/'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deployed = inject('deployed');

let database: { url: string; drop(): Promise<void> } | undefined;
let nginx: Nginx | undefined;
const sites: Instance[] = [];
const contents: Instance[] = [];
let balancer: string;
let contentBalancer: string;
let sitePorts: number[] = [];
let contentPorts: number[] = [];

/** What the load phase measured, for the assertions and the printed figures. */
const run = {
  load: undefined as autocannon.Result | undefined,
  seconds: 0,
  restarts: [] as string[],
  acknowledged: new Set<number>(),
  applicationAttempts: 0,
  /** Applications that needed the visitor to send again (the first answer was not the thank-you). */
  resent: 0,
  /** Acknowledged applications sent once more, as they were, straight to another site instance. */
  replayed: 0,
  /** The load's failed requests: seconds into the load and the error. */
  loadErrors: [] as string[],
};

async function freshDatabase(server: string) {
  const name = `kino_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const form = (origin: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
});

/**
 * A visitor files the contacts page's callback form through the balancer. An answer other than the thank-you
 * (the instance died under it) makes them send the same form again: same page load (seed), same values, so the same
 * Idempotency-Key, wherever it lands.
 */
async function fileApplication(n: number): Promise<void> {
  const who = visitor(n);
  const body = callbackForm({ seed: `scale-${n}`, name: nameOf(n), phone: phoneOf(n) });
  for (let attempt = 0; attempt < 5; attempt++) {
    run.applicationAttempts += 1;
    if (attempt > 0) run.resent += 1;
    try {
      const answer = await who.send(`${balancer}${CALLBACK_ACTION}`, { ...form(balancer), body });
      if (answer.status === 303) {
        run.acknowledged.add(n);
        // Now and then the same submission again, straight to another site instance: one application stays one.
        if (n % 5 === 0) {
          const port = sitePorts[n % sitePorts.length]!;
          const again = await who.send(`http://127.0.0.1:${port}${CALLBACK_ACTION}`, {
            ...form(balancer),
            body,
          });
          expect(again.status).toBe(303);
          run.replayed += 1;
        }
        return;
      }
    } catch {
      // A connection cut by a killed instance: the visitor tries again.
    }
    await sleep(1_000);
  }
}

/**
 * Ends an instance — `kill -9`, or SIGTERM as `systemctl restart` in a rolling upgrade (which must end with exit code
 * 0) — then starts it again at once and waits until it is ready.
 */
async function restart(instance: Instance, how: 'kill -9' | 'SIGTERM') {
  const pid = instance.pid;
  const began = Date.now();
  if (how === 'kill -9') expect((await instance.kill9()).signal).toBe('SIGKILL');
  else expect(await instance.stop()).toEqual({ code: 0, signal: null });
  const stopped = Date.now();
  await instance.start();
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  run.restarts.push(
    `${instance.name} (pid ${pid}, ${how}): gone in ${seconds(began, stopped)}, ready again in ${seconds(stopped, Date.now())}`,
  );
}

describe.skipIf(missing.length > 0)('balanced deployment under load, instances killed and restarted', () => {
  beforeAll(async () => {
    database = await freshDatabase(DATABASE_SERVER!);
    const dir = join(deployed.root, 'scale');
    mkdirSync(dir, { recursive: true });
    sitePorts = [await freePort(), await freePort(), await freePort()];
    contentPorts = [await freePort(), await freePort()];
    const [sitePort, contentPort] = [await freePort(), await freePort()];
    balancer = `http://127.0.0.1:${sitePort}`;
    contentBalancer = `http://127.0.0.1:${contentPort}`;

    // The content instances as deploy/.env.example describes them, on loopback.
    contents.push(
      ...contentPorts.map((port, i) =>
        nodeInstance({
          name: `content ${String.fromCharCode(65 + i)}`,
          cwd: deployed.content,
          env: {
            CONTENT_PORT: String(port),
            CONTENT_HOST: '127.0.0.1',
            DATABASE_URL: database!.url,
            CONTENT_PUBLIC_URL: contentBalancer,
            CONTENT_SITE_URL: balancer,
            CONTENT_TRUST_PROXY: 'loopback',
            LOG_LEVEL: 'info',
          },
          logFile: join(dir, `content-${i + 1}.log`),
          readyUrl: `http://127.0.0.1:${port}/ready`,
        }),
      ),
    );
    // Both at once on an empty database: one migrates and seeds under the start-up lock, the other waits for it.
    await Promise.all(contents.map((instance) => instance.start(180_000)));

    nginx = await startNginx({
      binary: NGINX!,
      dir: join(dir, 'nginx'),
      sitePort,
      contentPort,
      siteUpstreams: sitePorts.map((port) => `127.0.0.1:${port}`),
      contentUpstreams: contentPorts.map((port) => `127.0.0.1:${port}`),
    });

    sites.push(
      ...sitePorts.map((port, i) =>
        nodeInstance({
          name: `site ${i + 1}`,
          cwd: deployed.site,
          env: {
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            SITE_ORIGIN: balancer,
            // Content calls go through the balancer: a dead content instance is skipped there.
            CONTENT_URL_MAIN: `${contentBalancer}/main/`,
            CONTENT_URL_RECHITSA: `${contentBalancer}/rechitsa/`,
            SITE_WORKERS: '1',
            SITE_TRUST_PROXY: 'loopback',
            LOG_LEVEL: 'info',
          },
          logFile: join(dir, `site-${i + 1}.log`),
          readyUrl: `http://127.0.0.1:${port}/readyz`,
        }),
      ),
    );
    await Promise.all(sites.map((instance) => instance.start()));

    // Every instance renders each page once before the clock starts (their page caches are their own).
    for (const port of sitePorts)
      for (const path of PAGES)
        expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(200);

    // The load runs LOAD_SECONDS, and longer if the restarts take longer (a busy machine): every restart happens
    // under load, and the load goes on a few seconds after the last instance is back.
    const began = Date.now();
    const at = (fraction: number) => sleep(began + fraction * LOAD_SECONDS * 1000 - Date.now());
    let stopLoad = () => {};
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: balancer,
          connections: LOAD_CONNECTIONS,
          duration: LOAD_SECONDS * 10,
          // A page that comes slowly on a busy machine still came; nginx gives up on an instance after 30 s too.
          timeout: 30,
          requests: PAGES.map((path) => ({ method: 'GET' as const, path })),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      stopLoad = () => instance.stop();
      // What each failed request saw, and when, for the figures (autocannon counts, it does not say).
      instance.on('reqError', (error: Error) =>
        run.loadErrors.push(`${((Date.now() - began) / 1000).toFixed(1)} s: ${error.message}`),
      );
    });
    let loading = true;
    const chaos = (async () => {
      await at(0.2);
      await restart(sites[1]!, 'kill -9');
      await at(0.4);
      await restart(contents[1]!, 'kill -9');
      // Then a rolling restart's steps: each tier's other instance, stopped as systemd stops it.
      await at(0.6);
      await restart(sites[2]!, 'SIGTERM');
      await restart(contents[0]!, 'SIGTERM');
      await sleep(3_000);
      await at(1);
      loading = false;
      stopLoad();
    })();
    const applications = (async () => {
      for (let n = 1; loading; n++) {
        await fileApplication(n);
        await sleep(150);
      }
    })();
    [run.load] = await Promise.all([load, chaos, applications]);
    run.seconds = (Date.now() - began) / 1000;
  }, 420_000);

  afterAll(async () => {
    const ends = await Promise.allSettled([...sites, ...contents].map((instance) => instance.stop()));
    await nginx?.stop();
    await database?.drop();
    for (const end of ends) if (end.status === 'rejected') throw end.reason;
  });

  it('answered every visitor page while instances died and came back', () => {
    const load = run.load!;
    // autocannon counts a timeout as an error too.
    const failed = load.errors + load.non2xx;
    console.log(
      [
        '[scale] figures',
        `  load: ${run.seconds.toFixed(0)} s, ${LOAD_CONNECTIONS} connections, through nginx to 3 site and 2 content instances`,
        `  requests: ${load.requests.total} (${load.requests.average.toFixed(0)}/s), failures: ${failed} ` +
          `(errors ${load.errors} of which timeouts ${load.timeouts}, non-2xx ${load.non2xx})`,
        `  latency: p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, max ${load.latency.max} ms`,
        `  failed requests: ${run.loadErrors.join('; ') || 'none'}`,
        `  restarts: ${run.restarts.length} — ${run.restarts.join('; ')}`,
        `  applications: ${run.acknowledged.size} acknowledged in ${run.applicationAttempts} posts ` +
          `(${run.resent} sent again after a failed answer, ${run.replayed} replayed to another instance)`,
      ].join('\n'),
    );
    expect(run.restarts).toHaveLength(4);
    expect(load.requests.total).toBeGreaterThan(LOAD_SECONDS * 5);
    // No visitor page answered with an error, cut or timed out.
    expect(run.loadErrors).toEqual([]);
    expect(failed).toBe(0);
  });

  it("served the pages from nginx's cache (decision 025): far fewer renders than visitor requests", () => {
    const pages = nginx!
      .accessLog('site')
      .split('\n')
      .filter(
        (line) =>
          line.includes('"method":"GET"') &&
          PAGES.some((path) => line.includes(`"path":"${path.split('?')[0]}"`)),
      )
      .map((line) => JSON.parse(line) as { cache: string; status: number });
    const byState = new Map<string, number>();
    for (const { cache } of pages) byState.set(cache, (byState.get(cache) ?? 0) + 1);
    console.log(
      `[scale] nginx cache: ${[...byState].map(([state, n]) => `${state || '-'} ${n}`).join(', ')}`,
    );
    const served = (byState.get('HIT') ?? 0) + (byState.get('STALE') ?? 0) + (byState.get('UPDATING') ?? 0);
    expect(byState.get('HIT') ?? 0).toBeGreaterThan(0);
    // Most visitor pages never reached an instance.
    expect(served).toBeGreaterThan(pages.length / 2);
  });

  it('stored every acknowledged application exactly once', async () => {
    expect(run.acknowledged.size).toBeGreaterThanOrEqual(10);
    const rows = await query<{ phone: string; copies: number }>(
      'select phone, count(*)::int as copies from applications group by phone',
    );
    const copies = new Map(rows.map((row) => [row.phone, row.copies]));
    for (const n of run.acknowledged) expect(copies.get(storedPhoneOf(n)), `visitor ${n}`).toBe(1);
    // Nothing is stored twice, acknowledged or not.
    expect(rows.filter((row) => row.copies > 1)).toEqual([]);
  });

  it('refuses the sixth application of one visitor in a minute, whichever instances take them', async () => {
    // Through the sites (each instance in turn), which pass the visitor's address on through the balancer.
    const viaSites = visitor(60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const port = sitePorts[i % sitePorts.length]!;
      const answer = await viaSites.send(`http://127.0.0.1:${port}${CALLBACK_ACTION}`, {
        ...form(balancer),
        body: callbackForm({ seed: `limit-${i}`, name: nameOf(60_000 + i), phone: phoneOf(60_000 + i) }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);

    // Straight at the content instances, alternately: the count is one, in the database.
    const direct = visitor(60_001);
    const receipts: number[] = [];
    for (let i = 0; i < 6; i++) {
      const port = contentPorts[i % contentPorts.length]!;
      const answer = await direct.send(`http://127.0.0.1:${port}/main/kino/v1/orders/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          name: nameOf(60_010 + i),
          phone: storedPhoneOf(60_010 + i),
          preferredTime: 'day',
          consent: true,
        }),
      });
      receipts.push(answer.status);
    }
    expect(receipts).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('has the same build id on every site instance, the restarted one too', async () => {
    const ids = await Promise.all(
      sitePorts.map(
        async (port) =>
          ((await (await fetch(`http://127.0.0.1:${port}/builds/latest.json`)).json()) as { id: string }).id,
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{16}$/);
  });

  it('follows one request id through nginx, the site and the content service', async () => {
    // A visitor request that reaches the content service: an application, from a visitor of its own.
    const requestId = `scale-${randomBytes(8).toString('hex')}`;
    const answer = await visitor(60_002).send(`${balancer}${CALLBACK_ACTION}`, {
      method: 'POST',
      headers: { ...form(balancer).headers, 'x-request-id': requestId },
      body: callbackForm({ seed: 'request-id', name: nameOf(60_020), phone: phoneOf(60_020) }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers['x-request-id']).toBe(requestId);
    // A request without an id gets nginx's $request_id, which the site answers back.
    const made = await fetch(`${balancer}/contacts/`);
    const madeId = made.headers.get('x-request-id')!;
    expect(madeId).toMatch(/^[0-9a-f]{32}$/);

    await sleep(500);
    const siteLines = sites.map((instance) => instance.log()).join('\n');
    const contentLines = contents.map((instance) => instance.log()).join('\n');
    expect(nginx!.accessLog('site')).toContain(`"requestId":"${requestId}"`);
    expect(siteLines).toContain(requestId);
    expect(contentLines).toContain(`"reqId":"${requestId}"`);
    expect(nginx!.accessLog('content')).toContain(`"requestId":"${requestId}"`);
    expect(nginx!.accessLog('site')).toContain(`"requestId":"${madeId}"`);
    expect(siteLines).toContain(madeId);
  });

  it('serves hashed assets for a year, compressed', async () => {
    const home = await (await fetch(`${balancer}/`)).text();
    const asset = /\/assets\/[\w.-]+\.css/.exec(home)?.[0];
    expect(asset).toBeDefined();
    const answer = await fetch(`${balancer}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });
});
