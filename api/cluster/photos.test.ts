/**
 * Photos on three instances (PostgreSQL, Redis, HAProxy; src/ops/cluster.ts): every instance has the same
 * PHOTO_DIR, so a picture made through one is served by all. Needs a build, PostgreSQL and Redis:
 *   CLUSTER_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test CLUSTER_REDIS_URL=redis://127.0.0.1:6379 pnpm --filter api test:cluster
 * Its database is <the address's database>_cluster_photos, made anew; CLUSTER_PORT (default 8950) moves its
 * block of ports.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/account-fixtures';
import { startCluster, type Cluster } from '../src/ops/cluster';

let cluster: Cluster;

beforeAll(async () => {
  const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL;
  const named = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.CLUSTER_REDIS_URL ?? process.env.REDIS_URL,
    database: `${named && named !== 'postgres' ? named : 'storefront'}_cluster_photos`,
    fresh: true,
    varnish: false,
    port: Number(process.env.CLUSTER_PORT ?? 8950),
    checkIntervalMs: 500,
    log: (line) => console.log(line),
  });
});
afterAll(async () => {
  await cluster?.stop();
});

async function newShopper(base: string) {
  const username = `p${randomBytes(5).toString('hex')}`;
  const password = 'Cluster_pass1';
  const created = await fetch(`${base}/api/dev/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.test`, password }),
  });
  expect(created.status).toBe(200);
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: username, password }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

describe('photos on three instances', () => {
  it('every instance is started with the same photo folder', () => {
    expect(cluster.env.PHOTO_DIR).toBe(cluster.photoDir);
    expect(new Set(cluster.instances.map((i) => i.dataDir)).size).toBe(3);
  });

  it('a review picture uploaded through one instance is served, at every width, by the others', async () => {
    const token = await newShopper(cluster.instances[1].url);
    // A picture no earlier run made (names are content).
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } } })
      .jpeg()
      .toBuffer();
    const form = multipart(picture);
    const upload = await fetch(`${cluster.instances[1].url}/api/review/picture`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const url = ((await upload.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.900x600\.jpg$/);
    expect(existsSync(path.join(cluster.photoDir, path.basename(url)))).toBe(true);

    const base = url.replace(/\.jpg$/, '');
    for (const [file, type] of [
      [url, 'image/jpeg'],
      [`${base}.800.avif`, 'image/avif'],
      [`${base}.160.webp`, 'image/webp'],
    ] as const) {
      const bodies: Buffer[] = [];
      for (const i of [0, 2]) {
        const response = await fetch(cluster.instances[i].url + file);
        expect(response.status, `${file} from instance ${i + 1}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        bodies.push(Buffer.from(await response.arrayBuffer()));
      }
      expect(bodies[0].equals(bodies[1])).toBe(true);
    }
    // And through the balancer, whichever instance answers.
    expect((await fetch(cluster.url + `${base}.480.webp`)).status).toBe(200);
  });
});
