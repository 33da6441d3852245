// Lighthouse (mobile, default config) against pages of the running site, in one Chromium we launch ourselves.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath as configuredChromiumPath } from '@kino/browser/chromium';
import lighthouse from 'lighthouse';
import { type Managed, sleep, start, stop } from '#src/processes.ts';
import {
  LIGHTHOUSE_CATEGORIES,
  type LighthouseCategory,
  type LighthousePage,
  type LighthouseRun,
  median,
} from '#src/report.ts';

/**
 * The binary Lighthouse runs in: Lighthouse's own CHROME_PATH first, then the project's shared set-up (CHROMIUM_PATH,
 * Debian's by default). The bench starts Chromium itself, so it needs a real binary, not Playwright's download.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.CHROME_PATH?.trim() || configuredChromiumPath(env);
  if (!path)
    throw new Error('The bench starts Chromium itself: set CHROMIUM_PATH to a binary, not to `playwright`.');
  return path;
}

export function chromiumVersion(): string | null {
  try {
    return execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export interface Browser {
  port: number;
  process: Managed;
}

/** Starts Chromium with a DevTools port (the port Chromium picked is read from DevToolsActivePort). */
export async function launchChromium(dir: string): Promise<Browser> {
  const userDataDir = join(dir, 'chromium-profile');
  mkdirSync(userDataDir, { recursive: true });
  const managed = start(
    'chromium',
    chromiumPath(),
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { cwd: dir, env: process.env, logFile: join(dir, 'chromium.log') },
  );
  const portFile = join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, process: managed };
    }
    await sleep(100);
  }
  await stop(managed);
  throw new Error(`Chromium (${chromiumPath()}) did not open a DevTools port within 30 s`);
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
];

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Scores (0–100), key metrics and the audits that cost points, from one Lighthouse result. */
export function summariseLhr(lhr: Lhr): LighthouseRun {
  const scores = {} as LighthouseRun['scores'];
  const failing = {} as LighthouseRun['failing'];
  for (const id of LIGHTHOUSE_CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    failing[id] = [];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
      // Weighted audits decide the score; for performance also list the clearly red diagnostics.
      const costs = ref.weight > 0 ? audit.score < 1 : id === 'performance' && audit.score < 0.5;
      if (costs) failing[id].push({ id: ref.id, title: audit.title, score: audit.score });
    }
  }
  const metrics: LighthouseRun['metrics'] = {};
  for (const id of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? null;
  metrics.benchmarkIndex = lhr.environment?.benchmarkIndex ?? null;
  return { scores, metrics, failing, mainThread: mainThreadOf(lhr) };
}

interface TableItem {
  groupLabel?: unknown;
  duration?: unknown;
  url?: unknown;
}

/** The main thread's work by group and its long tasks, from the audits that list them (empty when not run). */
function mainThreadOf(lhr: Lhr): NonNullable<LighthouseRun['mainThread']> {
  const items = (id: string): TableItem[] => {
    const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined;
    return details?.items ?? [];
  };
  const ms = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);
  return {
    groups: items('mainthread-work-breakdown').map((i) => ({
      label: String(i.groupLabel ?? '?'),
      ms: ms(i.duration),
    })),
    longTasks: items('long-tasks').map((i) => ({ url: String(i.url ?? '?'), ms: ms(i.duration) })),
  };
}

/** `runs` Lighthouse runs of each page (one after another, in the same Chromium); medians per category. */
export async function runLighthouse(
  browser: Browser,
  pages: { path: string; label: string; url: string }[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthousePage[]> {
  const out: LighthousePage[] = [];
  for (const page of pages) {
    const results: LighthouseRun[] = [];
    let error: string | undefined;
    // A run can fail for reasons of the moment (e.g. NO_NAVSTART on a busy machine): up to two extra attempts.
    for (let i = 0; results.length < runs && i < runs + 2; i++) {
      try {
        const result = await lighthouse(page.url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
          maxWaitForLoad: 45_000,
          // Screenshots cost time and count for no score.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        });
        if (!result) throw new Error('Lighthouse returned no result');
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        const run = summariseLhr(result.lhr);
        results.push(run);
        log(
          `  lighthouse ${page.path} #${i + 1}: ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}`,
        );
      } catch (e) {
        error = (e as Error).message;
        log(`  lighthouse ${page.path} #${i + 1} failed: ${error}`);
      }
    }
    const medianOf = (pick: (r: LighthouseRun) => number | null) => median(results.map(pick));
    const categoryMedian = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((c) => [c, medianOf((r) => r.scores[c])]),
    ) as Record<LighthouseCategory, number | null>;
    const metricIds = [...METRICS, 'benchmarkIndex'];
    out.push({
      path: page.path,
      label: page.label,
      runs: results,
      median: categoryMedian,
      medianMetrics: Object.fromEntries(metricIds.map((id) => [id, medianOf((r) => r.metrics[id] ?? null)])),
      ...(results.length === 0 && error ? { error } : {}),
    });
  }
  return out;
}
