import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCurrent } from './document';
import { postgresRegistryStore } from './postgres-store';

// The shop's migrations (api/drizzle, 0006) create this table; the same definition as tables.ts.
const CREATE_TABLE = sql.raw(`CREATE TABLE "release_registry" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "document" jsonb NOT NULL,
  "revision" integer DEFAULT 0 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "release_registry_single_row" CHECK ("release_registry"."id" = 1)
)`);

let client: PGlite;
let db: ReturnType<typeof drizzle>;
let tmp: string;
let releasesDir: string;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  db = drizzle({ client });
  await db.execute(CREATE_TABLE);
});
afterAll(() => client.close());
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-registry-pg-'));
  releasesDir = path.join(tmp, 'releases');
  await db.execute(sql`delete from release_registry`);
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

/** Another instance's change: the row moves without this store knowing. */
const changeElsewhere = (version: string) =>
  db.execute(
    sql`update release_registry set document = jsonb_set(document, '{remotes,catalog,current}', ${JSON.stringify(version)}::jsonb), revision = revision + 1`,
  );

describe('registry in PostgreSQL', () => {
  it("starts from the folder's registry.json, then keeps to the database row", async () => {
    await mkdir(releasesDir, { recursive: true });
    await writeFile(path.join(releasesDir, 'registry.json'), JSON.stringify({ remotes: { catalog: { current: 'from-file', history: [] } } }));
    const store = postgresRegistryStore({ releasesDir, db });
    expect((await store.read()).remotes.catalog?.current).toBe('from-file');
    expect(await store.stamp()).toBe('db:0');

    await store.update((r) => setCurrent(r, 'catalog', '1.0.0-b', 'test', new Date(0)));
    await writeFile(path.join(releasesDir, 'registry.json'), JSON.stringify({ remotes: { catalog: { current: 'stale-file', history: [] } } }));
    const record = (await store.read()).remotes.catalog!;
    expect(record.current).toBe('1.0.0-b');
    expect(record.history.map((h) => [h.version, h.replaced])).toEqual([['1.0.0-b', 'from-file']]);
    expect(await store.stamp()).toBe('db:1');
  });

  it('loses no change when operators update it at once, and a change that throws changes nothing', async () => {
    const stores = [postgresRegistryStore({ releasesDir, db }), postgresRegistryStore({ releasesDir, db })];
    await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % 2].update((r) => setCurrent(r, 'content', `v${i}`, 'test', new Date()))));
    const history = (await stores[0].read()).remotes.content!.history;
    expect(history.map((h) => h.version).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `v${i}`).sort());

    await expect(
      stores[1].update((r) => {
        setCurrent(r, 'content', 'never', 'test', new Date());
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await stores[0].read()).remotes.content!.history).toHaveLength(10);
  });

  it('keeps its copy only while change notices arrive, and drops it on a notice', async () => {
    let live = true;
    const store = postgresRegistryStore({ releasesDir, db, live: () => live });
    await store.update((r) => setCurrent(r, 'catalog', '1.0.0-a', 'test', new Date()));
    expect((await store.read()).remotes.catalog?.current).toBe('1.0.0-a');

    await changeElsewhere('1.0.0-b');
    expect((await store.read()).remotes.catalog?.current).toBe('1.0.0-a');
    store.changed();
    expect((await store.read()).remotes.catalog?.current).toBe('1.0.0-b');

    // Without notices every read goes to the database.
    live = false;
    await changeElsewhere('1.0.0-c');
    expect((await store.read()).remotes.catalog?.current).toBe('1.0.0-c');
  });
});
