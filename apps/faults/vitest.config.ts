import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Two files at a time, each with its own servers, ports, database and logs. The suite runs after the e2e suite
    // (turbo.json), so it has the machine to itself; its latency bounds keep a wide margin beside one other file
    // (decision 050 has the measurements).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
