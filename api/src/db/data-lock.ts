import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readlink, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database folder, decided by who holds `<dir>.lock`, not by how recently
 * it wrote: a holder that is alive on this machine keeps the lock however long it is paused (SIGSTOP,
 * a debugger, swap); a holder that is gone (no such process, a zombie, a reused pid, a previous boot)
 * loses it at once. A lock written from another machine or pid namespace (a shared volume), whose
 * process cannot be looked up from here, is taken over only after `staleMs` without a heartbeat.
 */

export interface DataLockOptions {
  /** A lock from another host is stale after this long without a heartbeat (default 60 s). */
  staleMs?: number;
  /** How often the holder renews its lock (default 5 s). */
  heartbeatMs?: number;
}

export interface LockOwner {
  pid: number;
  hostname: string;
  /** Linux boot id: a lock from an earlier boot belongs to no running process. */
  bootId: string | null;
  /** Pid namespace: pids of another namespace (container) cannot be checked from here. */
  pidNamespace: string | null;
  /** Process start time (clock ticks since boot, /proc/<pid>/stat): tells a reused pid from the holder. */
  startTicks: string | null;
  acquiredAt: string;
  token: string;
}

const DEFAULT_STALE_MS = 60_000;
const DEFAULT_HEARTBEAT_MS = 5_000;
const OWNER_FILE = 'owner.json';

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: Pick<LockOwner, 'pid' | 'hostname' | 'acquiredAt'> | null,
    reason: string,
  ) {
    super(
      `The embedded database in ${dir} is already open in another process: ${reason}. PGlite allows one process ` +
        `per folder: stop that process, point DATA_DIR elsewhere, or set DATABASE_URL to use PostgreSQL. ` +
        `(The lock ${dir}.lock is freed when its holder exits, and taken over once that process is gone.)`,
    );
    this.name = 'DatabaseLockedError';
  }
}

async function readText(file: string): Promise<string | null> {
  return readFile(file, 'utf8').then(
    (s) => s.trim(),
    () => null,
  );
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id');
const pidNamespace = () => readlink('/proc/self/ns/pid').catch(() => null);

/** Field 22 of /proc/<pid>/stat (start time) and whether the process is a zombie; null off Linux. */
async function procStat(pid: number): Promise<{ startTicks: string; zombie: boolean } | null> {
  const text = await readText(`/proc/${pid}/stat`);
  if (!text) return null;
  // The command name (field 2) may contain spaces and parentheses: fields 3.. follow the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { startTicks: fields[19], zombie: fields[0] === 'Z' || fields[0] === 'X' };
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function describeSelf(): Promise<LockOwner> {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: await bootId(),
    pidNamespace: await pidNamespace(),
    startTicks: (await procStat(process.pid))?.startTicks ?? null,
    acquiredAt: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
}

type Verdict = { free: true } | { free: false; reason: string };

/** Whether the recorded holder is gone. `raw` is the owner file as read (null: none yet). */
async function judge(lockDir: string, raw: string | null, staleMs: number): Promise<{ verdict: Verdict; owner: LockOwner | null }> {
  const ownerFile = path.join(lockDir, OWNER_FILE);
  const age = async () => Date.now() - (await stat(raw === null ? lockDir : ownerFile)).mtimeMs;
  let owner: LockOwner | null;
  try {
    owner = raw ? (JSON.parse(raw) as LockOwner) : null;
  } catch {
    owner = null;
  }
  if (!owner || !Number.isInteger(owner.pid)) {
    // Being written right now, or left by an older version of the lock: only its age can tell.
    const ms = await age();
    return {
      owner: null,
      verdict: ms > staleMs ? { free: true } : { free: false, reason: `a process is opening it (lock ${Math.round(ms / 1000)} s old, no owner recorded yet)` },
    };
  }
  const self = await describeSelf();
  const sameHost = owner.hostname === self.hostname;
  if (sameHost && owner.bootId && self.bootId && owner.bootId !== self.bootId) {
    return { owner, verdict: { free: true } }; // written before this machine last started
  }
  if (sameHost && (!owner.pidNamespace || !self.pidNamespace || owner.pidNamespace === self.pidNamespace)) {
    const alive = processExists(owner.pid);
    const proc = alive ? await procStat(owner.pid) : null;
    const isHolder = alive && !proc?.zombie && (!owner.startTicks || !proc || proc.startTicks === owner.startTicks);
    if (!isHolder) return { owner, verdict: { free: true } };
    return { owner, verdict: { free: false, reason: `process ${owner.pid} on this machine holds it (since ${owner.acquiredAt}) and is still running` } };
  }
  const ms = await age().catch(() => Infinity);
  if (ms > staleMs) return { owner, verdict: { free: true } };
  return {
    owner,
    verdict: {
      free: false,
      reason: `process ${owner.pid} on ${owner.hostname} holds it and renewed it ${Math.round(ms / 1000)} s ago (taken over after ${Math.round(staleMs / 1000)} s without renewal)`,
    },
  };
}

/** Removes a lock judged free, unless it changed since it was judged; one process at a time does this. */
async function removeIfUnchanged(lockDir: string, judged: string | null): Promise<boolean> {
  const mutex = `${lockDir}.takeover`;
  try {
    await mkdir(mutex);
  } catch {
    // Another process is taking over right now (or crashed doing so long ago).
    const age = await stat(mutex).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > 10_000) await rm(mutex, { recursive: true, force: true });
    return false;
  }
  try {
    if ((await readText(path.join(lockDir, OWNER_FILE))) !== judged) return false;
    // Renamed away first: a reader never sees a half-deleted lock.
    const gone = `${lockDir}.gone-${randomBytes(4).toString('hex')}`;
    await rename(lockDir, gone).catch(() => {});
    await rm(gone, { recursive: true, force: true });
    return true;
  } finally {
    await rm(mutex, { recursive: true, force: true });
  }
}

/**
 * Takes the lock of `dir` (the folder `<dir>.lock`) or throws DatabaseLockedError naming the holder.
 * Returns the function that releases it. While held, the owner file is touched every heartbeat; if it
 * is found to belong to someone else, the process stops rather than write into a shared database.
 */
export async function acquireDataLock(dir: string, options: DataLockOptions = {}): Promise<() => Promise<void>> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const lockDir = `${dir}.lock`;
  const ownerFile = path.join(lockDir, OWNER_FILE);

  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const raw = await readText(ownerFile);
    const { verdict, owner } = await judge(lockDir, raw, staleMs).catch((error: NodeJS.ErrnoException) => {
      // The lock vanished while being judged: its holder released it.
      if (error.code === 'ENOENT') return { verdict: { free: true } as Verdict, owner: null };
      throw error;
    });
    if (!verdict.free) throw new DatabaseLockedError(dir, owner, verdict.reason);
    if (attempt >= 2 || !(await removeIfUnchanged(lockDir, raw))) {
      throw new DatabaseLockedError(dir, owner, 'another process is taking over the lock of a process that is gone');
    }
  }

  const me = await describeSelf();
  const mine = JSON.stringify(me);
  const tmp = `${ownerFile}.${me.token}.tmp`;
  await writeFile(tmp, mine);
  await rename(tmp, ownerFile);

  let stopped = false;
  const heartbeat = setInterval(() => {
    void (async () => {
      const current = await readText(ownerFile);
      if (stopped) return;
      if (current !== mine) {
        clearInterval(heartbeat);
        // Crash rather than go on writing into a folder another process now owns.
        process.nextTick(() => {
          throw new Error(`The lock ${lockDir} of the embedded database was taken over by another process; stopping.`);
        });
        return;
      }
      const now = new Date();
      await utimes(ownerFile, now, now).catch(() => {});
    })();
  }, heartbeatMs);
  heartbeat.unref();

  return async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    if ((await readText(ownerFile)) !== mine) return;
    const gone = `${lockDir}.gone-${me.token}`;
    await rename(lockDir, gone);
    await rm(gone, { recursive: true, force: true });
  };
}
