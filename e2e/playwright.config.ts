import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? resolve(import.meta.dirname, '../var/e2e', String(port));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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
  webServer: {
    // The all-in-one server on a fresh embedded database, serving the built shell and remotes.
    command: `rm -rf "${dataDir}" && mkdir -p "${dataDir}" && cd .. && npx -y pnpm@10.34.9 run serve`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The journeys shop in the demo store, as `npm start` serves it.
    // The canary rule is checked every 2 s instead of 15 s, so the canary drill ends in seconds.
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', SEED_DEMO: 'true', CANARY_CHECK_SECONDS: '2' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
