import { defineConfig } from '@playwright/test';
import { STORES, storeDataDir, storePort } from './stores';

/** The store of this worker (the runner itself, which starts the stores, reads slot 0). */
export const baseURL = `http://127.0.0.1:${storePort()}`;

export default defineConfig({
  testDir: './tests',
  // Limits are for a hung test, not a pace: they leave room for a machine three times slower than the one the
  // journeys were written on (a wait ends as soon as its condition holds, however long its limit).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Files, not tests, are spread over the workers: a file's journeys follow one another in one store.
  fullyParallel: false,
  workers: STORES,
  // A journey that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../var/e2e-report.json' }]] : 'list',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: STORES }, (_, slot) => {
    const port = storePort(slot);
    const dataDir = storeDataDir(port);
    return {
      // The all-in-one server on a fresh embedded database, serving the built shell and remotes.
      command: `rm -rf "${dataDir}" && mkdir -p "${dataDir}" && cd .. && npx -y pnpm@10.34.9 run serve`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      // The journeys shop in the demo store, as `npm start` serves it.
      // The canary rule is checked every 2 s instead of 15 s, so the canary drill ends in seconds.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        CANARY_CHECK_SECONDS: '2',
        // The vitals rule decides on 4 shoppers a side instead of 20, so the journey drives 20 browsers, not 40.
        CANARY_VITALS_MIN_CLIENTS: '4',
        // The journeys' browsers each name their own address through the loopback, as a load balancer would.
        TRUST_PROXY: '127.0.0.1',
        // Every test browser asks from this one address, far faster than a shopper: fair use is tested in api/.
        RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
        RATE_LIMIT_API_PER_MINUTE: '1000000',
      },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
