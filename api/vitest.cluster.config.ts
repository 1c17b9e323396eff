import { defineConfig } from 'vitest/config';

// The cluster journeys (cluster/*.test.ts): three instances on PostgreSQL and Redis behind HAProxy, started
// once by the test file itself; run with `pnpm --filter api test:cluster` after `pnpm build`.
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
