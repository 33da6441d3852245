import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendHistory, historyRow } from '#src/history.ts';
import type { BenchResult } from '#src/report.ts';

const latest = JSON.parse(
  readFileSync(new URL('../results/latest.json', import.meta.url), 'utf8'),
) as BenchResult;

describe('the bench history', () => {
  it('sums a run up in one row with its commit and figures', () => {
    const row = historyRow(latest);
    expect(row).toContain(`| ${latest.meta.commit.slice(0, 7)} |`);
    expect(row).toMatch(/\| \d+ % \| [\d.]+ ms \| \d+ ms \| [\d.]+ kB \| \d+ \| \d+ \|$/);
  });

  it('starts the file with its header and appends a row per run', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-history-')), 'history.md');
    appendHistory(latest, file);
    appendHistory(latest, file);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('# Benchmark history');
    expect(lines.filter((line) => line.includes(latest.meta.commit.slice(0, 7)))).toHaveLength(2);
  });
});
