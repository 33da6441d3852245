import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // `pnpm test` runs two packages at a time on two cores: the year-long loops of cinema-time.test.ts take ≈ 3 s
    // alone and more beside another suite, past Vitest's default of 5 s.
    testTimeout: 20_000,
  },
});
