import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // Opening PGlite takes seconds, more on a busy machine.
    hookTimeout: 120_000,
  },
});
