// The designers' diff report: pairs each differing screenshot with its baseline and diff, and copies the folder into
// the static Storybook. Real files in a temporary folder (PNG bytes do not matter to the report).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collect, reportHtml, writeReport } from './visual-report.ts';

function tree() {
  const root = mkdtempSync(path.join(tmpdir(), 'visual-report-'));
  const results = path.join(root, 'results');
  const baselines = path.join(root, 'baselines');
  const storybook = path.join(root, 'storybook-static');
  for (const dir of [path.join(results, 'home-screen'), path.join(baselines, 'home-screen'), storybook])
    mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(baselines, 'home-screen/default-main-1280.png'), 'baseline');
  writeFileSync(path.join(results, 'home-screen/default-main-1280-actual.png'), 'actual');
  writeFileSync(path.join(results, 'home-screen/default-main-1280-diff.png'), 'diff');
  // A new story: a screenshot without a baseline.
  writeFileSync(path.join(results, 'home-screen/brand-new-main-360-actual.png'), 'actual');
  writeFileSync(path.join(storybook, 'index.html'), '<!doctype html>');
  return { results, baselines, storybook };
}

describe('visual-diff report', () => {
  it('pairs each differing screenshot with its baseline and diff', () => {
    const { results, baselines } = tree();
    const found = collect(results, baselines);
    expect(found).toEqual([
      {
        file: 'home-screen',
        name: 'brand-new-main-360',
        expected: null,
        actual: 'home-screen/brand-new-main-360-actual.png',
        diff: null,
      },
      {
        file: 'home-screen',
        name: 'default-main-1280',
        expected: 'home-screen/default-main-1280-expected.png',
        actual: 'home-screen/default-main-1280-actual.png',
        diff: 'home-screen/default-main-1280-diff.png',
      },
    ]);
    // The baseline is copied beside the screenshot, so the folder is whole wherever it is served.
    expect(readFileSync(path.join(results, 'home-screen/default-main-1280-expected.png'), 'utf8')).toBe(
      'baseline',
    );
    const html = reportHtml(found);
    expect(html).toContain('Visual differences: 2 screenshots');
    expect(html).toContain('src="home-screen/default-main-1280-diff.png"');
    expect(html).toContain('No baseline yet: a new story.');
  });

  it('says so when nothing differs', () => {
    expect(reportHtml([])).toContain('No differences: every screenshot matches its baseline.');
  });

  it('writes index.html and copies the folder into the static Storybook', () => {
    const { results, storybook, baselines } = tree();
    expect(writeReport(results, storybook, baselines)).toHaveLength(2);
    expect(readFileSync(path.join(results, 'index.html'), 'utf8')).toContain('<h2>home-screen</h2>');
    expect(existsSync(path.join(storybook, 'visual-diff/index.html'))).toBe(true);
    expect(existsSync(path.join(storybook, 'visual-diff/home-screen/default-main-1280-diff.png'))).toBe(true);
  });
});
