import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, placeRelease, productionConfig } from '../../../test/helpers';

let app: FastifyInstance;
let tmp: string;
beforeAll(async () => {
  app = await createTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-health-'));
});
afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

it('GET /api/health reports the database and the current version of each remote', async () => {
  const before = (await app.inject({ url: '/api/health' })).json();
  expect(before).toEqual({
    status: 200,
    msg: 'success',
    data: {
      ok: true,
      versions: { catalog: null, cartCheckout: null, account: null, content: null, backoffice: null },
      failures: { catalog: [], cartCheckout: [], account: [], content: [], backoffice: [] },
      // No shell release yet and no canary running.
      shell: null,
      canaries: [],
      // No mail has kept failing.
      mail: { failed: 0 },
    },
  });

  const dist = path.join(tmp, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  const version = await placeRelease('account', dist, { registry: app.registry, version: '2.1.0-3fa9c1d2e4' });

  const after = (await app.inject({ url: '/api/health' })).json();
  expect(after.data.versions).toEqual({ catalog: null, cartCheckout: null, account: version, content: null, backoffice: null });
});

it('GET /api/health/live answers without the database; /api/health/ready names each dependency', async () => {
  const live = await app.inject({ url: '/api/health/live' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 200, msg: 'success', data: { ok: true } });

  const ready = await app.inject({ url: '/api/health/ready' });
  expect(ready.statusCode).toBe(200);
  // No REDIS_URL in tests: nothing to ping.
  expect(ready.json().data).toEqual({ ok: true, database: true, redis: null, registry: true });
});

describe('with the database gone', () => {
  let broken: FastifyInstance;
  beforeAll(async () => {
    broken = await createTestApp();
    await broken.database.close();
  });
  afterAll(() => broken.close().catch(() => {}));

  it('live still answers 200 (the balancer keeps the instance), ready answers 503 (rollouts wait)', async () => {
    expect((await broken.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await broken.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ ok: false, database: false, registry: true });
  });
});

describe('in production', () => {
  let prod: FastifyInstance;
  const token = 'a'.repeat(40);
  beforeAll(async () => {
    prod = await createTestApp({ config: { ...productionConfig(), metricsToken: token } });
    const dist = path.join(tmp, 'dist-prod');
    await mkdir(dist);
    await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
    await placeRelease('catalog', dist, { registry: prod.registry, version: '1.0.0-0a0a0a0a0a' });
    const report = { remote: 'catalog', version: '1.0.0-0a0a0a0a0a', error: 'secret stack at /srv/app/chunk.js', page: '/en/products' };
    expect((await prod.inject({ method: 'POST', url: '/api/beacon/remote-failure', payload: report })).json().data.counted).toBe(true);
  });
  afterAll(() => prod.close());

  it('the public sees counts without error texts; the operator with the token sees them', async () => {
    const publicView = (await prod.inject({ url: '/api/health' })).json().data.failures.catalog[0];
    expect(publicView).toMatchObject({ version: '1.0.0-0a0a0a0a0a', count: 1, clients: 1 });
    expect(publicView).not.toHaveProperty('lastError');
    const operatorView = (await prod.inject({ url: '/api/health', headers: { authorization: `Bearer ${token}` } })).json().data.failures.catalog[0];
    expect(operatorView.lastError).toBe('secret stack at /srv/app/chunk.js');
  });

  it('/metrics asks for the bearer token', async () => {
    const refused = await prod.inject({ url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(refused.body).not.toMatch(/http_request_duration_seconds/);
    const wrong = await prod.inject({ url: '/metrics', headers: { authorization: `Bearer ${'b'.repeat(40)}` } });
    expect(wrong.statusCode).toBe(401);
    const scraped = await prod.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(/^# HELP /m);
  });
});
