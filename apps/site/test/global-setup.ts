// Route tests run against the production build; build it once when it is missing (turbo builds it before `test`).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export default function setup() {
  const root = join(import.meta.dirname, '..');
  if (!existsSync(join(root, 'build', 'server', 'index.js'))) {
    execSync('pnpm exec react-router build', { cwd: root, stdio: 'inherit' });
  }
}
