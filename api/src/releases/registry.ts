import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { cp, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { loadConfig } from '../config';

/** Workspace folder of each remote; its build is <folder>/dist. */
export const REMOTE_DIRS: Record<RemoteName, string> = {
  catalog: 'mf-catalog',
  cartCheckout: 'mf-cart-checkout',
  account: 'mf-account',
  content: 'mf-content',
};

export interface HistoryEntry {
  version: string;
  /** ISO time the version became current. */
  releasedAt: string;
  by: string;
  /** The version it replaced as current, if any. */
  replaced: string | null;
}

export interface RemoteRecord {
  current: string | null;
  history: HistoryEntry[];
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RemoteRecord>>;
}

export interface RegistryOptions {
  /** Folder holding registry.json and <remote>/<version>/ (default DATA_DIR/releases). */
  releasesDir?: string;
}

export function isRemote(value: string): value is RemoteName {
  return (REMOTES as readonly string[]).includes(value);
}

function dirOf(options: RegistryOptions = {}) {
  return options.releasesDir ?? loadConfig().releasesDir;
}

export function registryPath(options?: RegistryOptions) {
  return path.join(dirOf(options), 'registry.json');
}

export function releaseDir(remote: RemoteName, version: string, options?: RegistryOptions) {
  return path.join(dirOf(options), remote, version);
}

/** The registry as last written; empty when nothing was released yet. */
export async function readRegistry(options?: RegistryOptions): Promise<Registry> {
  try {
    const parsed = JSON.parse(await readFile(registryPath(options), 'utf8')) as Registry;
    return { remotes: parsed.remotes ?? {} };
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

/** Readers see the old file or the new one, never a part: temp file in the same folder, fsync, rename. */
export async function writeRegistry(registry: Registry, options?: RegistryOptions): Promise<void> {
  const target = registryPath(options);
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

/** Read-modify-write under a lock, so concurrent publishers and rollbacks do not lose each other's change. */
export async function updateRegistry<T>(change: (registry: Registry) => T | Promise<T>, options?: RegistryOptions): Promise<T> {
  const dir = dirOf(options);
  await mkdir(dir, { recursive: true });
  const release = await lockfile.lock(dir, {
    lockfilePath: path.join(dir, 'registry.lock'),
    stale: 10_000,
    retries: { retries: 100, minTimeout: 10, maxTimeout: 200 },
  });
  try {
    const registry = await readRegistry(options);
    const result = await change(registry);
    await writeRegistry(registry, options);
    return result;
  } finally {
    await release();
  }
}

export function releasedBy(): string {
  try {
    return process.env.RELEASE_BY || os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Points the remote at a version (already in releases/) and records it in the history. No-op if already current. */
export function setCurrent(registry: Registry, remote: RemoteName, version: string, by = releasedBy(), now = new Date()): boolean {
  const record = (registry.remotes[remote] ??= { current: null, history: [] });
  if (record.current === version) return false;
  record.history.push({ version, releasedAt: now.toISOString(), by, replaced: record.current });
  record.current = version;
  return true;
}

async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** Short hash over every file's relative path and bytes: same build, same hash. */
export async function contentHash(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await listFiles(distDir)).sort()) {
    hash.update(file).update('\0').update(await readFile(path.join(distDir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

async function packageVersion(distDir: string): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(path.join(distDir, '..', 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

async function exists(p: string) {
  return stat(p).then(
    () => true,
    () => false,
  );
}

export interface PublishResult {
  remote: RemoteName;
  version: string;
  dir: string;
  /** False when the same build was already in releases/. */
  created: boolean;
  /** False when it already was the current version. */
  madeCurrent: boolean;
}

export interface PublishOptions extends RegistryOptions {
  by?: string;
  /** Defaults to the version in <distDir>/../package.json. */
  packageVersion?: string;
}

/**
 * Copies a remote's build into releases/<remote>/<package version>-<content hash>/ (through a temp folder
 * and a rename, so a half-copied release is never visible) and makes it current.
 */
export async function publishBuild(remote: RemoteName, distDir: string, options: PublishOptions = {}): Promise<PublishResult> {
  const version = `${options.packageVersion ?? (await packageVersion(distDir))}-${await contentHash(distDir)}`;
  const dir = releaseDir(remote, version, options);
  let created = false;
  if (!(await exists(dir))) {
    await mkdir(path.dirname(dir), { recursive: true });
    const temp = path.join(path.dirname(dir), `.tmp-${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      await cp(distDir, temp, { recursive: true });
      await rename(temp, dir);
      created = true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another publisher renamed the same build in first.
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }
  const madeCurrent = await updateRegistry((registry) => setCurrent(registry, remote, version, options.by), options);
  return { remote, version, dir, created, madeCurrent };
}

export interface RemoteEntry {
  version: string;
  entry: string;
  previous: string | null;
  previousEntry: string | null;
}

export function manifestUrl(remote: RemoteName, version: string) {
  return `/releases/${remote}/${version}/mf-manifest.json`;
}

/** The document behind GET /remotes.json: the current and previous release of every released remote. */
export function remotesDocument(registry: Registry): { remotes: Partial<Record<RemoteName, RemoteEntry>> } {
  const remotes: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    if (!record?.current) continue;
    const current = record.current;
    const previous = record.history.findLast((h) => h.version === current)?.replaced ?? null;
    remotes[remote] = {
      version: current,
      entry: manifestUrl(remote, current),
      previous,
      previousEntry: previous ? manifestUrl(remote, previous) : null,
    };
  }
  return { remotes };
}

/** Current version of each remote (null when never released). */
export function currentVersions(registry: Registry): Record<RemoteName, string | null> {
  return Object.fromEntries(REMOTES.map((r) => [r, registry.remotes[r]?.current ?? null])) as Record<RemoteName, string | null>;
}
