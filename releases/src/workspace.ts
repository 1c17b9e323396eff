import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRemote, SHELL, type ReleaseTarget } from '@storefront/registry/document';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';

/** The repository root, whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Workspace folder of each remote; its build is <folder>/dist. */
export const REMOTE_DIRS: Record<RemoteName, string> = {
  catalog: 'mf-catalog',
  cartCheckout: 'mf-cart-checkout',
  account: 'mf-account',
  content: 'mf-content',
  backoffice: 'mf-backoffice',
};

/** Workspace folder of a remote or of the shell. */
export function workspaceDir(target: ReleaseTarget): string {
  return target === SHELL ? 'shell' : REMOTE_DIRS[target];
}

/** Accepts the Module Federation name (catalog) or the workspace folder (mf-catalog). */
export function remoteFromArg(value: string | undefined): RemoteName | null {
  if (!value) return null;
  if (isRemote(value)) return value;
  const byDir = REMOTES.find((r) => REMOTE_DIRS[r] === value.replace(/\/+$/, ''));
  return byDir ?? null;
}

/** Who the registry's history names for this command: RELEASE_BY, else the user running it. */
export function releasedBy(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return env.RELEASE_BY || os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
