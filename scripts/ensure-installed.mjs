#!/usr/bin/env node
// `pnpm start` and `pnpm test` from a fresh clone (their pre-scripts): install the workspace's dependencies when they
// are missing or out of date, else do nothing in a few milliseconds (`pnpm install` itself takes seconds even when
// everything is up to date). Up to date: pnpm's copy of the lockfile it installed (node_modules/.pnpm/lock.yaml) is
// the lockfile, and no package.json or pnpm-workspace.yaml changed since that install. It runs `pnpm install`, which
// runs no test or start script, so it never calls itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INSTALLED_LOCK = join(ROOT, 'node_modules/.pnpm/lock.yaml');

function manifests() {
  const files = [join(ROOT, 'package.json'), join(ROOT, 'pnpm-workspace.yaml')];
  for (const group of ['apps', 'packages'])
    for (const name of readdirSync(join(ROOT, group))) files.push(join(ROOT, group, name, 'package.json'));
  return files.filter((file) => existsSync(file));
}

/** Why an install is needed, or undefined when the installed dependencies are the lockfile's. */
function staleReason() {
  if (!existsSync(INSTALLED_LOCK)) return 'no node_modules yet';
  if (!readFileSync(INSTALLED_LOCK).equals(readFileSync(join(ROOT, 'pnpm-lock.yaml'))))
    return 'pnpm-lock.yaml changed';
  const installedAt = statSync(INSTALLED_LOCK).mtimeMs;
  const changed = manifests().find((file) => statSync(file).mtimeMs > installedAt);
  return changed ? `${changed.slice(ROOT.length)} changed` : undefined;
}

const reason = staleReason();
if (reason) {
  console.log(`Installing dependencies (${reason}): pnpm install --frozen-lockfile --prefer-offline`);
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: ROOT, stdio: 'inherit' });
}
