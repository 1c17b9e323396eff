import { apiGet, apiPost } from '@storefront/shared/api';
import type { MyReview, ReviewCreate } from '@storefront/shared/schemas/account';
import type { Order } from '@storefront/shared/schemas/checkout';

export const fetchOrder = async (id: number) => (await apiGet<Order>(`/api/order/${id}`)).data;
export async function uploadPicture(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiPost<{ url: string }>('/api/review/picture', form)).data.url;
}
export const createReview = async (body: ReviewCreate) => (await apiPost<MyReview>('/api/review', body)).data;
