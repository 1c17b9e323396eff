import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { DEFAULT_CANARY_SETTINGS, startCanary, type CanarySettings } from '@storefront/registry/canary';
import { checkCanaries, readHealthSnapshot } from '@storefront/registry/canary-health';
import { webVitalSamples } from '@storefront/registry/tables';
import { createTestApp, placeRelease } from '../../../test/helpers';

const run = () => ({ now: new Date(), by: `automatic (test pid ${process.pid})` });
const PRODUCT_ROUTE = 'shop/goodDetails/:id?';

describe('web vitals of real page views decide canaries too', () => {
  let app: FastifyInstance;
  let tmp: string;
  let stable: string;
  let canary: string;
  let builds = 0;
  // The production default: 20 clients a side before a p75 may decide.
  const settings: CanarySettings = DEFAULT_CANARY_SETTINGS;

  async function build() {
    const dist = path.join(tmp, `dist-${++builds}`);
    await mkdir(dist);
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ build: builds }));
    return placeRelease('catalog', dist, { registry: app.registry, version: `2.0.0-${builds}` });
  }

  /** One page view's report from one address, as the shell sends it (no cookie). */
  const report = (ip: string, version: string, metrics: { name: string; value: number }[], route = PRODUCT_ROUTE) =>
    app.inject({
      method: 'POST',
      url: '/api/beacon/vitals',
      remoteAddress: ip,
      payload: { route, versions: { catalog: version, content: 'whatever' }, device: 'phone', ssr: true, metrics },
    });
  const view = (ip: string, version: string, inp: number, lcp = 1200, cls = 0.01) =>
    report(ip, version, [
      { name: 'INP', value: inp },
      { name: 'LCP', value: lcp },
      { name: 'CLS', value: cls },
      { name: 'TTFB', value: 90 },
    ]);
  /** n distinct shoppers (addresses) on a side. */
  async function shoppers(n: number, prefix: string, version: string, inp: number, lcp?: number, cls?: number) {
    for (let i = 0; i < n; i++) expect((await view(`${prefix}.${i}`, version, inp, lcp, cls)).json().data).toEqual({ counted: true });
  }

  beforeAll(async () => {
    app = await createTestApp();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-vitals-'));
    stable = await build();
  });
  afterAll(async () => {
    await app.close();
    await rm(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await app.db.delete(webVitalSamples);
    canary = await build();
    await app.registry.update((r) => {
      const record = r.remotes.catalog!;
      record.current = stable;
      record.history.pop();
      record.canary = null;
      startCanary(record, { version: canary, percent: 50, by: 'test', now: new Date() });
    });
  });

  it('ends a canary whose p75 INP is over 1.25x stable, once both sides have 20 shoppers, and says why', async () => {
    await shoppers(20, '10.1.0', stable, 160);
    await shoppers(19, '10.2.0', canary, 620);
    // 19 slow shoppers are not yet enough to decide.
    let [health] = await checkCanaries(app.db, app.registry, settings, run());
    expect(health).toMatchObject({ verdict: 'running', canaryVitals: { clients: { INP: 19 } }, stableVitals: { clients: { INP: 20 }, p75: { INP: 160 } } });

    await shoppers(1, '10.2.1', canary, 620);
    [health] = await checkCanaries(app.db, app.registry, settings, run());
    expect(health.verdict).toBe('ended');
    expect(health.reason).toMatch(/^automatic rollback on experience: INP p75 620 ms > 1\.25x stable's 160 ms/);
    const record = (await app.registry.read()).remotes.catalog!;
    expect(record.canary).toBeNull();
    expect(record.current).toBe(stable);
    expect(record.canaryEvents!.at(-1)).toMatchObject({ action: 'end', version: canary, reason: expect.stringContaining('INP p75 620 ms') });
    // pnpm releases reads the server's snapshot: each version's vitals, not only the canary's.
    const snapshot = await readHealthSnapshot(app.config.releasesDir);
    expect(snapshot?.vitals?.catalog?.[stable]).toMatchObject({ clients: { INP: 20, LCP: 20, CLS: 20 }, p75: { INP: 160, LCP: 1200 } });
    expect(snapshot?.vitals?.catalog?.[canary]).toMatchObject({ p75: { INP: 620 } });
  });

  it('ends a canary that shifts the layout (CLS p75 over 0.1), and keeps one only slightly slower', async () => {
    await shoppers(20, '10.3.0', stable, 150, 1500);
    await shoppers(20, '10.4.0', canary, 180, 1800); // 1.2x: within the rule
    let [health] = await checkCanaries(app.db, app.registry, settings, run());
    expect(health.verdict).toBe('running');
    expect(health.reason).toContain('p75 canary INP 180 ms (20), LCP 1800 ms (20), CLS 0.010 (20)');

    await app.db.delete(webVitalSamples);
    await shoppers(20, '10.5.0', stable, 150);
    await shoppers(20, '10.6.0', canary, 150, 1200, 0.25);
    [health] = await checkCanaries(app.db, app.registry, settings, run());
    expect(health.verdict).toBe('ended');
    expect(health.reason).toContain('CLS p75 0.250 > 0.1');
  });

  it('one client cannot move the decision: its many slow reports count as one shopper', async () => {
    await shoppers(20, '10.7.0', stable, 150);
    await shoppers(20, '10.8.0', canary, 150);
    // One address sends as many slow reports as it may (the rest are refused with 429).
    const answers = [];
    for (let i = 0; i < 35; i++) answers.push((await view('10.9.9.9', canary, 10_000, 20_000, 5)).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    const [health] = await checkCanaries(app.db, app.registry, settings, run());
    expect(health).toMatchObject({ verdict: 'running', canaryVitals: { clients: { INP: 21 }, p75: { INP: 150 } } });
  });

  it('keeps nothing for a route of the shell, an unknown route or a version never released', async () => {
    const metrics = [{ name: 'LCP', value: 900 }];
    expect((await report('10.10.0.1', canary, metrics, 'no/such/route')).json().data).toEqual({ counted: false });
    expect((await report('10.10.0.1', '9.9.9-never', metrics)).json().data).toEqual({ counted: false });
    const shellRoute = (await import('@storefront/shared/routes')).ROUTES.find((r) => r.owner === 'shell' && !r.redirectTo)!.path;
    expect((await report('10.10.0.1', canary, metrics, shellRoute)).json().data).toEqual({ counted: false });
    expect((await app.db.select({ n: count() }).from(webVitalSamples))[0].n).toBe(0);
  });

  it('refuses values out of range or a metric twice with 400 in the envelope', async () => {
    for (const metrics of [
      [],
      [{ name: 'INP', value: -1 }],
      [{ name: 'INP', value: 120_000 }],
      [{ name: 'CLS', value: 50 }],
      [{ name: 'FID', value: 10 }],
      [
        { name: 'INP', value: 100 },
        { name: 'INP', value: 200 },
      ],
    ]) {
      const answer = await report('10.11.0.1', canary, metrics);
      expect(answer.statusCode, JSON.stringify(metrics)).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, data: { issues: [{ path: expect.stringMatching(/^body\.metrics/) }] } });
    }
  });

  it('the remotes document tells the browser the sample rate', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(doc.vitalsSampleRate).toBe(1);
  });
});
