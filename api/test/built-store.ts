import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROOT, REPO_ROOT } from '../src/config';
import { seedDemoShop } from './demo-shop';

/** Whether `pnpm build` has left the shell's and the catalogue's server builds. */
export const storeBuilt =
  existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'server', 'render.cjs')) &&
  existsSync(path.join(REPO_ROOT, 'mf-catalog', 'dist', 'server', 'remoteEntry.js'));
const TSX = path.join(API_ROOT, 'node_modules', '.bin', 'tsx');

/** A port nothing listens on now, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface BuiltStore {
  base: string;
  stop(): Promise<void>;
}

/**
 * The built store on a real port as e2e/playwright.config.ts starts it: builds published, a fresh embedded
 * database with the demo shop, the server in its own process group.
 */
export async function startBuiltStore(name: string, extraEnv: Record<string, string> = {}): Promise<BuiltStore> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sf-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'warn', ...extraEnv };
  await promisify(execFile)(TSX, [path.join(REPO_ROOT, 'releases', 'src', 'cli.ts'), 'publish-builds'], { cwd: API_ROOT, env });
  await seedDemoShop(env);
  let output = '';
  const server: ChildProcess = spawn(TSX, ['src/server.ts'], { cwd: API_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // Seeding and the first start take minutes on a busy machine; a hung start still ends here.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the store did not answer (exit ${server.exitCode}):\n${output.slice(-3000)}`);
}
