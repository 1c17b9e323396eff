import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { RegistryDb } from '@storefront/registry/tables';
import { REPO_ROOT } from './workspace';

/** The server's migrations: they create the registry's tables. Run by path; the tooling imports nothing of the API. */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'api', 'drizzle');

/**
 * The advisory lock the server takes to migrate (api/src/db/client.ts, PREPARE_LOCK_KEY), so a command and
 * a starting instance never run the migrations at the same time.
 */
export const MIGRATE_LOCK_KEY = 724_190_001;

export interface RegistryDatabase {
  db: RegistryDb;
  close(): Promise<void>;
}

/** Opens the shop's PostgreSQL for a command and brings its tables up to date (a fresh database has none yet). */
export async function openRegistryDatabase(url: string): Promise<RegistryDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle client losing its connection must not crash the command.
  pool.on('error', () => {});
  const db = drizzle({ client: pool });
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK_KEY]);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK_KEY]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}
