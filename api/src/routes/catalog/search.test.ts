import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets, ProductPage, Suggestions } from '@storefront/shared/contracts/catalog';
import { createTestApp } from '../../../test/helpers';
import { categoryI18n, productI18n, products, skus } from '../../db/schema/catalog';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function get<T>(url: string, locale = 'en') {
  const res = await app.inject({ url, headers: { 'accept-language': locale } });
  return { http: res.statusCode, cache: res.headers['x-cache'], ...(res.json() as { status: number; msg: string; data: T }) };
}
const list = async (query: string, locale = 'en') => (await get<ProductPage>(`/api/catalog/products?${query}`, locale)).data;
const facets = async (query: string, locale = 'en') => (await get<ProductFacets>(`/api/catalog/facets?${query}`, locale)).data;
const suggest = async (query: string, locale = 'en') => (await get<Suggestions>(`/api/catalog/suggest?${query}`, locale)).data;
const q = (params: Record<string, string | number | string[]>) =>
  Object.entries(params)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${k}=${encodeURIComponent(String(one))}`))
    .join('&');

/** Ids of active products with a SKU of this option value, from the database itself. */
async function withOption(name: string, value: string): Promise<Set<number>> {
  const rows = await app.db
    .selectDistinct({ id: skus.productId })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(products.active, true), sql`${skus.options} ->> ${name} = ${value}`));
  return new Set(rows.map((r) => r.id));
}
const ids = async (query: string, locale = 'en') => {
  const first = await list(`${query}&limit=100`, locale);
  expect(first.total).toBeLessThanOrEqual(100);
  return new Set(first.list.map((p) => p.id));
};

describe('GET /api/catalog/products with a keyword', () => {
  it('ranks by relevance when no sort is given, and keeps an asked-for sort', async () => {
    const relevant = await list('keyword=leather%20jacket');
    expect(relevant.list[0].name).toBe('Warm leather jacket');
    const byPrice = await list('keyword=leather&sort=priceAsc&limit=50');
    expect(byPrice.total).toBeGreaterThan(5);
    expect(byPrice.list.map((p) => p.price)).toEqual([...byPrice.list.map((p) => p.price)].sort((a, b) => a - b));
    // Without a keyword relevance is the best sellers first.
    const sales = await list('sort=relevance&limit=20');
    expect(sales.list.map((p) => p.sales)).toEqual([...sales.list.map((p) => p.sales)].sort((a, b) => b - a));
  });

  it('finds typos and word forms, and says "did you mean" for a word that finds nothing', async () => {
    expect((await list('keyword=lether%20jaket')).list[0].name).toBe('Warm leather jacket');
    expect((await list('keyword=Lederjacke', 'de')).list[0].name).toBe('Warme Jacke aus Leder');
    const miss = await list('keyword=shrt');
    expect(miss.total).toBe(0);
    expect(miss.list).toEqual([]);
    expect(miss.didYouMean).toBe('shirt');
    expect((await list(`keyword=${miss.didYouMean}`)).total).toBeGreaterThan(0);
    // Nothing close: the spec's plain not-found answer, without a suggestion.
    const nothing = await list('keyword=qqqxxzz');
    expect(nothing).toEqual({ list: [], total: 0, page: 1, size: 10 });
    // A found keyword never carries one.
    expect((await list('keyword=shirt')).didYouMean).toBeUndefined();
  });

  it('narrows by option facets: same name any of the values, different names all of them', async () => {
    const white = await withOption('colour', 'white');
    const black = await withOption('colour', 'black');
    const medium = await withOption('size', 'm');
    expect(await ids(q({ opt: 'colour:white' }))).toEqual(white);
    // Repeated opt arrives as an array; one value or two of the same name is "either".
    expect(await ids(q({ opt: ['colour:white', 'colour:black'] }))).toEqual(new Set([...white, ...black]));
    expect(await ids(q({ opt: ['colour:white', 'size:m'] }))).toEqual(new Set([...white].filter((id) => medium.has(id))));
    const shirts = await ids(q({ keyword: 'shirt', opt: 'colour:white' }));
    expect(shirts.size).toBeGreaterThan(0);
    for (const id of shirts) expect(white.has(id)).toBe(true);
  });

  it('refuses malformed option facets with a 400 envelope naming the field', async () => {
    const bad = ['colour', 'colour:', ':white', 'a:b:c', 'colour:bl ack', 'colour:white\u0000', `colour:${'x'.repeat(65)}`, '%', "colour:' or 1=1"];
    for (const opt of bad) {
      const res = await get<{ issues: { path: string; field?: string }[] }>(`/api/catalog/products?${q({ opt })}`);
      expect(res.http, opt).toBe(400);
      expect(res.status, opt).toBe(400);
      expect(res.data.issues[0].path, opt).toMatch(/^querystring\.opt/);
      expect(res.data.issues[0].field, opt).toBe('Filter');
    }
    const many = Array.from({ length: 21 }, (_, i) => `colour:c${i}`);
    expect((await get(`/api/catalog/products?${q({ opt: many })}`)).http).toBe(400);
    expect((await get(`/api/catalog/facets?${q({ opt: 'nocolon' })}`, 'de')).msg).toMatch(/Filter/);
    // A well-formed option no product has is simply no match.
    expect((await list(q({ opt: 'colour:nosuchcolour' }))).total).toBe(0);
  });
});

describe('GET /api/catalog/facets', () => {
  it('counts each option value with every other facet applied, and not its own', async () => {
    const base = { keyword: 'shirt', opt: ['size:m', 'colour:white'] };
    const answer = await facets(q(base));
    const colour = answer.options.find((o) => o.name === 'colour')!;
    const size = answer.options.find((o) => o.name === 'size')!;
    expect(colour.values.find((v) => v.value === 'white')?.selected).toBe(true);
    expect(size.values.find((v) => v.value === 'm')?.selected).toBe(true);
    // A colour's count is the list with size:m and that colour instead of white.
    for (const { value, count } of colour.values) {
      expect((await list(q({ keyword: 'shirt', opt: ['size:m', `colour:${value}`] }))).total, value).toBe(count);
    }
    for (const { value, count } of size.values) {
      expect((await list(q({ keyword: 'shirt', opt: [`size:${value}`, 'colour:white'] }))).total, value).toBe(count);
    }
    // Names not chosen count with both choices applied.
    for (const other of answer.options.filter((o) => o.name !== 'colour' && o.name !== 'size')) {
      for (const { value, count } of other.values) {
        expect((await list(q({ ...base, opt: [...base.opt, `${other.name}:${value}`] }))).total).toBe(count);
      }
    }
  });

  it('counts categories without the chosen category, and gives the price range without the chosen prices', async () => {
    const answer = await facets(q({ keyword: 'leather', categoryId: 1 }));
    // Choosing Clothing leaves the other categories' counts: shoes and bags of leather are still counted.
    expect(answer.categories.length).toBeGreaterThan(2);
    expect(answer.categories.some((c) => c.id === 1)).toBe(true);
    for (const c of answer.categories) expect((await list(q({ keyword: 'leather', categoryId: c.id }))).total, c.name).toBe(c.count);
    // The price range is over the matches whatever range was asked for; the categories do apply it.
    const narrowed = await facets(q({ keyword: 'leather', categoryId: 1, minPrice: 1, maxPrice: 2 }));
    const prices = (await list(q({ keyword: 'leather', categoryId: 1, limit: 100 }))).list.map((p) => p.price);
    expect(narrowed.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(narrowed.categories).toEqual([]);
  });

  it('answers in the request language, is cached like the list, and is empty where nothing matches', async () => {
    const de = await facets(q({ keyword: 'Jacke' }), 'de');
    expect(de.categories.map((c) => c.name)).toContain('Bekleidung');
    const first = await get<ProductFacets>('/api/catalog/facets?keyword=wool');
    const again = await get<ProductFacets>('/api/catalog/facets?keyword=wool');
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
    expect(await facets('keyword=qqqxxzz')).toEqual({ categories: [], price: null, options: [] });
    expect((await get('/api/catalog/facets?minPrice=5&maxPrice=1')).http).toBe(400);
  });
});

describe('GET /api/catalog/suggest', () => {
  it('suggests products and categories from the third character, the first in Chinese and Japanese', async () => {
    expect(await suggest('q=le')).toEqual({ products: [], categories: [] });
    const lea = await suggest('q=lea');
    expect(lea.products.length).toBe(6);
    for (const p of lea.products) {
      expect(p.name).toMatch(/leather/i);
      expect(p.cover).toMatch(/^\/media\//);
      expect(p.price).toBeGreaterThan(0);
    }
    expect((await suggest('q=lea&limit=3')).products).toHaveLength(3);
    expect((await suggest('q=bag')).categories.map((c) => c.name)).toContain('Bags');
    const cn = await suggest(`q=${encodeURIComponent('夹')}`, 'cn');
    expect(cn.products.length).toBeGreaterThan(0);
    expect(cn.products.every((p) => p.name.includes('夹'))).toBe(true);
    expect((await suggest(`q=${encodeURIComponent('シャツ')}`, 'jp')).products.length).toBeGreaterThan(0);
    // A typo still suggests.
    expect((await suggest('q=lether')).products[0].name).toMatch(/leather/i);
    for (const bad of ['limit=0', 'limit=11', 'limit=x', `q=${'x'.repeat(101)}`]) expect((await get(`/api/catalog/suggest?q=lea&${bad}`)).http, bad).toBe(400);
    expect((await get('/api/catalog/suggest')).http).toBe(200);
  });
});

describe('search documents follow every change of the catalogue', () => {
  it('finds a product by a renamed text, a renamed category and a changed option, at once', async () => {
    const [product] = await app.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.slug, 'classic-cork-notebook'));
    await app.db
      .update(productI18n)
      .set({ name: 'Zanzibar notebook' })
      .where(and(eq(productI18n.productId, product.id), eq(productI18n.locale, 'en')));
    expect((await list('keyword=zanzibar')).list.map((p) => p.id)).toEqual([product.id]);
    await app.db
      .update(categoryI18n)
      .set({ name: 'Quokka pads' })
      .where(and(eq(categoryI18n.categoryId, product.categoryId), eq(categoryI18n.locale, 'fr')));
    expect((await list('keyword=quokka', 'fr')).list.map((p) => p.id)).toContain(product.id);
    const [sku] = await app.db.select({ id: skus.id, options: skus.options }).from(skus).where(eq(skus.productId, product.id)).limit(1);
    const name = Object.keys(sku.options)[0];
    await app.db
      .update(skus)
      .set({ options: { ...sku.options, [name]: 'ultraviolet' } })
      .where(eq(skus.id, sku.id));
    expect((await list('keyword=ultraviolet')).list.map((p) => p.id)).toEqual([product.id]);
    expect((await list(q({ opt: `${name}:ultraviolet` }))).list.map((p) => p.id)).toEqual([product.id]);
    // Leaving the shop takes it out of search.
    await app.db.update(products).set({ active: false }).where(eq(products.id, product.id));
    expect((await list('keyword=zanzibar%20notebook')).total).toBe(0);
  });
});
