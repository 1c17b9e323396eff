import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

export const STRIP_SIZE = 5;

/** "You may also like" and the newest arrivals shown under a product. */
export async function fetchRelated(context: RequestContext, productId: number): Promise<{ alsoLike: ProductCard[]; newest: ProductCard[] }> {
  const [alsoLike, newest] = await Promise.all([
    apiGet<ProductCard[]>(context, `/api/catalog/products/${productId}/recommendations`, { limit: STRIP_SIZE }),
    apiGet<Paged<ProductCard>>(context, '/api/catalog/products', { sort: 'newest', limit: 10 }),
  ]);
  return { alsoLike: alsoLike.data, newest: newest.data.list.filter((p) => p.id !== productId).slice(0, STRIP_SIZE) };
}
