import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { releaseDir, setCurrent, type ReleaseTarget } from '@storefront/registry/document';
import type { RegistryStore } from '@storefront/registry/store';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { API_ROOT, loadConfig, MIGRATIONS_DIR, type Config } from '../src/config';
import { openPglite, openPostgres, prepareDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { hashPassword } from '../src/lib/password';
import { createSession } from '../src/lib/sessions';
import { seedDemoShop } from './demo-shop';

/**
 * A fresh database for one test file. PGlite: an in-memory copy of the run's template. PostgreSQL
 * (DATABASE_URL): a new schema, migrated, seeded with the demo shop's command, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    if (!template) throw new Error('PGlite template missing: run tests through vitest (test/global-setup.ts)');
    return openPglite({ loadDataDir: new Blob([await readFile(template)]) });
  }

  const schemaName = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres({ url, max: 1 });
  await admin.db.execute(`create schema "${schemaName}"`);
  await admin.close();

  const database = await openPostgres({ url, searchPath: schemaName, max: 4 });
  // drizzle-kit qualifies types and foreign keys with "public"; point them at this file's schema.
  const migrations = await mkdtemp(path.join(os.tmpdir(), 'sf-migrations-'));
  try {
    await cp(MIGRATIONS_DIR, migrations, { recursive: true });
    for (const name of await readdir(migrations)) {
      if (!name.endsWith('.sql')) continue;
      const file = path.join(migrations, name);
      await writeFile(file, (await readFile(file, 'utf8')).replaceAll('"public".', `"${schemaName}".`));
    }
    await prepareDatabase(database, { migrationsFolder: migrations, migrationsSchema: schemaName });
    const inSchema = new URL(url);
    inSchema.searchParams.set('options', `-c search_path=${schemaName}`);
    await seedDemoShop({ ...process.env, DATABASE_URL: inSchema.toString() }, ['--no-migrations']);
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }

  const close = database.close;
  return {
    ...database,
    async close() {
      try {
        await database.db.execute(`drop schema "${schemaName}" cascade`);
        // The mail worker's queue of this schema (routes/mail/worker.ts).
        await database.db.execute(`drop schema if exists "${schemaName}_graphile_worker" cascade`);
      } finally {
        await close();
      }
    },
  };
}

export interface TestAppOptions {
  /** Config overrides; dataDir defaults to a temporary folder removed on close, shellDist to none. */
  config?: Partial<Config>;
  /** Extra routes or plugins registered before ready. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** The server's log (off by default). */
  logger?: BuildAppOptions['logger'];
  /**
   * A photo folder of this app's own (PHOTO_DIR while it is built), for tests that delete photos: the
   * shared one is every test file's, and another file may be serving the same bytes.
   */
  photoDir?: string;
}

/** A ready app on a fresh database; `await app.close()` in afterAll releases everything. */
/** A production configuration that starts: the secrets production requires, and the sandbox chosen on purpose. */
export function productionConfig(): Partial<Config> {
  return {
    nodeEnv: 'production',
    paymentProvider: 'sandbox',
    paymentSandboxInProduction: true,
    paymentSecret: randomBytes(24).toString('hex'),
    beaconSecret: randomBytes(24).toString('hex'),
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = options.config?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'sf-api-test-')));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    releasesDir: path.join(dataDir, 'releases'),
    shellDist: null,
    smtpUrl: null,
    databaseUrl: process.env.DATABASE_URL ?? null,
    // Tests ask from one address far faster than a shopper; the per-client limit has its own tests.
    rateLimit: { pagesPerMinute: 1_000_000, apiPerMinute: 1_000_000 },
    ...options.config,
  };
  const ownDataDir = !options.config?.dataDir;
  const removeDataDir = () => (ownDataDir ? rm(dataDir, { recursive: true, force: true, maxRetries: 5 }) : Promise.resolve());
  const database = await createTestDatabase();
  const sharedPhotoDir = process.env.PHOTO_DIR;
  if (options.photoDir) process.env.PHOTO_DIR = options.photoDir;
  try {
    return await buildApp({
      config,
      database,
      logger: options.logger,
      extend: async (scope) => {
        scope.addHook('onClose', removeDataDir);
        await options.extend?.(scope);
      },
    });
  } catch (error) {
    await database.close().catch(() => {});
    await removeDataDir();
    throw error;
  } finally {
    // The app took its folder when its plugins registered; the next file gets the shared one again.
    if (sharedPhotoDir === undefined) delete process.env.PHOTO_DIR;
    else process.env.PHOTO_DIR = sharedPhotoDir;
  }
}

let userCounter = 0;

export type TestUser = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** Inserts a user (password "secret_123" unless given) with a live session. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<{ user: TestUser; token: string; password: string }> {
  const { password = 'secret_123', ...fields } = overrides;
  const username = fields.username ?? `user${++userCounter}${randomBytes(3).toString('hex')}`;
  const [row] = await app.db
    .insert(users)
    .values({ username, email: `${username}@example.test`.toLowerCase(), passwordHash: await hashPassword(password), ...fields })
    .returning();
  const { passwordHash: _omit, ...user } = row;
  const { token } = await createSession(app.db, user.id);
  return { user, token, password };
}

/** Starts the real server (src/server.ts) with `env` and waits for it to exit: its exit code (null if it kept running 30 s) and stderr. */
/** How long serverExit waits for a refusal; tests that call it take SERVER_EXIT_TEST_MS. */
export const SERVER_EXIT_WAIT_MS = 100_000;
export const SERVER_EXIT_TEST_MS = SERVER_EXIT_WAIT_MS + 20_000;

export async function serverExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => {
    // A server that starts instead of refusing: stop it. Loading the server's code takes a while on a busy machine.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, SERVER_EXIT_WAIT_MS);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, stderr };
}

/**
 * Puts a build folder in releases/<remote>/<version>/ and makes it current, as a release leaves it (the
 * release tooling, with its checks, lives in the releases package; the server only reads what it wrote).
 */
export async function placeRelease(remote: ReleaseTarget, dist: string, options: { registry: RegistryStore; version: string }): Promise<string> {
  const { registry, version } = options;
  await cp(dist, releaseDir(registry.releasesDir, remote, version), { recursive: true });
  await registry.update((document) => setCurrent(document, remote, version, 'test', new Date()));
  return version;
}

/** A catalogue build of nothing but its manifest, made in `dir` and released as `version`: enough for the registry. */
export async function placeCatalogStub(registry: RegistryStore, dir: string, version: string): Promise<string> {
  const dist = await mkdtemp(path.join(dir, 'dist-'));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ version }));
  return placeRelease('catalog', dist, { registry, version });
}

/** Whether a Redis server answers at `url` (tests that need one are skipped without it). */
export async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return up;
}
