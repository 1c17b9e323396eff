import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { canaryRefusal, startCanary } from '@storefront/registry/canary';
import { recordOf, releaseDir, setCurrent, SHELL, VERSION_PATTERN, type Registry, type ReleaseTarget, type Result } from '@storefront/registry/document';
import { promoteRemote as promoteOf, rollbackRemote as rollbackOf, type RollbackOptions } from '@storefront/registry/operations';
import type { RegistryStore } from '@storefront/registry/store';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { checkBuild, checkShellBuild, readShellShared, type BuildCheck, type RemoteInUse, type ShellShared } from './check';
import { precompressFolder } from './precompress';
import { releasedBy } from './workspace';

export { listReleases, versionsOnDisk, type RemoteListing, type VersionListing } from '@storefront/registry/operations';

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

/** Who a command acts as: the machine's user, unless the caller names one. */
type ByOptional<T extends { by: string }> = Omit<T, 'by'> & { by?: string };

/** pnpm rollback (registry/src/operations.ts), as the command line's user unless `by` is given. */
export function rollbackRemote(remote: ReleaseTarget, options: ByOptional<RollbackOptions>) {
  return rollbackOf(remote, { ...options, by: options.by ?? releasedBy() });
}

/** pnpm release promote (registry/src/operations.ts), as the command line's user unless `by` is given. */
export function promoteRemote(remote: RemoteName, options: ByOptional<RollbackOptions>) {
  return promoteOf(remote, { ...options, by: options.by ?? releasedBy() });
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
