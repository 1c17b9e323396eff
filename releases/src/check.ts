import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { pagesOf, type RemoteName } from '@storefront/shared/routes';

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

/** Package name -> version the shell build provides to the page; `kept`: the exports its tree-shaken copies keep. */
export type ShellShared = Map<string, string> & { kept?: Map<string, string[]> };

/** Module Federation's mf-stats.json: which exports a build keeps of each tree-shaken shared library. */
interface FederationStats {
  shared?: { name: string; usedExports?: string[]; fallback?: string }[];
}

/** Library -> exports kept, for the shared libraries a build tree-shakes (mf-stats.json). */
async function readKeptExports(buildDir: string): Promise<Map<string, string[]>> {
  const stats = await readJson<FederationStats>(path.join(buildDir, 'mf-stats.json'));
  return new Map((stats?.shared ?? []).filter((s) => s.usedExports?.length).map((s) => [s.name, s.usedExports!]));
}

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
  const shared: ShellShared = new Map(manifest.shared.filter((s) => s.version).map((s) => [s.name, s.version!]));
  shared.kept = await readKeptExports(shellDist);
  return shared;
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

/** Files a manifest names that are not in the build (or point outside it). */
async function missingFiles(buildDir: string, manifest: FederationManifest, label: string): Promise<string[]> {
  const problems: string[] = [];
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.add(path.posix.join(entry.path ?? '', entry.name));
  else problems.push(`${label}mf-manifest.json names no remote entry`);
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) for (const file of assetsOf(item.assets)) files.add(file);
  for (const file of [...files].sort()) {
    const full = path.resolve(buildDir, file);
    if (!full.startsWith(path.resolve(buildDir) + path.sep)) problems.push(`asset ${label}${file} points outside the build`);
    else if (!(await isFile(full))) problems.push(`asset ${label}${file} named by ${label}mf-manifest.json is missing`);
  }
  return problems;
}

/**
 * The server build in server/ (what the store's server renders pages with): the same remote, exposing
 * the same pages, every file there. A build without one is served, its pages rendered by the browser.
 */
async function checkServerBuild(remote: RemoteName, buildDir: string, web: FederationManifest, warnings: string[]): Promise<string[]> {
  const dir = path.join(buildDir, 'server');
  const manifest = await readJson<FederationManifest>(path.join(dir, 'mf-manifest.json'));
  if (!manifest) {
    warnings.push('no server build (server/mf-manifest.json): its pages are rendered in the browser only');
    return [];
  }
  const problems: string[] = [];
  const name = manifest.metaData?.name ?? manifest.name;
  if (name !== remote) problems.push(`the server build is remote "${name}", not "${remote}"`);
  const exposed = (m: FederationManifest) =>
    (m.exposes ?? [])
      .map((e) => e.path ?? e.name)
      .sort()
      .join(', ');
  if (exposed(manifest) !== exposed(web)) problems.push(`the server build exposes ${exposed(manifest) || 'nothing'}, the browser build ${exposed(web)}`);
  problems.push(...(await missingFiles(dir, manifest, 'server/')));
  return problems;
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

  const exposes = new Set(manifest.exposes.map((e) => (e.path ?? e.name ?? '').replace(/^\.\//, '')));
  const missingPages = pagesOf(remote).filter((page) => !exposes.has(`pages/${page}`));
  if (missingPages.length) problems.push(`the route table routes to pages the build does not expose: ${missingPages.map((p) => `./pages/${p}`).join(', ')}`);
  problems.push(...(await missingFiles(buildDir, manifest, '')));
  problems.push(...(await checkServerBuild(remote, buildDir, manifest, warnings)));
  const shared = sharedProblems(manifest.shared, shell, warnings);
  const newer = newerSharedPackage(manifest.shared, shell);
  if (newer) {
    problems.push(
      `${remote} was built against ${SHARED_PACKAGE} ${newer.built}, the current shell provides ${newer.provided}: ` +
        `release the shell first (pnpm release shell ${remote} releases the shell, then ${remote})`,
    );
  }
  if (shell.kept?.size) {
    // The shell's copy of a tree-shaken library has only the exports it kept; the remote uses that copy.
    const remoteKept = await readKeptExports(buildDir);
    for (const [lib, shellExports] of shell.kept) {
      if (!manifest.shared.some((s) => s.name === lib)) continue;
      const wanted = remoteKept.get(lib);
      if (!wanted) warnings.push(`${lib}: the shell keeps only some of its exports and the build does not say which it uses`);
      else {
        const missing = wanted.filter((e) => !shellExports.includes(e));
        if (missing.length) problems.push(`${lib}: the remote uses ${missing.join(', ')}, which the shell's copy does not keep`);
      }
    }
  }
  problems.push(...shared);
  return { ok: problems.length === 0, problems, warnings };
}

type SharedEntry = NonNullable<FederationManifest['shared']>[number];

function isSharedPackage(name: string) {
  return name === SHARED_PACKAGE || name.startsWith(`${SHARED_PACKAGE}/`);
}

/** What a remote takes from the shell and the shell does not provide in a version the remote accepts. */
function sharedProblems(entries: SharedEntry[], shell: ShellShared, warnings: string[]): string[] {
  const problems: string[] = [];
  for (const shared of entries) {
    const isShared = isSharedPackage(shared.name);
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
  return problems;
}

/** The remote's own @storefront/shared version when it is newer than the one the shell provides. */
function newerSharedPackage(entries: SharedEntry[], shell: ShellShared): { built: string; provided: string } | null {
  for (const shared of entries) {
    if (!isSharedPackage(shared.name) || !shared.version) continue;
    const provided = shell.get(shared.name);
    if (provided && semver.valid(shared.version) && semver.valid(provided) && semver.gt(shared.version, provided)) return { built: shared.version, provided };
  }
  return null;
}

/** A remote version shoppers may be served (current or canary) and its federation manifest. */
export interface RemoteInUse {
  remote: RemoteName;
  version: string;
  manifest: { shared?: SharedEntry[] };
}

/**
 * Checks a shell build before it may become current, the reverse of checkBuild: the page, the server
 * render entry and the federation manifest are there, and every library the remotes in use take from the
 * shell is provided in a version they accept. Problems name the remote, version and library.
 */
export async function checkShellBuild(buildDir: string, inUse: RemoteInUse[]): Promise<BuildCheck> {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (!(await isFile(path.join(buildDir, 'index.html')))) problems.push('index.html is missing');
  if (!(await isFile(path.join(buildDir, 'server', 'render.cjs'))))
    warnings.push('no server build (server/render.cjs): pages are rendered in the browser only');
  const shell = await readShellShared(buildDir);
  if (!shell) return { ok: false, problems: [...problems, 'mf-manifest.json is missing or shares nothing'], warnings };
  for (const { remote, version, manifest } of inUse) {
    const ignored: string[] = [];
    for (const problem of sharedProblems(manifest.shared ?? [], shell, ignored)) problems.push(`${remote} ${version}: ${problem}`);
  }
  return { ok: problems.length === 0, problems, warnings };
}
