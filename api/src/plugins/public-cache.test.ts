import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixtures';
import { createTestApp, createUser } from '../../test/helpers';
import { productI18n } from '../db/schema/catalog';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Polls until `ok` accepts what `read` gives, for at most `ms` (PostgreSQL delivers notices a moment after commit). */
async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { 'accept-language': 'en', ...headers } });

async function someProduct() {
  const list = (await get('/api/catalog/products?sort=sales')).json().data.list;
  const detail = (await get(`/api/catalog/products/${list[0].id}`)).json().data;
  return { id: list[0].id as number, sku: detail.skus[0] as { id: number; price: number } };
}

describe('public answers from the instance cache', () => {
  it('answers the second request from the cache, with an ETag a browser revalidates for free and a CDN may keep briefly', async () => {
    const url = '/api/catalog/products?sort=priceAsc&page=2';
    const first = await get(url);
    const second = await get(url);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
      expect(res.headers.vary).toContain('accept-language');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps languages apart and sends a compressed copy to browsers that take one', async () => {
    const { id } = await someProduct();
    const en = await get(`/api/catalog/products/${id}`);
    const de = await get(`/api/catalog/products/${id}`, { 'accept-language': 'de-DE,de;q=0.9' });
    const deAgain = await get(`/api/catalog/products/${id}`, { 'accept-language': 'de', 'accept-encoding': 'gzip, deflate, br' });
    expect(de.json().data.name).not.toBe(en.json().data.name);
    expect(deAgain.headers['x-cache']).toBe('hit');
    expect(deAgain.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(deAgain.rawPayload).toString()).data.name).toBe(de.json().data.name);
  });

  it('a price change shows at once in the product and fails the old revalidation', async () => {
    const { id, sku } = await someProduct();
    const before = await get(`/api/catalog/products/${id}`);
    expect((await get(`/api/catalog/products/${id}`)).headers['x-cache']).toBe('hit');
    const newPrice = sku.price + 1234;
    const operator = await app.inject({ method: 'POST', url: '/api/dev/operator', payload: { args: ['price', String(sku.id), String(newPrice)] } });
    expect(operator.json().data.code).toBe(0);
    const after = await within(
      1000,
      () => get(`/api/catalog/products/${id}`),
      (r) => r.json().data.skus[0].price === newPrice,
    );
    expect(after.json().data.skus[0].price).toBe(newPrice);
    // The browser's copy is stale: its ETag no longer matches.
    expect((await get(`/api/catalog/products/${id}`, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('a text changed straight in the database (another process, an operator in psql) drops the copies too', async () => {
    const { id } = await someProduct();
    await get(`/api/catalog/products/${id}`);
    await app.db
      .update(productI18n)
      .set({ name: 'Renamed by the operator' })
      .where(and(eq(productI18n.productId, id), eq(productI18n.locale, 'en')));
    const after = await within(
      1000,
      () => get(`/api/catalog/products/${id}`),
      (r) => r.json().data.name === 'Renamed by the operator',
    );
    expect(after.json().data.name).toBe('Renamed by the operator');
  });

  it('content pages and shop lists are cached the same way', async () => {
    for (const url of ['/api/content/articles', '/api/content/pages', '/api/language', '/api/currency', '/api/catalog/categories', '/api/catalog/whatsnew']) {
      await get(url);
      expect((await get(url)).headers['x-cache'], url).toBe('hit');
    }
  });
});

describe('nothing personal in a shared answer', () => {
  it('a shopper with a session gets the same catalogue answer as a visitor, and personal answers are private', async () => {
    const { token } = await createUser(app);
    const { id } = await someProduct();
    const visitor = await get(`/api/catalog/products/${id}`);
    const shopper = await get(`/api/catalog/products/${id}`, bearer(token));
    expect(shopper.body).toBe(visitor.body);
    for (const url of ['/api/cart', '/api/user/me', '/api/collection']) {
      const res = await get(url, bearer(token));
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['x-cache'], url).toBeUndefined();
    }
    // Errors are not kept either.
    expect((await get('/api/catalog/products/2147483000')).headers['cache-control']).toBe('private, no-store');
  });
});
