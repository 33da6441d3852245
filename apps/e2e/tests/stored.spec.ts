// After the browser tests: every application the form tests filed is in the database exactly once, read straight from
// the run's data directory with the content service's schema (the service is stopped first: PGlite is single-process),
// and each CV is a file in the data directory with the size and hash its row records.
import { readExpected } from '#src/applications.ts';
import { expect, test } from '#src/fixtures.ts';
import { stopContent } from '#src/proxy-control.ts';
import { runEnv } from '#src/run-env.ts';
import { readStoredApplications } from '#src/stored.ts';

test('the applications filed in the browser are stored exactly once, rejected ones not at all', async () => {
  test.setTimeout(120_000);
  const expected = readExpected();
  // A run of other files only (e.g. `playwright test tests/routes.spec.ts`) filed nothing to look for.
  test.skip(expected.length === 0, 'no form test ran');
  // The global teardown stops the rest; the content service stays down for the last seconds of the run.
  await stopContent();
  const stored = await readStoredApplications(runEnv().dataDir);
  // Soft: one run reports every application that is missing or doubled, not just the first.
  for (const entry of expected) {
    const rows = stored.filter((row) => row.name === entry.name);
    expect.soft(rows, `stored rows for «${entry.test}» (${entry.name})`).toHaveLength(entry.count);
    const row = rows[0];
    if (!row) continue;
    expect.soft(row, `stored row of «${entry.test}»`).toMatchObject({
      town: entry.town,
      kind: entry.kind,
      ...(entry.phone && { phone: entry.phone }),
      ...(entry.vacancy && { vacancySlug: entry.vacancy }),
    });
    if (entry.cv) {
      expect.soft(row.cvMime, `CV of «${entry.test}»`).toBe('application/pdf');
      expect.soft(row.cvSize, `CV size of «${entry.test}»`).toBeGreaterThan(0);
      // The CV is a file beside the database (decision 045) with the size and hash its row records.
      expect
        .soft(row.cvOnDisk, `CV file of «${entry.test}»`)
        .toEqual({ size: row.cvSize, sha256: row.cvSha256 });
    }
  }
});
