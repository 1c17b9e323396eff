import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@storefront/shared/contracts/catalog';
import { LOCALES } from '@storefront/shared/routes';
import { createTestApp } from '../../test/helpers';
import { products } from '../db/schema/catalog';
import { SEARCH_SET } from './search-set';

let app: FastifyInstance;
let handleOf: Map<number, string>;
beforeAll(async () => {
  app = await createTestApp();
  handleOf = new Map((await app.db.select({ id: products.id, slug: products.slug }).from(products)).map((r) => [r.id, r.slug]));
});
afterAll(() => app?.close());

/** The handles of the first five products the list shows for a keyword, in the page's language. */
async function topFive(locale: string, query: string): Promise<string[]> {
  const res = await app.inject({ url: `/api/catalog/products?keyword=${encodeURIComponent(query)}&limit=10`, headers: { 'accept-language': locale } });
  expect(res.statusCode, query).toBe(200);
  const page = res.json().data as ProductPage;
  return page.list.slice(0, 5).map((card) => handleOf.get(card.id) ?? `#${card.id}`);
}

describe('search test set on the demo shop', () => {
  it('has at least ten queries for each of the nine languages', () => {
    for (const locale of LOCALES) expect(SEARCH_SET[locale].length, locale).toBeGreaterThanOrEqual(10);
  });

  // Precision at 5: of the (up to) five products shown first, the share that the case expects; recall at
  // 5: of the products the case expects, the share among the first five. A miss fails the language.
  it.each([...LOCALES])('%s: every expected product is among the first five', async (locale) => {
    const misses: string[] = [];
    let precision = 0;
    let recall = 0;
    for (const c of SEARCH_SET[locale]) {
      const top = await topFive(locale, c.query);
      const found = c.expect.filter((handle) => top.includes(handle));
      precision += top.length ? found.length / top.length : 0;
      recall += found.length / c.expect.length;
      if (found.length < c.expect.length)
        misses.push(`"${c.query}" (${c.kind}): missing ${c.expect.filter((h) => !found.includes(h)).join(', ')}; first five: ${top.join(', ')}`);
    }
    const n = SEARCH_SET[locale].length;
    console.log(`search ${locale}: ${n} queries, precision@5 ${(precision / n).toFixed(2)}, recall@5 ${(recall / n).toFixed(2)}`);
    expect(misses).toEqual([]);
  });
});
