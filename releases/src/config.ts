import path from 'node:path';
import { REPO_ROOT } from './workspace';

/** What the release commands read from the environment: the same variables, and defaults, as the server's. */
export interface ToolConfig {
  /** RELEASES_DIR, else DATA_DIR/releases (DATA_DIR defaults to var/data). */
  releasesDir: string;
  /** DATABASE_URL: the registry every instance serves lives in that database. */
  databaseUrl: string | null;
  /** The built shell, checked against when no shell release is current. */
  shellDist: string;
}

// An empty variable is an unset one (a compose file or a shell often passes NAME= for "none").
const given = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export function toolConfig(env: NodeJS.ProcessEnv = process.env): ToolConfig {
  const dataDir = path.resolve(given(env.DATA_DIR) ?? path.join(REPO_ROOT, 'var', 'data'));
  const databaseUrl = given(env.DATABASE_URL);
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    // The value is not echoed: an address may hold a password.
    throw new Error('Configuration refused:\n- DATABASE_URL must be an address such as postgres://user@127.0.0.1:5432/shop');
  }
  return {
    releasesDir: path.resolve(given(env.RELEASES_DIR) ?? path.join(dataDir, 'releases')),
    databaseUrl,
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
  };
}

function isPostgresUrl(value: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
