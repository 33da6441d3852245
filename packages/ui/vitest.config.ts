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

/**
 * A fresh object per project: Vitest names each project's browser instance in place. The page around the test iframe
 * is taller than the tallest screenshot (src/visual/visual-setup.tsx): Vitest scales an iframe down to fit its page,
 * and Chromium paints nothing of an iframe below the page's bottom edge.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromium.chromiumLaunchOptions(),
    contextOptions: { viewport: { width: 1400, height: 2600 } },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * The visual tests (src/visual/visual-setup.tsx), on by default: baselines in
 * visual/baselines/<stories file>/<story>-<town>-<width>.png, made with Debian's Chromium on Linux; a mismatch leaves
 * the actual screenshot and the diff in test-results/visual/. VISUAL_TESTS=off skips them (another OS or browser
 * renders text differently from the baselines).
 */
const visual = process.env.VISUAL_TESTS !== 'off';
const BASELINES = path.join(dirname, 'visual/baselines');
const DIFFS = path.join(dirname, 'test-results/visual');
const toMatchScreenshot = {
  // Per-pixel colour tolerance (pixelmatch's 0.1) and a few stray pixels of anti-aliasing; a token change is far more.
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 40 },
  screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const },
  timeout: 20_000,
  resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(BASELINES, `${arg}${ext}`),
  resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(DIFFS, `${arg}${ext}`),
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest 4.1's toMatchScreenshot leaves its `timeout` timer (20 s here) running after each screenshot, so the
      // process outlives a finished run until this fallback exits it: 10 s by default, ≈ 40 % of a one-story run.
      // Closing takes well under a second (the visual-diff report is written before the wait begins). Vitest then
      // still prints «close timed out … something prevents the main process from exiting»: that is this timer.
      // @vitest/browser 5 clears it (asyncTimeout returns its timer); drop this line with that upgrade.
      teardownTimeout: 3_000,
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            // The screenshots are taken in an afterEach hook: up to four per story, on a busy 2-core machine.
            hookTimeout: 120_000,
            setupFiles: [
              './src/stories/story-test-setup.ts',
              ...(visual ? ['./src/visual/visual-setup.tsx'] : []),
            ],
            // Empties test-results/visual/ first; writes the designers' diff report there (and into the static
            // Storybook's visual-diff/) at the end.
            globalSetup: visual ? ['./src/visual/visual-report.ts'] : [],
            browser: { ...browser(), expect: { toMatchScreenshot } },
          },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.node.test.ts'],
            setupFiles: ['./src/test-setup.ts'],
            browser: browser(),
          },
        },
        // Build-side code that runs in Node (the visual-diff report).
        { extends: true, test: { name: 'node', include: ['src/**/*.node.test.ts'], environment: 'node' } },
      ],
    },
  }),
);
