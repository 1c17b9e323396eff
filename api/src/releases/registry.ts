import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { releaseRegistry } from '../db/schema/releases';
import type { ReleaseAction, ReleaseTarget, HistoryEntry, RemoteRecord, Registry } from './registry-document';

/** Workspace folder of each remote; its build is <folder>/dist. */
export const REMOTE_DIRS: Record<RemoteName, string> = {
  catalog: 'mf-catalog',
  cartCheckout: 'mf-cart-checkout',
  account: 'mf-account',
  content: 'mf-content',
};

/** Origins a browser may plug a remote's dev server in from, unless the registry lists its own. */
export const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Versions become folder names and URL segments: no slashes, no leading dot, nothing a CDN rewrites. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;

export type { ReleaseAction, ReleaseTarget, HistoryEntry, CanaryRecord, CanaryEventAction, CanaryEvent, RemoteRecord, Registry } from './registry-document';
export const SHELL = 'shell';

export interface RegistryOptions {
  /** Folder holding registry.json and <remote>/<version>/ (default DATA_DIR/releases). */
  releasesDir?: string;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: string };

export function isRemote(value: string): value is RemoteName {
  return (REMOTES as readonly string[]).includes(value);
}

/** Accepts the Module Federation name (catalog) or the workspace folder (mf-catalog). */
export function remoteFromArg(value: string | undefined): RemoteName | null {
  if (!value) return null;
  if (isRemote(value)) return value;
  const byDir = REMOTES.find((r) => REMOTE_DIRS[r] === value.replace(/\/+$/, ''));
  return byDir ?? null;
}

/** The releases folder: the one given, else the configured one (RELEASES_DIR or DATA_DIR/releases). */
export function dirOf(options: RegistryOptions = {}) {
  return options.releasesDir ?? loadConfig(process.env, { secrets: false }).releasesDir;
}

/**
 * With PostgreSQL (several instances) the registry's pointer and history live in the database, bound here
 * to the releases folder they describe, so every caller of readRegistry/updateRegistry (static site,
 * server rendering, beacon, the releases command) reads what every instance reads. The folders of the
 * versions stay files (shared storage or a CDN). `live` says whether change notices arrive: only then is
 * the row kept in memory between changes.
 */
interface RegistryBinding {
  db: Db;
  live: () => boolean;
  cached: { registry: Registry; revision: number } | null;
  /** Raised by every notice, so a read that raced a change does not keep the older row. */
  generation: number;
}

const bindings = new Map<string, RegistryBinding>();

function bindingOf(options?: RegistryOptions): RegistryBinding | undefined {
  return bindings.size ? bindings.get(path.resolve(dirOf(options))) : undefined;
}

/** Keeps the registry of that releases folder in the database; returns the function that undoes it. */
export function bindRegistryDatabase(releasesDir: string, db: Db, live: () => boolean = () => false): () => void {
  const key = path.resolve(releasesDir);
  const binding: RegistryBinding = { db, live, cached: null, generation: 0 };
  bindings.set(key, binding);
  return () => {
    if (bindings.get(key) === binding) bindings.delete(key);
  };
}

/** A change notice arrived (or notices may have been missed): the next read goes to the database. */
export function registryChanged(releasesDir: string): void {
  const binding = bindings.get(path.resolve(releasesDir));
  if (!binding) return;
  binding.generation++;
  binding.cached = null;
}

/** The file's registry, read once when the database holds none yet (moving a shop onto PostgreSQL). */
async function readRegistryFile(options?: RegistryOptions): Promise<Registry> {
  try {
    const parsed = JSON.parse(await readFile(registryPath(options), 'utf8')) as Registry;
    return { ...parsed, remotes: parsed.remotes ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

async function readRegistryRow(binding: RegistryBinding, options?: RegistryOptions): Promise<{ registry: Registry; revision: number }> {
  if (binding.live() && binding.cached) return binding.cached;
  const generation = binding.generation;
  const [row] = await binding.db
    .select({ document: releaseRegistry.document, revision: releaseRegistry.revision })
    .from(releaseRegistry)
    .where(eq(releaseRegistry.id, 1));
  const found = row
    ? { registry: { ...row.document, remotes: row.document.remotes ?? {} }, revision: row.revision }
    : { registry: await readRegistryFile(options), revision: 0 };
  if (binding.live() && generation === binding.generation) binding.cached = found;
  return found;
}

/**
 * What changes when the registry does: the file's identity, or the database row's revision. Callers that
 * derive something from the registry (preload hints, the policy's override origins) recompute on change.
 */
export async function registryStamp(options?: RegistryOptions): Promise<string | null> {
  const binding = bindingOf(options);
  if (binding) return `db:${(await readRegistryRow(binding, options)).revision}`;
  const info = await stat(registryPath(options)).catch(() => null);
  return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : null;
}

export function registryPath(options?: RegistryOptions) {
  return path.join(dirOf(options), 'registry.json');
}

export function releaseDir(remote: ReleaseTarget, version: string, options?: RegistryOptions) {
  return path.join(dirOf(options), remote, version);
}

/** The registry as last written; empty when nothing was released yet. Treat it as read-only. */
export async function readRegistry(options?: RegistryOptions): Promise<Registry> {
  const binding = bindingOf(options);
  if (binding) return (await readRegistryRow(binding, options)).registry;
  return readRegistryFile(options);
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

/**
 * Read-modify-write under a lock, so concurrent publishers and rollbacks do not lose each other's change.
 * A change that throws leaves the file as it was.
 */
export async function updateRegistry<T>(change: (registry: Registry) => T | Promise<T>, options?: RegistryOptions): Promise<T> {
  const binding = bindingOf(options);
  if (binding) return updateRegistryRow(binding, change, options);
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

/**
 * The same read-modify-write on the database row: its row lock orders concurrent operators on any machine,
 * and the statement trigger announces the change to every instance when the transaction commits.
 */
async function updateRegistryRow<T>(binding: RegistryBinding, change: (registry: Registry) => T | Promise<T>, options?: RegistryOptions): Promise<T> {
  const seed = await readRegistryFile(options);
  const result = await binding.db.transaction(async (tx) => {
    await tx.insert(releaseRegistry).values({ id: 1, document: seed }).onConflictDoNothing();
    const [row] = await tx.select({ document: releaseRegistry.document }).from(releaseRegistry).where(eq(releaseRegistry.id, 1)).for('update');
    const registry: Registry = { ...row.document, remotes: row.document.remotes ?? {} };
    const value = await change(registry);
    await tx
      .update(releaseRegistry)
      .set({ document: registry, revision: sql`${releaseRegistry.revision} + 1`, updatedAt: sql`now()` })
      .where(eq(releaseRegistry.id, 1));
    return value;
  });
  // This process may have no listener (the releases command): drop its own copy at once.
  registryChanged(dirOf(options));
  return result;
}

export function releasedBy(): string {
  try {
    return process.env.RELEASE_BY || os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export interface SetCurrentOptions {
  action?: ReleaseAction;
  label?: string;
}

/** The registry's record of a remote or of the shell, created empty when missing. */
export function recordOf(registry: Registry, target: ReleaseTarget): RemoteRecord {
  if (target === SHELL) return (registry.shell ??= { current: null, history: [] });
  return (registry.remotes[target] ??= { current: null, history: [] });
}

/** Points the remote at a version (already in releases/) and records it in the history. No-op if already current. */
export function setCurrent(
  registry: Registry,
  remote: ReleaseTarget,
  version: string,
  by = releasedBy(),
  now = new Date(),
  options: SetCurrentOptions = {},
): boolean {
  const record = recordOf(registry, remote);
  if (record.current === version) return false;
  const entry: HistoryEntry = { version, releasedAt: now.toISOString(), by, replaced: record.current, action: options.action ?? 'release' };
  if (options.label) entry.label = options.label;
  record.history.push(entry);
  record.current = version;
  return true;
}

/**
 * Versions an operator rolled back from, unless they were made current again afterwards: they are not
 * "good" and must never be the fallback of another version.
 */
export function rolledBackVersions(record: RemoteRecord): Set<string> {
  const bad = new Set<string>();
  for (const entry of record.history) {
    bad.delete(entry.version);
    if (entry.action === 'rollback' && entry.replaced) bad.add(entry.replaced);
  }
  return bad;
}

/** The last version before the current one that was current and not rolled back from: the shell's fallback. */
export function previousGood(record: RemoteRecord | undefined): string | null {
  if (!record?.current) return null;
  const bad = rolledBackVersions(record);
  for (let i = record.history.length - 1; i >= 0; i--) {
    const { version } = record.history[i];
    if (version !== record.current && !bad.has(version)) return version;
  }
  return null;
}

/** Replaces the origins allowed for development overrides; an empty list turns overrides off. */
export async function setOverrideOrigins(origins: string[] | null, options?: RegistryOptions): Promise<string[]> {
  return updateRegistry((registry) => {
    if (origins) registry.overrideOrigins = origins;
    else delete registry.overrideOrigins;
    return registry.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS;
  }, options);
}

export interface RemoteEntry {
  version: string;
  entry: string;
  previous: string | null;
  previousEntry: string | null;
}

export interface RemotesDocument {
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  overrideOrigins: string[];
}

export function manifestUrl(remote: RemoteName, version: string) {
  return `/releases/${remote}/${version}/mf-manifest.json`;
}

/** The document behind GET /remotes.json: the current and last good release of every released remote. */
export function remotesDocument(registry: Registry): RemotesDocument {
  const remotes: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    if (!record?.current) continue;
    const current = record.current;
    const previous = previousGood(record);
    remotes[remote] = {
      version: current,
      entry: manifestUrl(remote, current),
      previous,
      previousEntry: previous ? manifestUrl(remote, previous) : null,
    };
  }
  return { remotes, overrideOrigins: registry.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS };
}

/** Current version of each remote (null when never released). */
export function currentVersions(registry: Registry): Record<RemoteName, string | null> {
  return Object.fromEntries(REMOTES.map((r) => [r, registry.remotes[r]?.current ?? null])) as Record<RemoteName, string | null>;
}

/** True when the remote's history or canaries hold that version (beacons about anything else are not counted). */
export function isKnownVersion(registry: Registry, remote: RemoteName, version: string): boolean {
  const record = registry.remotes[remote];
  if (!record) return false;
  return record.history.some((h) => h.version === version) || record.canary?.version === version || !!record.canaryEvents?.some((e) => e.version === version);
}

/** The folder of the shell release being served, or null when none was published (shell/dist is served). */
export function currentShellDir(registry: Registry, options?: RegistryOptions): string | null {
  const current = registry.shell?.current;
  return current ? releaseDir(SHELL, current, options) : null;
}
