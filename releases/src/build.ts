import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_PATTERN, type ReleaseTarget } from '@storefront/registry/document';
import { REPO_ROOT, workspaceDir } from './workspace';

/** Default build id: UTC time of the build plus a little randomness, e.g. 20250314-101502-3fa9. */
export function newBuildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

export function validBuildId(id: string): boolean {
  return VERSION_PATTERN.test(id) && id.length <= 64;
}

export interface BuildOptions {
  remote: ReleaseTarget;
  buildId: string;
  /** Release version (package version + build id), recorded in the manifest as the build version. */
  version: string;
  label?: string;
  outDir: string;
  repoRoot?: string;
}

/**
 * Builds one remote (or the shell) with its own rspack, in its own folder, straight into outDir (a staging folder of the
 * releases): the remote's dist/ and the other remotes are not touched.
 */
export async function buildRemote(options: BuildOptions): Promise<void> {
  const root = options.repoRoot ?? REPO_ROOT;
  const dir = path.join(root, workspaceDir(options.remote));
  const bins = path.join(dir, 'node_modules', '.bin');
  const bin = path.join(bins, process.platform === 'win32' ? 'rspack.cmd' : 'rspack');
  if (!(await stat(bin).catch(() => null))) throw new Error(`${bin} not found: run pnpm install first`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The app's own rspack, found first on the path by the build script.
    PATH: `${bins}${path.delimiter}${process.env.PATH ?? ''}`,
    NODE_ENV: 'production',
    BUILD_ID: options.buildId,
    BUILD_LABEL: options.label ?? '',
    // Module Federation's build version: keeps two releases of a remote apart in the page's runtime.
    MF_BUILD_VERSION: options.version,
    // The browser build goes to outDir, the server build of the same release to outDir/server.
    BUILD_OUT_DIR: options.outDir,
  };
  await new Promise<void>((resolve, reject) => {
    // The apps' own build script (`pnpm build` runs it too): it runs rspack once more when rspack dies by a
    // signal while exiting, as it has been seen to on a busy machine. Build output goes to stderr so stdout
    // stays the release summary.
    const script = path.join(root, 'scripts', 'rspack-build.mjs');
    const child = spawn(process.execPath, [script], { cwd: dir, env, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`rspack build of ${workspaceDir(options.remote)} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
