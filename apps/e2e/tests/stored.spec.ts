// After the browser tests: every application the form tests filed is in the database exactly once, read with the
// staff command against the run's data directory (the content service is stopped first: PGlite is single-process).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readExpected } from '#src/applications.ts';
import { expect, test } from '#src/fixtures.ts';
import { stopContent } from '#src/proxy-control.ts';
import { runEnv } from '#src/run-env.ts';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

test('the applications filed in the browser are stored exactly once, rejected ones not at all', async () => {
  test.setTimeout(120_000);
  const expected = readExpected();
  // A run of other files only (e.g. `playwright test tests/routes.spec.ts`) filed nothing to look for.
  test.skip(expected.length === 0, 'no form test ran');
  // The global teardown stops the rest; the content service stays down for the last seconds of the run.
  await stopContent();
  const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DATA_DIR: runEnv().dataDir };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    'pnpm',
    ['--silent', '--filter', '@kino/content', 'applications'],
    {
      cwd: ROOT,
      env,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const lines = stdout.split('\n');
  // Soft: one run reports every application that is missing or doubled, not just the first.
  for (const entry of expected) {
    const rows = lines.filter((line) => line.includes(entry.name));
    expect.soft(rows, `stored rows for «${entry.test}» (${entry.name})`).toHaveLength(entry.count);
    const row = rows[0];
    if (!row) continue;
    expect.soft(row, 'town').toMatch(new RegExp(`\\s${entry.town}\\s`));
    expect.soft(row, 'kind').toMatch(entry.kind === 'vacancy' ? /vacancy/ : /callback/);
    if (entry.phone) expect.soft(row, 'phone').toContain(entry.phone);
    if (entry.vacancy) expect.soft(row, 'vacancy').toContain(entry.vacancy);
    if (entry.cv) expect.soft(row, 'CV').toMatch(/PDF \d+ KB/);
  }
});
