import { randomBytes } from 'node:crypto';
import { constants, mkdirSync, watch, type FSWatcher } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Registry } from './document';
import type { RegistryStore } from './store';

export interface FileRegistryStore extends RegistryStore {
  /** Replaces the file whole; readers see the old file or the new one, never a part. */
  write(registry: Registry): Promise<void>;
  /** Stops watching the folder (a store made with `watch`). */
  close(): void;
}

export interface FileRegistryOptions {
  /**
   * Keep the document in memory while the folder is watched, dropping it on every change of the file: a
   * server reads the registry several times a page, and a read from disk costs more than the page's kept
   * copy. The change of a command in another process is seen before its next request.
   */
  watch?: boolean;
}

export function registryFile(releasesDir: string) {
  return path.join(releasesDir, 'registry.json');
}

/** The registry file of a releases folder; empty when nothing was released yet. */
export async function readRegistryFile(releasesDir: string): Promise<Registry> {
  try {
    const parsed = JSON.parse(await readFile(registryFile(releasesDir), 'utf8')) as Registry;
    return { ...parsed, remotes: parsed.remotes ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

async function fsyncDir(dir: string) {
  const handle = await open(dir, constants.O_RDONLY).catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some filesystems cannot fsync a directory; the rename is still atomic.
  } finally {
    await handle.close();
  }
}

/** Temp file in the same folder, fsync, rename: readers see the old file or the new one, never a part. */
async function writeRegistryFile(releasesDir: string, registry: Registry): Promise<void> {
  const target = registryFile(releasesDir);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(JSON.stringify(registry, null, 2) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await fsyncDir(path.dirname(target));
}

/**
 * The registry as <releasesDir>/registry.json. Changes are read-modify-write under a lock file, so
 * concurrent publishers and rollbacks on this machine do not lose each other's change.
 */
export function fileRegistryStore(releasesDir: string, options: FileRegistryOptions = {}): FileRegistryStore {
  const dir = path.resolve(releasesDir);
  // Dropped by every change, so a read that a change overtook is not kept either.
  let cached: { registry: Promise<Registry>; stamp: Promise<string | null> } | null = null;
  let watcher: FSWatcher | null = null;
  const changed = () => {
    cached = null;
  };
  if (options.watch) {
    try {
      mkdirSync(dir, { recursive: true });
      watcher = watch(dir, { persistent: false }, (_event, name) => {
        if (!name || name === 'registry.json') changed();
      });
      // A watch that fails (the folder removed, the system's watch limit) reads from disk again, as without it.
      watcher.on('error', () => {
        watcher?.close();
        watcher = null;
        changed();
      });
    } catch {
      watcher = null;
    }
  }
  const readStamp = async () => {
    const info = await stat(registryFile(dir)).catch(() => null);
    return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : null;
  };
  const current = () => {
    if (!watcher) return { registry: readRegistryFile(dir), stamp: readStamp() };
    if (cached) return cached;
    const found = { registry: readRegistryFile(dir), stamp: readStamp() };
    cached = found;
    // A failed read is not kept; neither is one a change overtook.
    const forget = () => {
      if (cached === found) cached = null;
    };
    found.registry.catch(forget);
    found.stamp.catch(forget);
    return found;
  };
  return {
    releasesDir: dir,
    read: () => current().registry,
    write: async (registry) => {
      await writeRegistryFile(dir, registry);
      changed();
    },
    stamp: () => current().stamp,
    close() {
      watcher?.close();
      watcher = null;
      changed();
    },
    async update(change) {
      await mkdir(dir, { recursive: true });
      const release = await lockfile.lock(dir, {
        lockfilePath: path.join(dir, 'registry.lock'),
        stale: 10_000,
        retries: { retries: 100, minTimeout: 10, maxTimeout: 200 },
      });
      try {
        const registry = await readRegistryFile(dir);
        const result = await change(registry);
        await writeRegistryFile(dir, registry);
        // This process's own change is seen at once, whenever the watch reports it.
        changed();
        return result;
      } finally {
        await release();
      }
    },
  };
}
