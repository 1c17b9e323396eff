import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setCurrent } from '@storefront/registry/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, JPG_BYTES, multipart } from '../../test/account-fixtures';
import { createTestApp, createUser, redisReachable } from '../../test/helpers';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';

const url = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Polls until `read` gives what `ok` accepts, for at most `ms`; answers the last value. */
async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

// Several instances need a database server: PGlite belongs to one process.
describe.skipIf(!url)('three instances on one PostgreSQL (skipped without DATABASE_URL)', () => {
  let first: FastifyInstance;
  const instances: FastifyInstance[] = [];
  const folders: string[] = [];
  let redisUp = false;

  beforeAll(async () => {
    redisUp = await redisReachable(REDIS_URL);
    first = await createTestApp({ config: { redisUrl: redisUp ? REDIS_URL : null } });
    const [{ schema }] = ((await first.db.execute(sql`select current_schema() as schema`)) as unknown as { rows: { schema: string }[] }).rows;
    instances.push(first);
    // Two more, each with its own data folder and releases folder, as on other machines.
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-instance-'));
      folders.push(dataDir);
      instances.push(
        await buildApp({
          config: { ...first.config, dataDir, releasesDir: path.join(dataDir, 'releases') },
          database: await openPostgres({ url: url!, searchPath: schema, max: 4 }),
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of instances.slice(1).reverse()) await app.close();
    await first?.close();
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  it('a release made once is what every instance serves, whatever registry file lies in its own folder', async () => {
    // A stale file in the third instance's folder must not count: the database holds the registry.
    await mkdir(instances[2].config.releasesDir, { recursive: true });
    await writeFile(
      path.join(instances[2].config.releasesDir, 'registry.json'),
      JSON.stringify({ remotes: { catalog: { current: 'stale-file', history: [] } } }),
    );
    for (const version of ['1.0.0-a', '1.0.0-b']) {
      await instances[1].registry.update((r) => setCurrent(r, 'catalog', version, 'test', new Date()));
    }
    for (const app of instances) {
      const doc = await within(
        1000,
        async () => (await app.inject({ url: '/remotes.json' })).json(),
        (d) => d.remotes.catalog?.version === '1.0.0-b',
      );
      expect(doc.remotes.catalog).toMatchObject({ version: '1.0.0-b', previous: '1.0.0-a' });
    }
    const health = (await instances[2].inject({ url: '/api/health' })).json().data;
    expect(health.versions.catalog).toBe('1.0.0-b');
  });

  it("concurrent operators on different instances lose none of each other's changes", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 3].registry.update((r) => setCurrent(r, 'content', `2.0.0-${i}`, 'test', new Date()))),
    );
    const doc = (await instances[0].inject({ url: '/remotes.json' })).json();
    expect(doc.remotes.content.version).toMatch(/^2\.0\.0-\d+$/);
    const [{ n }] = (
      (await first.db.execute(sql`select jsonb_array_length(document->'remotes'->'content'->'history') as n from release_registry`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(Number(n)).toBe(20);
  });

  it('an instance reads its own writes at once: 30 switches in a row, each read straight after its write', async () => {
    const seen: boolean[] = [];
    for (let i = 0; i < 30; i++) {
      const isEdit = i % 2 === 0;
      await first.inject({ method: 'PUT', url: '/api/dev/settings', payload: { isEdit } });
      seen.push((await first.inject({ url: '/api/settings' })).json().data.isEdit === isEdit);
    }
    expect(seen.filter((ok) => !ok)).toHaveLength(0);
  });

  it('a price change through one instance shows on the others within a second', async () => {
    const list = (await instances[0].inject({ url: '/api/catalog/products?sort=sales' })).json().data.list;
    const id: number = list[3].id;
    const detailOn = (app: FastifyInstance) => app.inject({ url: `/api/catalog/products/${id}`, headers: { 'accept-language': 'en' } });
    const sku = (await detailOn(instances[1])).json().data.skus[0];
    // Every instance holds a copy first.
    for (const app of instances) {
      await detailOn(app);
      expect((await detailOn(app)).headers['x-cache']).toBe('hit');
    }
    const newPrice = sku.price + 777;
    const changedAt = Date.now();
    expect(
      (await instances[0].inject({ method: 'POST', url: '/api/dev/operator', payload: { args: ['price', String(sku.id), String(newPrice)] } })).json().data
        .code,
    ).toBe(0);
    for (const app of instances.slice(1)) {
      const seen = await within(
        1000,
        () => detailOn(app),
        (r) => r.json().data.skus[0].price === newPrice,
      );
      expect(seen.json().data.skus[0].price).toBe(newPrice);
    }
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it('an avatar uploaded through one instance is served by the others, with the same caching', async () => {
    const { token } = await createUser(first);
    const form = multipart(JPG_BYTES);
    const upload = await instances[1].inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    const avatar: string = upload.json().data.avatar;
    expect(avatar).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.8x8\.jpg$/);
    const bodies = [];
    for (const app of [instances[0], instances[2]]) {
      const res = await app.inject({ url: avatar });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: avatar, headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
      bodies.push(res.rawPayload);
    }
    expect(bodies[0].equals(bodies[1])).toBe(true);
    expect(bodies[0].subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await instances[2].inject({ url: '/media/photos/0000000000000000.8x8.jpg' })).statusCode).toBe(404);
  });

  it('5 wrong logins spread over 3 instances lock the account as on one, counted exactly under 21 concurrent tries', async (context) => {
    if (!redisUp) context.skip();
    const { user, password } = await createUser(first);
    const tries = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        instances[i % 3].inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: `10.9.${i}.1`,
          payload: { account: user.username, password: 'Wrong_pass1' },
        }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(16);
    // The right password is refused on every instance while the account is locked.
    for (const app of instances) {
      expect(
        (await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.9.99.1', payload: { account: user.username, password } })).statusCode,
      ).toBe(429);
    }
    // The counters are Redis's, not the table's.
    const [{ n }] = (
      (await first.db.execute(sql`select count(*)::int as n from auth_throttle where key like 'login:account:%'`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(n)).toBe(0);
  });
});
