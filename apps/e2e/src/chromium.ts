// Which Chromium the suite drives: Debian's by default, any other via CHROMIUM_PATH, Playwright's own with CHROMIUM_PATH=playwright.
import { accessSync, constants } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Launch options for Playwright; throws a message that says how to fix a missing browser. */
export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  const wanted = env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
  if (wanted === 'playwright') return { args: CHROMIUM_ARGS };
  try {
    accessSync(wanted, constants.X_OK);
  } catch {
    throw new Error(
      [
        `No Chromium found at ${wanted}.`,
        '  - On Debian/Ubuntu: apt-get install -y chromium (gives /usr/bin/chromium), or',
        '  - point CHROMIUM_PATH at a Chrome/Chromium binary, or',
        '  - run `pnpm --filter @kino/e2e exec playwright install chromium` and set CHROMIUM_PATH=playwright.',
      ].join('\n'),
    );
  }
  return { executablePath: wanted, args: CHROMIUM_ARGS };
}
