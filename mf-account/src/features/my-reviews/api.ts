import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { MyReview } from '@storefront/shared/schemas/account';
import type { Paged } from '@storefront/shared/schemas/common';

export const fetchMyReviews = async (context: RequestContext, { page, size }: { page: number; size: number }) =>
  (await apiGet<Paged<MyReview>>(context, '/api/user/review', { page, size })).data;
