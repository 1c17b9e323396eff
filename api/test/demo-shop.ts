import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';

/** The demo shop's package: the suite's fixture, run as its command (the API does not import it). */
export const DEMO_SHOP_ROOT = path.join(REPO_ROOT, 'demo-shop');

/**
 * Seeds the demo shop into the database `env` configures (DATA_DIR's PGlite, or DATABASE_URL) with its seed
 * command, as `npm start` does before serving; rejects with the command's output if it fails.
 */
export async function seedDemoShop(env: NodeJS.ProcessEnv, args: string[] = []): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: DEMO_SHOP_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the demo shop's seed command exited with ${code}:\n${output.slice(-3000)}`);
}
