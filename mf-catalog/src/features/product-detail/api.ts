import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';

/** A 404 rejects with ApiRequestError status 404 and no toast: the page shows its not-found view. */
export async function fetchProduct(context: RequestContext, id: number): Promise<ProductDetail> {
  return (await apiGet<ProductDetail>(context, `/api/catalog/products/${id}`, undefined, { expect: [404] })).data;
}
