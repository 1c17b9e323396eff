import { apiGet } from '@storefront/shared/api';
import type { MyReview, Paged } from '@storefront/shared/schemas/account';

export const fetchMyReviews = async ({ page, size }: { page: number; size: number }) => (await apiGet<Paged<MyReview>>('/api/user/review', { page, size })).data;
