import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** api/ and the repository root, independent of the working directory. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** Root of everything the service writes: db/, db.lock, releases/. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite in dataDir/db is used. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Built shell served in all-in-one mode (only when its index.html exists). */
  shellDist: string | null;
  releasesDir: string;
  /** Fastify's trustProxy: true, or a comma-separated list of proxy addresses; false reads the socket address. */
  trustProxy: boolean | string;
}

export function isProduction(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'production';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'var', 'data'));
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    nodeEnv: env.NODE_ENV || 'development',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Storefront <no-reply@storefront.local>',
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    releasesDir: path.join(dataDir, 'releases'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** Behind a reverse proxy the per-IP limits must key on the client's address, not the proxy's. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
