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
    // argon2 at its smallest cost in tests (src/staff/passwords.ts); the staff:add child processes inherit it.
    env: { CONTENT_TEST_FAST_HASH: '1' },
    hookTimeout: 180_000,
  },
});
