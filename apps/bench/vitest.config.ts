import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // processes.test.ts burns 0.3 s of CPU; beside another suite on a shared 2-core machine that took over 5 s.
    testTimeout: 30_000,
  },
});
