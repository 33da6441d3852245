// Storybook for designers' review; the same stories run as Vitest browser tests (vitest.config.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

// The visual-diff report of the last test run (src/visual/visual-report.ts), served at visual-diff/.
const VISUAL_REPORT = new URL('../test-results/visual', import.meta.url).pathname;
mkdirSync(VISUAL_REPORT, { recursive: true });
if (!existsSync(`${VISUAL_REPORT}/index.html`))
  writeFileSync(
    `${VISUAL_REPORT}/index.html`,
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual differences</title>' +
      "<h1>Visual differences</h1><p>No report yet: the UI kit's tests have not run since this Storybook was built.</p></html>\n",
  );

const config: StorybookConfig = {
  // The design-token pages (MDX) first, then every screen's and component's stories.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [{ from: VISUAL_REPORT, to: '/visual-diff' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
