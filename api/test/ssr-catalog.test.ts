import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import { startBuiltStore, storeBuilt, type BuiltStore } from './built-store';

/**
 * The built store (shell and catalogue server builds, published at start as `pnpm serve` does) on a real
 * port, asked for pages the way a crawler or a browser's first request asks: plain HTTP, no script run.
 * Needs `pnpm build` first (the repository's test command builds before it runs these tests).
 */

const built = storeBuilt;
const NOT_FOUND = 'This page could not be found.';
const LANGUAGE_TAGS = ['en', 'zh-Hans', 'de', 'es', 'fr', 'ja', 'pt', 'ru', 'zh-Hant'];

let store: BuiltStore | null = null;
let base = '';

beforeAll(async () => {
  if (!built) return;
  store = await startBuiltStore('ssr-catalog');
  base = store.base;
}, 420_000);

afterAll(() => store?.stop());

/** The catalogue API in a language, for the texts a page must carry. */
async function api<T>(url: string, locale = 'en'): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { 'accept-language': locale } });
  const body = (await res.json()) as { status: number; data: T };
  if (body.status !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** How React writes text into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);

async function page(url: string, cookie?: string) {
  const res = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

describe.skipIf(!built)('server-rendered catalogue pages of the built store', () => {
  let product: ProductDetail;
  let eur: { ex_rate: number };

  beforeAll(async () => {
    const first = (await api<Paged<ProductCard>>('/api/catalog/products?sort=sales&page=1&limit=10')).list[0];
    product = await api<ProductDetail>(`/api/catalog/products/${first.id}`);
    // The spec's answer carries the currency list as JSON text in msg.
    const { msg } = (await (await fetch(`${base}/api/currency`)).json()) as { msg: string };
    const currencies = JSON.parse(msg) as { currency: string; ex_rate: number }[];
    eur = currencies.find((c) => c.currency === 'EUR')!;
  });

  it.each([
    ['en', ''],
    ['de', '/de'],
  ])('the product page in %s carries name, EUR price, description, Product JSON-LD with its offer and every language link', async (locale, prefix) => {
    const texts = locale === 'en' ? product : await api<ProductDetail>(`/api/catalog/products/${product.id}`, locale);
    const { status, html } = await page(`${prefix}/shop/goodDetails/${product.id}`, 'moneyType=EUR');
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}"[ >]`, 'i'));

    const price = (Math.floor(texts.price * eur.ex_rate + 1e-7) / 100).toFixed(2);
    const app = html.slice(html.indexOf('<div id="root">'));
    expect(app).toContain(`<h1 class="cat-detail__name">${escapeHtml(texts.name)}</h1>`);
    // The lowest price first, in the cookie's currency (rounded down, as everywhere in the shop), written as the
    // page's language writes euros: "€18.46" in English, "18,46 €" in German.
    const shown = locale === 'en' ? `€${price.replace('.', '\\.')}` : `${price.replace('.', ',')}\u00a0€`;
    expect(app).toMatch(new RegExp(`data-testid="detail-price"[^>]*><span class="sf-price cat-price-big">${shown}<`));
    expect(app).toContain(`<p>${escapeHtml(texts.description)}</p>`);

    const ld = jsonLd(html).find((d) => d['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: texts.name,
      description: texts.description,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'EUR',
        availability: texts.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });

    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
    expect(alternates.map((m) => m[1])).toEqual([...LANGUAGE_TAGS, 'x-default']);
    expect(alternates.find((m) => m[1] === 'de')![2]).toBe(`${base}/de/shop/goodDetails/${product.id}`);
    expect(alternates.find((m) => m[1] === 'x-default')![2]).toBe(`${base}/shop/goodDetails/${product.id}`);
  });

  it("/shop carries the first page's product cards, in the order the list API gives them", async () => {
    const expected = await api<Paged<ProductCard>>('/api/catalog/products?sort=newest&page=1&limit=10');
    const { status, html } = await page('/shop');
    expect(status).toBe(200);
    const ids = [...html.matchAll(/data-testid="product-card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(expected.list.map((p) => p.id));
    // The shop's cards are headed h2 under the page's h1.
    for (const card of expected.list) expect(html).toContain(`<h2 class="cat-card__name">${escapeHtml(card.name)}</h2>`);
    expect(html).not.toContain('sf-loading');
  });

  it('an unknown product id answers 404 with the not-found message in the page', async () => {
    const { status, html } = await page('/shop/goodDetails/987654321');
    expect(status).toBe(404);
    expect(html).toContain(`<title>${NOT_FOUND}</title>`);
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(`<p class="sf-not-found__msg">${NOT_FOUND}</p>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('a list of a category that does not exist answers 404 too; a real one 200 with its name as the title', async () => {
    const tree = await api<{ id: number; name: string }[]>('/api/catalog/categories');
    const missing = await page('/shop/productList/987654');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(`<p class="sf-not-found__msg">${NOT_FOUND}</p>`);
    const real = await page(`/shop/productList/${tree[0].id}?sort=priceAsc`);
    expect(real.status).toBe(200);
    expect(real.html).toContain(`<title>${escapeHtml(tree[0].name)}</title>`);
  });
});
