import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

export const STRIP_SIZE = 10;

/** The newest products and the best sellers for the home page, in one go. */
export async function fetchHomeProducts(context: RequestContext): Promise<{ newest: ProductCard[]; bestSellers: ProductCard[] }> {
  const [newest, bestSellers] = await Promise.all([
    apiGet<Paged<ProductCard>>(context, '/api/catalog/products', { sort: 'newest', limit: STRIP_SIZE }),
    apiGet<Paged<ProductCard>>(context, '/api/catalog/products', { sort: 'sales', limit: STRIP_SIZE }),
  ]);
  return { newest: newest.data.list, bestSellers: bestSellers.data.list };
}
