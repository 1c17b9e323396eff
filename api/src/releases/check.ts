import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import type { RemoteName } from '@storefront/shared/routes';

/** Libraries a remote must take from the shell: a second copy would split the page's React, router, store or i18n. */
export const SHELL_LIBRARIES = ['react', 'react-dom', 'react-router', 'effector', 'effector-react', 'i18next', 'react-i18next', 'axios'] as const;
/** Subpaths of the workspace package; the shell only loads the ones it uses, a remote may bring the rest. */
export const SHARED_PACKAGE = '@storefront/shared';

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The part of Module Federation's mf-manifest.json a release is checked against. */
interface FederationManifest {
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; version?: string; requiredVersion?: string | false; assets?: ManifestAssets }[];
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

/** Package name -> version the shell build provides to the page. */
export type ShellShared = Map<string, string>;

export interface BuildCheck {
  ok: boolean;
  problems: string[];
  warnings: string[];
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** What the shell's build shares (its mf-manifest.json); null when the shell is not built there. */
export async function readShellShared(shellDist: string): Promise<ShellShared | null> {
  const manifest = await readJson<FederationManifest>(path.join(shellDist, 'mf-manifest.json'));
  if (!manifest?.shared) return null;
  return new Map(manifest.shared.filter((s) => s.version).map((s) => [s.name, s.version!]));
}

function assetsOf(assets: ManifestAssets | undefined): string[] {
  return [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];
}

function isFile(p: string) {
  return stat(p).then(
    (s) => s.isFile(),
    () => false,
  );
}

function mustComeFromShell(name: string): boolean {
  return SHELL_LIBRARIES.some((lib) => name === lib || name.startsWith(`${lib}/`));
}

/**
 * Checks a remote's build before it may become current: the manifest exists and is the remote's, every
 * file it names is there, and every shared library the shell must provide is provided in a version the
 * remote accepts.
 */
export async function checkBuild(remote: RemoteName, buildDir: string, shell: ShellShared): Promise<BuildCheck> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const manifest = await readJson<FederationManifest>(path.join(buildDir, 'mf-manifest.json'));
  if (!manifest) return { ok: false, problems: ['mf-manifest.json is missing or is not JSON'], warnings };
  if (!manifest.metaData || !manifest.shared || !manifest.exposes) {
    return { ok: false, problems: ['mf-manifest.json is not a federation manifest (metaData, shared or exposes missing)'], warnings };
  }
  const name = manifest.metaData.name ?? manifest.name;
  if (name !== remote) problems.push(`the build is remote "${name}", not "${remote}"`);

  const files = new Set<string>();
  const entry = manifest.metaData.remoteEntry;
  if (entry?.name) files.add(path.posix.join(entry.path ?? '', entry.name));
  else problems.push('mf-manifest.json names no remote entry');
  for (const item of [...manifest.exposes, ...manifest.shared]) for (const file of assetsOf(item.assets)) files.add(file);
  for (const file of [...files].sort()) {
    const full = path.resolve(buildDir, file);
    if (!full.startsWith(path.resolve(buildDir) + path.sep)) problems.push(`asset ${file} points outside the build`);
    else if (!(await isFile(full))) problems.push(`asset ${file} named by mf-manifest.json is missing`);
  }

  for (const shared of manifest.shared) {
    const isShared = shared.name === SHARED_PACKAGE || shared.name.startsWith(`${SHARED_PACKAGE}/`);
    if (!isShared && !mustComeFromShell(shared.name)) continue;
    const provided = shell.get(shared.name);
    const range = shared.requiredVersion || null;
    if (!provided) {
      if (isShared) warnings.push(`the shell does not load ${shared.name}: the remote uses its own copy`);
      else problems.push(`${shared.name}: the remote needs it from the shell (${range ?? 'any version'}) and the shell provides none`);
      continue;
    }
    if (range && !semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push(`${shared.name}: the remote requires ${range}, the shell provides ${provided}`);
    }
  }
  return { ok: problems.length === 0, problems, warnings };
}
