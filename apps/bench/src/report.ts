// The benchmark's figures, its budgets and the markdown table: pure functions, unit-tested.
import { describeProfile, type ProfileSummary } from '#src/profile.ts';

/** One load run of autocannon against one URL, with the CPU each process used meanwhile. */
export interface LoadFigures {
  /** Mean requests per second. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors (including timeouts). */
  errors: number;
  timeouts: number;
  non2xx: number;
  bytes: number;
  /** CPU of each process during the run, in % of one core (e.g. `{ site: 98, content: 41, loadgen: 60 }`). */
  cpu: Record<string, number>;
  /**
   * CPU time per answered request of each measured server, in ms: unlike requests/s, barely affected by what else
   * runs on the machine.
   */
  cpuPerRequestMs?: Record<string, number>;
  /** Content-service calls one page request causes, by status (from its request log, pages fetched one by one). */
  contentCalls?: { perPage: number; byStatus: Record<string, number> };
  /** A short CPU profile of the server under the same load, taken after the measured run. */
  profile?: ProfileSummary;
}

export interface PageLoad {
  path: string;
  label: string;
  /** Size of the HTML the site answered (and the baseline serves), uncompressed. */
  htmlBytes: number;
  /** Of it, the loader data serialised for hydration (React Router's stream scripts). */
  loaderDataBytes?: number;
  baseline: LoadFigures;
  cached: LoadFigures | null;
  uncached: LoadFigures | null;
  /** The static baseline answering the page gzipped (level 9) to a browser's Accept-Encoding. */
  gzipBaseline?: LoadFigures;
  /** Caches on, asked with a browser's Accept-Encoding (absent in runs before it was measured). */
  cachedGzip?: LoadFigures | null;
}

export interface ContentLoad {
  path: string;
  label: string;
  jsonBytes: number;
  result: LoadFigures;
  baseline: LoadFigures;
}

export interface ClientJs {
  path: string;
  files: { url: string; rawBytes: number; gzipBytes: number; servedBytes: number | null }[];
  rawBytes: number;
  gzipBytes: number;
  /** Bytes the site's own compression put on the wire (null when it did not compress). */
  servedBytes: number | null;
}

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const LIGHTHOUSE_CATEGORIES: LighthouseCategory[] = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
];

export interface LighthouseRun {
  scores: Record<LighthouseCategory, number | null>;
  metrics: Record<string, number | null>;
  /** Audits below full score per category (id: title). */
  failing: Record<LighthouseCategory, { id: string; title: string; score: number | null }[]>;
  /**
   * Where the main thread's time went (Lighthouse's «mainthread-work-breakdown», throttled ms per group such as
   * «Script Evaluation» or «Style & Layout») and its longest tasks («long-tasks»: the script or document they are
   * attributed to, throttled ms): the profile behind a missed performance or TBT budget. Absent in older results.
   */
  mainThread?: { groups: { label: string; ms: number }[]; longTasks: { url: string; ms: number }[] };
}

export interface LighthousePage {
  path: string;
  label: string;
  runs: LighthouseRun[];
  median: Record<LighthouseCategory, number | null>;
  medianMetrics: Record<string, number | null>;
  error?: string;
}

export interface Memory {
  /** VmRSS / VmHWM in bytes of the server process, read from /proc/<pid>/status. */
  rss: number;
  hwm: number;
  pid: number;
}

/** The uncached schedule page served by `workers` site processes (SITE_WORKERS, node:cluster). */
export interface WorkerScaling {
  workers: number;
  path: string;
  load: LoadFigures;
}

/**
 * React Router's template app (apps/bench/reference) under the same load: what the framework alone costs per render
 * for its smallest page and for a page of a site page's size, with no code of ours, no content service and no I/O.
 */
export interface ReferencePage {
  /** The reference app's path (`/`, `/sessions?rows=…`). */
  path: string;
  label: string;
  /** The site page whose HTML size this page was made to match; absent for the smallest page. */
  sizeOf?: string;
  htmlBytes: number;
  loaderDataBytes?: number;
  load: LoadFigures;
  /** Lighthouse on this page, as on the site's pages (only the page of `/afisha/`'s size is run). */
  lighthouse?: LighthousePage;
}

export interface BenchResult {
  meta: {
    date: string;
    commit: string;
    machine: {
      nproc: number;
      cpu: string;
      memTotal: string;
      node: string;
      os: string;
      chromium: string | null;
    };
    settings: {
      durationS: number;
      shortDurationS: number;
      warmupS: number;
      connections: number;
      lighthouseRuns: number;
      jsSize: string;
    };
    totalSeconds: number;
  };
  pages: PageLoad[];
  content: ContentLoad[];
  clientJs: ClientJs[];
  lighthouse: LighthousePage[] | null;
  memory: { siteCached: Memory | null; siteUncached: Memory | null; content: Memory | null };
  /** Issue 13: uncached throughput with 1, 2, … site workers (absent in runs before it was measured). */
  workers?: WorkerScaling[];
  /** React Router's template app under the same load (absent in runs before it was measured). */
  reference?: ReferencePage[];
  problems: string[];
  budgets: Budget[];
}

export interface Budget {
  /** What the budget is about, e.g. `/afisha/ caches on: req/s vs static`. */
  subject: string;
  figure: string;
  limit: string;
  pass: boolean;
  /** For a missed budget: what limits the figure (from the CPU split, the content calls, Lighthouse audits). */
  limitedBy?: string;
}

/** The budgets of issue 12 (they replaced issue 6's). */
export const BUDGETS = {
  afishaCachedRatio: 0.5,
  afishaHtmlBytes: 50_000,
  afishaLoaderDataBytes: 20_000,
  pageP99MsCached: 150,
  pageP99MsUncached: 250,
  /** Server CPU per uncached render (caches off, under load), by page; the film page has its own. */
  uncachedCpuMs: 4,
  filmUncachedCpuMs: 3,
  clientJsGzipBytes: 115_000,
  clientJsFiles: 10,
  lighthousePerformance: 98,
  lighthouseTbtMs: 100,
  lighthouseOthers: 100,
  siteRssBytes: 200 * 1024 * 1024,
  contentRssBytes: 300 * 1024 * 1024,
} as const;

/**
 * Bytes of the loader data in a page's HTML: the inline scripts through which React Router streams it to the
 * browser for hydration (`window.__reactRouterContext.streamController.enqueue(…)`).
 */
export function loaderDataBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1]!.includes('streamController.enqueue')) bytes += Buffer.byteLength(match[1]!);
  }
  return bytes;
}

export function ratio(value: number, baseline: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || baseline <= 0) return 0;
  return value / baseline;
}

/** Median of the numbers that are not null (the lower middle for an even count); null when there are none. */
export function median(values: (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (known.length === 0) return null;
  known.sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)]!;
}

export const formatPercent = (r: number) => `${(r * 100).toFixed(r < 0.1 ? 1 : 0)} %`;
export const formatRps = (n: number) =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
export const formatMs = (n: number) => `${n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MiB`;
  if (n >= 1000) return `${(n / 1000).toFixed(1)} kB`;
  return `${n} B`;
}

// A run in which no response completed (every request still waiting when it ended) failed entirely.
const failures = (f: LoadFigures) => f.errors + f.non2xx + (f.requests === 0 ? 1 : 0);

/**
 * Names what limits a load figure from the CPU split measured during the run: a process near one full core is
 * the bottleneck (Node runs JavaScript on one thread); the load generator near a core means the figure is a lower
 * bound; nothing saturated means time goes to waiting (I/O, queueing on the other process).
 */
export function diagnoseLoad(f: LoadFigures, cores: number): string {
  const cpu = Object.entries(f.cpu).sort((a, b) => b[1] - a[1]);
  const split = cpu.map(([name, pct]) => `${name} ${Math.round(pct)} %`).join(', ');
  const total = cpu.reduce((sum, [, pct]) => sum + pct, 0);
  const parts: string[] = [];
  const saturated = cpu.filter(([name, pct]) => pct >= 85 && name !== 'other processes');
  if (saturated.length > 0) {
    // CPU time per answered request of the busiest process: what one request costs it.
    const [name, pct] = saturated[0]!;
    const perRequest =
      f.rps > 0 ? ` (${formatMs((pct / 100 / f.rps) * 1000)} CPU per request in ${name})` : '';
    parts.push(`CPU-bound in ${saturated.map(([n]) => n).join(' + ')}${perRequest}`);
  } else if (total >= cores * 100 * 0.85) {
    parts.push(
      `all ${cores} cores busy${(f.cpu['other processes'] ?? 0) >= 25 ? ' (also with other processes)' : ''}`,
    );
  } else {
    parts.push('no process saturated: waiting on I/O or the other process');
  }
  if (f.contentCalls) {
    const statuses = Object.entries(f.contentCalls.byStatus)
      .map(([status, n]) => `${status}: ${+n.toFixed(1)}`)
      .join(', ');
    parts.push(
      `${+f.contentCalls.perPage.toFixed(1)} content calls per page${statuses ? ` (${statuses})` : ''}`,
    );
  }
  if (failures(f) > 0) parts.push(`${failures(f)} errors/non-2xx`);
  parts.push(`CPU: ${split}`);
  if (f.profile) parts.push(describeProfile(f.profile));
  return parts.join('; ');
}

/** Evaluates every budget of the issue against the figures. */
export function evaluateBudgets(
  r: Pick<BenchResult, 'pages' | 'content' | 'clientJs' | 'lighthouse'> &
    Partial<Pick<BenchResult, 'memory' | 'reference'>>,
  cores: number,
) {
  const budgets: Budget[] = [];
  for (const page of r.pages) {
    if (page.path === '/afisha/') {
      const htmlOk = page.htmlBytes <= BUDGETS.afishaHtmlBytes;
      budgets.push({
        subject: `${page.path} HTML: raw size`,
        figure: formatBytes(page.htmlBytes),
        limit: `≤ ${formatBytes(BUDGETS.afishaHtmlBytes)}`,
        pass: htmlOk,
      });
      if (page.loaderDataBytes !== undefined) {
        const dataOk = page.loaderDataBytes <= BUDGETS.afishaLoaderDataBytes;
        budgets.push({
          subject: `${page.path} HTML: loader data`,
          figure: formatBytes(page.loaderDataBytes),
          limit: `≤ ${formatBytes(BUDGETS.afishaLoaderDataBytes)}`,
          pass: dataOk,
        });
      }
    }
    for (const [mode, figures] of [
      ['caches on', page.cached],
      ['caches on, gzip', page.cachedGzip ?? null],
      ['caches off', page.uncached],
    ] as const) {
      if (!figures) continue;
      if (page.path === '/afisha/' && mode === 'caches on') {
        const share = ratio(figures.rps, page.baseline.rps);
        const pass = share >= BUDGETS.afishaCachedRatio;
        budgets.push({
          subject: `${page.path} ${mode}: req/s vs static`,
          figure: `${formatPercent(share)} (${formatRps(figures.rps)} / ${formatRps(page.baseline.rps)})`,
          limit: `≥ ${formatPercent(BUDGETS.afishaCachedRatio)}`,
          pass,
          ...(pass ? {} : { limitedBy: diagnoseLoad(figures, cores) }),
        });
      }
      if (mode === 'caches off') {
        const cpu = figures.cpuPerRequestMs?.site;
        const max = page.label.includes('film') ? BUDGETS.filmUncachedCpuMs : BUDGETS.uncachedCpuMs;
        const pass = cpu !== undefined && cpu <= max;
        const framework = referenceFor(r.reference, page.path);
        budgets.push({
          subject: `${page.path} ${mode}: server CPU per render`,
          figure: cpu === undefined ? 'n/a' : formatMs(cpu),
          limit: `≤ ${max} ms`,
          pass,
          ...(pass
            ? {}
            : {
                limitedBy: [diagnoseLoad(figures, cores), ...(framework ? [framework] : [])].join('; '),
              }),
        });
      }
      const maxP99 = mode === 'caches off' ? BUDGETS.pageP99MsUncached : BUDGETS.pageP99MsCached;
      const p99ok = figures.requests > 0 && figures.p99 <= maxP99;
      budgets.push({
        subject: `${page.path} ${mode}: p99`,
        figure: figures.requests > 0 ? formatMs(figures.p99) : 'no response completed',
        limit: `≤ ${maxP99} ms`,
        pass: p99ok,
        ...(p99ok ? {} : { limitedBy: diagnoseLoad(figures, cores) }),
      });
      const ok = failures(figures) === 0;
      budgets.push({
        subject: `${page.path} ${mode}: errors/non-2xx`,
        figure: String(failures(figures)),
        limit: '0',
        pass: ok,
        ...(ok ? {} : { limitedBy: diagnoseLoad(figures, cores) }),
      });
    }
  }
  for (const js of r.clientJs) {
    const pass = js.gzipBytes <= BUDGETS.clientJsGzipBytes && js.files.length <= BUDGETS.clientJsFiles;
    const biggest = [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3);
    budgets.push({
      subject: `${js.path}: initial client JS (gzip -9)`,
      figure: `${formatBytes(js.gzipBytes)} in ${js.files.length} files`,
      limit: `≤ ${formatBytes(BUDGETS.clientJsGzipBytes)} in ≤ ${BUDGETS.clientJsFiles} files`,
      pass,
      ...(pass
        ? {}
        : {
            limitedBy: `largest: ${biggest.map((f) => `${f.url.split('/').pop()} ${formatBytes(f.gzipBytes)}`).join(', ')}`,
          }),
    });
  }
  for (const page of r.lighthouse ?? []) {
    if (page.error) {
      budgets.push({
        subject: `${page.path}: Lighthouse`,
        figure: 'no result',
        limit: 'runs',
        pass: false,
        limitedBy: page.error,
      });
      continue;
    }
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const score = page.median[category];
      const min = category === 'performance' ? BUDGETS.lighthousePerformance : BUDGETS.lighthouseOthers;
      const pass = score !== null && score >= min;
      budgets.push({
        subject: `${page.path}: Lighthouse ${category}`,
        figure: score === null ? 'n/a' : String(score),
        limit: min === 100 ? '= 100' : `≥ ${min}`,
        pass,
        ...(pass ? {} : { limitedBy: lighthouseLimits(page, category, r.reference) }),
      });
    }
    const tbt = page.medianMetrics['total-blocking-time'];
    const tbtOk = tbt != null && tbt <= BUDGETS.lighthouseTbtMs;
    budgets.push({
      subject: `${page.path}: Lighthouse TBT`,
      figure: tbt == null ? 'n/a' : formatMs(tbt),
      limit: `≤ ${BUDGETS.lighthouseTbtMs} ms`,
      pass: tbtOk,
      ...(tbtOk ? {} : { limitedBy: lighthouseLimits(page, 'performance', r.reference) }),
    });
  }
  for (const [name, m, max] of [
    ['site, caches on', r.memory?.siteCached, BUDGETS.siteRssBytes],
    ['site, caches off', r.memory?.siteUncached, BUDGETS.siteRssBytes],
    ['content service', r.memory?.content, BUDGETS.contentRssBytes],
  ] as const) {
    if (!m) continue;
    const pass = m.rss <= max;
    budgets.push({
      subject: `memory ${name}: RSS after load`,
      figure: `${formatBytes(m.rss)} (peak ${formatBytes(m.hwm)})`,
      limit: `≤ ${formatBytes(max)}`,
      pass,
    });
  }
  return budgets;
}

/**
 * What React Router's template costs for a page of this one's size (and for its smallest page), from the reference
 * rows: e.g. «React Router's template alone: 4.2 ms per render of a 48.8 kB page (4.4 kB page: 1.7 ms)».
 */
export function referenceFor(reference: ReferencePage[] | undefined, path: string): string | null {
  const sized = reference?.find((p) => p.sizeOf === path);
  const cpu = sized?.load.cpuPerRequestMs?.reference;
  if (!sized || cpu === undefined) return null;
  const smallest = reference?.find((p) => p.sizeOf === undefined);
  const floor = smallest?.load.cpuPerRequestMs?.reference;
  return (
    `React Router's template alone: ${formatMs(cpu)} per render of a ${formatBytes(sized.htmlBytes)} page` +
    (smallest && floor !== undefined ? ` (${formatBytes(smallest.htmlBytes)} page: ${formatMs(floor)})` : '')
  );
}

/** The audits that cost points in a category, across the runs (most frequent first), plus the key metrics. */
export function lighthouseLimits(
  page: LighthousePage,
  category: LighthouseCategory,
  reference?: ReferencePage[],
): string {
  const seen = new Map<string, { title: string; n: number }>();
  for (const run of page.runs) {
    for (const audit of run.failing[category]) {
      const entry = seen.get(audit.id) ?? { title: audit.title, n: 0 };
      entry.n += 1;
      seen.set(audit.id, entry);
    }
  }
  const audits = [...seen.entries()]
    .sort((a, b) => b[1].n - a[1].n)
    .slice(0, 5)
    .map(([id]) => id);
  const parts = audits.length > 0 ? [`audits: ${audits.join(', ')}`] : [];
  if (category === 'performance') {
    const m = page.medianMetrics;
    const metric = (id: string, label: string, unit: 'ms' | '') =>
      m[id] == null ? null : `${label} ${unit === 'ms' ? formatMs(m[id]!) : m[id]!.toFixed(3)}`;
    const metrics = [
      metric('first-contentful-paint', 'FCP', 'ms'),
      metric('largest-contentful-paint', 'LCP', 'ms'),
      metric('total-blocking-time', 'TBT', 'ms'),
      metric('cumulative-layout-shift', 'CLS', ''),
      metric('speed-index', 'SI', 'ms'),
    ].filter(Boolean);
    if (metrics.length > 0) parts.push(metrics.join(', '));
    const profile = mainThreadProfile(page);
    if (profile) parts.push(profile);
    const framework = reference?.find((p) => p.lighthouse && !p.lighthouse.error);
    if (framework?.lighthouse)
      parts.push(
        `React Router's template alone, a ${formatBytes(framework.htmlBytes)} page: ${performanceMedians(framework.lighthouse)}`,
      );
  }
  return parts.join('; ') || 'see the Lighthouse runs in latest.json';
}

/** «perf 97, TBT 120 ms» — a page's Lighthouse medians. */
function performanceMedians(lh: LighthousePage): string {
  const tbt = lh.medianMetrics['total-blocking-time'];
  const blocking = tbt == null ? '' : `, TBT ${formatMs(tbt)}`;
  return `perf ${lh.median.performance ?? 'n/a'}${blocking}`;
}

/** «48.8 kB HTML (14.5 kB loader data)». */
function htmlSize(htmlBytes: number, loaderDataBytes: number | undefined): string {
  return (
    `${formatBytes(htmlBytes)} HTML` +
    (loaderDataBytes === undefined ? '' : ` (${formatBytes(loaderDataBytes)} loader data)`)
  );
}

/** The last path segment of a task's script (`framework-….js`), «document» for the page itself. */
function taskSource(url: string, page: LighthousePage): string {
  if (!/^https?:/.test(url)) return url;
  const { pathname } = new URL(url);
  if (pathname === page.path) return 'document';
  return pathname.split('/').filter(Boolean).at(-1) ?? pathname;
}

/**
 * The main thread of the run whose TBT is the median: its largest work groups and its longest tasks, e.g.
 * «main thread 2 410 ms: Script Evaluation 1 020 ms, Style & Layout 610 ms, …; longest tasks framework.js 184 ms, …».
 */
export function mainThreadProfile(page: LighthousePage): string | null {
  const runs = page.runs.filter((r) => r.mainThread && r.metrics['total-blocking-time'] != null);
  if (runs.length === 0) return null;
  const byTbt = [...runs].sort(
    (a, b) => a.metrics['total-blocking-time']! - b.metrics['total-blocking-time']!,
  );
  const run = byTbt[Math.floor((byTbt.length - 1) / 2)]!;
  const { groups, longTasks } = run.mainThread!;
  const total = groups.reduce((sum, g) => sum + g.ms, 0);
  const top = [...groups]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((g) => `${g.label} ${formatMs(g.ms)}`);
  const tasks = [...longTasks]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((t) => `${taskSource(t.url, page)} ${formatMs(t.ms)}`);
  const parts = [`main thread ${formatMs(total)} (run with the median TBT): ${top.join(', ')}`];
  if (tasks.length > 0) parts.push(`longest tasks ${tasks.join(', ')}`);
  return parts.join('; ');
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
const mark = (pass: boolean) => (pass ? '✅' : '❌');

/** Bytes on the wire per answer (headers included) during a run. */
function wireBytes(f: LoadFigures): number {
  return f.requests > 0 ? f.bytes / f.requests : 0;
}

function loadCell(f: LoadFigures | null, baseline: LoadFigures | null): string {
  if (!f) return '—';
  const share = baseline ? ` (${formatPercent(ratio(f.rps, baseline.rps))})` : '';
  if (f.requests === 0) return `no response completed within the run (${f.errors} errors)`;
  const fail = failures(f) > 0 ? `, ${failures(f)} err` : '';
  const cost = Object.entries(f.cpuPerRequestMs ?? {})
    .filter(([name]) => name !== 'static')
    .map(([name, ms]) => `${name} ${formatMs(ms)}`)
    .join(' + ');
  return `${formatRps(f.rps)} req/s${share}, p50 ${formatMs(f.p50)}, p99 ${formatMs(f.p99)}${fail}${cost ? `; CPU/req: ${cost}` : ''}`;
}

/** The one markdown table of the run (figures, budgets, pass/fail, what limits a miss), and a summary. */
export function renderMarkdown(r: BenchResult): string {
  const { meta } = r;
  const budgetFor = (subject: string) => r.budgets.filter((b) => b.subject.startsWith(subject));
  const status = (list: Budget[]) => (list.length === 0 ? '' : mark(list.every((b) => b.pass)));
  // Budgets of one row missed for the same reason are named together, the reason once.
  const limits = (list: Budget[]) => {
    const byReason = new Map<string, string[]>();
    for (const b of list.filter((x) => !x.pass)) {
      const reason = b.limitedBy ?? b.figure;
      byReason.set(reason, [...(byReason.get(reason) ?? []), b.subject.replace(/^[^:]*: /, '')]);
    }
    return [...byReason].map(([reason, subjects]) => `${subjects.join(', ')}: ${reason}`).join('; ');
  };
  const lines: string[] = [];
  lines.push(
    `Benchmark of ${meta.date} (commit ${meta.commit.replace(/^([0-9a-f]{7})[0-9a-f]*/, '$1')}), ${meta.machine.nproc} cores (${meta.machine.cpu}), ` +
      `${meta.machine.memTotal} RAM, Node ${meta.machine.node}, ${meta.machine.os}` +
      (meta.machine.chromium ? `, ${meta.machine.chromium}` : '') +
      `. Load: autocannon, ${meta.settings.connections} connections, ${meta.settings.durationS} s per page ` +
      `(${meta.settings.shortDurationS} s per content call and static baseline) after ${meta.settings.warmupS} s warm-up ` +
      `(1 s before the short runs), on loopback. ` +
      `Static = the same bytes from memory by a node:http server. JS = ${meta.settings.jsSize}.`,
  );
  lines.push('');
  lines.push(row(['area', 'what', 'figures', 'budget', 'status', 'what limits it']));
  lines.push(row(['---', '---', '---', '---', '---', '---']));
  for (const p of r.pages) {
    lines.push(
      row([
        'site page',
        `${p.path} static baseline`,
        `${loadCell(p.baseline, null)} · ${htmlSize(p.htmlBytes, p.loaderDataBytes)}`,
        budgetFor(`${p.path} HTML:`)
          .map((b) => `${b.subject.replace(/^[^:]*: /, '')} ${b.limit}`)
          .join('; '),
        status(budgetFor(`${p.path} HTML:`)),
        '',
      ]),
    );
    if (p.gzipBaseline) {
      lines.push(
        row([
          'site page',
          `${p.path} static baseline, gzip`,
          `${loadCell(p.gzipBaseline, null)} · ${formatBytes(wireBytes(p.gzipBaseline))} per answer`,
          '',
          '',
          '',
        ]),
      );
    }
    for (const [mode, f, baseline] of [
      ['caches on', p.cached, p.baseline],
      ...(p.cachedGzip === undefined
        ? []
        : ([['caches on, gzip', p.cachedGzip, p.gzipBaseline ?? null]] as const)),
      ['caches off', p.uncached, p.baseline],
    ] as const) {
      const budgets = budgetFor(`${p.path} ${mode}:`);
      lines.push(
        row([
          'site page',
          `${p.path} ${mode}`,
          loadCell(f, baseline) +
            (mode === 'caches on, gzip' && f ? ` · ${formatBytes(wireBytes(f))} per answer` : ''),
          budgets.map((b) => `${b.subject.replace(/^[^:]*: /, '')} ${b.limit}`).join('; '),
          status(budgets),
          f ? limits(budgets) || diagnoseLoad(f, meta.machine.nproc) : 'not measured',
        ]),
      );
    }
  }
  for (const c of r.content) {
    const budgets = budgetFor(`content ${c.path}:`);
    lines.push(
      row([
        'content',
        c.path,
        `${loadCell(c.result, c.baseline)} · static ${formatRps(c.baseline.rps)} req/s · ${formatBytes(c.jsonBytes)} JSON`,
        budgets.map((b) => `vs memory ${b.limit}`).join('; '),
        status(budgets),
        limits(budgets) || diagnoseLoad(c.result, meta.machine.nproc),
      ]),
    );
  }
  for (const js of r.clientJs) {
    const budgets = budgetFor(`${js.path}: initial client JS`);
    const served = js.servedBytes === null ? '' : ` (served ${formatBytes(js.servedBytes)})`;
    lines.push(
      row([
        'client JS',
        js.path,
        `${formatBytes(js.gzipBytes)} gzip${served}, ${formatBytes(js.rawBytes)} raw, ${js.files.length} files`,
        budgets.map((b) => b.limit).join(''),
        status(budgets),
        limits(budgets),
      ]),
    );
  }
  if (r.lighthouse === null) {
    lines.push(row(['Lighthouse', 'skipped (BENCH_LIGHTHOUSE=0)', '', '', '', '']));
  } else {
    for (const page of r.lighthouse) {
      const budgets = budgetFor(`${page.path}: Lighthouse`);
      const tbt = page.medianMetrics['total-blocking-time'];
      const scores = page.error
        ? 'no result'
        : LIGHTHOUSE_CATEGORIES.map((c) => `${shortCategory[c]} ${page.median[c] ?? 'n/a'}`).join(' · ') +
          (tbt == null ? '' : ` · TBT ${formatMs(tbt)}`);
      lines.push(
        row([
          'Lighthouse mobile',
          page.path,
          `${scores} (median of ${page.runs.length})`,
          'perf ≥ 98, TBT ≤ 100 ms, a11y/bp/seo = 100',
          status(budgets),
          limits(budgets),
        ]),
      );
    }
  }
  const one = r.workers?.find((w) => w.workers === 1);
  for (const w of r.workers ?? []) {
    const scale =
      one && w !== one && one.load.rps > 0 ? ` · ×${(w.load.rps / one.load.rps).toFixed(2)} of 1 worker` : '';
    lines.push(
      row([
        'site workers',
        `${w.path} caches off, SITE_WORKERS=${w.workers}`,
        `${loadCell(w.load, null)}${scale}`,
        '',
        '',
        diagnoseLoad(w.load, meta.machine.nproc),
      ]),
    );
  }
  for (const p of r.reference ?? []) {
    lines.push(
      row([
        'reference',
        `React Router 7 template: ${p.label}`,
        `${loadCell(p.load, null)} · ${htmlSize(p.htmlBytes, p.loaderDataBytes)}` +
          (p.lighthouse && !p.lighthouse.error
            ? ` · Lighthouse mobile ${performanceMedians(p.lighthouse)} (median of ${p.lighthouse.runs.length})`
            : ''),
        '',
        '',
        diagnoseLoad(p.load, meta.machine.nproc),
      ]),
    );
  }
  const mem = (m: Memory | null) => (m ? `${formatBytes(m.rss)} (peak ${formatBytes(m.hwm)})` : '—');
  for (const [what, m, subject] of [
    ['site RSS after load, caches on', r.memory.siteCached, 'memory site, caches on'],
    ['site RSS after load, caches off', r.memory.siteUncached, 'memory site, caches off'],
    ['content service RSS after load', r.memory.content, 'memory content service'],
  ] as const) {
    const budgets = budgetFor(subject);
    lines.push(row(['memory', what, mem(m), budgets.map((b) => b.limit).join(''), status(budgets), '']));
  }
  lines.push('');
  lines.push(renderSummary(r));
  return lines.join('\n');
}

const shortCategory: Record<LighthouseCategory, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

export function renderSummary(r: Pick<BenchResult, 'budgets' | 'problems'>): string {
  const missed = r.budgets.filter((b) => !b.pass);
  const lines = [
    `**Budgets: ${r.budgets.length - missed.length} of ${r.budgets.length} met${missed.length ? `, ${missed.length} missed` : ''}.**`,
  ];
  for (const b of missed) {
    lines.push(`- ❌ ${b.subject}: ${b.figure} (budget ${b.limit})${b.limitedBy ? ` — ${b.limitedBy}` : ''}`);
  }
  for (const p of r.problems) lines.push(`- ⚠️ ${p}`);
  return lines.join('\n');
}
