import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { publishBuild } from '../../releases/registry';
import { createThrottle } from './service';

let app: FastifyInstance;
let tmp: string;
let v1: string;
let v2: string;

beforeAll(async () => {
  app = await createTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-beacon-'));
  const dist = path.join(tmp, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'mf-manifest.json'), '{"v":1}');
  v1 = (await publishBuild('catalog', dist, { releasesDir: app.config.releasesDir, packageVersion: '1.0.0' })).version;
  await writeFile(path.join(dist, 'mf-manifest.json'), '{"v":2}');
  v2 = (await publishBuild('catalog', dist, { releasesDir: app.config.releasesDir, packageVersion: '1.0.0' })).version;
});
afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

const beacon = (payload: unknown, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/beacon/remote-failure', payload: payload as object, remoteAddress: ip });

describe('POST /api/beacon/remote-failure', () => {
  it('counts failed loads per remote and version, and the health endpoint lists them', async () => {
    const first = await beacon({ remote: 'catalog', version: v2, fallback: v1, error: 'ChunkLoadError: Loading chunk 403 failed', page: '/' });
    expect(first.json()).toEqual({ status: 200, msg: 'success', data: { counted: true } });
    await beacon({ remote: 'catalog', version: v2, fallback: v1, error: 'ChunkLoadError again' });
    await beacon({ remote: 'catalog', version: v1, fallback: null, error: 'boom' });

    const health = (await app.inject({ url: '/api/health' })).json().data;
    expect(health.versions.catalog).toBe(v2);
    expect(health.failures.catalog).toHaveLength(2);
    expect(health.failures.catalog.find((f: { version: string }) => f.version === v2)).toMatchObject({ count: 2, lastError: 'ChunkLoadError again', lastFallback: v1 });
    expect(health.failures.catalog.find((f: { version: string }) => f.version === v1)).toMatchObject({ count: 1, lastFallback: null });
    expect(health.failures.account).toEqual([]);
  });

  it('drops reports about versions the registry never had', async () => {
    const res = await beacon({ remote: 'content', version: 'dev@http://localhost:3004' });
    expect(res.json().data).toEqual({ counted: false });
    expect((await app.inject({ url: '/api/health' })).json().data.failures.content).toEqual([]);
  });

  it('refuses an unknown remote or a malformed report', async () => {
    expect((await beacon({ remote: 'nope', version: v1 })).statusCode).toBe(400);
    expect((await beacon({ remote: 'catalog' })).statusCode).toBe(400);
  });

  it('answers 429 to a client that sends too many', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await beacon({ remote: 'catalog', version: v1 }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('throttle', () => {
  it('opens again after the window', () => {
    const allow = createThrottle(2, 1000);
    expect([allow('a', 0), allow('a', 1), allow('a', 2), allow('b', 2)]).toEqual([true, true, false, true]);
    expect(allow('a', 1001)).toBe(true);
  });
});
