import { fork } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverThenBrowser as render, unmountHydrated, type ExposedPage } from '@storefront/shared/test/hydration';
import { ApiRequestError } from '@storefront/shared/api';
import { $locale, $moneyType } from '@storefront/shared/store';
import type { ListRequest } from '../features/product-list/api';
import { categories } from '../features/categories/model';
import { homeProducts } from '../features/home/model';
import { productFacets, productList } from '../features/product-list/model';
import { newProducts } from '../features/whats-new/model';
import { product } from '../features/product-detail/model';
import { related } from '../features/recommendations/model';
import { reviews } from '../features/reviews/model';
import { card, cardPage, shirt, tree } from '../test/fixtures';
import { createI18n } from '../test/i18n';
import * as Home from '../exposes/home';
import * as Shop from '../exposes/shop';
import * as ProductList from '../exposes/product-list';
import * as WhatIsNew from '../exposes/what-is-new';
import * as GoodDetails from '../exposes/good-details';

/**
 * What the server renders from a scope after the page's start, and what the browser renders hydrating that
 * HTML from the same scope read back from JSON, must be the same: no mismatch, no request, same text.
 */

const EUR = { cid: 2, currency: 'EUR', ex_rate: 0.92, flag: '', id: 2, symbol: '€', uid: 2 };

function apiScope(requests: string[], values?: Record<string, unknown>) {
  const answer =
    <P, R>(name: string, fn: (p: P) => R) =>
    async (p: P) => {
      requests.push(name);
      return fn(p);
    };
  return fork({
    values: values ?? [
      [$locale, 'de'],
      [$moneyType, EUR],
    ],
    handlers: [
      [categories.fx, answer('categories', () => tree)],
      [homeProducts.fx, answer('home', () => ({ newest: [card(1), card(2, { isNew: true })], bestSellers: [card(3)] }))],
      [productList.fx, answer('list', ({ query }: ListRequest) => cardPage(Number(query.page) * 10, 10, 35, Number(query.page)))],
      [
        productFacets.fx,
        answer('facets', ({ query }: ListRequest) => {
          const opt = (query.opt as string[] | undefined) ?? [];
          return {
            categories: [{ id: 9, name: 'Tops', count: 35 }],
            price: { min: 1000, max: 9000 },
            options: [{ name: 'size', values: ['m', 'l'].map((value) => ({ value, count: value === 'm' ? 35 : 0, selected: opt.includes(`size:${value}`) })) }],
          };
        }),
      ],
      [newProducts.fx, answer('whatsNew', ({ page }: { page: number }) => cardPage(page * 100, 10, 12, page))],
      [product.fx, answer('product', (id: number) => (id === 1 ? shirt : Promise.reject(new ApiRequestError('Not Found', 404, 404))))],
      [reviews.fx, answer('reviews', () => ({ list: [], total: 0, page: 1, size: 10, closed: false }))],
      [related.fx, answer('related', () => ({ alsoLike: [card(5)], newest: [card(6)] }))],
    ],
  });
}

afterEach(async () => {
  await unmountHydrated();
  vi.restoreAllMocks();
  delete process.env.BUILD_LABEL;
});

/** The page as the server renders it in German, then hydrated from the server's scope. */
async function serverThenBrowser(mod: ExposedPage, page: string, route: string, url: string) {
  const u = new URL(url, 'http://shop.test');
  const id = route.endsWith(':id?') ? u.pathname.split('/').at(-1) : undefined;
  const start: PageStart = { params: id && /^\d+$/.test(id) ? { id } : {}, query: Object.fromEntries(u.searchParams), search: u.search, locale: 'de' };
  return render({ owner: 'catalog', page, mod, route, url, start, i18n: await createI18n('de'), apiScope });
}

const CASES: [name: string, url: string, route: string, texts: string[], mod: ExposedPage][] = [
  ['Home', '/de', '/de', ['Clothing', 'Product 2', 'Product 3'], Home],
  ['Shop', '/de/shop', '/de/shop', ['Product 10', 'Product 19', '35'], Shop],
  [
    'ProductList',
    '/de/shop/productList/9?sort=priceAsc&page=2&minPrice=1000',
    '/de/shop/productList/:id?',
    ['Tops', 'Product 20', 'Product 29', '9,38\u00a0€', 'Preis (€)'],
    ProductList,
  ],
  ['ProductList', '/de/shop/productList?keyword=oak', '/de/shop/productList/:id?', ['Suche: oak', 'Product 10'], ProductList],
  // Facets come with the HTML: the chosen size ticked, the counts, the categories of a search, a way back.
  [
    'ProductList',
    '/de/shop/productList?keyword=oak&opt=size:m',
    '/de/shop/productList/:id?',
    ['Suche: oak', 'Product 10', 'Größe', 'Gefunden in', 'Filter zurücksetzen'],
    ProductList,
  ],
  ['ProductList', '/de/shop/productList/77', '/de/shop/productList/:id?', ['404', 'Diese Seite wurde nicht gefunden.'], ProductList],
  ['WhatIsNew', '/de/shop/whatisnew?page=1', '/de/shop/whatisnew', ['Neuheiten', 'Product 100', 'Product 109'], WhatIsNew],
  ['GoodDetails', '/de/shop/goodDetails/1', '/de/shop/goodDetails/:id?', ['Classic cotton shirt', 'Product 5'], GoodDetails],
  ['GoodDetails', '/de/shop/goodDetails/999', '/de/shop/goodDetails/:id?', ['404'], GoodDetails],
];

describe('server-rendered catalogue pages hydrate without a difference', () => {
  it.each(CASES)('%s at %s', async (name, url, route, texts, mod) => {
    const { html, container, problems, loadedOnServer, requests } = await serverThenBrowser(mod, name, route, url);
    for (const text of texts) expect(html).toContain(text);
    expect(html).not.toContain('sf-loading');
    expect(problems).toEqual([]);
    for (const text of texts) expect(container.textContent).toContain(text);
    // The browser asked for nothing: the page's data came with the HTML.
    expect(requests).toHaveLength(loadedOnServer);
  });

  it('renders a list narrowed by a size with the box ticked, before any script runs', async () => {
    const { html, container } = await serverThenBrowser(ProductList, 'ProductList', '/de/shop/productList/:id?', '/de/shop/productList?keyword=oak&opt=size:m');
    expect(html).toMatch(/<input type="checkbox" checked=""[^>]*\/><span>M<\/span>/);
    const boxes = [...container.querySelectorAll<HTMLInputElement>('fieldset input[type=checkbox]')];
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("shows a release's label under home in the server's HTML, and hydrates it", async () => {
    process.env.BUILD_LABEL = 'Spring sale';
    const { html, container, problems } = await serverThenBrowser(Home, 'Home', '/de', '/de');
    expect(html).toMatch(/<p class="sf-build-label" data-testid="build-label">Spring sale<\/p>/);
    expect(problems).toEqual([]);
    expect(container.querySelector('[data-testid="build-label"]')?.textContent).toBe('Spring sale');
  });

  it('loads the first row of a list at once and the rest lazily, every picture with its size', async () => {
    const { container } = await serverThenBrowser(Shop, 'Shop', '/de/shop', '/de/shop');
    const pictures = [...container.querySelectorAll('.cat-card img')];
    expect(pictures).toHaveLength(10);
    expect(pictures.map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority')}`)).toEqual([
      ...Array(4).fill('eager/high'),
      ...Array(6).fill('lazy/auto'),
    ]);
    expect(pictures.every((img) => img.getAttribute('width') === '400' && img.getAttribute('height') === '400')).toBe(true);
  });
});
