import { apiGet } from '@storefront/shared/api';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';

export interface DetailRequest {
  id: number;
  locale: string;
}

/** A 404 rejects with ApiRequestError status 404 and no toast: the page shows its not-found view. */
export async function fetchProduct({ id }: DetailRequest): Promise<ProductDetail> {
  return (await apiGet<ProductDetail>(`/api/catalog/products/${id}`, undefined, { expect: [404] })).data;
}
