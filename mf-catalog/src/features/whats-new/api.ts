import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

export async function fetchNewProducts(context: RequestContext, { page, limit }: { page: number; limit: number }): Promise<Paged<ProductCard>> {
  return (await apiGet<Paged<ProductCard>>(context, '/api/catalog/whatsnew', { page, limit })).data;
}
