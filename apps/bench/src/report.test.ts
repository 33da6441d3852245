import { describe, expect, it } from 'vitest';
import {
  type BenchResult,
  diagnoseLoad,
  evaluateBudgets,
  type LighthousePage,
  type LoadFigures,
  loaderDataBytes,
  median,
  type ReferencePage,
  ratio,
  renderMarkdown,
} from '#src/report.ts';

const load = (rps: number, p99: number, cpu: Record<string, number> = {}, extra: Partial<LoadFigures> = {}) =>
  ({
    rps,
    p50: p99 / 3,
    p99,
    requests: rps * 10,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    bytes: 0,
    cpu,
    ...extra,
  }) as LoadFigures;

const lighthouse = (path: string, scores: [number, number, number, number]): LighthousePage => ({
  path,
  label: path,
  runs: [
    {
      scores: {
        performance: scores[0],
        accessibility: scores[1],
        'best-practices': scores[2],
        seo: scores[3],
      },
      metrics: {},
      failing: {
        performance: scores[0] < 98 ? [{ id: 'largest-contentful-paint', title: 'LCP', score: 0.7 }] : [],
        accessibility: scores[1] < 100 ? [{ id: 'color-contrast', title: 'Contrast', score: 0 }] : [],
        'best-practices': [],
        seo: [],
      },
    },
  ],
  median: { performance: scores[0], accessibility: scores[1], 'best-practices': scores[2], seo: scores[3] },
  medianMetrics: { 'largest-contentful-paint': 3100 },
});

function sample(): Pick<BenchResult, 'pages' | 'content' | 'clientJs' | 'lighthouse'> {
  return {
    pages: [
      {
        path: '/afisha/',
        label: 'schedule',
        htmlBytes: 50_000,
        loaderDataBytes: 20_001,
        baseline: load(10_000, 20),
        cached: load(6_000, 40, { site: 70, content: 5 }, { cpuPerRequestMs: { site: 0.12, content: 0.01 } }),
        gzipBaseline: load(12_000, 10, {}, { bytes: 12_000 * 11_000, requests: 12_000 }),
        cachedGzip: load(4_000, 160, { site: 99 }, { bytes: 4_000 * 11_500, requests: 4_000 }),
        uncached: load(
          500,
          280,
          { site: 99, content: 40, loadgen: 20 },
          {
            contentCalls: { perPage: 3, byStatus: { '200': 2, '304': 1 } },
            cpuPerRequestMs: { site: 2, content: 0.5 },
          },
        ),
      },
      {
        path: '/afisha/film/x/',
        label: 'film page',
        htmlBytes: 60_000,
        baseline: load(10_000, 20),
        cached: null,
        uncached: load(500, 100, { site: 99 }, { cpuPerRequestMs: { site: 3.5 } }),
      },
    ],
    content: [
      {
        path: '/main/kino/v1/films',
        label: 'films',
        jsonBytes: 1,
        result: load(4_000, 30),
        baseline: load(10_000, 10),
      },
      {
        path: '/main/kino/v1/films/x',
        label: 'film',
        jsonBytes: 1,
        result: load(100, 30),
        baseline: load(10_000, 10),
      },
    ],
    clientJs: [
      {
        path: '/',
        files: [{ url: 'http://x/assets/a.js', rawBytes: 1, gzipBytes: 115_000, servedBytes: null }],
        rawBytes: 1,
        gzipBytes: 115_000,
        servedBytes: null,
      },
      {
        path: '/afisha/',
        files: [{ url: 'http://x/assets/big.js', rawBytes: 1, gzipBytes: 115_001, servedBytes: null }],
        rawBytes: 1,
        gzipBytes: 115_001,
        servedBytes: null,
      },
      {
        path: '/afisha/film/x/',
        files: Array.from({ length: 11 }, (_, i) => ({
          url: `http://x/assets/${i}.js`,
          rawBytes: 1,
          gzipBytes: 1_000,
          servedBytes: null,
        })),
        rawBytes: 11,
        gzipBytes: 11_000,
        servedBytes: null,
      },
    ],
    lighthouse: [lighthouse('/', [98, 100, 100, 100]), lighthouse('/afisha/', [97, 99, 100, 100])],
  };
}

describe('ratio and median', () => {
  it('divides by the baseline and refuses a zero baseline', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(50, 0)).toBe(0);
  });
  it('takes the middle value, ignoring missing ones', () => {
    expect(median([98, 91, 100])).toBe(98);
    expect(median([3, null, 1, 2, 4])).toBe(2);
    expect(median([null, undefined])).toBeNull();
  });
});

describe('budgets', () => {
  const budgets = evaluateBudgets(sample(), 2);
  const find = (subject: string) => budgets.find((b) => b.subject === subject);

  it('compares /afisha/ with the static baseline with caches on only', () => {
    expect(find('/afisha/ caches on: req/s vs static')).toMatchObject({
      pass: true,
      figure: expect.stringContaining('60 %'),
    });
    expect(find('/afisha/ caches off: req/s vs static')).toBeUndefined();
  });

  it('holds p99 to 150 ms with caches on and 250 ms with caches off', () => {
    expect(find('/afisha/ caches on: p99')?.pass).toBe(true);
    const off = find('/afisha/ caches off: p99');
    expect(off).toMatchObject({ pass: false, limit: '≤ 250 ms' });
    expect(off?.limitedBy).toContain('CPU-bound in site');
    expect(off?.limitedBy).toContain('3 content calls per page (200: 2, 304: 1)');
    expect(find('/afisha/film/x/ caches off: p99')?.pass).toBe(true);
  });

  it('holds the gzipped cached page to the cached p99, and compares its throughput only in the table', () => {
    expect(find('/afisha/ caches on, gzip: p99')).toMatchObject({ pass: false, limit: '≤ 150 ms' });
    expect(find('/afisha/ caches on, gzip: errors/non-2xx')).toBeDefined();
    expect(find('/afisha/ caches on, gzip: req/s vs static')).toBeUndefined();
  });

  it('holds the server CPU per uncached render to 4 ms, 3 ms for a film page', () => {
    expect(find('/afisha/ caches off: server CPU per render')).toMatchObject({ pass: true, limit: '≤ 4 ms' });
    expect(find('/afisha/film/x/ caches off: server CPU per render')).toMatchObject({
      pass: false,
      limit: '≤ 3 ms',
      figure: '3.5 ms',
    });
  });

  it("names what React Router's template alone costs for a page of the size of one that misses its CPU budget", () => {
    const reference: ReferencePage[] = [
      {
        path: '/',
        label: 'smallest',
        htmlBytes: 400,
        load: load(600, 90, {}, { cpuPerRequestMs: { reference: 1.7 } }),
      },
      {
        path: '/sessions?rows=150',
        label: 'film-sized',
        sizeOf: '/afisha/film/x/',
        htmlBytes: 60_500,
        load: load(140, 700, {}, { cpuPerRequestMs: { reference: 7.04 } }),
      },
    ];
    const b = evaluateBudgets({ ...sample(), reference }, 2);
    expect(
      b.find((x) => x.subject === '/afisha/film/x/ caches off: server CPU per render')?.limitedBy,
    ).toContain("React Router's template alone: 7.0 ms per render of a 60.5 kB page (400 B page: 1.7 ms)");
    // A page without a reference of its size is described by its load alone.
    expect(b.find((x) => x.subject === '/afisha/ caches off: p99')?.limitedBy).not.toContain('template');
    // A missed Lighthouse budget names the template's own scores on its page of the schedule's size.
    const scored = {
      ...lighthouse('/sessions?rows=150', [97, 100, 100, 100]),
      medianMetrics: { 'total-blocking-time': 120 },
    };
    const withLighthouse = evaluateBudgets(
      { ...sample(), reference: [{ ...reference[1]!, lighthouse: scored }] },
      2,
    );
    expect(withLighthouse.find((x) => x.subject === '/afisha/: Lighthouse performance')?.limitedBy).toContain(
      "React Router's template alone, a 60.5 kB page: perf 97, TBT 120 ms",
    );
  });

  it('holds the HTML of /afisha/ to 50 kB with 20 kB of loader data', () => {
    expect(find('/afisha/ HTML: raw size')?.pass).toBe(true);
    expect(find('/afisha/ HTML: loader data')).toMatchObject({ pass: false, figure: '20.0 kB' });
    expect(find('/afisha/film/x/ HTML: raw size')).toBeUndefined();
  });

  it('sets no budget on the content service throughput any more', () => {
    expect(budgets.some((b) => b.subject.startsWith('content '))).toBe(false);
  });

  it('allows 115 kB of initial client JS, not a byte more, in at most 10 files', () => {
    expect(find('/: initial client JS (gzip -9)')?.pass).toBe(true);
    const over = find('/afisha/: initial client JS (gzip -9)');
    expect(over?.pass).toBe(false);
    expect(over?.limitedBy).toContain('big.js');
    expect(find('/afisha/film/x/: initial client JS (gzip -9)')).toMatchObject({
      pass: false,
      figure: '11.0 kB in 11 files',
    });
  });

  it('wants Total Blocking Time at most 100 ms', () => {
    const r = sample();
    r.lighthouse![0]!.medianMetrics['total-blocking-time'] = 100;
    r.lighthouse![1]!.medianMetrics['total-blocking-time'] = 101;
    const b = evaluateBudgets(r, 2);
    expect(b.find((x) => x.subject === '/: Lighthouse TBT')?.pass).toBe(true);
    expect(b.find((x) => x.subject === '/afisha/: Lighthouse TBT')?.pass).toBe(false);
  });

  it('holds the site to 200 MiB and the content service to 300 MiB of RSS', () => {
    const mib = 1024 * 1024;
    const b = evaluateBudgets(
      {
        ...sample(),
        memory: {
          siteCached: { rss: 200 * mib, hwm: 250 * mib, pid: 1 },
          siteUncached: { rss: 201 * mib, hwm: 250 * mib, pid: 1 },
          content: { rss: 299 * mib, hwm: 900 * mib, pid: 2 },
        },
      },
      2,
    );
    expect(b.find((x) => x.subject === 'memory site, caches on: RSS after load')?.pass).toBe(true);
    expect(b.find((x) => x.subject === 'memory site, caches off: RSS after load')?.pass).toBe(false);
    expect(b.find((x) => x.subject === 'memory content service: RSS after load')?.pass).toBe(true);
  });

  it('wants performance ≥ 98 and the other Lighthouse scores at 100', () => {
    expect(find('/: Lighthouse performance')?.pass).toBe(true);
    expect(find('/afisha/: Lighthouse performance')).toMatchObject({
      pass: false,
      limitedBy: expect.stringContaining('LCP 3100 ms'),
    });
    expect(find('/afisha/: Lighthouse accessibility')).toMatchObject({
      pass: false,
      limitedBy: expect.stringContaining('color-contrast'),
    });
    expect(find('/afisha/: Lighthouse seo')?.pass).toBe(true);
  });

  it("says where a missed TBT went: the median run's main thread by group and its longest tasks", () => {
    const r = sample();
    const page = r.lighthouse![1]!;
    const run = (tbt: number, task: number) => ({
      ...page.runs[0]!,
      metrics: { 'total-blocking-time': tbt },
      mainThread: {
        groups: [
          { label: 'Style & Layout', ms: 300 },
          { label: 'Script Evaluation', ms: 900 + tbt },
          { label: 'Parse HTML & CSS', ms: 40 },
        ],
        longTasks: [
          { url: 'http://127.0.0.1:3000/assets/framework-abc.js', ms: task },
          { url: 'http://127.0.0.1:3000/afisha/', ms: 150 },
          { url: 'Unattributable', ms: 90 },
        ],
      },
    });
    // Three runs: the one with the median TBT (200 ms) is described, not the first or the worst.
    page.runs = [run(400, 300), run(120, 100), run(200, 180)];
    page.medianMetrics['total-blocking-time'] = 200;
    const tbt = evaluateBudgets(r, 2).find((x) => x.subject === '/afisha/: Lighthouse TBT');
    expect(tbt?.pass).toBe(false);
    expect(tbt?.limitedBy).toContain(
      'main thread 1440 ms (run with the median TBT): Script Evaluation 1100 ms, Style & Layout 300 ms, Parse HTML & CSS 40 ms',
    );
    expect(tbt?.limitedBy).toContain(
      'longest tasks framework-abc.js 180 ms, document 150 ms, Unattributable 90 ms',
    );
  });

  it('fails a run in which no response completed', () => {
    const r = sample();
    r.pages[0]!.uncached = load(0, 0, {}, { requests: 0 });
    const budgets = evaluateBudgets(r, 2);
    expect(budgets.find((b) => b.subject === '/afisha/ caches off: p99')).toMatchObject({
      pass: false,
      figure: 'no response completed',
    });
    expect(budgets.find((b) => b.subject === '/afisha/ caches off: errors/non-2xx')?.pass).toBe(false);
  });

  it('counts errors under load as a miss', () => {
    const r = sample();
    r.pages[0]!.cached = load(6_000, 40, {}, { non2xx: 3 });
    expect(evaluateBudgets(r, 2).find((b) => b.subject === '/afisha/ caches on: errors/non-2xx')?.pass).toBe(
      false,
    );
  });
});

describe('loader data', () => {
  it('counts the inline scripts that stream the loader data, nothing else', () => {
    const html =
      '<script>window.__reactRouterContext = {};</script>' +
      '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
      '<script type="module">import "/a.js";</script>';
    expect(loaderDataBytes(html)).toBe('window.__reactRouterContext.streamController.enqueue("[1]");'.length);
  });
});

describe('diagnosis', () => {
  it('blames the saturated process, or the whole machine, or waiting', () => {
    expect(diagnoseLoad(load(200, 1, { site: 97, content: 60 }), 2)).toMatch(
      /^CPU-bound in site \(4\.9 ms CPU per request in site\); /,
    );
    expect(diagnoseLoad(load(1, 1, { site: 80, content: 30, loadgen: 75 }), 2)).toMatch(/^all 2 cores busy/);
    expect(diagnoseLoad(load(1, 1, { site: 20, content: 10 }), 2)).toMatch(/^no process saturated/);
    const shared = diagnoseLoad(load(1, 1, { site: 70, loadgen: 30, 'other processes': 90 }), 2);
    expect(shared).toMatch(/^all 2 cores busy \(also with other processes\)/);
  });
});

describe('markdown', () => {
  it('renders one table with every figure and a summary of the misses', () => {
    const r = sample();
    const result = {
      ...r,
      meta: {
        date: '2025-01-01T00:00:00.000Z',
        commit: 'abcdef0123456789',
        machine: {
          nproc: 2,
          cpu: 'Test CPU',
          memTotal: '4.0 GiB',
          node: 'v20.20.2',
          os: 'Linux',
          chromium: null,
        },
        settings: {
          durationS: 10,
          shortDurationS: 5,
          warmupS: 2,
          connections: 50,
          lighthouseRuns: 1,
          jsSize: 'gzip -9',
        },
        totalSeconds: 1,
      },
      memory: {
        siteCached: { rss: 100 * 1024 * 1024, hwm: 120 * 1024 * 1024, pid: 1 },
        siteUncached: null,
        content: null,
      },
      workers: [
        { workers: 1, path: '/afisha/', load: load(50, 400, { content: 20 }) },
        { workers: 2, path: '/afisha/', load: load(85, 300, { content: 35 }) },
      ],
      reference: [
        {
          path: '/sessions?rows=150',
          label: 'a list of 150 sessions, the size of /afisha/',
          sizeOf: '/afisha/',
          htmlBytes: 48_800,
          loaderDataBytes: 14_000,
          load: load(140, 700, { reference: 99 }),
        },
      ],
      problems: ['something odd'],
      budgets: [] as BenchResult['budgets'],
    } satisfies BenchResult;
    result.budgets = evaluateBudgets(result, 2);
    const md = renderMarkdown(result);
    const tableRows = md.split('\n').filter((l) => l.startsWith('|'));
    expect(tableRows[0]).toContain('| area | what | figures | budget | status | what limits it |');
    expect(md).toContain('commit abcdef0');
    expect(md).toMatch(/\| site page \| \/afisha\/ caches on \| 6\u202f000 req\/s \(60 %\)/);
    expect(md).toContain('CPU/req: site 0.12 ms + content 0.01 ms |');
    expect(md).toMatch(
      /\| \/afisha\/ static baseline, gzip \| 12\u202f000 req\/s, .* · 11\.0 kB per answer \|/,
    );
    expect(md).toMatch(
      /\| \/afisha\/ caches on, gzip \| 4\u202f000 req\/s \(33 %\), .* · 11\.5 kB per answer \|/,
    );
    expect(md).toContain('100.0 MiB (peak 120.0 MiB) | ≤ 200.0 MiB | ✅');
    expect(md).toContain(
      '50.0 kB HTML (20.0 kB loader data) | raw size ≤ 50.0 kB; loader data ≤ 20.0 kB | ❌',
    );
    // Two budgets of a row missed for one reason: both named, the reason given once.
    const offRow = tableRows.find((l) => l.includes('| /afisha/ caches off |'))!;
    expect(offRow).toContain('p99: CPU-bound in site (2.0 ms CPU per request in site)');
    expect(offRow.match(/CPU-bound/g)).toHaveLength(1);
    const missed = result.budgets.filter((b) => !b.pass).length;
    expect(md).toContain(
      `**Budgets: ${result.budgets.length - missed} of ${result.budgets.length} met, ${missed} missed.**`,
    );
    expect(md).toContain('- ⚠️ something odd');
    // Issue 13: the uncached page with more site processes, as a multiple of one.
    expect(md).toMatch(/\| site workers \| \/afisha\/ caches off, SITE_WORKERS=1 \| 50 req\/s, p50 [^|]*\|/);
    expect(md).toMatch(/SITE_WORKERS=2 \| 85 req\/s, [^|]* · ×1\.70 of 1 worker \|/);
    // React Router's template beside the site: its figures and the size of the page it rendered.
    expect(md).toMatch(
      /\| reference \| React Router 7 template: a list of 150 sessions, the size of \/afisha\/ \| 140 req\/s, [^|]* · 48\.8 kB HTML \(14\.0 kB loader data\) \|/,
    );
    // Every line between the header and the summary is a table row: one table.
    const first = md.indexOf('| area');
    const body = md.slice(first, md.indexOf('\n\n', first)).split('\n');
    expect(body.every((l) => l.startsWith('|'))).toBe(true);
  });
});
