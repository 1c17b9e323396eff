/**
 * Seconds from `pnpm release <remote>` to the new version being served by /remotes.json, and from
 * `pnpm rollback <remote>` to the old one, against a running server (median of RUNS).
 *
 *   BASE_URL=http://127.0.0.1:8080 DATA_DIR=var/data tsx src/measure.ts mf-catalog
 */
import { spawn } from 'node:child_process';
import { remoteFromArg, REPO_ROOT } from './workspace';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const runs = Number(process.env.RUNS ?? 5);
const [bin, ...pre] = (process.env.PNPM_COMMAND ?? 'npx -y pnpm@10.34.9').split(' ');

async function servedVersion(remote: string): Promise<string | null> {
  const res = await fetch(`${base}/remotes.json`);
  const doc = (await res.json()) as { remotes: Record<string, { version: string; entry: string }> };
  const entry = doc.remotes[remote];
  if (!entry) return null;
  // Served means the browser can also fetch what the registry points at.
  const manifest = await fetch(new URL(entry.entry, base));
  return manifest.ok ? entry.version : null;
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [...pre, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${stderr}`))));
  });
}

/** Starts the command and polls until the served version satisfies `done`; seconds from start. */
async function timed(args: string[], remote: string, done: (version: string | null) => boolean): Promise<number> {
  const start = performance.now();
  const command = run(args);
  let failed: unknown = null;
  command.catch((e: unknown) => (failed = e));
  for (;;) {
    if (failed) throw failed;
    if (done(await servedVersion(remote))) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - start) / 1000;
  await command;
  return seconds;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const remote = remoteFromArg(process.argv[2] ?? 'mf-catalog');
  if (!remote) throw new Error(`unknown remote ${process.argv[2]}`);
  const releaseTimes: number[] = [];
  const rollbackTimes: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const before = await servedVersion(remote);
    releaseTimes.push(await timed(['release', remote, '--label', `measure ${i}`], remote, (v) => !!v && v !== before));
    const released = await servedVersion(remote);
    rollbackTimes.push(await timed(['rollback', remote], remote, (v) => !!v && v !== released));
    console.log(`run ${i}: release ${releaseTimes.at(-1)!.toFixed(2)} s, rollback ${rollbackTimes.at(-1)!.toFixed(2)} s`);
  }
  console.log(`median of ${runs}: release -> served ${median(releaseTimes).toFixed(1)} s, rollback -> served ${median(rollbackTimes).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
