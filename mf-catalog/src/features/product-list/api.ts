import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

export interface ListRequest {
  query: Record<string, string | number>;
}

export async function fetchProducts(context: RequestContext, { query }: ListRequest): Promise<Paged<ProductCard>> {
  return (await apiGet<Paged<ProductCard>>(context, '/api/catalog/products', query)).data;
}
