import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStore, storeBuilt, type BuiltStore } from './built-store';
import { createTestApp } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await createTestApp({ config: { trustProxy: '10.0.0.0/8' }, logger: { level: 'info', stream } });
  });
  afterAll(() => app.close());

  it("keeps the trusted balancer's id, answers it and writes it in the request's log lines", async () => {
    const res = await app.inject({
      url: '/api/catalog/products',
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': '7F000001:C3A2_7F000001:2256_65A1B2C3_0001:1A2B' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('7F000001:C3A2_7F000001:2256_65A1B2C3_0001:1A2B');
    const mine = lines.filter((l) => l.reqId === '7F000001:C3A2_7F000001:2256_65A1B2C3_0001:1A2B');
    // Fastify's "incoming request" and "request completed".
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('makes a UUID when the sender is not a trusted proxy or the id is malformed', async () => {
    const untrusted = await app.inject({ url: '/api/health/live', remoteAddress: '192.0.2.7', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    const malformed = await app.inject({ url: '/api/health/live', remoteAddress: '10.1.2.3', headers: { 'x-request-id': 'two words' } });
    expect(malformed.headers['x-request-id']).toMatch(UUID);
    expect(untrusted.headers['x-request-id']).not.toBe(malformed.headers['x-request-id']);
  });

  it('answers the id on errors too: not found, bad JSON, an address the router refuses', async () => {
    for (const res of [
      await app.inject({ url: '/api/no-such-thing' }),
      await app.inject({ method: 'POST', url: '/api/beacon/remote-failure', headers: { 'content-type': 'application/json' }, payload: '{' }),
      await app.inject({ url: '/api/catalog/products/%E0%A4%A' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

interface Family {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; count?: string }[];
}

describe.skipIf(!storeBuilt)('/metrics of the built store, read by a Prometheus text parser', () => {
  let store: BuiltStore | null = null;
  beforeAll(async () => {
    store = await startBuiltStore('metrics');
  }, 420_000);
  afterAll(() => store?.stop());

  it('names requests by route and status, render time by remote version, cache hits, the pool, queues and canaries', async () => {
    const base = store!.base;
    const list = `${base}/api/catalog/products?sort=sales&page=1&limit=10`;
    const products = (await (await fetch(list)).json()) as { data: { list: { id: number }[] } };
    await fetch(list);
    const page = `${base}/shop/goodDetails/${products.data.list[0].id}`;
    for (let i = 0; i < 2; i++) expect((await fetch(page)).status).toBe(200);
    const catalogVersion = ((await (await fetch(`${base}/api/health`)).json()) as { data: { versions: { catalog: string } } }).data.versions.catalog;
    // One phone's page view of a product reports its vitals, as the shell does when the page is hidden.
    const vitals = await fetch(`${base}/api/beacon/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        route: 'shop/goodDetails/:id?',
        versions: { catalog: catalogVersion },
        device: 'phone',
        ssr: true,
        metrics: [
          { name: 'INP', value: 240 },
          { name: 'LCP', value: 1800 },
          { name: 'CLS', value: 0.02 },
        ],
      }),
    });
    expect(((await vitals.json()) as { data: unknown }).data).toEqual({ counted: true });

    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const families = new Map((parsePrometheusTextFormat(text) as Family[]).map((f) => [f.name, f]));
    const family = (name: string) => {
      const found = families.get(name);
      if (!found) throw new Error(`${name} is missing from /metrics`);
      return found;
    };
    const sample = (name: string, labels: Record<string, string>) =>
      family(name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
    // The parser folds every labelled series of a histogram into one and drops count and sum: each series
    // is parsed alone, its own labels taken off (the family's HELP and TYPE, its buckets, sum and count).
    const histogramCount = (name: string, labels: Record<string, string>) => {
      const own = text
        .split('\n')
        .filter(
          (line) =>
            line.startsWith(`# HELP ${name} `) ||
            line.startsWith(`# TYPE ${name} `) ||
            (line.startsWith(name) && Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))),
        )
        .map((line) =>
          line.startsWith('#') ? line : line.replace(/\{(?:[^}]*?(le="[^"]*"))?[^}]*\}/, (_all, le: string | undefined) => (le ? `{${le}}` : '')),
        );
      const [series] = parsePrometheusTextFormat(`${own.join('\n')}\n`) as (Family & { metrics: { count?: string; sum?: string }[] })[];
      expect(series.metrics).toHaveLength(1);
      expect(Number(series.metrics[0].sum)).toBeGreaterThan(0);
      return Number(series.metrics[0].count);
    };

    expect(family('http_request_duration_seconds').type).toBe('HISTOGRAM');
    // Two asked here, more by the render worker for the product page's data.
    expect(histogramCount('http_request_duration_seconds', { route: '/api/catalog/products', method: 'GET', status_code: '200' })).toBeGreaterThanOrEqual(2);
    expect(family('storefront_render_duration_seconds').type).toBe('HISTOGRAM');
    // The second page came from the page cache, rendered by nobody.
    expect(histogramCount('storefront_render_duration_seconds', { remote: 'catalog', version: catalogVersion })).toBe(1);
    expect(Number(sample('storefront_cache_lookups_total', { cache: 'catalog', result: 'hit' })?.value)).toBeGreaterThanOrEqual(1);
    expect(Number(sample('storefront_cache_lookups_total', { cache: 'pages', result: 'hit' })?.value)).toBeGreaterThanOrEqual(1);
    expect(Number(sample('storefront_db_pool_connections', { state: 'total' })?.value)).toBeGreaterThanOrEqual(1);
    expect(sample('storefront_queue_depth', { queue: 'mail' })?.value).toMatch(/^\d+$/);
    expect(sample('storefront_queue_depth', { queue: 'jobs' })?.value).toMatch(/^\d+$/);
    // No canary runs in this store: the families are there, with no series.
    expect(family('storefront_canary_percent').metrics).toEqual([]);
    expect(family('storefront_canary_clients').metrics).toEqual([]);
    // Web vitals p75 per remote version, in seconds (CLS as its score).
    expect(Number(sample('storefront_web_vital_p75', { remote: 'catalog', version: catalogVersion, metric: 'INP' })?.value)).toBeCloseTo(0.24);
    expect(Number(sample('storefront_web_vital_p75', { remote: 'catalog', version: catalogVersion, metric: 'LCP' })?.value)).toBeCloseTo(1.8);
    expect(Number(sample('storefront_web_vital_p75', { remote: 'catalog', version: catalogVersion, metric: 'CLS' })?.value)).toBeCloseTo(0.02);
    // Node's own (event loop lag, heap) come with the default collectors.
    expect(family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
  });
});
