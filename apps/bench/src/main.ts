// `pnpm bench`: the production site and content service on a fresh database, under load, against a static baseline.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, release, tmpdir, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getRaw, measureClientJs } from '#src/client-js.ts';
import { appendHistory } from '#src/history.ts';
import { chromiumVersion, launchChromium, runLighthouse } from '#src/lighthouse.ts';
import {
  BROWSER_ACCEPT_ENCODING,
  countRequests,
  measure,
  profileUnderLoad,
  readFrom,
  sizeOf,
  stopLoad,
} from '#src/load.ts';
import {
  descendants,
  freePort,
  killAllNow,
  listeningPid,
  type Managed,
  memoryOf,
  sleep,
  start,
  stop,
  waitForHttp,
} from '#src/processes.ts';
import {
  type BenchResult,
  type ContentLoad,
  evaluateBudgets,
  type LoadFigures,
  loaderDataBytes,
  type PageLoad,
  type ReferencePage,
  renderMarkdown,
  type WorkerScaling,
} from '#src/report.ts';

const benchDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(benchDir, '../..');
const resultsDir = join(benchDir, 'results');
const referenceDir = join(benchDir, 'reference');

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`${name} must be a non-negative number, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

const durationS = envNumber('BENCH_DURATION', 10);
const settings = {
  durationS,
  shortDurationS: envNumber('BENCH_SHORT_DURATION', Math.max(1, Math.ceil(durationS / 2))),
  warmupS: envNumber('BENCH_WARMUP', durationS >= 5 ? 2 : 1),
  connections: envNumber('BENCH_CONNECTIONS', 50),
  lighthouseRuns: process.env.BENCH_LIGHTHOUSE === '0' ? 0 : envNumber('BENCH_LIGHTHOUSE_RUNS', 3),
  jsSize:
    'sum of the initial scripts (script src, modulepreload, inline module imports) gzipped by zlib level 9',
};
const profileS = process.env.BENCH_PROFILE === '0' ? 0 : envNumber('BENCH_PROFILE_DURATION', 3);
const timeoutS = envNumber('BENCH_TIMEOUT', 900);
/** Site processes to compare on the uncached schedule (BENCH_WORKERS=1,2; empty: skip): 1 and every core by default. */
const workerCounts = (process.env.BENCH_WORKERS ?? `1,${Math.max(2, availableParallelism())}`)
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const keepTmp = process.env.BENCH_KEEP_TMP === '1';
/** React Router's template app measured beside the site (BENCH_REFERENCE=0 skips it). */
const referenceRuns = process.env.BENCH_REFERENCE !== '0';

const t0 = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const tmp = mkdtempSync(join(tmpdir(), 'kino-bench-'));
const profileDir = join(tmp, 'profiles');
mkdirSync(profileDir);
const processes: Managed[] = [];
let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    stopLoad();
    await Promise.all(processes.map((p) => stop(p).catch(() => {})));
    if (!keepTmp) rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaning;
}

process.on('exit', () => killAllNow());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers`);
    cleanup().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  log(`still running after ${timeoutS} s (BENCH_TIMEOUT): giving up`);
  cleanup().finally(() => process.exit(1));
}, timeoutS * 1000);
watchdog.unref();

/** Env of a server child: ours without what would point it elsewhere (a real database, the dev ports, a cache flag). */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'SITE_CACHE', 'PORT', 'HOST', 'CONTENT_PORT', 'CONTENT_HOST'])
    delete env[key];
  // The profiler preload stays idle until the bench sends SIGUSR2 (after the measured runs).
  const profiling =
    profileS > 0
      ? {
          BENCH_PROFILE_DIR: profileDir,
          NODE_OPTIONS: [
            env.NODE_OPTIONS,
            `--import=${pathToFileURL(join(benchDir, 'src/profiler-preload.mjs')).href}`,
          ]
            .filter(Boolean)
            .join(' '),
        }
      : {};
  return { ...env, NODE_ENV: 'production', ...profiling, ...extra };
}

/** The README's start command of a package, or a shell command line from `override` (to bench another start). */
function startCommand(override: string, pkg: string): [string, string[]] {
  const custom = process.env[override];
  return custom ? ['sh', ['-c', custom]] : ['pnpm', ['--filter', pkg, 'start']];
}

function manage(m: Managed) {
  processes.push(m);
  return m;
}

async function pidOf(m: Managed, port: number): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const pid = m.child.pid === undefined ? null : listeningPid(m.child.pid, port);
    if (pid) return pid;
    await sleep(250);
  }
  throw new Error(`no process of ${m.name} listens on port ${port}`);
}

async function getOk(url: string, what: string) {
  const res = await getRaw(url);
  if (res.status !== 200) throw new Error(`${what}: ${url} answered HTTP ${res.status}`);
  return res;
}

async function main() {
  const problems: string[] = [];
  // Content calls and the static baselines are steady: shorter runs give the same means.
  const shortRun = {
    ...settings,
    durationS: settings.shortDurationS,
    warmupS: Math.min(settings.warmupS, 1),
  };
  const [contentPort, sitePort, staticPort] = [await freePort(), await freePort(), await freePort()];
  const contentOrigin = `http://127.0.0.1:${contentPort}`;
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const staticOrigin = `http://127.0.0.1:${staticPort}`;
  const contentLog = join(tmp, 'content.log');
  log(`work dir ${tmp}; content :${contentPort}, site :${sitePort}, static :${staticPort}`);

  // 1. Content service on a fresh embedded database (it creates, migrates and seeds it on first start).
  const content = manage(
    start('content service', ...startCommand('BENCH_CONTENT_START', '@kino/content'), {
      cwd: repoRoot,
      logFile: contentLog,
      env: childEnv({
        CONTENT_PORT: String(contentPort),
        CONTENT_HOST: '127.0.0.1',
        CONTENT_DATA_DIR: join(tmp, 'pglite'),
        CONTENT_PUBLIC_URL: contentOrigin,
        CONTENT_SITE_URL: siteOrigin,
      }),
    }),
  );
  await waitForHttp(content, `${contentOrigin}/health`, 180_000);
  const contentPid = await pidOf(content, contentPort);
  log(`content service ready (pid ${contentPid})`);

  const firstFilm = async (town: 'main' | 'rechitsa') => {
    const res = await getOk(`${contentOrigin}/${town}/kino/v1/films`, 'film list');
    const films = JSON.parse(res.body.toString('utf8')) as { slug: string; sessions?: unknown[] }[];
    const film = films.find((f) => (f.sessions?.length ?? 0) > 0) ?? films[0];
    if (!film) throw new Error(`no films in ${town}`);
    return film.slug;
  };
  const mainSlug = await firstFilm('main');
  const rechitsaSlug = await firstFilm('rechitsa');
  const filmPath = `/afisha/${mainSlug}/`;
  const rechitsaFilmPath = `/rechitsa/afisha/${rechitsaSlug}/`;

  const loadPages = [
    { path: '/', label: 'home' },
    { path: '/afisha/', label: 'schedule' },
    { path: filmPath, label: 'film page' },
    { path: '/rechitsa/afisha/', label: 'Rechitsa schedule' },
  ];
  const lighthousePages = [
    { path: '/', label: 'home' },
    { path: '/afisha/', label: 'schedule' },
    { path: filmPath, label: 'film page' },
    { path: '/rechitsa/', label: 'Rechitsa home' },
    { path: '/rechitsa/afisha/', label: 'Rechitsa schedule' },
    { path: rechitsaFilmPath, label: 'Rechitsa film page' },
  ];
  const contentCalls = [
    { path: '/main/kino/v1/films', label: 'films, main' },
    { path: '/rechitsa/kino/v1/films', label: 'films, Rechitsa' },
    { path: `/main/kino/v1/films/${mainSlug}`, label: 'one film, main' },
    { path: `/rechitsa/kino/v1/films/${rechitsaSlug}`, label: 'one film, Rechitsa' },
    {
      path: `/main/rankmath/v1/getHead?url=${encodeURIComponent(`${siteOrigin}${filmPath}`)}`,
      label: 'getHead of a film page',
    },
  ];

  const startSite = async (cache: 'on' | 'off', workers?: number) => {
    const name =
      workers === undefined ? `site (caches ${cache})` : `site (caches ${cache}, ${workers} workers)`;
    const site = manage(
      start(name, ...startCommand('BENCH_SITE_START', '@kino/site'), {
        cwd: repoRoot,
        logFile: join(tmp, `site-${cache}${workers === undefined ? '' : `-${workers}w`}.log`),
        env: childEnv({
          PORT: String(sitePort),
          HOST: '127.0.0.1',
          SITE_ORIGIN: siteOrigin,
          CONTENT_URL_MAIN: `${contentOrigin}/main/`,
          CONTENT_URL_RECHITSA: `${contentOrigin}/rechitsa/`,
          ...(cache === 'off' ? { SITE_CACHE: 'off' } : {}),
          ...(workers === undefined ? {} : { SITE_WORKERS: String(workers) }),
        }),
      }),
    );
    await waitForHttp(site, `${siteOrigin}/`, 90_000);
    const pid = await pidOf(site, sitePort);
    log(`${name} ready (pid ${pid})`);
    return { site, pid };
  };

  /** The content calls one page request causes: a few requests one after another, counted in the content log. */
  const contentCallsPerPage = async (url: string, n = 5) => {
    // Renders abandoned by the load generator still finish and call the content service: wait until the log has
    // been quiet for 1.5 s (a busy site can pause that long between calls); give up on the figure after 60 s.
    let quietFor = 0;
    for (let last = sizeOf(contentLog), i = 0; i < 120 && quietFor < 3; i++) {
      await sleep(500);
      const size = sizeOf(contentLog);
      quietFor = size === last ? quietFor + 1 : 0;
      last = size;
    }
    if (quietFor < 3) {
      problems.push(
        `content calls of ${url} not counted: the content service was still busy 60 s after the load`,
      );
      return null;
    }
    const offset = sizeOf(contentLog);
    for (let i = 0; i < n; i++) await getOk(url, 'page');
    await sleep(300);
    const counted = countRequests(readFrom(contentLog, offset));
    if (counted.total === 0 && !readFrom(contentLog, 0).includes('request completed')) return null;
    const byStatus = Object.fromEntries(
      Object.entries(counted.byStatus).map(([status, k]) => [status, k / n]),
    );
    return { perPage: counted.total / n, byStatus };
  };

  const loadAll = async (pids: Record<string, number>, mode: string) => {
    const out = new Map<string, LoadFigures>();
    for (const page of loadPages) {
      const f = await measure(`${siteOrigin}${page.path}`, { ...settings, pids });
      const calls = await contentCallsPerPage(`${siteOrigin}${page.path}`);
      if (calls) f.contentCalls = calls;
      log(
        `  ${mode} ${page.path}: ${Math.round(f.rps)} req/s, p99 ${f.p99} ms, ${f.errors + f.non2xx} errors`,
      );
      out.set(page.path, f);
    }
    return out;
  };

  /**
   * The bench's Lighthouse runs of `pages` in a Chromium of its own, profile in `dir` (a fresh one each time: the
   * DevTools port is read from a file the last browser would have left there), stopped afterwards.
   */
  const lighthouseIn = async (dir: string, pages: Parameters<typeof runLighthouse>[1]) => {
    const browser = await launchChromium(dir);
    manage(browser.process);
    try {
      return await runLighthouse(browser, pages, settings.lighthouseRuns, log);
    } finally {
      await stop(browser.process);
    }
  };

  /** Builds and starts apps/bench/reference, then loads its smallest page and one page per site page's size. */
  const measureReference = async (
    sitePages: { path: string; label: string }[],
    siteHtml: Map<string, Buffer>,
  ): Promise<ReferencePage[]> => {
    log('reference (React Router template): build');
    execFileSync(join(benchDir, 'node_modules/.bin/react-router'), ['build'], {
      cwd: referenceDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = manage(
      start('reference', process.execPath, [join(referenceDir, 'server.mjs')], {
        cwd: referenceDir,
        env: childEnv({ PORT: String(port), HOST: '127.0.0.1' }),
        logFile: join(tmp, 'reference.log'),
      }),
    );
    await waitForHttp(server, `${origin}/`, 30_000);
    const pid = await pidOf(server, port);
    const bytesOf = async (path: string) => (await getOk(`${origin}${path}`, 'reference page')).body;
    // The rows that make a page of the target size: the page grows by the same bytes per row.
    const empty = (await bytesOf('/sessions?rows=0')).length;
    const perRow = ((await bytesOf('/sessions?rows=200')).length - empty) / 200;
    const targets = [
      { path: '/', label: 'its smallest page (a heading from a loader)' },
      ...sitePages.map((page) => {
        const rows = Math.max(0, Math.round((siteHtml.get(page.path)!.length - empty) / perRow));
        return {
          path: `/sessions?rows=${rows}`,
          label: `a list of ${rows} sessions, the size of ${page.path}`,
          sizeOf: page.path,
        };
      }),
    ];
    const out: ReferencePage[] = [];
    for (const target of targets) {
      const body = await bytesOf(target.path);
      const load = await measure(`${origin}${target.path}`, { ...settings, pids: { reference: pid } });
      log(`  reference ${target.path}: ${Math.round(load.rps)} req/s, p99 ${load.p99} ms`);
      out.push({
        ...target,
        htmlBytes: body.length,
        loaderDataBytes: loaderDataBytes(body.toString('utf8')),
        load,
      });
    }
    // Lighthouse on the page of the schedule's size: what the framework's own first load scores.
    const schedule = out.find((p) => p.sizeOf === '/afisha/');
    if (schedule && settings.lighthouseRuns > 0) {
      [schedule.lighthouse] = await lighthouseIn(join(tmp, 'reference-chromium'), [
        { path: schedule.path, label: schedule.label, url: `${origin}${schedule.path}` },
      ]);
    }
    await stop(server);
    return out;
  };

  /** A short profile of `pid` under load on `url`, attached to the figures it explains. */
  const profile = async (figures: LoadFigures | undefined, url: string, pid: number, what: string) => {
    if (profileS <= 0 || !figures) return;
    const summary = await profileUnderLoad(url, pid, {
      connections: settings.connections,
      durationS: profileS,
      dir: profileDir,
      repoRoot,
    });
    if (summary) figures.profile = summary;
    else problems.push(`no CPU profile from ${what} (pid ${pid})`);
  };

  // 2. The site with its caches as shipped.
  const cached = await startSite('on');
  const html = new Map<string, Buffer>();
  const headers: Record<string, Record<string, string | string[] | undefined>> = {};
  for (const page of lighthousePages) {
    const res = await getOk(`${siteOrigin}${page.path}`, page.label);
    html.set(page.path, res.body);
    headers[page.path] = res.headers;
  }
  log('caches on: load');
  const cachedLoad = await loadAll({ site: cached.pid, content: contentPid }, 'caches on');
  const siteCachedMemory = memoryOf(cached.pid);
  await profile(cachedLoad.get('/afisha/'), `${siteOrigin}/afisha/`, cached.pid, 'the site (caches on)');
  // The same with a browser's Accept-Encoding: what visitors cost (a compressed answer each).
  const cachedGzipLoad = new Map<string, LoadFigures>();
  for (const page of loadPages) {
    const f = await measure(`${siteOrigin}${page.path}`, {
      ...settings,
      headers: BROWSER_ACCEPT_ENCODING,
      pids: { site: cached.pid, content: contentPid },
    });
    log(`  caches on, gzip ${page.path}: ${Math.round(f.rps)} req/s, p99 ${f.p99} ms`);
    cachedGzipLoad.set(page.path, f);
  }

  log('initial client JS');
  const clientJs = [];
  for (const page of lighthousePages) {
    try {
      clientJs.push(await measureClientJs(page.path, html.get(page.path)!.toString('utf8'), siteOrigin));
    } catch (e) {
      problems.push(`client JS of ${page.path}: ${(e as Error).message}`);
    }
  }

  let lighthouse: BenchResult['lighthouse'] = null;
  if (settings.lighthouseRuns > 0) {
    log(`Lighthouse: ${settings.lighthouseRuns} runs × ${lighthousePages.length} pages`);
    lighthouse = await lighthouseIn(
      tmp,
      lighthousePages.map((p) => ({ ...p, url: `${siteOrigin}${p.path}` })),
    );
  }

  // 3. The static baseline: the same bytes from memory, in its own process like the servers it is compared with.
  const bodies: Record<string, { contentType: string; base64: string; gzipBase64?: string }> = {};
  for (const page of loadPages) {
    bodies[page.path] = {
      contentType: 'text/html; charset=utf-8',
      base64: html.get(page.path)!.toString('base64'),
      gzipBase64: gzipSync(html.get(page.path)!, { level: 9 }).toString('base64'),
    };
  }
  const json = new Map<string, Buffer>();
  for (const call of contentCalls) {
    const res = await getOk(`${contentOrigin}${call.path}`, call.label);
    json.set(call.path, res.body);
    headers[call.path] = res.headers;
    bodies[call.path] = {
      contentType: 'application/json; charset=utf-8',
      base64: res.body.toString('base64'),
    };
  }
  const bodiesFile = join(tmp, 'static-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const staticServer = manage(
    start(
      'static baseline',
      process.execPath,
      ['--import', 'tsx', join(benchDir, 'src/static-server.ts'), bodiesFile, String(staticPort)],
      { cwd: benchDir, env: childEnv({}), logFile: join(tmp, 'static.log') },
    ),
  );
  await waitForHttp(staticServer, `${staticOrigin}/`, 30_000);
  const staticPid = await pidOf(staticServer, staticPort);
  log('static baseline: load');
  const pageBaselines = new Map<string, LoadFigures>();
  const pageGzipBaselines = new Map<string, LoadFigures>();
  for (const page of loadPages) {
    const f = await measure(`${staticOrigin}${page.path}`, { ...shortRun, pids: { static: staticPid } });
    log(`  static ${page.path}: ${Math.round(f.rps)} req/s`);
    pageBaselines.set(page.path, f);
    const gzip = await measure(`${staticOrigin}${page.path}`, {
      ...shortRun,
      headers: BROWSER_ACCEPT_ENCODING,
      pids: { static: staticPid },
    });
    log(`  static gzip ${page.path}: ${Math.round(gzip.rps)} req/s`);
    pageGzipBaselines.set(page.path, gzip);
  }

  // 4. The site again with its caches off: every request renders and reads the content service.
  await stop(cached.site);
  const uncached = await startSite('off');
  for (const page of loadPages) {
    const res = await getOk(`${siteOrigin}${page.path}`, `${page.label} (caches off)`);
    if (Math.abs(res.body.length - html.get(page.path)!.length) > html.get(page.path)!.length * 0.2) {
      problems.push(
        `${page.path} with caches off is ${res.body.length} bytes, with caches on ${html.get(page.path)!.length}`,
      );
    }
  }
  log('caches off: load');
  const uncachedLoad = await loadAll({ site: uncached.pid, content: contentPid }, 'caches off');
  const siteUncachedMemory = memoryOf(uncached.pid);
  // Every uncached page's CPU budget is missed or met on its own: each gets the profile that explains its figure.
  for (const page of loadPages)
    await profile(
      uncachedLoad.get(page.path),
      `${siteOrigin}${page.path}`,
      uncached.pid,
      `${page.path} (caches off)`,
    );
  await stop(uncached.site);

  // 4b. Issue 13: the same uncached page with 1, 2, … site processes (node:cluster), to see the throughput scale.
  const workers: WorkerScaling[] = [];
  for (const count of workerCounts) {
    const scaled = await startSite('off', count);
    // Every worker renders once before the clock starts (each has its own modules and caches to warm).
    for (let i = 0; i < count * 2; i++)
      await getOk(`${siteOrigin}/afisha/`, `/afisha/ with ${count} workers`);
    // The primary (it accepts and hands out connections) and each worker process, so the CPU split names them.
    const tree = descendants(scaled.pid);
    const sitePids = Object.fromEntries(
      tree.map((pid, i) => [tree.length === 1 ? 'site' : i === 0 ? 'site primary' : `site worker ${i}`, pid]),
    );
    const f = await measure(`${siteOrigin}/afisha/`, {
      ...settings,
      pids: { ...sitePids, content: contentPid },
    });
    log(`  ${count} site workers, caches off /afisha/: ${Math.round(f.rps)} req/s, p99 ${f.p99} ms`);
    workers.push({ workers: count, path: '/afisha/', load: f });
    await stop(scaled.site);
  }

  // 4c. React Router's template app under the same load: the framework's own cost per render, for its smallest page
  // and for pages of the measured pages' sizes (the reference for the CPU budgets).
  const reference = referenceRuns ? await measureReference(loadPages, html) : [];

  // 5. The content service alone, against the same JSON from memory.
  log('content service: load');
  const content_: ContentLoad[] = [];
  for (const call of contentCalls) {
    const result = await measure(`${contentOrigin}${call.path}`, {
      ...shortRun,
      pids: { content: contentPid },
    });
    const baseline = await measure(`${staticOrigin}${call.path}`, {
      ...shortRun,
      pids: { static: staticPid },
    });
    log(`  ${call.path}: ${Math.round(result.rps)} req/s vs ${Math.round(baseline.rps)} from memory`);
    content_.push({
      path: call.path,
      label: call.label,
      jsonBytes: json.get(call.path)!.length,
      result,
      baseline,
    });
  }
  const contentMemory = memoryOf(contentPid);
  const films = content_[0];
  if (films) await profile(films.result, `${contentOrigin}${films.path}`, contentPid, 'the content service');

  const pages: PageLoad[] = loadPages.map((p) => ({
    path: p.path,
    label: p.label,
    htmlBytes: html.get(p.path)!.length,
    loaderDataBytes: loaderDataBytes(html.get(p.path)!.toString('utf8')),
    baseline: pageBaselines.get(p.path)!,
    cached: cachedLoad.get(p.path) ?? null,
    uncached: uncachedLoad.get(p.path) ?? null,
    gzipBaseline: pageGzipBaselines.get(p.path),
    cachedGzip: cachedGzipLoad.get(p.path) ?? null,
  }));
  for (const [path, f] of [...cachedLoad, ...uncachedLoad, ...cachedGzipLoad]) {
    if (f.errors + f.non2xx > 0) problems.push(`${path}: ${f.errors} errors, ${f.non2xx} non-2xx under load`);
  }

  const cores = availableParallelism();
  const result: BenchResult = {
    meta: {
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        nproc: cores,
        cpu: cpus()[0]?.model.trim() ?? 'unknown',
        memTotal: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
        node: process.version,
        os: `${type()} ${release()}`,
        chromium: settings.lighthouseRuns > 0 ? chromiumVersion() : null,
      },
      settings,
      totalSeconds: Math.round((Date.now() - t0) / 1000),
    },
    pages,
    content: content_,
    clientJs,
    lighthouse,
    memory: { siteCached: siteCachedMemory, siteUncached: siteUncachedMemory, content: contentMemory },
    workers,
    reference,
    problems,
    budgets: [],
  };
  result.budgets = evaluateBudgets(result, cores);
  const markdown = renderMarkdown(result);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'latest.json'),
    `${JSON.stringify({ ...result, headers: pickHeaders(headers) }, null, 2)}\n`,
  );
  writeFileSync(join(resultsDir, 'latest.md'), `${markdown}\n`);
  appendHistory(result, join(resultsDir, 'history.md'));
  formatResults([join(resultsDir, 'latest.json'), join(resultsDir, 'latest.md')]);
  console.log(markdown);
  log(`done in ${result.meta.totalSeconds} s; apps/bench/results/latest.{json,md} written`);
}

/** The caching-relevant response headers of each page and content call, as shipped. */
function pickHeaders(all: Record<string, Record<string, string | string[] | undefined>>) {
  const keep = ['cache-control', 'etag', 'vary', 'content-encoding', 'content-security-policy'];
  return Object.fromEntries(
    Object.entries(all).map(([path, h]) => [
      path,
      Object.fromEntries(keep.filter((k) => h[k]).map((k) => [k, h[k]])),
    ]),
  );
}

/** The results are committed: format them the way `pnpm lint` (Biome) wants, so a fresh run keeps lint green. */
function formatResults(files: string[]) {
  try {
    execFileSync(join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', ...files], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
  } catch {
    log('could not format the results with Biome (pnpm format will)');
  }
}

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'apps/site', 'apps/content', 'packages'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    ).trim();
    return dirty ? `${head}+dirty` : head;
  } catch {
    return 'unknown';
  }
}

main()
  .then(() => cleanup())
  .then(() => process.exit(0))
  .catch(async (error: Error) => {
    console.error(`\nbench failed: ${error.message}`);
    if (keepTmp) console.error(`logs kept in ${tmp}`);
    await cleanup();
    process.exit(1);
  });
