#!/usr/bin/env node
// Each task's wall time in the newest turbo run summary (`turbo run … --summarize` writes .turbo/runs/<id>.json),
// longest first: `.ci/run` prints it after `pnpm test --summarize`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = fileURLToPath(new URL('../.turbo/runs/', import.meta.url));
let files = [];
try {
  files = readdirSync(RUNS).filter((name) => name.endsWith('.json'));
} catch {
  // no summary yet
}
const newest = files
  .map((name) => join(RUNS, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (newest) {
  const summary = JSON.parse(readFileSync(newest, 'utf8'));
  const rows = summary.tasks
    .filter((task) => task.execution?.endTime)
    .map((task) => ({
      id: task.taskId,
      seconds: Math.round((task.execution.endTime - task.execution.startTime) / 1000),
      cache: task.cache?.status ?? '',
      exit: task.execution.exitCode,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  console.log(`── turbo tasks (${newest.slice(RUNS.length)}) ──`);
  for (const row of rows)
    console.log(
      `${String(row.seconds).padStart(5)}s  ${row.id}  ${row.cache}${row.exit ? ` exit ${row.exit}` : ''}`,
    );
}
