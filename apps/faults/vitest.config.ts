import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Two files at a time, each with its own servers and ports: 125 s instead of 210 s on two cores. The suite runs
    // after the e2e suite (turbo.json), so it has the machine to itself; its latency bounds keep a wide margin beside
    // one other file (the slowest /info read 45 ms of 250, stale pages 44 ms of 300; decision 050).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
