// The staff workspace's demo admin, which the content service prints once on its first start on the embedded
// database: `Staff workspace demo account (shown once): admin@kino.local / <password> — <url>`. The suite starts
// with a fresh database, so the last such line of the run's content log is this run's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONTENT_LOG = fileURLToPath(new URL('../test-results/logs/content.log', import.meta.url));

/** The demo admin's e-mail on the embedded database (apps/content/src/staff/accounts.ts). */
export const DEMO_EMAIL = 'admin@kino.local';

/** The demo admin a content service printed in `logFile` (by default the suite's own service's log). */
export function demoAccount(logFile = CONTENT_LOG): { email: string; password: string } {
  const printed = [
    ...readFileSync(logFile, 'utf8').matchAll(/demo account \(shown once\): (\S+@\S+) \/ (\S+)/g),
  ].at(-1);
  if (printed?.[1] === DEMO_EMAIL) return { email: DEMO_EMAIL, password: printed[2]! };
  throw new Error(`the content service printed no demo account (${DEMO_EMAIL}) in ${logFile}`);
}
