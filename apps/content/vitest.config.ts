import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One worker that keeps modules between files: PGlite's WebAssembly is compiled once and every test database
    // starts from one shared snapshot, which matters far more on two cores than running files in parallel.
    isolate: false,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
