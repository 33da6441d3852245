// The visual-diff report for designers (issue 35): a Vitest global set-up of the `storybook` project. Before the run
// it empties test-results/visual/ (so what is there is this run's); after it, it writes test-results/visual/index.html
// listing every screenshot that differs from its baseline — expected, actual and the difference side by side — and
// copies that folder to storybook-static/visual-diff/, so the static Storybook (the content service's /storybook/)
// serves it at /storybook/visual-diff/. Runs in Node.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPORT_DIR = path.join(ROOT, 'test-results/visual');
const BASELINES = path.join(ROOT, 'visual/baselines');
const STORYBOOK = path.join(ROOT, 'storybook-static');

export interface Difference {
  /** The stories file without `.stories.tsx`, e.g. `home-screen`. */
  file: string;
  /** `<story>-<town>-<width>`, the baseline's name. */
  name: string;
  /** Paths relative to the report: the baseline (null for a story without one yet), the screenshot, the diff. */
  expected: string | null;
  actual: string;
  diff: string | null;
}

/** Every `-actual.png` under `dir`, paired with its baseline (copied beside it as `-expected.png`) and diff. */
export function collect(dir: string = REPORT_DIR, baselines: string = BASELINES): Difference[] {
  if (!existsSync(dir)) return [];
  const found: Difference[] = [];
  for (const file of readdirSync(dir, { withFileTypes: true })) {
    if (!file.isDirectory()) continue;
    for (const entry of readdirSync(path.join(dir, file.name)).sort()) {
      const match = /^(.*)-actual\.png$/.exec(entry);
      if (!match) continue;
      const name = match[1]!;
      const baseline = path.join(baselines, file.name, `${name}.png`);
      let expected: string | null = null;
      if (existsSync(baseline)) {
        expected = `${file.name}/${name}-expected.png`;
        copyFileSync(baseline, path.join(dir, expected));
      }
      const diff = `${file.name}/${name}-diff.png`;
      found.push({
        file: file.name,
        name,
        expected,
        actual: `${file.name}/${entry}`,
        diff: existsSync(path.join(dir, diff)) ? diff : null,
      });
    }
  }
  return found;
}

const html = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function figure(caption: string, src: string | null, alt: string) {
  return src
    ? `<figure><figcaption>${caption}</figcaption><a href="${html(src)}"><img src="${html(src)}" alt="${html(alt)}" loading="lazy"></a></figure>`
    : `<figure><figcaption>${caption}</figcaption><p class="none">No baseline yet: a new story.</p></figure>`;
}

/** The report's HTML: one section per stories file, a row of three pictures per differing screenshot. */
export function reportHtml(differences: readonly Difference[], at: Date = new Date()): string {
  const files = [...new Set(differences.map((d) => d.file))];
  const body = differences.length
    ? files
        .map((file) => {
          const rows = differences
            .filter((d) => d.file === file)
            .map(
              (d) =>
                `<article><h3>${html(d.name)}</h3><div class="row">${[
                  figure('Expected (baseline)', d.expected, `${d.name}: the baseline`),
                  figure('Actual', d.actual, `${d.name}: this run`),
                  figure('Difference', d.diff, `${d.name}: differing pixels in red`),
                ].join('')}</div></article>`,
            )
            .join('\n');
          return `<section><h2>${html(file)}</h2>\n${rows}</section>`;
        })
        .join('\n')
    : '<p class="ok">No differences: every screenshot matches its baseline.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual differences (${differences.length})</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1800px; color: #1b1b1f; }
  h1 { margin-top: 0; } h2 { border-top: 1px solid #ccc; padding-top: 16px; } h3 { font-size: 15px; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
  img { max-width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .ok { padding: 16px; background: #e7f6ea; border-radius: 8px; } .none { color: #555; }
  @media (max-width: 900px) { .row { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<h1>Visual differences: ${differences.length} screenshot${differences.length === 1 ? '' : 's'}</h1>
<p>The UI kit's visual tests of ${html(at.toISOString())}: each story's screenshot that differs from its committed
baseline (<code>packages/ui/visual/baselines/</code>). Open a picture for its full size. If a change is meant, a
developer updates the baselines with <code>pnpm --filter @kino/ui test:visual:update</code>.</p>
${body}
</body>
</html>
`;
}

/** Writes the report into `dir` and, when the static Storybook is built, copies it to its `visual-diff/`. */
export function writeReport(
  dir: string = REPORT_DIR,
  storybook: string = STORYBOOK,
  baselines: string = BASELINES,
): Difference[] {
  const differences = collect(dir, baselines);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), reportHtml(differences));
  if (existsSync(path.join(storybook, 'index.html'))) {
    const target = path.join(storybook, 'visual-diff');
    rmSync(target, { recursive: true, force: true });
    cpSync(dir, target, { recursive: true });
  }
  return differences;
}

/** Vitest global set-up: a clean folder before the run, the report after it. */
export function setup() {
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  return () => {
    const differences = writeReport();
    console.log(
      `Visual differences: ${differences.length} — report in ${path.relative(process.cwd(), path.join(REPORT_DIR, 'index.html'))}` +
        (existsSync(path.join(STORYBOOK, 'index.html')) ? ' and storybook-static/visual-diff/' : ''),
    );
  };
}
