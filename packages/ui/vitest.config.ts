// Tests run in real Chromium: the stories (with their play functions and axe checks) and the components' own tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@kino/browser/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** A fresh object per project: Vitest names each project's browser instance in place. */
const browser = () => ({
  enabled: true,
  headless: true,
  // The shared Chromium set-up (binary from CHROMIUM_PATH, flags) of every browser test in the project.
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
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
