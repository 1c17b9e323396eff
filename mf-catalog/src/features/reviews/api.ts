import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ReviewPage } from '@storefront/shared/contracts/catalog';

export interface ReviewsRequest {
  productId: number;
  page: number;
  limit: number;
}

export async function fetchReviews(context: RequestContext, { productId, page, limit }: ReviewsRequest): Promise<ReviewPage> {
  return (await apiGet<ReviewPage>(context, `/api/catalog/products/${productId}/reviews`, { page, limit })).data;
}
