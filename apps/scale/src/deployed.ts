// Vitest global setup: the folders `pnpm deploy` makes of the site and the content service, in a temporary directory
// outside the repository (nothing there can resolve a module from the workspace), made once for every test file.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Deployed {
  /** The temporary directory holding both folders (and the tests' own files). */
  root: string;
  site: string;
  content: string;
  /** How long making both folders took. */
  seconds: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    deployed: Deployed;
  }
}

/** The guide's command: `pnpm --filter <package> deploy --prod <dir>` (from the built workspace). */
function deploy(pkg: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', pkg, 'deploy', '--prod', '--prefer-offline', dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pnpm deploy of ${pkg} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'kino-scale-'));
  const site = join(root, 'site');
  const content = join(root, 'content');
  const started = Date.now();
  await Promise.all([deploy('@kino/site', site), deploy('@kino/content', content)]);
  // What a machine with only Node needs: the compiled servers, the client build, the migrations.
  for (const file of [
    join(site, 'dist', 'main.mjs'),
    join(site, 'build', 'server', 'index.js'),
    join(site, 'build', 'client', 'builds', 'latest.json'),
    join(content, 'dist', 'main.mjs'),
    join(content, 'drizzle', 'meta', '_journal.json'),
  ])
    if (!existsSync(file)) throw new Error(`the deployed folder lacks ${file}; was \`pnpm build\` run?`);
  project.provide('deployed', { root, site, content, seconds: (Date.now() - started) / 1000 });
  return () => {
    if (process.env.SCALE_KEEP) console.log(`[scale] kept: ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
