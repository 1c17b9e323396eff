import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { cp, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { releaseRegistry } from '../db/schema/releases';
import { canaryRefusal, endCanary, promoteCanary, startCanary } from './canary';
import { checkBuild, checkShellBuild, readShellShared, type BuildCheck, type RemoteInUse, type ShellShared } from './check';
import { precompressFolder } from './precompress';

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

export type ReleaseAction = 'release' | 'rollback' | 'promote';

/** What pnpm release / rollback act on: a remote, or the shell that hosts them. */
export type ReleaseTarget = RemoteName | 'shell';
export const SHELL = 'shell';

export interface HistoryEntry {
  version: string;
  /** ISO time the version became current. */
  releasedAt: string;
  by: string;
  /** The version it replaced as current, if any. */
  replaced: string | null;
  /** How it became current; entries written before rollbacks existed are releases. */
  action?: ReleaseAction;
  /** BUILD_LABEL the build was made with, if any. */
  label?: string;
}

/** A version served to a share of shoppers beside the current one (ADR 0019). */
export interface CanaryRecord {
  version: string;
  /** Share of shoppers, 0 < percent < 100. */
  percent: number;
  startedAt: string;
  by: string;
  label?: string;
  /** Made current by the server after a quiet period with enough traffic. */
  autoPromote?: boolean;
}

export type CanaryEventAction = 'canary' | 'promote' | 'end';

/** The canary's life: started, promoted, or ended (by an operator or by the server's health rule). */
export interface CanaryEvent {
  action: CanaryEventAction;
  version: string;
  percent?: number;
  at: string;
  by: string;
  reason?: string;
}

export interface RemoteRecord {
  current: string | null;
  history: HistoryEntry[];
  canary?: CanaryRecord | null;
  canaryEvents?: CanaryEvent[];
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RemoteRecord>>;
  /** Releases of the shell itself; absent until one was published (then shell/dist is served). */
  shell?: RemoteRecord;
  /** Origin patterns (`http://localhost:*`) a developer's browser may load a remote from instead of its release. */
  overrideOrigins?: string[];
}

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

function dirOf(options: RegistryOptions = {}) {
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
  const [row] = await binding.db.select({ document: releaseRegistry.document, revision: releaseRegistry.revision }).from(releaseRegistry).where(eq(releaseRegistry.id, 1));
  const found = row ? { registry: { ...row.document, remotes: row.document.remotes ?? {} }, revision: row.revision } : { registry: await readRegistryFile(options), revision: 0 };
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

export async function packageVersion(packageDir: string): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version?: string };
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

/** A hidden sibling of releases/<remote>/<version>; the static server never serves dot folders. */
export function stagingDir(remote: ReleaseTarget, label: string, options?: RegistryOptions) {
  return path.join(dirOf(options), remote, `.tmp-${label}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/**
 * Copies a folder next to its final place, precompresses what the build left uncompressed, then renames it
 * in: the version appears whole or not at all.
 */
async function copyIntoPlace(source: string, target: string, temp: string): Promise<boolean> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await cp(source, temp, { recursive: true });
    await precompressFolder(temp);
    await rename(temp, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another publisher renamed the same build in first.
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    return false;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

export interface PublishResult {
  remote: ReleaseTarget;
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
  /**
   * Make it current only if this build was not published before (or nothing is current): restarting the
   * server with an unchanged dist must not undo an operator's release or rollback.
   */
  onlyIfNew?: boolean;
}

/**
 * Copies a remote's build into releases/<remote>/<package version>-<content hash>/ (through a temp folder
 * and a rename, so a half-copied release is never visible) and makes it current. The all-in-one server
 * runs this for every built remote at start; operators use releaseBuild (pnpm release), which checks first.
 */
export async function publishBuild(remote: ReleaseTarget, distDir: string, options: PublishOptions = {}): Promise<PublishResult> {
  const version = `${options.packageVersion ?? (await packageVersion(path.dirname(distDir)))}-${await contentHash(distDir)}`;
  const dir = releaseDir(remote, version, options);
  let created = false;
  if (!(await exists(dir))) created = await copyIntoPlace(distDir, dir, stagingDir(remote, version, options));
  const madeCurrent = await updateRegistry((registry) => {
    if (options.onlyIfNew && !created && (remote === SHELL ? registry.shell : registry.remotes[remote])?.current) return false;
    return setCurrent(registry, remote, version, options.by);
  }, options);
  return { remote, version, dir, created, madeCurrent };
}

export interface ReleaseOptions extends RegistryOptions {
  version: string;
  /** Serve it to this share of shoppers beside the current version instead of making it current. */
  canary?: { percent: number; autoPromote?: boolean };
  /** What the shell build provides (readShellShared of its dist); null refuses: nothing can be checked. */
  shell: ShellShared | null;
  by?: string;
  label?: string;
  /** The build folder is a staging folder of this registry (stagingDir) and may be moved instead of copied. */
  move?: boolean;
  now?: Date;
}

export interface ReleaseData {
  remote: ReleaseTarget;
  version: string;
  replaced: string | null;
  /** Set when it went out as a canary: the share of shoppers it is served to. */
  canaryPercent?: number;
  dir: string;
  warnings: string[];
}

/**
 * pnpm release, after the build: checks the build against the shell, puts it in its immutable folder and
 * swaps the registry to it. Refuses (ok: false, nothing changed) on any problem.
 */
export async function releaseBuild(remote: ReleaseTarget, buildDir: string, options: ReleaseOptions): Promise<Result<ReleaseData>> {
  const { version } = options;
  if (!VERSION_PATTERN.test(version)) return { ok: false, error: `"${version}" is not a usable version: letters, digits, dot, dash and underscore only` };
  let check: BuildCheck;
  if (remote === SHELL) {
    if (options.canary) return { ok: false, error: 'the shell is released to everyone at once: --canary applies to remotes only' };
    check = await checkShellBuild(buildDir, await remoteManifestsInUse(await readRegistry(options), options));
  } else {
    if (!options.shell) return { ok: false, error: 'the shell build to check against was not found: build the shell first (pnpm --filter shell build) or pass --shell <its dist folder>' };
    check = await checkBuild(remote, buildDir, options.shell);
  }
  if (!check.ok) return { ok: false, error: `${remote} ${version} refused:\n${check.problems.map((p) => `  - ${p}`).join('\n')}` };
  if (options.canary && remote !== SHELL) {
    const refusal = canaryRefusal((await readRegistry(options)).remotes[remote], options.canary.percent);
    if (refusal) return { ok: false, error: refusal };
  }

  const dir = releaseDir(remote, version, options);
  if (await exists(dir)) return { ok: false, error: `${remote} ${version} already exists and releases are immutable: build with another BUILD_ID, or make it current with pnpm rollback ${remote} --to ${version}` };
  await mkdir(path.dirname(dir), { recursive: true });
  try {
    if (options.move) {
      await precompressFolder(buildDir);
      await rename(buildDir, dir);
    } else if (!(await copyIntoPlace(buildDir, dir, stagingDir(remote, version, options)))) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return { ok: false, error: `${remote} ${version} was released by someone else at the same moment` };
    throw error;
  }

  const canary = remote !== SHELL ? options.canary : undefined;
  try {
    const replaced = await updateRegistry((registry) => {
      const record = recordOf(registry, remote);
      const before = record.current;
      if (canary) {
        const refusal = canaryRefusal(record, canary.percent);
        if (refusal) throw new Refusal(refusal);
        startCanary(record, { version, percent: canary.percent, autoPromote: canary.autoPromote, by: options.by ?? releasedBy(), label: options.label, now: options.now });
      } else setCurrent(registry, remote, version, options.by, options.now, { action: 'release', label: options.label });
      return before;
    }, options);
    return { ok: true, data: { remote, version, replaced, dir, warnings: check.warnings, ...(canary ? { canaryPercent: canary.percent } : {}) } };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

class Refusal extends Error {}

export interface RollbackOptions extends RegistryOptions {
  /** A named version; default: the last good version before the current one. */
  to?: string;
  by?: string;
  now?: Date;
}

/**
 * pnpm rollback: makes an earlier (or the named) version current with the same atomic swap. While a
 * canary runs (and no version is named), it ends the canary instead: everyone stays on the current version.
 */
export async function rollbackRemote(remote: ReleaseTarget, options: RollbackOptions = {}): Promise<Result<{ version: string; replaced: string; endedCanary?: boolean }>> {
  const onDisk = await versionsOnDisk(remote, options);
  try {
    const data = await updateRegistry((registry) => {
      const record = remote === SHELL ? registry.shell : registry.remotes[remote];
      if (record?.canary && record.current && !options.to) {
        const ended = endCanary(record, { by: options.by ?? releasedBy(), reason: 'ended by an operator (pnpm rollback)', now: options.now });
        return { version: record.current, replaced: ended!.version, endedCanary: true };
      }
      if (!record?.current) throw new Refusal(`${remote} has never been released: nothing to roll back`);
      const target = options.to ?? previousGood(record);
      if (!target) throw new Refusal(`${remote} has no earlier version to roll back to (current: ${record.current})`);
      if (!onDisk.includes(target)) {
        throw new Refusal(`${remote} has no version ${target}. Known versions: ${onDisk.join(', ') || 'none'}`);
      }
      if (target === record.current) throw new Refusal(`${remote} ${target} is already current`);
      const replaced = record.current;
      // A named version while a canary runs: the canary ends too, or it would keep being served beside it.
      if (record.canary) endCanary(record, { by: options.by ?? releasedBy(), reason: `ended by an operator (pnpm rollback --to ${target})`, now: options.now });
      setCurrent(registry, remote, target, options.by, options.now, { action: 'rollback' });
      return { version: target, replaced };
    }, options);
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** pnpm release promote: the running canary becomes current for everyone. */
export async function promoteRemote(remote: RemoteName, options: RollbackOptions = {}): Promise<Result<{ version: string; replaced: string | null }>> {
  try {
    const data = await updateRegistry((registry) => {
      const record = registry.remotes[remote];
      const promoted = record ? promoteCanary(record, { by: options.by ?? releasedBy(), reason: 'promoted by an operator (pnpm release promote)', now: options.now }) : null;
      if (!promoted) throw new Refusal(`${remote} has no canary running: nothing to promote`);
      return promoted;
    }, options);
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** Complete releases of a remote (folders holding a manifest), oldest name first. */
export async function versionsOnDisk(remote: ReleaseTarget, options?: RegistryOptions): Promise<string[]> {
  const root = path.join(dirOf(options), remote);
  const names = await readdir(root).catch(() => [] as string[]);
  const complete: string[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.') || !VERSION_PATTERN.test(name)) continue;
    if (await exists(path.join(root, name, 'mf-manifest.json'))) complete.push(name);
  }
  return complete;
}

export interface VersionListing {
  version: string;
  /** When it first became current (null: on disk but never current). */
  releasedAt: string | null;
  by: string | null;
  label: string | null;
  current: boolean;
  rolledBack: boolean;
}

export interface RemoteListing {
  remote: ReleaseTarget;
  current: string | null;
  canary: CanaryRecord | null;
  canaryEvents: CanaryEvent[];
  previousGood: string | null;
  /** Newest release first. */
  versions: VersionListing[];
  history: HistoryEntry[];
}

/** What pnpm releases prints: every version, the current one and when each was released. */
export async function listReleases(remote?: ReleaseTarget, options?: RegistryOptions): Promise<RemoteListing[]> {
  const registry = await readRegistry(options);
  const listings: RemoteListing[] = [];
  for (const name of remote ? [remote] : ([SHELL, ...REMOTES] as ReleaseTarget[])) {
    const record = (name === SHELL ? registry.shell : registry.remotes[name]) ?? { current: null, history: [] };
    const bad = rolledBackVersions(record);
    const firstRelease = new Map<string, HistoryEntry>();
    for (const entry of record.history) if (!firstRelease.has(entry.version)) firstRelease.set(entry.version, entry);
    const versions = new Set([...firstRelease.keys(), ...(await versionsOnDisk(name, options))]);
    const rows: VersionListing[] = [...versions].map((version) => {
      const first = firstRelease.get(version);
      return {
        version,
        releasedAt: first?.releasedAt ?? null,
        by: first?.by ?? null,
        label: first?.label ?? null,
        current: version === record.current,
        rolledBack: bad.has(version),
      };
    });
    rows.sort((a, b) => (b.releasedAt ?? '').localeCompare(a.releasedAt ?? '') || b.version.localeCompare(a.version));
    if (record.canary && !versions.has(record.canary.version)) {
      rows.unshift({ version: record.canary.version, releasedAt: null, by: record.canary.by, label: record.canary.label ?? null, current: false, rolledBack: false });
    }
    listings.push({
      remote: name,
      current: record.current,
      canary: record.canary ?? null,
      canaryEvents: record.canaryEvents ?? [],
      previousGood: previousGood(record),
      versions: rows,
      history: record.history,
    });
  }
  return listings;
}

/** Replaces the origins allowed for development overrides; an empty list turns overrides off. */
export async function setOverrideOrigins(origins: string[] | null, options?: RegistryOptions): Promise<string[]> {
  return updateRegistry((registry) => {
    if (origins) registry.overrideOrigins = origins;
    else delete registry.overrideOrigins;
    return registry.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS;
  }, options);
}

/** Reads what the shell build at shellDist provides; null when it is not built. */
export function shellSharedOf(shellDist: string | null) {
  return shellDist ? readShellShared(shellDist) : Promise.resolve(null);
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

/** The federation manifests of every remote version shoppers may be served now: current and canary. */
export async function remoteManifestsInUse(registry: Registry, options?: RegistryOptions): Promise<RemoteInUse[]> {
  const out: RemoteInUse[] = [];
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    for (const version of [record?.current, record?.canary?.version]) {
      if (!version) continue;
      const manifest = await readFile(path.join(releaseDir(remote, version, options), 'mf-manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as RemoteInUse['manifest'])
        .catch(() => null);
      if (manifest) out.push({ remote, version, manifest });
    }
  }
  return out;
}
