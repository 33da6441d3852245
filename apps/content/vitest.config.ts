import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Workers keep modules between files: PGlite's WebAssembly is compiled once a worker and every test database
    // starts from one shared snapshot. Each file makes its own database, so files run side by side: run alone, on
    // every core (93 s against 131 s here, one worker); in the whole suite `pnpm test` sets CONTENT_TEST_WORKERS=1,
    // leaving the other core to the UI kit's browser tests, which run beside it on the suite's critical path.
    isolate: false,
    maxWorkers: Number(process.env.CONTENT_TEST_WORKERS) || availableParallelism(),
    testTimeout: 120_000,
    // argon2 at its smallest cost in tests (src/staff/passwords.ts); the staff:add child processes inherit it.
    env: { CONTENT_TEST_FAST_HASH: '1' },
    hookTimeout: 180_000,
  },
});
