// The e2e suite: Chromium against the production builds of the site and the content service, both towns.

import { chromiumLaunchOptions } from '@kino/browser/chromium';
import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './src/global-setup.ts',
  // Two workers keep both cores busy without starving the two servers the suite runs.
  workers: 2,
  fullyParallel: true,
  forbidOnly: CI,
  // No retries: an intermittent failure here has so far always been an intermittent product bug.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    // baseURL comes from the run's free port, see src/fixtures.ts
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Minsk',
    // A failed test keeps its trace locally. CI keeps no files of a run, and recording a trace (DOM snapshots and
    // screencast at every action) made the tests ≈ 15 % slower here (the a11y spec's main town: 65 s against 58 s).
    trace: CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    // Checks the servers; its teardown, the storage check, runs once everything else has finished, pass or fail.
    { name: 'setup', testMatch: /servers\.setup\.ts/, teardown: 'stored' },
    {
      name: 'e2e',
      testMatch: /\.spec\.ts$/,
      testIgnore: [/stored\.spec\.ts/, /admin\.spec\.ts/, /staff-[a-z-]+\.spec\.ts/],
      dependencies: ['setup'],
    },
    // The staff specs change the public content (a film's sessions join a Rechitsa hall's day, a news
    // item is unpublished): they run once the visitor specs, which read the demo content, have finished.
    { name: 'staff', testMatch: /(admin|staff-[a-z-]+)\.spec\.ts/, dependencies: ['e2e'] },
    // Reads what the form tests filed straight from the database, which needs the content service stopped.
    { name: 'stored', testMatch: /stored\.spec\.ts/ },
  ],
});
