// The bench's history: one line per run appended to results/history.md (machine-written; `pnpm bench` is the only
// writer), so the figures of every commit measured stay beside the latest run without living in the README.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type BenchResult, median } from '#src/report.ts';

const HEADER = [
  '# Benchmark history',
  '',
  'One row per `pnpm bench` run, appended by the bench (src/history.ts); `latest.md` has the whole last run. Cached',
  'and uncached figures are medians over the measured pages; «vs static» is cached req/s ÷ the static server',
  'sending the same bytes in the same minute; CPU is the site process per uncached render; JS is the largest initial',
  'client JavaScript of the measured pages (gzip level 9); Lighthouse is the median mobile performance score. Runs',
  'before 2026-11-28 are in the git history of the README («Performance benchmark», commit a6ce309).',
  '',
  '| date | commit | cached vs static | uncached CPU/render | p99 cached | initial JS | files | Lighthouse perf |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];

const fmt = (n: number | null, digits: number, unit = '') =>
  n === null ? '—' : `${n.toFixed(digits)}${unit}`;

/** The run's summary row (exported for its unit test). */
export function historyRow(r: BenchResult): string {
  const cached = r.pages.filter((p) => p.cached);
  const vsStatic = median(cached.map((p) => p.cached!.rps / p.baseline.rps));
  const cpu = median(r.pages.map((p) => p.uncached?.cpuPerRequestMs?.site ?? null));
  const p99 = median(cached.map((p) => p.cached!.p99));
  const js = r.clientJs.reduce<{ kb: number; files: number } | null>(
    (max, page) =>
      !max || page.gzipBytes / 1000 > max.kb ? { kb: page.gzipBytes / 1000, files: page.files.length } : max,
    null,
  );
  const perf = median((r.lighthouse ?? []).map((page) => page.median.performance));
  return `| ${r.meta.date.slice(0, 16).replace('T', ' ')} | ${r.meta.commit.slice(0, 7)} | ${fmt(vsStatic === null ? null : vsStatic * 100, 0, ' %')} | ${fmt(cpu, 1, ' ms')} | ${fmt(p99, 0, ' ms')} | ${fmt(js?.kb ?? null, 1, ' kB')} | ${js?.files ?? '—'} | ${fmt(perf, 0)} |`;
}

export function appendHistory(r: BenchResult, file: string): void {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n') : HEADER;
  writeFileSync(file, `${[...lines, historyRow(r)].join('\n')}\n`);
}
