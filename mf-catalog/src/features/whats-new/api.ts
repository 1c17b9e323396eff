import { apiGet } from '@storefront/shared/api';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

export async function fetchNewProducts({ page, limit }: { page: number; limit: number; locale: string }): Promise<Paged<ProductCard>> {
  return (await apiGet<Paged<ProductCard>>('/api/catalog/whatsnew', { page, limit })).data;
}
