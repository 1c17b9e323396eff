import { apiGet } from '@storefront/shared/api';
import type { ReviewPage } from '@storefront/shared/contracts/catalog';

export interface ReviewsRequest {
  productId: number;
  page: number;
  limit: number;
}

export async function fetchReviews({ productId, page, limit }: ReviewsRequest): Promise<ReviewPage> {
  return (await apiGet<ReviewPage>(`/api/catalog/products/${productId}/reviews`, { page, limit })).data;
}
