// Route tests run against the production build; build it once when it is missing (turbo builds it before `test`).
// The content service's demo database is made once here (initdb, migrations, seed: ≈ 4.5 s of CPU) and every test
// file's content service starts from its snapshot (≈ 0.7 s), like a restart of the same database.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '@kino/content/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a PGlite snapshot of the seeded demo database (test/harness.ts starts from it). */
    contentSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const root = join(import.meta.dirname, '..');
  if (!existsSync(join(root, 'build', 'server', 'index.js'))) {
    execSync('pnpm exec react-router build', { cwd: root, stdio: 'inherit' });
  }
  const content = await createServer({ database: { memory: true }, logger: false });
  const snapshot = await content.database.snapshot!();
  await content.close();
  const dir = mkdtempSync(join(tmpdir(), 'kino-site-tests-'));
  const file = join(dir, 'content-snapshot.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('contentSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
