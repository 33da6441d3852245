// Storybook for designers' review; the same stories run as Vitest browser tests (vitest.config.ts).
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The design-token pages (MDX) first, then every screen's and component's stories.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
