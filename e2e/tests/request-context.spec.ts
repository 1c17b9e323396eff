import { expect, test, type Page } from '@playwright/test';
import type { ProductCard, ProductDetail } from '@storefront/shared/contracts/catalog';
import type { MoneyType } from '@storefront/shared/contracts/shop';
import type { Paged } from '@storefront/shared/schemas/common';
import { catalogGet, hydrated } from './support-catalog';

/**
 * The request context (language, currency, session) travels with every request of a page's model: a
 * language or currency chosen on a server-rendered product page starts the page again, and the page asks
 * once for each thing it shows (the product, its related products, its reviews), in the new language, and
 * nothing else asks for anything (no component fetches on its own).
 */

/** The store API requests the page made, as `METHOD path?query` with the language each was sent in. */
function apiRequests(page: Page) {
  const seen: { key: string; lang: string | undefined }[] = [];
  let last = Date.now();
  page.on('request', (r) => {
    const url = new URL(r.url());
    // What the page's code asks for. The API's public answers allow stale-while-revalidate, so a
    // resource asked for again in the same language is served from the browser's cache and refreshed by
    // the browser itself in the background (resource type "other"): that is the cache, not the page.
    if (!url.pathname.startsWith('/api/') || !['xhr', 'fetch'].includes(r.resourceType())) return;
    seen.push({ key: `${r.method()} ${url.pathname}${url.search}`, lang: r.headers()['accept-language'] });
    last = Date.now();
  });
  return {
    seen,
    /**
     * Waits until the page has asked for `expected`, then until it has asked for nothing more for 2 s (a
     * change makes no new document, so the load states are long reached): a late extra request still counts.
     */
    async settle(expected: Record<string, number>) {
      await expect.poll(() => this.perPath()).toEqual(expected);
      await expect.poll(() => Date.now() - last, { intervals: [250] }).toBeGreaterThan(2000);
    },
    /** How many requests went to each path, e.g. { 'GET /api/catalog/products/3': 1 }. */
    perPath: () => Object.fromEntries([...new Set(seen.map((s) => s.key))].sort().map((k) => [k, seen.filter((s) => s.key === k).length])),
    clear: () => (seen.length = 0),
  };
}

test('another language or currency on a product page asks once for each thing the page shows, and nothing else', async ({ page, request }) => {
  const best = await catalogGet<Paged<ProductCard>>(request, '/api/catalog/products?sort=sales&page=1&limit=10');
  const id = best.list[0].id;
  const de = await catalogGet<ProductDetail>(request, `/api/catalog/products/${id}`, 'de');
  // What the page's models load: the product, the first page of its reviews, and "you may also like" with the newest arrivals.
  const pageResources = {
    [`GET /api/catalog/products/${id}`]: 1,
    [`GET /api/catalog/products/${id}/recommendations?limit=5`]: 1,
    [`GET /api/catalog/products/${id}/reviews?page=1&limit=10`]: 1,
    ['GET /api/catalog/products?sort=newest&limit=10']: 1,
  };

  const api = apiRequests(page);
  await page.goto(`/shop/goodDetails/${id}`);
  await hydrated(page);
  // Server-rendered: the browser takes the page over without asking for its data again.
  expect(api.perPath()).toEqual({});

  await page.getByTestId('language-select').selectOption('de');
  await expect(page).toHaveURL(new RegExp(`/de/shop/goodDetails/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: de.name })).toBeVisible();
  await api.settle(pageResources);
  expect(api.perPath()).toEqual(pageResources);
  expect(new Set(api.seen.map((s) => s.lang))).toEqual(new Set(['de']));

  // Another currency: the same page started again in it, still in German, one request per resource.
  api.clear();
  const currencies = (await (await request.get('/api/currency')).json()) as { msg: string };
  const other = (JSON.parse(currencies.msg) as MoneyType[]).find((m) => m.currency !== 'USD')!;
  await page.getByTestId('currency-select').selectOption(other.currency);
  await expect(page.getByTestId('currency-select')).toHaveValue(other.currency);
  await api.settle(pageResources);
  expect(api.perPath()).toEqual(pageResources);
  expect(new Set(api.seen.map((s) => s.lang))).toEqual(new Set(['de']));
  await expect(page.getByRole('heading', { level: 1, name: de.name })).toBeVisible();
});
