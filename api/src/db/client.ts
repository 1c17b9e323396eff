import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config';
import { tracePglite } from '../lib/tracing';
import { referenceSeeders, runSeeders, type Seeder } from './reference';
import { acquireDataLock, DatabaseLockedError, type DataLockOptions } from './data-lock';
import { schema, type Db } from './index';

export { DatabaseLockedError };
export type { Db, Seeder };

export type Driver = 'pglite' | 'pg';

/**
 * Least trigram similarity for search to count a query word as a typo of a whole word of a product
 * ("lether" for "leather" is 0.5, "jaket" for "jacket" 0.44); pg_trgm's operator reads it per connection,
 * so every connection sets it.
 */
export const SEARCH_WORD_SIMILARITY = 0.4;

export interface MigrateOptions {
  migrationsFolder?: string;
  /** Schema of drizzle's migrations table (default "drizzle"). */
  migrationsSchema?: string;
}

export interface Database {
  db: Db;
  driver: Driver;
  migrate(options?: MigrateOptions): Promise<void>;
  close(): Promise<void>;
  /** The underlying client, for tests and tooling (PGlite dumpDataDir, pg Pool). */
  client: PGlite | pg.Pool;
}

export interface PgliteOptions {
  /** Folder of the database; omitted = in memory. */
  dir?: string;
  /** A dumpDataDir() tarball to start from (in-memory copies of a prepared template). */
  loadDataDir?: Blob;
  /** Heartbeat and staleness of the folder's lock (tests shorten them). */
  lock?: DataLockOptions;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  let release: (() => Promise<void>) | null = null;
  if (options.dir) {
    await mkdir(options.dir, { recursive: true });
    release = await acquireDataLock(options.dir, options.lock);
  }
  try {
    // Search's extensions (migration search-upkeep) must be loaded before a database that uses them opens.
    const client = tracePglite(new PGlite({ dataDir: options.dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, unaccent } }));
    await client.waitReady;
    await client.exec(`set pg_trgm.strict_word_similarity_threshold = ${SEARCH_WORD_SIMILARITY}`);
    const db = drizzlePglite({ client, schema });
    return {
      db,
      driver: 'pglite',
      client,
      migrate: (m = {}) => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR, ...m }),
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          await release?.();
        }
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

export interface PostgresOptions {
  url: string;
  /** Puts every unqualified name (tables, types) in this schema; used for per-file test isolation. */
  searchPath?: string;
  max?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    options: [`-c pg_trgm.strict_word_similarity_threshold=${SEARCH_WORD_SIMILARITY}`, options.searchPath ? `-c search_path=${options.searchPath}` : '']
      .join(' ')
      .trim(),
  });
  // A client losing its connection (a restart, a failover, a terminated backend) must not crash the process:
  // the pool hears of idle clients; a client checked out between two queries of a transaction tells only its
  // own listeners, and its next query fails instead.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  await db.execute(sql`select 1`);
  return {
    db,
    driver: 'pg',
    client: pool,
    migrate: (m = {}) => migratePg(db, { migrationsFolder: MIGRATIONS_DIR, ...m }),
    close: () => pool.end(),
  };
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ url: options.databaseUrl });
  return openPglite({ dir: `${options.dataDir}/db` });
}

/** Refreshes planner statistics of the tables in the current schema; PGlite has no autovacuum to do it. */
export async function analyze(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
        EXECUTE format('ANALYZE %I', r.tablename);
      END LOOP;
    END $$`),
  );
}

// Arbitrary constant shared by every instance so only one migrates and seeds at a time.
const PREPARE_LOCK_KEY = 724_190_001;

export interface PrepareOptions extends MigrateOptions {
  log?: (line: string) => void;
  /** Run after the reference data every shop needs, under the same lock (the demo shop's command passes its own). */
  seeders?: readonly Seeder[];
  /** false: the tables exist already (the caller migrated them); only seed and analyze. */
  migrate?: boolean;
}

/**
 * Migrations, reference data, any further seeders, then ANALYZE; what every start runs. Serialised across
 * instances on PostgreSQL.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions = {}) {
  const { log, seeders = [], migrate = true, ...migrateOptions } = options;
  const run = async () => {
    if (migrate) await database.migrate(migrateOptions);
    await runSeeders(database.db, log, [...referenceSeeders, ...seeders]);
    await analyze(database.db);
  };
  return underPrepareLock(database, run);
}

/** Only the migrations (a command that needs the tables, such as the releases command on PostgreSQL). */
export function migrateDatabase(database: Database, options: MigrateOptions = {}) {
  return underPrepareLock(database, () => database.migrate(options));
}

async function underPrepareLock(database: Database, run: () => Promise<void>) {
  if (database.driver !== 'pg') return run();
  const lockClient = await (database.client as pg.Pool).connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    await run();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
