import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale, localeChosen, pageEntered } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import { $categories, categories } from '../features/categories/model';
import type { ListRequest } from '../features/product-list/api';
import { $facets, $productPage, productFacets, productList } from '../features/product-list/model';
import { cardPage, tree } from '../test/fixtures';
import { createI18n } from '../test/i18n';
import { changeLanguage, fakeRequest } from '../test/languages';
import { $listState, productListMeta, productListStarted } from './product-list.model';

function setup(locale: 'en' | 'de' = 'de') {
  const list = fakeRequest(({ query }: ListRequest): Paged<ProductCard> => cardPage(100 * Number(query.page), 3, 23, Number(query.page), Number(query.limit)));
  const tree$ = fakeRequest(() => tree);
  const facets = fakeRequest(({ query }: ListRequest) => ({
    categories: [{ id: 9, name: 'Tops', count: 23 }],
    price: { min: 1000, max: 9000 },
    options: [{ name: 'size', values: [{ value: 'm', count: 5, selected: ((query.opt as string[] | undefined) ?? []).includes('size:m') }] }],
  }));
  const scope = fork({
    values: [[$locale, locale]],
    handlers: [
      [productList.fx, list.handler],
      [productFacets.fx, facets.handler],
      [categories.fx, tree$.handler],
    ],
  });
  list.bind(scope);
  tree$.bind(scope);
  facets.bind(scope);
  return {
    scope,
    list: list.handler,
    listLanguages: list.languages,
    tree: tree$.handler,
    treeLanguages: tree$.languages,
    facets: facets.handler,
    facetLanguages: facets.languages,
  };
}

/** As the server (and the browser on a later navigation) starts a page: the page on screen, then its start. */
async function open(scope: ReturnType<typeof fork>, page: 'Shop' | 'ProductList', start: PageStart) {
  await allSettled(pageEntered, { scope, params: { owner: 'catalog', page } });
  await allSettled(productListStarted, { scope, params: start });
}

describe('product list page start', () => {
  it('asks for the list its path and query describe, in the page language, and holds what comes back', async () => {
    const { scope, list, listLanguages, treeLanguages } = setup();
    await open(scope, 'ProductList', {
      params: { id: '9' },
      query: { keyword: ' oak ', sort: 'priceAsc', page: '2', limit: '20', minPrice: '1000', maxPrice: '5000' },
      locale: 'de',
    });
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0][0]).toEqual({
      query: { categoryId: 9, keyword: 'oak', sort: 'priceAsc', page: 2, limit: 20, minPrice: 1000, maxPrice: 5000 },
    });
    expect(listLanguages).toEqual(['de']);
    expect(scope.getState($productPage)?.list.map((p) => p.name)).toEqual(['Product 200', 'Product 201', 'Product 202']);
    expect(scope.getState($productPage)?.total).toBe(23);
    expect(scope.getState($listState)).toMatchObject({ categoryId: 9, keyword: 'oak', sort: 'priceAsc', page: 2, limit: 20 });
    // The tree beside the list, in the same language.
    expect(treeLanguages).toEqual(['de']);
    expect(scope.getState($categories).map((c) => c.name)).toEqual(['Clothing', 'Home']);
  });

  it('reads the shop (no category) and a malformed query as the first page of the newest products', async () => {
    const { scope, list } = setup('en');
    await open(scope, 'Shop', { params: {}, query: { sort: 'cheapest', page: '-1', limit: '7', minPrice: 'abc' }, locale: 'en' });
    expect(list.mock.calls[0][0]).toEqual({ query: { sort: 'newest', page: 1, limit: 10 } });
    expect(scope.getState($productPage)?.list).toHaveLength(3);
  });

  it('gives the category trail as a BreadcrumbList and the category name as the title', async () => {
    const { scope } = setup();
    await open(scope, 'ProductList', { params: { id: '9' }, query: { sort: 'sales' }, locale: 'de' });
    const meta = productListMeta(scope, (await createI18n('de')).t);
    expect(meta).toMatchObject({
      title: 'Tops',
      description: 'Alle Produkte nach Kategorie, Preis, Neuheit, Verkäufen und Bewertung durchsuchen.',
      image: '/media/catalog/products/p100.svg',
    });
    expect(meta?.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Clothing', item: '/de/shop/productList/1' },
          { '@type': 'ListItem', position: 2, name: 'Tops', item: '/de/shop/productList/9' },
        ],
      },
    ]);
  });

  it('titles a search by its keyword and the shop by its name, without a trail', async () => {
    const { scope } = setup('en');
    const { t } = await createI18n('en');
    await open(scope, 'Shop', { params: {}, query: { keyword: 'linen' }, locale: 'en' });
    expect(productListMeta(scope, t)).toMatchObject({ title: 'Search: linen', jsonLd: undefined });
    await open(scope, 'Shop', { params: {}, query: {}, locale: 'en' });
    expect(productListMeta(scope, t)).toMatchObject({ title: 'Shop', description: 'Browse every product by category, price, newness, sales and rating.' });
  });

  it('answers 404 for a category the tree does not have, and not while the tree could not be loaded', async () => {
    const { scope } = setup('en');
    const { t } = await createI18n('en');
    await open(scope, 'ProductList', { params: { id: '77' }, query: {}, locale: 'en' });
    expect(productListMeta(scope, t)).toEqual({ title: 'This page could not be found.', notFound: true });

    const down = fork({
      values: [[$locale, 'en']],
      handlers: [
        [productList.fx, async () => cardPage(1, 0, 0)],
        [categories.fx, async () => Promise.reject(new Error('down'))],
      ],
    });
    await open(down, 'ProductList', { params: { id: '77' }, query: {}, locale: 'en' });
    expect(productListMeta(down, t)).toMatchObject({ title: 'Shop' });
    expect(productListMeta(down, t)?.notFound).toBeUndefined();
  });

  it('a new sort or page is a new start: the list is asked again, the tree is not', async () => {
    const { scope, list, tree: treeFx } = setup();
    await open(scope, 'ProductList', { params: { id: '9' }, query: {}, locale: 'de' });
    await open(scope, 'ProductList', { params: { id: '9' }, query: { sort: 'sales', page: '3' }, locale: 'de' });
    expect(list.mock.calls.map((c) => c[0].query)).toEqual([
      { categoryId: 9, sort: 'newest', page: 1, limit: 10 },
      { categoryId: 9, sort: 'sales', page: 3, limit: 10 },
    ]);
    expect(scope.getState($productPage)?.page).toBe(3);
    expect(treeFx).toHaveBeenCalledTimes(1);
  });

  it('another language asks for the same list and the tree again in it, only while a list is on screen', async () => {
    const { scope, list, tree: treeFx, listLanguages, treeLanguages } = setup('en');
    await open(scope, 'ProductList', { params: { id: '9' }, query: { sort: 'priceDesc', page: '2' }, locale: 'en' });
    await changeLanguage(scope, productListStarted, 'de', { params: { id: '9' }, query: { sort: 'priceDesc', page: '2' } });
    expect(list.mock.calls[1][0]).toEqual({ query: { categoryId: 9, sort: 'priceDesc', page: 2, limit: 10 } });
    expect(listLanguages).toEqual(['en', 'de']);
    expect(treeLanguages).toEqual(['en', 'de']);

    await allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'GoodDetails' } });
    await allSettled(localeChosen, { scope, params: 'fr' });
    expect(list).toHaveBeenCalledTimes(2);
    expect(treeFx).toHaveBeenCalledTimes(2);
  });

  it('loads the facets of the same filters beside the list, reading repeated options from the raw query', async () => {
    const { scope, list, facets, facetLanguages } = setup('de');
    await open(scope, 'ProductList', {
      params: { id: '9' },
      // The shell gives `query` one value per name and `search` as the address has it.
      query: { keyword: 'shirt', opt: 'size:m', page: '2' },
      search: '?keyword=shirt&opt=size:m&opt=colour:black&page=2',
      locale: 'de',
    });
    expect(list.mock.calls[0][0].query).toEqual({ categoryId: 9, keyword: 'shirt', opt: ['colour:black', 'size:m'], sort: 'relevance', page: 2, limit: 10 });
    expect(facets.mock.calls[0][0].query).toEqual({ categoryId: 9, keyword: 'shirt', opt: ['colour:black', 'size:m'] });
    expect(facetLanguages).toEqual(['de']);
    expect(scope.getState($facets)?.options[0].values[0]).toEqual({ value: 'm', count: 5, selected: true });
  });

  it('keeps a list narrowed by options or price out of search indexes, and not its category or search', async () => {
    const { scope } = setup('en');
    const { t } = await createI18n('en');
    await open(scope, 'ProductList', { params: { id: '9' }, query: {}, search: '?opt=size:m', locale: 'en' });
    expect(productListMeta(scope, t)?.noindex).toBe(true);
    await open(scope, 'ProductList', { params: { id: '9' }, query: { maxPrice: '5000' }, locale: 'en' });
    expect(productListMeta(scope, t)?.noindex).toBe(true);
    await open(scope, 'ProductList', { params: { id: '9' }, query: { keyword: 'shirt', sort: 'sales', page: '2' }, locale: 'en' });
    expect(productListMeta(scope, t)?.noindex).toBeUndefined();
  });

  it('asks for the facets again only when the filters or the language change, not for another sort or page', async () => {
    const { scope, facets, list } = setup('en');
    await open(scope, 'ProductList', { params: { id: '9' }, query: { keyword: 'shirt' }, locale: 'en' });
    await open(scope, 'ProductList', { params: { id: '9' }, query: { keyword: 'shirt', sort: 'sales', page: '2' }, locale: 'en' });
    expect(list).toHaveBeenCalledTimes(2);
    expect(facets).toHaveBeenCalledTimes(1);
    await open(scope, 'ProductList', { params: { id: '9' }, query: { keyword: 'shirt' }, search: '?keyword=shirt&opt=size:m', locale: 'en' });
    expect(facets).toHaveBeenCalledTimes(2);
    await changeLanguage(scope, productListStarted, 'de', { params: { id: '9' }, query: { keyword: 'shirt' }, search: '?keyword=shirt&opt=size:m' });
    expect(facets).toHaveBeenCalledTimes(3);
  });
});
