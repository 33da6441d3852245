// Tests run in real Chromium: the stories (with their play functions and axe checks) and the components' own tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { runnerImport } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The shared Chromium set-up (binary from CHROMIUM_PATH, flags) of every browser test in the project. Vite loads this
// file with plain Node, which cannot import the TypeScript source @kino/browser ships; Vite's module runner can.
const { module: chromium } = await runnerImport<typeof import('@kino/browser/chromium')>(
  '@kino/browser/chromium',
  {
    root: dirname,
  },
);

/** A fresh object per project: Vitest names each project's browser instance in place. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromium.chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: { name: 'storybook', browser: browser() },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./src/test-setup.ts'],
            browser: browser(),
          },
        },
      ],
    },
  }),
);
