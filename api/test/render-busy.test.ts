import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROOT, loadConfig } from '../src/config';
import { createTestApp } from './helpers';
import { freePort } from './built-store';

/**
 * An instance too busy to take a request answers at once (ADR 0045): a page whose render finds every
 * worker busy and the queue full gets its last copy or a 503 in its language; under event-loop or memory
 * pressure, pages and the API get 503 while the health check still answers. The pages come from a
 * stand-in shell whose every render waits for this test's word, so "busy" is a state, not a race.
 */

const SHELL_DIST = path.join(API_ROOT, 'test', 'fixtures', 'held-shell');

describe('a full render queue', () => {
  let app: FastifyInstance;
  let base = '';
  let holding = false;
  const held: Array<() => void> = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = await createTestApp({
      // One worker rendering one page at a time and no queue: one held render makes the instance busy.
      config: { shellDist: SHELL_DIST, port, pageCache: true, render: { workers: 1, perWorker: 1, queue: 0, keepAnswersMs: 1000 } },
      extend: (scope) => {
        scope.get('/api/test/hold', async () => {
          if (holding) {
            await new Promise<void>((resolve) => held.push(resolve));
          }
          return 'ok';
        });
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const release of held) release();
    await app?.close();
  });

  it('answers a page it has kept with that copy, and any other with 503, Retry-After and a page in its language', async () => {
    const kept = await fetch(`${base}/shop`);
    const keptHtml = await kept.text();
    expect(kept.status).toBe(200);
    expect(keptHtml).toContain('data-thread=');
    // A change drops the copy from the live cache; it still stands in when nothing can be rendered.
    app.publicCache.changed('release_registry');

    holding = true;
    const busyWorker = fetch(`${base}/shop/whatisnew`);
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 30_000, interval: 20 });

    const stale = await fetch(`${base}/shop`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('stale');
    // Not for shared caches: the next request may well be rendered.
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    expect(await stale.text()).toBe(keptHtml);

    const pages = {
      '/de/shop': { lang: 'de', text: 'Im Shop ist gerade sehr viel los' },
      '/fr/shop/goodDetails/1': { lang: 'fr', text: 'La boutique est très sollicitée' },
      '/jp/blog': { lang: 'ja', text: 'ただいまショップが大変混み合っています' },
    };
    for (const [url, expected] of Object.entries(pages)) {
      const busy = await fetch(`${base}${url}`);
      expect(busy.status, url).toBe(503);
      expect(Number(busy.headers.get('retry-after')), url).toBeGreaterThan(0);
      expect(busy.headers.get('cache-control'), url).toBe('no-store');
      expect(busy.headers.get('content-type'), url).toMatch(/^text\/html/);
      const html = await busy.text();
      expect(html, url).toContain(`<html lang="${expected.lang}"`);
      expect(html, url).toContain(expected.text);
    }

    holding = false;
    held.splice(0).forEach((release) => release());
    const rendered = await busyWorker;
    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toContain('/shop/whatisnew');
    // Free again: the next page is rendered, not turned away.
    expect((await fetch(`${base}/de/shop`)).status).toBe(200);

    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/storefront_shed_total\{reason="render_queue",answer="stale"\} 1/);
    expect(metrics).toMatch(/storefront_shed_total\{reason="render_queue",answer="503"\} 3/);
  });
});

describe('under pressure', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // A heap limit every process is over: the instance is under pressure from its first sample on.
    const { pressure } = loadConfig({ NODE_ENV: 'test' });
    app = await createTestApp({ config: { pressure: { ...pressure, maxHeapUsedBytes: 1, retryAfterSeconds: 7 } } });
  });
  afterAll(() => app?.close());

  it('sheds pages and the API with 503 and Retry-After, and still answers the health check', async () => {
    await vi.waitFor(async () => expect((await app.inject({ url: '/api/catalog/products' })).statusCode).toBe(503), { timeout: 30_000, interval: 100 });

    const api = await app.inject({ url: '/api/catalog/products?sort=sales', headers: { 'accept-language': 'de' } });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('7');
    expect(api.json()).toEqual({ status: 503, msg: 'Im Shop ist gerade sehr viel los. Bitte versuchen Sie es gleich noch einmal.', data: null });

    const page = await app.inject({ url: '/es/shop' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('7');
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toContain('La tienda está muy concurrida en este momento');

    const live = await app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/storefront_shed_total\{reason="pressure",answer="503"\} [1-9]/);
  });
});
