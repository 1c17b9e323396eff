import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import { startBuiltStore, storeBuilt, type BuiltStore } from './built-store';

/**
 * Public pages from the page cache of the built store (ADR 0036): one copy per address, language, currency
 * and rendered versions, never holding a shopper's data. Needs `pnpm build` first.
 */

let store: BuiltStore | null = null;
let base = '';

beforeAll(async () => {
  if (!storeBuilt) return;
  // Workers reuse the API's answers for a minute here, not a second: only the change notice can make them ask again.
  store = await startBuiltStore('ssr-page-cache', { RENDER_KEEP_ANSWERS_MS: '60000' });
  base = store.base;
}, 240_000);
afterAll(() => store?.stop());

async function envelope<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${url}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
  const body = (await res.json()) as { status: number; data: T };
  if (body.status !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

async function page(url: string, cookie?: string) {
  const res = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** A change notice (the same price written again): every instance drops its pages, so the next fetch renders anew. */
async function dropPages(skuId: number, price: number) {
  await envelope('/api/dev/operator', { method: 'POST', body: JSON.stringify({ args: ['price', String(skuId), String(price)] }) });
}

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

describe.skipIf(!storeBuilt)('public pages from the page cache', () => {
  let product: ProductDetail;
  let categoryId: number;

  beforeAll(async () => {
    const list = (await envelope<Paged<ProductCard>>('/api/catalog/products?sort=sales&page=1&limit=20')).list;
    for (const card of list) {
      product = await envelope<ProductDetail>(`/api/catalog/products/${card.id}`);
      if (product.skus.some((s) => s.stock > 0)) break;
    }
    categoryId = product.breadcrumbs.at(-1)!.id;
  });

  it("no answer with Cache-Control: public carries a session's data: signed in with a cart, each public page kind is the signed-out page", async () => {
    const shopper = { username: `pc${Date.now().toString(36)}`.slice(0, 16), password: 'Secret_12!' };
    await envelope('/api/dev/users', { method: 'POST', body: JSON.stringify({ ...shopper, email: `${shopper.username}@example.test` }) });
    const session = await envelope<{ token: string }>('/api/user/login', {
      method: 'POST',
      body: JSON.stringify({ account: shopper.username, password: shopper.password }),
    });
    const sku = product.skus.find((s) => s.stock > 0)!;
    await envelope('/api/cart/items', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ productId: product.id, skuId: sku.id, quantity: 1 }),
    });
    const signedIn = `token=${session.token}; moneyType=USD; language=en`;
    const signedOut = 'moneyType=USD; language=en';
    const pages = [
      '/',
      '/shop',
      '/shop/whatisnew',
      `/shop/productList/${categoryId}`,
      `/shop/goodDetails/${product.id}`,
      `/de/shop/goodDetails/${product.id}`,
      '/aboutus',
      '/blog',
      '/brandstory',
      '/contact',
      '/question',
      '/photo',
      '/join',
      '/join/register',
    ];
    await dropPages(sku.id, sku.price);
    const withSession = new Map<string, Awaited<ReturnType<typeof page>>>();
    for (const url of pages) withSession.set(url, await page(url, signedIn));
    // Rendered anew without the session, so the comparison is between two renders, not one copy twice.
    await dropPages(sku.id, sku.price);
    for (const url of pages) {
      const mine = withSession.get(url)!;
      const anyone = await page(url, signedOut);
      expect(mine.status, url).toBe(200);
      expect(mine.headers.get('cache-control'), url).toBe(PUBLIC);
      expect(mine.headers.get('x-cache'), url).toBe('miss');
      expect(anyone.headers.get('x-cache'), url).toBe('miss');
      expect(mine.headers.get('set-cookie'), url).toBeNull();
      expect(mine.html, url).not.toContain(shopper.username);
      expect(mine.html, url).not.toContain(session.token);
      // The header's account part is the same placeholder for everyone until the browser reads its session.
      expect(mine.html, url).toContain('data-testid="account-pending"');
      expect(mine.html, url).toMatch(/data-testid="cart-count">0</);
      expect(mine.html, url).toBe(anyone.html);
    }
    // The shopper's own pages stay out of every cache.
    const orders = await page('/user/order', signedIn);
    expect(orders.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a page rendered again after pages of other remotes and languages is the same bytes', async () => {
    const sku = product.skus[0]!;
    const url = `/de/shop/goodDetails/${product.id}`;
    await dropPages(sku.id, sku.price);
    const first = await page(url);
    for (const other of ['/de/blog', '/de/aboutus', '/de/shop', '/jp/shop', '/', `/shop/productList/${categoryId}`, '/de/join']) {
      expect((await page(other)).status, other).toBe(200);
    }
    await dropPages(sku.id, sku.price);
    const again = await page(url);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(again.headers.get('x-cache')).toBe('miss');
    expect(again.html).toBe(first.html);
  });

  it('a product page in EUR and in USD makes two copies, each with its own prices', async () => {
    const url = `/shop/goodDetails/${product.id}?copies=currency`;
    const eur = await page(url, 'moneyType=EUR');
    const usd = await page(url, 'moneyType=USD');
    const eurAgain = await page(url, 'moneyType=EUR');
    const usdAgain = await page(url, 'moneyType=USD');
    expect([eur, usd, eurAgain, usdAgain].map((p) => p.headers.get('x-cache'))).toEqual(['miss', 'miss', 'hit', 'hit']);
    const price = (html: string) => /data-testid="detail-price"[^>]*><span class="sf-price cat-price-big">([^<]+)</.exec(html)?.[1];
    expect(price(eur.html)).toMatch(/^€\d/);
    expect(price(usd.html)).toMatch(/^\$\d/);
    expect(eurAgain.html).toBe(eur.html);
    expect(usdAgain.html).toBe(usd.html);
    expect(eurAgain.headers.get('etag')).toBe(eur.headers.get('etag'));
    expect(usd.headers.get('etag')).not.toBe(eur.headers.get('etag'));
  });

  it("a new exchange rate shows in the next page rendered, though each render worker keeps the shop's lists a second", async () => {
    const answer = (await (await fetch(`${base}/api/currency`)).json()) as { msg: string };
    const list = JSON.parse(answer.msg) as { currency: string; ex_rate: number }[];
    const original = list.find((c) => c.currency === 'EUR')!.ex_rate;
    const price = (html: string) =>
      Number(/data-testid="detail-price"[^>]*><span class="sf-price cat-price-big">€([\d.,]+)</.exec(html)?.[1]?.replace(/,/g, ''));
    const rates = (eur: number) =>
      envelope('/api/dev/operator', { method: 'POST', body: JSON.stringify({ args: ['rates', '-'], input: JSON.stringify({ EUR: eur }) }) });
    const eurPage = (n: string) => page(`/shop/goodDetails/${product.id}?rates=${n}`, 'moneyType=EUR');
    try {
      await rates(0.5);
      // Every worker renders a page, and so keeps the lists, just before the change.
      const before = await Promise.all(['a', 'b', 'c', 'd'].map(eurPage));
      await rates(1);
      const after = await Promise.all(['e', 'f', 'g', 'h'].map(eurPage));
      const half = price(before[0]!.html);
      expect(half).toBeGreaterThan(0);
      for (const p of before) expect(price(p.html)).toBe(half);
      for (const p of after) expect(Math.abs(price(p.html) - half * 2)).toBeLessThanOrEqual(0.02);
    } finally {
      await rates(original);
    }
  });

  it("a new price shows in the next page rendered, though each render worker keeps the API's answers", async () => {
    const price = (html: string) =>
      Number(/data-testid="detail-price"[^>]*><span class="sf-price cat-price-big">\$([\d.,]+)</.exec(html)?.[1]?.replace(/,/g, ''));
    const setAll = (cents: (original: number) => number) =>
      Promise.all(
        product.skus.map((sku) =>
          envelope('/api/dev/operator', { method: 'POST', body: JSON.stringify({ args: ['price', String(sku.id), String(cents(sku.price))] }) }),
        ),
      );
    const usdPage = (n: string) => page(`/shop/goodDetails/${product.id}?prices=${n}`, 'moneyType=USD');
    try {
      await setAll(() => 1000);
      // Every worker renders a page, and so keeps the product's answer, just before the change.
      const before = await Promise.all(['a', 'b', 'c', 'd'].map(usdPage));
      await setAll(() => 3000);
      const after = await Promise.all(['e', 'f', 'g', 'h'].map(usdPage));
      for (const p of before) expect(price(p.html)).toBe(10);
      for (const p of after) expect(price(p.html)).toBe(30);
    } finally {
      await setAll((original) => original);
    }
  });

  it('an unrelated cookie does not split the cache; the page names what it shows for a shared cache to purge', async () => {
    const url = `/shop/goodDetails/${product.id}?copies=cookies`;
    const first = await page(url, 'moneyType=USD');
    const other = await page(url, 'moneyType=USD; _ga=GA1.2.345.678; theme=dark; sf_consent=yes');
    const none = await page(url);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(other.headers.get('x-cache')).toBe('hit');
    // No moneyType cookie: the default currency's own copy, as it would be rendered.
    expect(none.headers.get('x-cache')).toBe('miss');
    expect(other.html).toBe(first.html);
    for (const res of [first, other, none]) {
      expect(res.headers.get('cache-control')).toBe(PUBLIC);
      expect(res.headers.get('vary')).toBe('accept-encoding');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const keys = first.headers.get('xkey')!.split(' ');
    expect(first.headers.get('surrogate-key')).toBe(first.headers.get('xkey'));
    expect(keys).toEqual(expect.arrayContaining(['shop', 'catalog', `product:${product.id}`, expect.stringMatching(/^remote:catalog@/)]));
    const revalidated = await fetch(`${base}${url}`, { headers: { cookie: 'moneyType=USD', 'if-none-match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });
});
