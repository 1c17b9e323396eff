import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, placeRelease } from '../../test/helpers';
import {
  BUCKET_COOKIE,
  canaryVerdict,
  DEFAULT_CANARY_SETTINGS,
  inCanary,
  newVisitor,
  parseVisitor,
  servedRegistry,
  shouldPromote,
  startCanary,
  visitorCookieValue,
} from './canary';
import { checkCanaries, readHealthSnapshot } from './canary-health';
import { readRegistry, remotesDocument, updateRegistry, type CanaryRecord, type Registry } from './registry';

describe('canary assignment', () => {
  for (const percent of [5, 10, 50, 90]) {
    it(`gives a ${percent}% canary to ${percent}% of 10,000 new browsers, within 2 percentage points`, () => {
      const canary = { version: `1.0.0-canary${percent}`, percent };
      let assigned = 0;
      for (let i = 0; i < 10_000; i++) if (inCanary(newVisitor().bucket, 'catalog', canary)) assigned++;
      expect(Math.abs(assigned / 100 - percent)).toBeLessThanOrEqual(2);
    });
  }

  it('a browser keeps its assignment on every load, whatever else changes in the registry', () => {
    const registry: Registry = {
      remotes: {
        catalog: {
          current: '1.0.0-stable',
          history: [{ version: '1.0.0-stable', releasedAt: '2026-01-01T00:00:00.000Z', by: 'a', replaced: null }],
          canary: { version: '1.0.0-new', percent: 30, startedAt: '2026-01-02T00:00:00.000Z', by: 'a' },
        },
        content: { current: '2.0.0-a', history: [{ version: '2.0.0-a', releasedAt: '2026-01-01T00:00:00.000Z', by: 'a', replaced: null }] },
      },
    };
    for (let i = 0; i < 200; i++) {
      const visitor = newVisitor();
      // The cookie round-trips to the same bucket, and the same bucket always gets the same version.
      const back = parseVisitor(visitorCookieValue(visitor))!;
      expect(back).toEqual(visitor);
      const first = remotesDocument(servedRegistry(registry, visitor.bucket)).remotes.catalog!;
      registry.remotes.content!.current = `2.0.0-${i}`;
      const again = remotesDocument(servedRegistry(registry, back.bucket)).remotes.catalog!;
      expect(again).toEqual(first);
      // In the canary: the stable version is its last known good; outside it: nothing changes.
      if (first.version === '1.0.0-new') expect(first.previous).toBe('1.0.0-stable');
      else expect(first).toMatchObject({ version: '1.0.0-stable', previous: null });
    }
  });

  it('reads only well-formed cookies', () => {
    expect(parseVisitor('123-0123456789abcdef')).toEqual({ bucket: 123, id: '0123456789abcdef' });
    for (const bad of ['', '10000-0123456789abcdef', '12', '12-xyz', '-1-0123456789abcdef', undefined]) expect(parseVisitor(bad)).toBeNull();
  });
});

describe('automatic rollback rule', () => {
  it('ends a canary with at least 5 failing clients failing at least 3 times as often as stable', () => {
    expect(canaryVerdict({ served: 50, failing: 5 }, { served: 50, failing: 0 }).end).toBe(true);
    expect(canaryVerdict({ served: 50, failing: 6 }, { served: 50, failing: 2 }).end).toBe(true);
    expect(canaryVerdict({ served: 5, failing: 5 }, { served: 500, failing: 100 }).end).toBe(true);
  });

  it('keeps it below either threshold', () => {
    // Four failing shoppers are not enough, however bad the rate.
    expect(canaryVerdict({ served: 4, failing: 4 }, { served: 50, failing: 0 }).end).toBe(false);
    // 10% against 4%: 2.5x, under the 3x the rule asks.
    expect(canaryVerdict({ served: 50, failing: 5 }, { served: 50, failing: 2 }).end).toBe(false);
    expect(canaryVerdict({ served: 0, failing: 0 }, { served: 0, failing: 0 }).end).toBe(false);
  });

  it('says why in numbers', () => {
    expect(canaryVerdict({ served: 10, failing: 5 }, { served: 10, failing: 0 }).reason).toBe(
      "automatic rollback: canary: 5 of 10 clients failing (50.0%), stable: 0 of 10 (0.0%), rule >= 5 failing clients and >= 3x stable's rate",
    );
  });

  it('promotes only canaries released with --auto-promote, once old, busy and quiet enough', () => {
    const canary: CanaryRecord = { version: 'v2', percent: 10, startedAt: '2026-01-01T00:00:00.000Z', by: 'a', autoPromote: true };
    const rule = { afterSeconds: 600, minClients: 100 };
    const quiet = canaryVerdict({ served: 150, failing: 0 }, { served: 900, failing: 1 });
    const later = new Date('2026-01-01T00:11:00.000Z');
    expect(shouldPromote(canary, { served: 150, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(true);
    expect(shouldPromote({ ...canary, autoPromote: false }, { served: 150, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(false);
    expect(shouldPromote(canary, { served: 150, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, new Date('2026-01-01T00:05:00.000Z'))).toBe(false);
    expect(shouldPromote(canary, { served: 50, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(false);
    expect(shouldPromote(canary, { served: 150, failing: 3 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(false);
  });
});

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
    return placeRelease('catalog', dist, { releasesDir: app.config.releasesDir, version: `1.0.0-${builds}` });
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
    await updateRegistry(
      (r) => {
        const record = r.remotes.catalog!;
        record.current = stable;
        record.history.pop();
        startCanary(record, { version: canary, percent, by: 'test' });
      },
      { releasesDir: app.config.releasesDir },
    );
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
    let health = await checkCanaries(app.db, app.config.releasesDir, DEFAULT_CANARY_SETTINGS);
    expect(health).toMatchObject([
      {
        remote: 'catalog',
        version: canary,
        verdict: 'running',
        canaryStats: { served: onCanary.length, failing: 4 },
        stableStats: { served: 40 - onCanary.length, failing: 0 },
      },
    ]);
    expect((await readRegistry({ releasesDir: app.config.releasesDir })).remotes.catalog!.canary?.version).toBe(canary);

    await fail(onCanary[4].cookie, canary, '10.9.9.9');
    health = await checkCanaries(app.db, app.config.releasesDir, DEFAULT_CANARY_SETTINGS);
    expect(health[0].verdict).toBe('ended');
    const record = (await readRegistry({ releasesDir: app.config.releasesDir })).remotes.catalog!;
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
    await checkCanaries(app.db, app.config.releasesDir, DEFAULT_CANARY_SETTINGS);
    expect((await readRegistry({ releasesDir: app.config.releasesDir })).remotes.catalog!.canaryEvents!.filter((e) => e.action === 'end')).toHaveLength(1);
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
