import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROOT } from '../config';
import { DatabaseLockedError, openPglite, type Database } from './client';
import { acquireDataLock } from './data-lock';

let tmp: string;
let first: Database | undefined;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-lock-'));
});
afterAll(async () => {
  await first?.close();
  await rm(tmp, { recursive: true, force: true });
});

it('a second open of the same PGlite folder fails with a clear error, and succeeds once it is released', async () => {
  const dir = path.join(tmp, 'db');
  first = await openPglite({ dir });
  const second = openPglite({ dir });
  await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
  await expect(second).rejects.toThrow(new RegExp(`already open in another process: process ${process.pid} on this machine holds it.*DATABASE_URL`, 's'));

  await first.close();
  first = await openPglite({ dir });
  expect(first.driver).toBe('pglite');
  // Three opens of an embedded database: a minute or more on a busy machine.
}, 180_000);

/** Starts a process holding the folder's lock (heartbeat every 250 ms) and waits until it holds it. */
async function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'test', 'hold-data-lock.ts'), dir, '1000', '250'], {
    cwd: API_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`holder not ready in 30 s: ${output}`)), 30_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`ready ${child.pid}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
  return child;
}

it('a paused holder keeps the lock however long it is paused; a killed one loses it at once (real processes)', async () => {
  const dir = path.join(tmp, 'paused');
  const child = await holder(dir);
  try {
    const owner = JSON.parse(await readFile(`${dir}.lock/owner.json`, 'utf8'));
    expect(owner).toMatchObject({ pid: child.pid, hostname: os.hostname() });

    // Paused past the old 15 s stale time, and 16 times this test's 1 s one: no heartbeat all along.
    child.kill('SIGSTOP');
    await sleep(16_000);
    expect(Date.now() - (await stat(`${dir}.lock/owner.json`)).mtimeMs).toBeGreaterThan(15_000);
    const refused = await openPglite({ dir, lock: { staleMs: 1000 } }).then(
      async (db) => {
        await db.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect((refused as Error).message).toContain(`process ${child.pid} on this machine holds it`);

    child.kill('SIGCONT');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Its lock is younger than the stale time given here: what frees it is that its process is gone.
    const release = await acquireDataLock(dir, { staleMs: 3_600_000 });
    expect(JSON.parse(await readFile(`${dir}.lock/owner.json`, 'utf8')).pid).toBe(process.pid);
    await release();
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}, 40_000);

it('a lock written on another host is taken over only after it stops being renewed; a reused pid is not the holder', async () => {
  const dir = path.join(tmp, 'shared-volume');
  const lock = async (owner: object, ageMs = 0) => {
    await rm(`${dir}.lock`, { recursive: true, force: true });
    await mkdir(`${dir}.lock`, { recursive: true });
    await writeFile(
      `${dir}.lock/owner.json`,
      JSON.stringify({ acquiredAt: '2025-01-01T00:00:00.000Z', token: 'x', bootId: null, pidNamespace: null, startTicks: null, ...owner }),
    );
    const at = new Date(Date.now() - ageMs);
    await utimes(`${dir}.lock/owner.json`, at, at);
  };
  const attempt = () => acquireDataLock(dir, { staleMs: 5_000 });

  await lock({ pid: 4242, hostname: 'other-host' }, 1_000);
  await expect(attempt()).rejects.toThrow(/process 4242 on other-host holds it and renewed it \d+ s ago \(taken over after 5 s without renewal\)/);
  await lock({ pid: 4242, hostname: 'other-host' }, 6_000);
  await (
    await attempt()
  )();

  // This very process's pid, but a different start time: the pid was reused, the holder is gone.
  await lock({ pid: process.pid, hostname: os.hostname(), startTicks: '1' });
  await (
    await attempt()
  )();
});
