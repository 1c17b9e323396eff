import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode, ProductCard, ProductDetail, ReviewPage } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import { LOCALES } from '@storefront/shared/routes';
import { createTestApp } from '../../../test/helpers';
import { categories, categoryI18n, mediaFiles, productI18n, productImages, products, reviews, skus } from '../../db/schema/catalog';
import { settings } from '../../db/schema/shop';
import { referenceSeeders, runSeeders } from '../../db/reference';
import { buildCatalog, PRODUCT_COUNT } from '../../../../demo-shop/src/catalog';
import { demoSeeders } from '../../../../demo-shop/src/seed';

/** What the suite's database was seeded with: the reference data and the demo shop (its fixture). */
const everySeeder = [...referenceSeeders, ...demoSeeders];

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function get<T>(url: string, locale = 'en'): Promise<{ http: number; status: number; msg: string; data: T }> {
  const res = await app.inject({ url, headers: { 'accept-language': locale } });
  return { http: res.statusCode, ...res.json() };
}
const list = (query: string, locale = 'en') => get<Paged<ProductCard>>(`/api/catalog/products?${query}`, locale).then((r) => r.data);
const tree = () => get<CategoryNode[]>('/api/catalog/categories').then((r) => r.data);
/** Every product of the catalogue in one order, walking the pages. */
async function all(query: string): Promise<ProductCard[]> {
  const out: ProductCard[] = [];
  for (let page = 1; ; page++) {
    const data = await list(`${query}&limit=50&page=${page}`);
    out.push(...data.list);
    if (out.length >= data.total || data.list.length === 0) return out;
  }
}

describe('seed', () => {
  it('has at least 8 top categories, each with sub-categories, and 120 products', async () => {
    const roots = await tree();
    expect(roots.length).toBeGreaterThanOrEqual(8);
    for (const root of roots) expect(root.children.length).toBeGreaterThanOrEqual(2);
    expect(roots.reduce((n, r) => n + r.productCount, 0)).toBe(PRODUCT_COUNT);
    expect((await list('')).total).toBe(PRODUCT_COUNT);
  });

  it('gives every product nine distinct texts, 1-3 specifications with a SKU per combination, 2-4 images and a score from its reviews', async () => {
    const texts = await app.db.select({ productId: productI18n.productId, n: count() }).from(productI18n).groupBy(productI18n.productId);
    expect(texts).toHaveLength(PRODUCT_COUNT);
    expect(texts.every((t) => Number(t.n) === LOCALES.length)).toBe(true);

    const ids = (await all('sort=newest')).map((p) => p.id);
    for (const id of ids.slice(0, 40)) {
      const { data } = await get<ProductDetail>(`/api/catalog/products/${id}`);
      expect(data.specs.length).toBeGreaterThanOrEqual(1);
      expect(data.specs.length).toBeLessThanOrEqual(3);
      expect(data.skus).toHaveLength(data.specs.reduce((n, s) => n * s.values.length, 1));
      for (const sku of data.skus) expect(Object.keys(sku.options).sort()).toEqual(data.specs.map((s) => s.name).sort());
      expect(new Set(data.skus.map((s) => s.code)).size).toBe(data.skus.length);
      expect(data.images.length).toBeGreaterThanOrEqual(2);
      expect(data.images.length).toBeLessThanOrEqual(4);
      expect(data.price).toBe(Math.min(...data.skus.map((s) => s.price)));
      const ratings = await app.db.select({ r: reviews.productRating }).from(reviews).where(eq(reviews.productId, id));
      expect(data.reviewCount).toBe(ratings.length);
      const avg = ratings.length ? Math.round((ratings.reduce((s, r) => s + r.r, 0) / ratings.length) * 10) / 10 : 0;
      expect(data.score).toBe(avg);
    }
  });

  it('has new arrivals, reviews with pictures, store replies and several languages', async () => {
    const fresh = await get<Paged<ProductCard>>('/api/catalog/whatsnew?limit=100');
    expect(fresh.data.total).toBeGreaterThan(5);
    expect(fresh.data.list.every((p) => p.isNew)).toBe(true);
    const [{ withPictures }] = await app.db
      .select({ withPictures: count() })
      .from(reviews)
      .where(sql`jsonb_array_length(${reviews.pictures}) > 0`);
    const [{ replied }] = await app.db
      .select({ replied: count() })
      .from(reviews)
      .where(sql`${reviews.reply} is not null`);
    const languages = await app.db.selectDistinct({ locale: reviews.locale }).from(reviews);
    expect(Number(withPictures)).toBeGreaterThan(10);
    expect(Number(replied)).toBeGreaterThan(10);
    expect(languages.length).toBeGreaterThanOrEqual(5);
  });

  it('makes a distinct photo for every gallery image and serves it from /media with a year of caching', async () => {
    const images = await app.db.select({ url: productImages.url }).from(productImages);
    const bodies = await app.db.select({ body: mediaFiles.body }).from(mediaFiles);
    expect(new Set(images.map((i) => i.url)).size).toBe(images.length);
    expect(new Set(bodies.map((b) => b.body)).size).toBe(bodies.length);

    const { data } = await get<ProductDetail>(`/api/catalog/products/${(await list('limit=10')).list[0].id}`);
    for (const attempt of [1, 2]) {
      const res = await app.inject({ url: data.images[0].url });
      expect(res.statusCode, `attempt ${attempt}`).toBe(200);
      expect(res.headers['content-type']).toContain('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeGreaterThan(100_000);
    }
    // The demo's gallery is raster photographs with their widths; the banners stay drawings.
    expect(data.images[0]).toMatchObject({ width: 1600, height: 1600, widths: [160, 320, 480, 800, 1200, 1600] });
    const banner = await app.inject({ url: (await tree())[0]!.image! });
    expect(banner.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ url: '/media/catalog/products/nope.1234567890.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('leaves the same rows when run twice', async () => {
    const snapshot = async () => ({
      counts: await Promise.all(
        [categories, categoryI18n, products, productI18n, productImages, skus, reviews, mediaFiles].map((t) =>
          app.db
            .select({ n: count() })
            .from(t)
            .then(([r]) => Number(r.n)),
        ),
      ),
      products: await app.db.select().from(products).orderBy(products.id),
      skus: await app.db.select().from(skus).orderBy(skus.id),
      reviews: await app.db.select().from(reviews).orderBy(reviews.id),
    });
    const before = await snapshot();
    await runSeeders(app.db, undefined, everySeeder);
    await runSeeders(app.db, undefined, everySeeder);
    expect(await snapshot()).toEqual(before);
    expect(before.counts[2]).toBe(buildCatalog().products.length);
  });
});

describe('GET /api/catalog/products', () => {
  it('pages with the total: default page size 10, other sizes asked as limit= and answered as size, pages that do not overlap, past the end empty', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: PRODUCT_COUNT, page: 1, size: 10 });
    expect(first.list).toHaveLength(10);
    const second = await list('page=2');
    expect(second.list.map((p) => p.id).filter((id) => first.list.some((p) => p.id === id))).toEqual([]);
    for (const limit of [20, 30, 40, 50, 100]) {
      const data = await list(`limit=${limit}&page=2`);
      expect(data).toMatchObject({ total: PRODUCT_COUNT, page: 2, size: limit });
      expect(data.list).toHaveLength(Math.min(limit, PRODUCT_COUNT - limit));
    }
    const past = await list('page=99');
    expect(past).toMatchObject({ total: PRODUCT_COUNT, list: [] });
    const walked = await all('sort=sales');
    expect(new Set(walked.map((p) => p.id)).size).toBe(PRODUCT_COUNT);
  });

  it('rejects a page size outside 10/20/30/40/50/100 and other bad input with a 400 envelope', async () => {
    for (const query of [
      'limit=15',
      'limit=0',
      'page=0',
      'page=x',
      'sort=random',
      'minPrice=-1',
      'minPrice=500&maxPrice=100',
      'categoryId=abc',
      `keyword=${'x'.repeat(101)}`,
    ]) {
      const res = await get(`/api/catalog/products?${query}`);
      expect(res.http, query).toBe(400);
      expect(res.status, query).toBe(400);
    }
  });

  const sorted = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || (values[i - 1] - v) * dir <= 0);
  it('sorts by every order', async () => {
    expect(
      sorted(
        (await all('sort=priceAsc')).map((p) => p.price),
        1,
      ),
    ).toBe(true);
    expect(
      sorted(
        (await all('sort=priceDesc')).map((p) => p.price),
        -1,
      ),
    ).toBe(true);
    expect(
      sorted(
        (await all('sort=sales')).map((p) => p.sales),
        -1,
      ),
    ).toBe(true);
    expect(
      sorted(
        (await all('sort=score')).map((p) => p.score),
        -1,
      ),
    ).toBe(true);
    const newest = await all('sort=newest');
    expect(
      sorted(
        newest.map((p) => p.arrivalAt),
        -1,
      ),
    ).toBe(true);
    expect((await all('')).map((p) => p.id)).toEqual(newest.map((p) => p.id));
  });

  it('filters by a category including its sub-categories, and by a sub-category alone', async () => {
    const [top] = await tree();
    const sub = top.children[0];
    const inTop = await all(`categoryId=${top.id}`);
    expect(inTop.length).toBe(top.productCount);
    const subIds = new Set(top.children.map((c) => c.id));
    expect(inTop.every((p) => subIds.has(p.categoryId))).toBe(true);
    const inSub = await all(`categoryId=${sub.id}&sort=priceAsc`);
    expect(inSub.length).toBe(sub.productCount);
    expect(inSub.length).toBeGreaterThan(0);
    expect(inSub.every((p) => p.categoryId === sub.id)).toBe(true);
    expect(
      sorted(
        inSub.map((p) => p.price),
        1,
      ),
    ).toBe(true);
    expect((await list('categoryId=999999')).total).toBe(0);
  });

  it('filters by price range in USD minor units, bounds included', async () => {
    const prices = (await all('sort=priceAsc')).map((p) => p.price);
    const min = prices[20];
    const max = prices[60];
    const inRange = await all(`minPrice=${min}&maxPrice=${max}`);
    expect(inRange.length).toBe(prices.filter((p) => p >= min && p <= max).length);
    expect(inRange.every((p) => p.price >= min && p.price <= max)).toBe(true);
  });

  it('matches the keyword in the name and description of the request language only', async () => {
    const en = await list('keyword=cotton&limit=100');
    expect(en.total).toBeGreaterThan(0);
    expect(en.list.every((p) => /cotton/i.test(p.name))).toBe(true);
    const de = await list('keyword=Baumwolle&limit=100', 'de');
    expect(de.total).toBe(en.total);
    expect(de.list.every((p) => p.name.includes('Baumwolle'))).toBe(true);
    expect((await list('keyword=Baumwolle', 'en')).total).toBe(0);
    // Description words count too: every English description says "made of".
    expect((await list('keyword=MADE%20OF')).total).toBe(PRODUCT_COUNT);
    const cn = await list(`keyword=${encodeURIComponent('棉')}&limit=100`, 'cn');
    expect(cn.total).toBeGreaterThan(0);
  });

  it('treats quotes, percent signs, underscores and SQL fragments as plain text', async () => {
    // Search reads words (api/src/search): punctuation separates them and finds nothing by itself.
    // A modifier apostrophe (U+02BC) is a letter, and accent folding makes it a quote.
    for (const keyword of ["'", '"', '%', '_', '%%', '\\', '*', "'; --", '\u02bc', '\u02bc:*']) {
      const res = await get<Paged<ProductCard>>(`/api/catalog/products?keyword=${encodeURIComponent(keyword)}`);
      expect(res.http, keyword).toBe(200);
      expect(res.data.total, keyword).toBe(0);
    }
    // Nothing is SQL: no fragment widens the match to the whole catalogue.
    for (const keyword of ["' OR '1'='1", 'a_b', "'; DROP TABLE products; --", '1) OR (1=1', '$1']) {
      const res = await get<Paged<ProductCard>>(`/api/catalog/products?keyword=${encodeURIComponent(keyword)}`);
      expect(res.http, keyword).toBe(200);
      expect(res.data.total, keyword).toBeLessThan(PRODUCT_COUNT);
    }
    // A quote after a word is punctuation: "cotton'" finds what "cotton" finds.
    expect((await list(`keyword=${encodeURIComponent("cotton'")}`)).total).toBe((await list('keyword=cotton')).total);
    // % is no wildcard: "co%on" is the short words "co" and "on", which no product has, not "cotton".
    expect((await list(`keyword=${encodeURIComponent('co%on')}`)).total).toBe(0);
    expect((await list(`keyword=${encodeURIComponent('30 °C')}`)).total).toBeGreaterThan(0);
    // A quote inside real text still matches: French "l'entrée" appears in home descriptions.
    expect((await list(`keyword=${encodeURIComponent("l'entrée")}`, 'fr')).total).toBeGreaterThan(0);
    expect((await list('')).total).toBe(PRODUCT_COUNT);
  });

  it('answers in each of the nine languages', async () => {
    const names = new Set<string>();
    for (const locale of LOCALES) {
      const data = await list('sort=priceAsc&limit=10', locale);
      expect(data.list).toHaveLength(10);
      names.add(data.list[0].name);
      const roots = (await get<CategoryNode[]>('/api/catalog/categories', locale)).data;
      expect(roots[0].name.length).toBeGreaterThan(0);
    }
    expect(names.size).toBe(LOCALES.length);
  });

  it('falls back to English where a text is missing in the request language', async () => {
    const [victim] = (await list('sort=priceDesc&limit=10')).list;
    const [top] = await tree();
    const removed = await app.db
      .delete(productI18n)
      .where(and(eq(productI18n.productId, victim.id), eq(productI18n.locale, 'ru')))
      .returning();
    await app.db.delete(categoryI18n).where(and(eq(categoryI18n.categoryId, top.id), eq(categoryI18n.locale, 'ru')));
    try {
      const ru = await list('sort=priceDesc&limit=10', 'ru');
      expect(ru.list[0]).toMatchObject({ id: victim.id, name: victim.name });
      expect((await get<ProductDetail>(`/api/catalog/products/${victim.id}`, 'ru')).data.name).toBe(victim.name);
      expect((await get<CategoryNode[]>('/api/catalog/categories', 'ru')).data[0].name).toBe(top.name);
      // An unknown language answers in English.
      expect((await list('sort=priceDesc&limit=10', 'xx')).list[0].name).toBe(victim.name);
    } finally {
      await app.db.insert(productI18n).values(removed);
      await runSeeders(app.db, undefined, everySeeder);
    }
  });
});

describe('GET /api/catalog/products/:id', () => {
  it('answers the detail with specifications, SKUs with stock, sales, score and gallery', async () => {
    const [card] = (await list('sort=sales')).list;
    const { http, data } = await get<ProductDetail>(`/api/catalog/products/${card.id}`, 'de');
    expect(http).toBe(200);
    expect(data).toMatchObject({ id: card.id, sales: card.sales, score: card.score });
    expect(data.stock).toBe(data.skus.reduce((n, s) => n + s.stock, 0));
    expect(data.breadcrumbs.length).toBe(2);
    expect(data.breadcrumbs[1].id).toBe(data.categoryId);
    expect(data.description.length).toBeGreaterThan(40);
    expect(data.images[0]).toMatchObject({ width: 1600, height: 1600, widths: [160, 320, 480, 800, 1200, 1600] });
  });

  it('answers an unknown id with a 404 envelope and a malformed one with 400', async () => {
    const missing = await get('/api/catalog/products/999999', 'fr');
    expect(missing).toMatchObject({ http: 404, status: 404, msg: 'Cette page est introuvable.', data: null });
    expect((await get('/api/catalog/products/abc')).http).toBe(400);
    expect((await get('/api/catalog/products/999999/reviews')).http).toBe(404);
    expect((await get('/api/catalog/products/999999/recommendations')).http).toBe(404);
  });
});

describe('GET /api/catalog/products/:id/reviews', () => {
  it('pages reviews newest first with ratings, pictures and replies; closed empties them', async () => {
    const [{ productId }] = await app.db
      .select({ productId: reviews.productId, n: count() })
      .from(reviews)
      .groupBy(reviews.productId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const page1 = (await get<ReviewPage>(`/api/catalog/products/${productId}/reviews?limit=10`)).data;
    expect(page1).toMatchObject({ page: 1, size: 10, closed: false });
    expect(page1.total).toBeGreaterThan(1);
    const dates = page1.list.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const r of page1.list) {
      expect(r.productRating).toBeGreaterThanOrEqual(1);
      expect(r.serviceRating).toBeLessThanOrEqual(5);
      expect(Array.isArray(r.pictures)).toBe(true);
    }

    await app.db.update(settings).set({ isCloseComment: true }).where(eq(settings.id, 1));
    try {
      expect((await get<ReviewPage>(`/api/catalog/products/${productId}/reviews`)).data).toEqual({ list: [], total: 0, page: 1, size: 10, closed: true });
    } finally {
      await app.db.update(settings).set({ isCloseComment: false }).where(eq(settings.id, 1));
    }
  });
});

describe('GET /api/catalog/products/:id/recommendations', () => {
  it('ranks the same category first, then by sales, and never includes the product itself', async () => {
    const roots = await tree();
    const sub = roots.flatMap((r) => r.children).find((c) => c.productCount >= 3)!;
    const [self] = (await list(`categoryId=${sub.id}`)).list;
    const recs = (await get<ProductCard[]>(`/api/catalog/products/${self.id}/recommendations?limit=12`)).data;
    expect(recs).toHaveLength(12);
    expect(recs.some((p) => p.id === self.id)).toBe(false);
    const same = recs.filter((p) => p.categoryId === sub.id);
    expect(same.length).toBe(Math.min(sub.productCount - 1, 12));
    expect(recs.slice(0, same.length).every((p) => p.categoryId === sub.id)).toBe(true);
    expect(same.map((p) => p.sales)).toEqual([...same.map((p) => p.sales)].sort((a, b) => b - a));
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue endpoint', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/catalog/categories',
        '/api/catalog/products',
        '/api/catalog/whatsnew',
        '/api/catalog/products/{id}',
        '/api/catalog/products/{id}/reviews',
        '/api/catalog/products/{id}/recommendations',
      ]),
    );
  });
});
