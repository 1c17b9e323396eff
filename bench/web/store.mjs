// The built store for the web benches: the all-in-one server on a scratch data folder with the demo shop,
// or the running one BENCH_URL names.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export async function startStore(scratchPrefix) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop() {} };
  const port = Number(process.env.BENCH_PORT ?? 8299);
  const dataDir = mkdtempSync(join(tmpdir(), scratchPrefix));
  const child = spawn('npx', ['-y', 'pnpm@10.34.9', 'run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', SEED_DEMO: 'true' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 10 minutes: the first seed on a machine makes the demo shop's photos.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
