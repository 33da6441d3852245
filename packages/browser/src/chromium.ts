// The Chromium every browser test and measurement drives: Debian's by default, another binary via CHROMIUM_PATH,
// Playwright's own download with CHROMIUM_PATH=playwright; and the one set of flags they all start it with.
import { accessSync, constants } from 'node:fs';

/** Where `apt-get install -y chromium` puts it on Debian, the machines this project runs on. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless in a container or CI: no sandbox (tests often run as root), no GPU, HTTP/1.1 and 2 only (QUIC would bypass
 * what tests intercept), and none of the background traffic (updates, sync, first-run pages) that would hang an
 * offline machine or disturb a measurement.
 */
export const chromiumArgs: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** What CHROMIUM_PATH says to use Playwright's own browser (`playwright install chromium`) instead of a binary. */
const PLAYWRIGHT_OWN = 'playwright';

/** The binary to start: CHROMIUM_PATH or Debian's; undefined for CHROMIUM_PATH=playwright (Playwright picks its own). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const wanted = env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
  return wanted === PLAYWRIGHT_OWN ? undefined : wanted;
}

/** Launch options in the shape of Playwright's `LaunchOptions` (without depending on Playwright here). */
export interface ChromiumLaunchOptions {
  executablePath?: string;
  args: string[];
}

/**
 * Options for Playwright's `launchOptions` (the e2e suite, the UI kit's Vitest browser). Throws at once, with what to
 * do, when the binary is missing, instead of letting every test fail on its own.
 */
export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): ChromiumLaunchOptions {
  const executablePath = chromiumPath(env);
  if (executablePath === undefined) return { args: [...chromiumArgs] };
  try {
    accessSync(executablePath, constants.X_OK);
  } catch {
    throw new Error(missingChromium(executablePath));
  }
  return { executablePath, args: [...chromiumArgs] };
}

/** How to fix a missing browser, for every tool that needs one. */
export function missingChromium(path: string): string {
  return [
    `No Chromium found at ${path}.`,
    '  - On Debian/Ubuntu: apt-get install -y chromium (gives /usr/bin/chromium), or',
    '  - point CHROMIUM_PATH at a Chrome/Chromium binary, or',
    '  - run `pnpm --filter @kino/e2e exec playwright install chromium` and set CHROMIUM_PATH=playwright.',
  ].join('\n');
}
