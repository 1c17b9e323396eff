import type { APIRequestContext, Page } from '@playwright/test';
import type { CategoryNode, ProductCard, ProductDetail } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

/** The catalogue API as the browser sees it, for choosing test data and expected texts. */
export async function catalogGet<T>(request: APIRequestContext, url: string, locale = 'en'): Promise<T> {
  const res = await request.get(url, { headers: { 'accept-language': locale } });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()).data as T;
}

export const productPage = (request: APIRequestContext, query: string, locale = 'en') =>
  catalogGet<Paged<ProductCard>>(request, `/api/catalog/products?${query}`, locale);

export const categoryTree = (request: APIRequestContext, locale = 'en') => catalogGet<CategoryNode[]>(request, '/api/catalog/categories', locale);

export const productDetail = (request: APIRequestContext, id: number, locale = 'en') =>
  catalogGet<ProductDetail>(request, `/api/catalog/products/${id}`, locale);

/** A product with at least two specifications and a SKU in stock, so a choice is needed before adding. */
export async function productNeedingChoice(request: APIRequestContext): Promise<{ product: ProductDetail; sku: ProductDetail['skus'][number] }> {
  const { list } = await productPage(request, 'sort=sales&limit=100');
  for (const card of list) {
    const product = await productDetail(request, card.id);
    const sku = product.skus.find((s) => s.stock >= 2);
    if (product.specs.length >= 2 && product.specs.every((s) => s.values.length >= 2) && sku) return { product, sku };
  }
  throw new Error('no product with two specifications in stock');
}

/**
 * React has taken over the server's HTML and nothing is loading any more: before that a click or a choice
 * on the server-rendered page has no handler yet.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}
