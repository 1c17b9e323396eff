import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '@storefront/registry/document';
import { createTestApp } from '../../test/helpers';
import { productI18n } from '../db/schema/catalog';
import { purgeKeysOf, releaseKeys } from './shared-cache-purge';

/** What a shared cache was asked to purge, in order. */
const purges: { method: string; xkey: string }[] = [];
let cache: Server;
let app: FastifyInstance;

beforeAll(async () => {
  // A stand-in for Varnish: records each purge, answers it slowly, as a busy cache might.
  cache = createServer((request, response) => {
    purges.push({ method: request.method ?? '', xkey: String(request.headers.xkey ?? '') });
    setTimeout(() => response.end('purged'), 50);
  });
  await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve));
  const { port } = cache.address() as AddressInfo;
  app = await createTestApp({ config: { varnishPurgeUrl: `http://127.0.0.1:${port}` } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => cache?.close(resolve));
});

const registry = (catalog: string, canary?: string, shell = 's1'): Registry => ({
  remotes: {
    catalog: { current: catalog, history: [], canary: canary ? { version: canary, percent: 10, startedAt: '', by: 'test' } : null } as never,
    content: { current: 'c1', history: [] },
  },
  shell: { current: shell, history: [] },
});

describe('surrogate keys of a change', () => {
  it('a catalogue table purges what shows the catalogue, content its pages, the shop tables everything', () => {
    expect(purgeKeysOf('skus')).toEqual(['catalog']);
    expect(purgeKeysOf('reviews')).toEqual(['catalog']);
    expect(purgeKeysOf('content_pages')).toEqual(['content']);
    expect(purgeKeysOf('currencies')).toEqual(['shop']);
    expect(purgeKeysOf('*')).toEqual(['shop']);
  });

  it('a release, rollback or canary purges the pages rendered with the version it replaced', () => {
    expect(releaseKeys(registry('a'), registry('b'))).toEqual(['remote:catalog@a']);
    expect(releaseKeys(registry('b'), registry('a'))).toEqual(['remote:catalog@b']);
    expect(releaseKeys(registry('a'), registry('a', 'b'))).toEqual(['remote:catalog@a']);
    expect(releaseKeys(registry('a', 'b'), registry('a'))).toEqual(['remote:catalog@a']);
    expect(releaseKeys(registry('a'), registry('a', undefined, 's2'))).toEqual(['shell@s1']);
    expect(releaseKeys(registry('a'), registry('a'))).toEqual([]);
    expect(releaseKeys(null, registry('a'))).toEqual(['shop']);
  });
});

describe('the shared cache is purged on every change notice', () => {
  it('a price change through the operator purges the catalogue by surrogate key before its answer leaves', async () => {
    purges.length = 0;
    const list = (await app.inject({ url: '/api/catalog/products?sort=sales' })).json().data.list;
    const sku = (await app.inject({ url: `/api/catalog/products/${list[0].id}` })).json().data.skus[0];
    const changed = await app.inject({ method: 'POST', url: '/api/dev/operator', payload: { args: ['price', String(sku.id), String(sku.price + 1)] } });
    expect(changed.json().data.code, changed.body).toBe(0);
    // Answered only once the cache has: the next read through it meets no stale copy.
    expect(purges).toContainEqual({ method: 'PURGE', xkey: 'catalog' });
  });

  it('a text changed straight in the database (psql, another process) purges too', async () => {
    purges.length = 0;
    await app.db.update(productI18n).set({ name: 'Renamed kettle' }).where(eq(productI18n.productId, 1));
    await expect.poll(() => purges.map((p) => p.xkey)).toContain('catalog');
  });

  it('kept catalogue JSON names its family, so a shared cache can purge it', async () => {
    await app.inject({ url: '/api/catalog/products/2' });
    const kept = await app.inject({ url: '/api/catalog/products/2' });
    expect(kept.headers['x-cache']).toBe('hit');
    expect(kept.headers.xkey).toBe('catalog shop');
    expect(kept.headers['surrogate-key']).toBe('catalog shop');
  });
});
