import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each file builds its own app on its own database; what they share is modules, and importing the
    // app once per worker instead of once per file takes the import time from about 110 s to 11 s.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
