import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, placeRelease } from '../../../test/helpers';
import { buildApp } from '../../app';
import { remoteFailureClients, remoteLoadFailures } from '../../db/schema/releases';
import { addressGroup } from '../../lib/client-id';
import { operatorText } from '../../lib/operator-text';
import { REPORTS_PER_CLIENT } from './service';

let app: FastifyInstance;
let tmp: string;
let v1: string;
let v2: string;
let builds = 0;

/** Publishes a new catalog version (the newest becomes current). */
async function release() {
  const dist = path.join(tmp, `dist-${++builds}`);
  await mkdir(dist);
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ build: builds }));
  return placeRelease('catalog', dist, { registry: app.registry, version: `1.0.0-${builds}` });
}

beforeAll(async () => {
  app = await createTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-beacon-'));
  v1 = await release();
  v2 = await release();
});
afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

const beacon = (payload: unknown, ip = '10.0.0.1', on = app) =>
  on.inject({ method: 'POST', url: '/api/beacon/remote-failure', payload: payload as object, remoteAddress: ip });
const failuresOf = async (version: string) => {
  const health = (await app.inject({ url: '/api/health' })).json().data;
  return health.failures.catalog.find((f: { version: string }) => f.version === version);
};

describe('POST /api/beacon/remote-failure', () => {
  it('counts failed loads per remote and version, and the health endpoint lists them with their clients', async () => {
    const first = await beacon({ remote: 'catalog', version: v2, fallback: v1, error: 'ChunkLoadError: Loading chunk 403 failed', page: '/' });
    expect(first.json()).toEqual({ status: 200, msg: 'success', data: { counted: true } });
    await beacon({ remote: 'catalog', version: v2, fallback: v1, error: 'ChunkLoadError again' }, '10.0.0.2');
    await beacon({ remote: 'catalog', version: v1, fallback: null, error: 'boom' });

    const health = (await app.inject({ url: '/api/health' })).json().data;
    expect(health.versions.catalog).toBe(v2);
    expect(health.failures.catalog).toHaveLength(2);
    expect(health.failures.catalog.find((f: { version: string }) => f.version === v2)).toMatchObject({
      count: 2,
      clients: 2,
      lastError: 'ChunkLoadError again',
      lastFallback: v1,
    });
    expect(health.failures.catalog.find((f: { version: string }) => f.version === v1)).toMatchObject({ count: 1, clients: 1, lastFallback: null });
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
});

describe('one client cannot make a healthy release look broken', () => {
  it('40 posts from one client: 429 past 30 a minute, and health shows 1 client and a capped count', async () => {
    const healthy = await release();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await beacon({ remote: 'catalog', version: healthy, error: `attacker report ${i}` }, '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);

    const failures = await failuresOf(healthy);
    expect(failures).toMatchObject({ clients: 1, count: REPORTS_PER_CLIENT });
    // Reports past the cap do not rewrite what the operator reads either.
    expect(failures.lastError).toBe(`attacker report ${REPORTS_PER_CLIENT - 1}`);
  });

  it('posts from 5 addresses are 5 clients; the table keeps keyed hashes, never the addresses', async () => {
    const version = await release();
    const ips = ['192.0.2.10', '192.0.2.11', '192.0.2.12', '2001:db8:1:2::7', '::ffff:192.0.2.13'];
    for (const ip of ips) for (let i = 0; i < 2; i++) expect((await beacon({ remote: 'catalog', version, error: 'ChunkLoadError' }, ip)).statusCode).toBe(200);
    // Another address in the same IPv6 /64, and the IPv4-mapped form of one already seen: no new client.
    await beacon({ remote: 'catalog', version, error: 'ChunkLoadError' }, '2001:db8:1:2:abcd::1');
    await beacon({ remote: 'catalog', version, error: 'ChunkLoadError' }, '192.0.2.13');

    expect(await failuresOf(version)).toMatchObject({ clients: 5, count: 12 });
    const rows = await app.db.select().from(remoteFailureClients).where(eq(remoteFailureClients.version, version));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.client).toMatch(/^[0-9a-f]{32}$/);
      for (const ip of ips) expect(row.client).not.toContain(ip);
    }
  });

  it('a 10 KB error text with markup and control characters is stored bounded and escaped', async () => {
    const version = await release();
    const hostile = `<script>alert(1)</script>\u001b[31mRED\u0007\r\nFAKE LOG LINE\u202eevil<img src=x onerror=alert(2)>${'<b>x</b>'.repeat(1300)}`;
    expect(hostile.length).toBeGreaterThan(10_000);
    const res = await beacon(
      { remote: 'catalog', version, fallback: '<i>v0</i>', error: hostile.slice(0, 2000), page: '/<svg onload=alert(3)>' },
      '203.0.113.9',
    );
    expect(res.json().data).toEqual({ counted: true });
    // Longer than the schema's 2,000 characters: refused outright.
    expect((await beacon({ remote: 'catalog', version, error: hostile }, '203.0.113.9')).statusCode).toBe(400);

    const [row] = await app.db.select().from(remoteLoadFailures).where(eq(remoteLoadFailures.version, version));
    for (const text of [row.lastError, (await failuresOf(version)).lastError]) {
      expect(text.length).toBeLessThanOrEqual(300);
      expect(text).not.toMatch(/[<>\u0000-\u001f\u007f\u202e]/);
      expect(text.startsWith('&lt;script&gt;alert(1)&lt;/script&gt; [31mRED FAKE LOG LINE evil&lt;img src=x onerror=alert(2)&gt;')).toBe(true);
      expect(text.endsWith('…')).toBe(true);
    }
    expect(row.lastFallback).toBe('&lt;i&gt;v0&lt;/i&gt;');
  });

  it('several API instances on one database share the limit', async () => {
    const version = await release();
    // A second instance of the API on the same database (its close leaves the database to the first).
    const second = await buildApp({ config: app.config, database: { ...app.database, close: async () => {} } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await beacon({ remote: 'catalog', version }, '198.51.100.99', i % 2 ? second : app)).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    } finally {
      await second.close();
    }
  });
});

describe('operatorText', () => {
  it('escapes markup once, flattens control characters and cuts on whole entities', () => {
    expect(operatorText('a <b> & "c"\n\td', 100)).toBe('a &lt;b&gt; &amp; &quot;c&quot; d');
    expect(operatorText(operatorText('<x> & y', 100), 100)).toBe('&lt;x&gt; &amp; y');
    expect(operatorText('<<<<<', 10)).toBe('&lt;&lt;…');
    expect(operatorText('ok\ud800', 10)).toBe('ok\ufffd');
  });

  it('groups IPv6 addresses by /64 and unwraps IPv4-mapped ones', () => {
    expect(addressGroup('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
  });
});
