import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET_COOKIE, DEFAULT_CANARY_SETTINGS, startCanary } from '@storefront/registry/canary';
import { checkCanaries, readHealthSnapshot } from '@storefront/registry/canary-health';
import { createTestApp, placeRelease } from '../../test/helpers';

/** How the server names its own decisions (plugins/canary.ts). */
const run = () => ({ now: new Date(), by: `automatic (test pid ${process.pid})` });

describe('the server ends a failing canary by itself', () => {
  let app: FastifyInstance;
  let tmp: string;
  let stable: string;
  let canary: string;
  let builds = 0;

  async function build() {
    const dist = path.join(tmp, `dist-${++builds}`);
    await mkdir(dist);
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ build: builds }));
    return placeRelease('catalog', dist, { registry: app.registry, version: `1.0.0-${builds}` });
  }

  /** A new browser's /remotes.json: the cookie it was given and the catalogue version it was served. */
  async function browser() {
    const first = await app.inject({ method: 'GET', url: '/remotes.json' });
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d+-[0-9a-f]{16}$`));
    expect(String(first.headers['set-cookie'])).toMatch(/Max-Age=31536000; SameSite=Lax/);
    // The next load sends the cookie back and is not given another.
    const again = await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json().remotes.catalog).toEqual(first.json().remotes.catalog);
    return { cookie, version: first.json().remotes.catalog.version as string };
  }

  const fail = (cookie: string, version: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/beacon/remote-failure',
      headers: { cookie },
      remoteAddress: ip,
      payload: { remote: 'catalog', version, fallback: stable, error: 'broken' },
    });

  async function startFreshCanary(percent: number) {
    canary = await build();
    // placeRelease made it current: put the stable version back and run the new one as a canary.
    await app.registry.update((r) => {
      const record = r.remotes.catalog!;
      record.current = stable;
      record.history.pop();
      startCanary(record, { version: canary, percent, by: 'test', now: new Date() });
    });
  }

  beforeAll(async () => {
    app = await createTestApp();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-canary-'));
    stable = await build();
  });
  afterAll(async () => {
    await app.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('keeps a canary with 4 failing shoppers, ends it at 5, records who and why, and serves stable to everyone after', async () => {
    await startFreshCanary(50);
    const browsers = [];
    for (let i = 0; i < 40; i++) browsers.push(await browser());
    const onCanary = browsers.filter((b) => b.version === canary);
    expect(onCanary.length).toBeGreaterThanOrEqual(8);
    expect(onCanary.length).toBeLessThanOrEqual(32);

    // Shoppers behind one address are still told apart by their cookie.
    for (const b of onCanary.slice(0, 4)) expect((await fail(b.cookie, canary, '10.9.9.9')).json().data.counted).toBe(true);
    let health = await checkCanaries(app.db, app.registry, DEFAULT_CANARY_SETTINGS, run());
    expect(health).toMatchObject([
      {
        remote: 'catalog',
        version: canary,
        verdict: 'running',
        canaryStats: { served: onCanary.length, failing: 4 },
        stableStats: { served: 40 - onCanary.length, failing: 0 },
      },
    ]);
    expect((await app.registry.read()).remotes.catalog!.canary?.version).toBe(canary);

    await fail(onCanary[4].cookie, canary, '10.9.9.9');
    health = await checkCanaries(app.db, app.registry, DEFAULT_CANARY_SETTINGS, run());
    expect(health[0].verdict).toBe('ended');
    const record = (await app.registry.read()).remotes.catalog!;
    expect(record.canary).toBeNull();
    expect(record.current).toBe(stable);
    expect(record.canaryEvents!.at(-1)).toMatchObject({
      action: 'end',
      version: canary,
      by: expect.stringMatching(/^automatic/),
      reason: expect.stringContaining('canary: 5 of'),
    });
    expect((await readHealthSnapshot(app.config.releasesDir))?.canaries[0]).toMatchObject({ version: canary, verdict: 'ended' });

    // Every browser, canary or not, now gets the stable version; the canary is never a fallback.
    for (const b of browsers) {
      const doc = (await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: b.cookie } })).json();
      expect(doc.remotes.catalog.version).toBe(stable);
      expect(doc.remotes.catalog.previous).not.toBe(canary);
    }
    // A second check (another instance) changes nothing more.
    await checkCanaries(app.db, app.registry, DEFAULT_CANARY_SETTINGS, run());
    expect((await app.registry.read()).remotes.catalog!.canaryEvents!.filter((e) => e.action === 'end')).toHaveLength(1);
  });

  it('/api/health shows the running canary and both sides', async () => {
    await startFreshCanary(20);
    const b = await browser();
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json().data;
    expect(health.canaries).toEqual([expect.objectContaining({ remote: 'catalog', version: canary, percent: 20, stable, verdict: 'running' })]);
    // The browser counts on its side (the stable side also holds the shoppers of the test before).
    expect(health.canaries[0][b.version === canary ? 'canaryStats' : 'stableStats'].served).toBeGreaterThanOrEqual(1);
    if (b.version === canary) expect(health.canaries[0].canaryStats).toEqual({ served: 1, failing: 0 });
  });
});
