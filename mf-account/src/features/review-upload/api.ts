import { apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { MyReview, ReviewCreate } from '@storefront/shared/schemas/account';
import type { Order } from '@storefront/shared/schemas/checkout';

export const fetchOrder = async (context: RequestContext, id: number) => (await apiGet<Order>(context, `/api/order/${id}`)).data;
export async function uploadPicture(context: RequestContext, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiPost<{ url: string }>(context, '/api/review/picture', form)).data.url;
}
export const createReview = async (context: RequestContext, body: ReviewCreate) => (await apiPost<MyReview>(context, '/api/review', body)).data;
