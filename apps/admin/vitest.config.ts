// Unit tests of the workspace's pure modules (form conversions, addresses); the screens are tested in the UI kit.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['app/**/*.test.ts'], environment: 'node' },
});
