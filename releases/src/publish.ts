import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { canaryRefusal, endCanary, promoteCanary, startCanary } from '@storefront/registry/canary';
import {
  previousGood,
  recordOf,
  releaseDir,
  rolledBackVersions,
  setCurrent,
  SHELL,
  VERSION_PATTERN,
  type CanaryEvent,
  type CanaryRecord,
  type HistoryEntry,
  type Registry,
  type ReleaseTarget,
  type Result,
} from '@storefront/registry/document';
import type { RegistryStore } from '@storefront/registry/store';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { checkBuild, checkShellBuild, readShellShared, type BuildCheck, type RemoteInUse, type ShellShared } from './check';
import { precompressFolder } from './precompress';
import { releasedBy } from './workspace';

/**
 * What an operator does to the registry: put a build in its immutable folder (checked first for pnpm
 * release), roll back, promote a canary, list. The server only reads the registry (@storefront/registry).
 */

/** The registry a command changes: its store, which also knows the releases folder. */
export interface RegistryOptions {
  registry: RegistryStore;
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
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(distDir, file)))
      .update('\0');
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
export function stagingDir(remote: ReleaseTarget, label: string, options: RegistryOptions) {
  return path.join(options.registry.releasesDir, remote, `.tmp-${label}-${process.pid}-${randomBytes(4).toString('hex')}`);
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
export async function publishBuild(remote: ReleaseTarget, distDir: string, options: PublishOptions): Promise<PublishResult> {
  const version = `${options.packageVersion ?? (await packageVersion(path.dirname(distDir)))}-${await contentHash(distDir)}`;
  const dir = releaseDir(options.registry.releasesDir, remote, version);
  let created = false;
  if (!(await exists(dir))) created = await copyIntoPlace(distDir, dir, stagingDir(remote, version, options));
  const madeCurrent = await options.registry.update((registry) => {
    if (options.onlyIfNew && !created && (remote === SHELL ? registry.shell : registry.remotes[remote])?.current) return false;
    return setCurrent(registry, remote, version, options.by ?? releasedBy(), new Date());
  });
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
    check = await checkShellBuild(buildDir, await remoteManifestsInUse(await options.registry.read(), options));
  } else {
    if (!options.shell)
      return {
        ok: false,
        error: 'the shell build to check against was not found: build the shell first (pnpm --filter shell build) or pass --shell <its dist folder>',
      };
    check = await checkBuild(remote, buildDir, options.shell);
  }
  if (!check.ok) return { ok: false, error: `${remote} ${version} refused:\n${check.problems.map((p) => `  - ${p}`).join('\n')}` };
  if (options.canary && remote !== SHELL) {
    const refusal = canaryRefusal((await options.registry.read()).remotes[remote], options.canary.percent);
    if (refusal) return { ok: false, error: refusal };
  }

  const dir = releaseDir(options.registry.releasesDir, remote, version);
  if (await exists(dir))
    return {
      ok: false,
      error: `${remote} ${version} already exists and releases are immutable: build with another BUILD_ID, or make it current with pnpm rollback ${remote} --to ${version}`,
    };
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
  const now = options.now ?? new Date();
  try {
    const replaced = await options.registry.update((registry) => {
      const record = recordOf(registry, remote);
      const before = record.current;
      if (canary) {
        const refusal = canaryRefusal(record, canary.percent);
        if (refusal) throw new Refusal(refusal);
        startCanary(record, {
          version,
          percent: canary.percent,
          autoPromote: canary.autoPromote,
          by: options.by ?? releasedBy(),
          label: options.label,
          now,
        });
      } else setCurrent(registry, remote, version, options.by ?? releasedBy(), now, { action: 'release', label: options.label });
      return before;
    });
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
export async function rollbackRemote(
  remote: ReleaseTarget,
  options: RollbackOptions,
): Promise<Result<{ version: string; replaced: string; endedCanary?: boolean }>> {
  const onDisk = await versionsOnDisk(remote, options);
  const by = options.by ?? releasedBy();
  const now = options.now ?? new Date();
  try {
    const data = await options.registry.update((registry) => {
      const record = remote === SHELL ? registry.shell : registry.remotes[remote];
      if (record?.canary && record.current && !options.to) {
        const ended = endCanary(record, { by, reason: 'ended by an operator (pnpm rollback)', now });
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
      if (record.canary) endCanary(record, { by, reason: `ended by an operator (pnpm rollback --to ${target})`, now });
      setCurrent(registry, remote, target, by, now, { action: 'rollback' });
      return { version: target, replaced };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** pnpm release promote: the running canary becomes current for everyone. */
export async function promoteRemote(remote: RemoteName, options: RollbackOptions): Promise<Result<{ version: string; replaced: string | null }>> {
  const by = options.by ?? releasedBy();
  const now = options.now ?? new Date();
  try {
    const data = await options.registry.update((registry) => {
      const record = registry.remotes[remote];
      const promoted = record ? promoteCanary(record, { by, reason: 'promoted by an operator (pnpm release promote)', now }) : null;
      if (!promoted) throw new Refusal(`${remote} has no canary running: nothing to promote`);
      return promoted;
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** Complete releases of a remote (folders holding a manifest), oldest name first. */
export async function versionsOnDisk(remote: ReleaseTarget, options: RegistryOptions): Promise<string[]> {
  const root = path.join(options.registry.releasesDir, remote);
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
export async function listReleases(remote: ReleaseTarget | undefined, options: RegistryOptions): Promise<RemoteListing[]> {
  const registry = await options.registry.read();
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
      rows.unshift({
        version: record.canary.version,
        releasedAt: null,
        by: record.canary.by,
        label: record.canary.label ?? null,
        current: false,
        rolledBack: false,
      });
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

/** Reads what the shell build at shellDist provides; null when it is not built. */
export function shellSharedOf(shellDist: string | null) {
  return shellDist ? readShellShared(shellDist) : Promise.resolve(null);
}

/** The federation manifests of every remote version shoppers may be served now: current and canary. */
export async function remoteManifestsInUse(registry: Registry, options: RegistryOptions): Promise<RemoteInUse[]> {
  const out: RemoteInUse[] = [];
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    for (const version of [record?.current, record?.canary?.version]) {
      if (!version) continue;
      const manifest = await readFile(path.join(releaseDir(options.registry.releasesDir, remote, version), 'mf-manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as RemoteInUse['manifest'])
        .catch(() => null);
      if (manifest) out.push({ remote, version, manifest });
    }
  }
  return out;
}
