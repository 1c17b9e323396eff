import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CANARY_SETTINGS, startCanary } from '@storefront/registry/canary';
import { checkCanaries } from '@storefront/registry/canary-health';
import type { ReleaseHealth } from '@storefront/shared/schemas/release-health';
import { createTestApp, createUser, placeCatalogStub } from '../../../test/helpers';
import { remoteFailureClients, webVitalSamples } from '../../db/schema/releases';
import { signedInOperator } from './testing';

let app: FastifyInstance;
let tmp: string;
const release = (version: string) => placeCatalogStub(app.registry, tmp, version);

const HALF_HOUR = 1800_000;
const MINUTE = 60_000;
/** Start of the half hour holding this moment: the last bucket of a six-hour chart. */
const halfHourOf = (ms: number) => Math.floor(ms / HALF_HOUR) * HALF_HOUR;

type Metric = 'LCP' | 'INP' | 'CLS' | 'FCP';
const sample = (version: string, client: string, metric: Metric, value: number, at: number) => ({
  remote: 'catalog' as const,
  version,
  metric,
  value,
  route: 'shop/goodDetails/:id?',
  device: 'phone' as const,
  ssr: true,
  client,
  at: new Date(at),
});

const op = (token: string) => ({ authorization: `Operator ${token}` });

beforeAll(async () => {
  app = await createTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-release-health-'));
}, 180_000);
afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("each release's real-user health over the last hours, for the console", () => {
  it('answers p75 of each bucket over per-client medians, clients measured and failing, per version', async () => {
    await release('3.0.0-a');
    await release('3.0.0-b');
    await release('3.0.0-c');
    // b current, c a canary beside it, a the version before.
    await app.registry.update((r) => {
      const record = r.remotes.catalog!;
      record.history.pop();
      record.current = '3.0.0-b';
      startCanary(record, { version: '3.0.0-c', percent: 10, by: 'test', now: new Date() });
    });

    const last = halfHourOf(Date.now());
    const nineAt = last - 2 * HALF_HOUR;
    const tenAt = last - HALF_HOUR;
    await app.db.insert(webVitalSamples).values([
      // Version a, an hour ago: client a1's two LCPs count once, as their median (1000).
      sample('3.0.0-a', 'a1', 'LCP', 800, nineAt + MINUTE),
      sample('3.0.0-a', 'a1', 'LCP', 1200, nineAt + 2 * MINUTE),
      sample('3.0.0-a', 'a2', 'LCP', 2000, nineAt + 3 * MINUTE),
      sample('3.0.0-a', 'a3', 'LCP', 3000, nineAt + 4 * MINUTE),
      sample('3.0.0-a', 'a4', 'LCP', 4000, nineAt + 5 * MINUTE),
      sample('3.0.0-a', 'a1', 'INP', 100, nineAt + MINUTE),
      sample('3.0.0-a', 'a2', 'INP', 300, nineAt + 3 * MINUTE),
      sample('3.0.0-a', 'a1', 'CLS', 0.05, nineAt + MINUTE),
      // Seven hours ago: outside the chart, and pruned by the canary check.
      sample('3.0.0-a', 'old', 'LCP', 9000, last - 14 * HALF_HOUR),
      // Five hours ago: the first bucket of the chart holds it, and the check keeps it.
      sample('3.0.0-a', 'early', 'LCP', 1800, last - 10 * HALF_HOUR + MINUTE),
      // Version b, half an hour ago and now.
      sample('3.0.0-b', 'b1', 'LCP', 1500, tenAt + 5 * MINUTE),
      sample('3.0.0-b', 'b2', 'LCP', 2500, tenAt + 6 * MINUTE),
      sample('3.0.0-b', 'b1', 'LCP', 1000, last),
      sample('3.0.0-b', 'b3', 'INP', 180, last),
      // FCP is not charted: a client sending only FCP is not counted as measured.
      sample('3.0.0-b', 'b4', 'FCP', 900, last),
    ]);
    await app.db.insert(remoteFailureClients).values([
      // First and latest failure in different buckets: counted in both, not in the one between.
      { remote: 'catalog', version: '3.0.0-a', client: 'f1', reports: 3, firstAt: new Date(nineAt + 10_000), lastAt: new Date(last) },
      { remote: 'catalog', version: '3.0.0-a', client: 'f2', reports: 1, firstAt: new Date(tenAt + MINUTE), lastAt: new Date(tenAt + MINUTE) },
      // Long before the chart: not counted.
      { remote: 'catalog', version: '3.0.0-b', client: 'f3', reports: 1, firstAt: new Date(last - 16 * HALF_HOUR), lastAt: new Date(last - 16 * HALF_HOUR) },
    ]);

    const token = await signedInOperator(app, 'release');
    const res = await app.inject({ url: '/api/backoffice/releases/catalog/health', headers: op(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const health = res.json().data as ReleaseHealth;
    expect(health).toMatchObject({ remote: 'catalog', current: '3.0.0-b', canary: { version: '3.0.0-c', percent: 10 }, hours: 6, bucketMinutes: 30 });
    expect(health.buckets).toHaveLength(12);
    // Half hours on the clock, the last one holding now.
    const starts = health.buckets.map((b) => Date.parse(b));
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBe(HALF_HOUR);
    expect(starts[0]! % HALF_HOUR).toBe(0);
    expect(starts.at(-1)!).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - starts.at(-1)!).toBeLessThan(HALF_HOUR);

    // Current, then canary (no data yet, one empty point a bucket), then earlier versions seen.
    expect(health.versions.map((v) => v.version)).toEqual(['3.0.0-b', '3.0.0-c', '3.0.0-a']);
    const byVersion = Object.fromEntries(health.versions.map((v) => [v.version, v.points]));
    // Buckets are looked up by their start, so a half hour turning during the test moves nothing.
    const at = (version: string, start: number) => {
      const index = health.buckets.indexOf(new Date(start).toISOString());
      expect(index, `bucket ${new Date(start).toISOString()}`).toBeGreaterThanOrEqual(0);
      return byVersion[version]![index]!;
    };
    const none = { clients: 0, failing: 0, p75: { LCP: null, INP: null, CLS: null } };
    expect(byVersion['3.0.0-c']).toEqual(Array.from({ length: 12 }, () => none));

    // p75 of 1000, 2000, 3000, 4000 is 3250; of 100 and 300, 250.
    expect(at('3.0.0-a', nineAt)).toEqual({ clients: 4, failing: 1, p75: { LCP: 3250, INP: 250, CLS: 0.05 } });
    expect(at('3.0.0-a', tenAt)).toEqual({ clients: 0, failing: 1, p75: { LCP: null, INP: null, CLS: null } });
    expect(at('3.0.0-a', last)).toEqual({ clients: 0, failing: 1, p75: { LCP: null, INP: null, CLS: null } });
    expect(at('3.0.0-a', last - 10 * HALF_HOUR)).toEqual({ clients: 1, failing: 0, p75: { LCP: 1800, INP: null, CLS: null } });
    expect(at('3.0.0-b', tenAt)).toEqual({ clients: 2, failing: 0, p75: { LCP: 2250, INP: null, CLS: null } });
    // b1 sent LCP and b3 INP: two clients measured, one behind each p75.
    expect(at('3.0.0-b', last)).toEqual({ clients: 2, failing: 0, p75: { LCP: 1000, INP: 180, CLS: null } });
    // Nothing else anywhere: the seven-hour-old sample and the old failure are not in the chart.
    const filled = health.versions.flatMap((v) => v.points.filter((p) => p.clients || p.failing).map((p) => p.clients + p.failing));
    expect(filled.reduce((a, b) => a + b, 0)).toBe(4 + 1 + 1 + 1 + 1 + 2 + 2);

    // An hour in five-minute buckets: b's latest samples are in the last one.
    const hour = (await app.inject({ url: '/api/backoffice/releases/catalog/health?hours=1', headers: op(token) })).json().data as ReleaseHealth;
    expect(hour).toMatchObject({ hours: 1, bucketMinutes: 5 });
    expect(hour.buckets).toHaveLength(12);
    expect(Date.parse(hour.buckets[1]!) - Date.parse(hour.buckets[0]!)).toBe(5 * MINUTE);
    const lastFive = hour.buckets.indexOf(new Date(Math.floor(last / 300_000) * 300_000).toISOString());
    expect(hour.versions.find((v) => v.version === '3.0.0-b')!.points[lastFive]).toEqual({ clients: 2, failing: 0, p75: { LCP: 1000, INP: 180, CLS: null } });

    // The canary check keeps six hours of samples for the chart and prunes what is older.
    await checkCanaries(app.db, app.registry, DEFAULT_CANARY_SETTINGS, { now: new Date(), by: 'test' });
    const clients = (await app.db.select({ client: webVitalSamples.client }).from(webVitalSamples).where(eq(webVitalSamples.version, '3.0.0-a'))).map(
      (r) => r.client,
    );
    expect(clients).toContain('early');
    expect(clients).not.toContain('old');
  });

  it('says the window is empty when no shopper reported on a remote', async () => {
    const token = await signedInOperator(app, 'admin');
    const health = (await app.inject({ url: '/api/backoffice/releases/content/health?hours=3', headers: op(token) })).json().data as ReleaseHealth;
    expect(health).toMatchObject({ remote: 'content', hours: 3, bucketMinutes: 15 });
    expect(health.versions.every((v) => v.points.every((p) => p.clients === 0 && p.failing === 0))).toBe(true);
  });

  it('is for the release role (and admin) only; a shopper token is not a console session; bad spans are refused', async () => {
    const url = '/api/backoffice/releases/catalog/health';
    for (const role of ['support', 'merchandiser'] as const) {
      const res = await app.inject({ url, headers: op(await signedInOperator(app, role)) });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, data: null });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const shopper = await createUser(app);
    for (const headers of [{ authorization: `Bearer ${shopper.token}` }, op(shopper.token), {}]) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const token = await signedInOperator(app, 'release');
    for (const bad of ['?hours=0', '?hours=7', '?hours=2.5', '?hours=lots']) {
      expect((await app.inject({ url: url + bad, headers: op(token) })).statusCode, bad).toBe(400);
    }
    // The shell's pages are measured under the remote that renders them: it has no chart of its own.
    expect((await app.inject({ url: '/api/backoffice/releases/shell/health', headers: op(token) })).statusCode).toBe(400);
  });
});
