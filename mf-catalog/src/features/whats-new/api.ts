import { apiGet } from '@storefront/shared/api';
import type { Paged, ProductCard } from '@storefront/shared/contracts/catalog';

export async function fetchNewProducts({ page, limit }: { page: number; limit: number; locale: string }): Promise<Paged<ProductCard>> {
  return (await apiGet<Paged<ProductCard>>('/api/catalog/whatsnew', { page, limit })).data;
}
