import { apiGet } from '@storefront/shared/api';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

export interface ListRequest {
  query: Record<string, string | number>;
  /** Part of the request so a language switch loads the names again. */
  locale: string;
}

export async function fetchProducts({ query }: ListRequest): Promise<Paged<ProductCard>> {
  return (await apiGet<Paged<ProductCard>>('/api/catalog/products', query)).data;
}
