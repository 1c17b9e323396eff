import { apiDelete, apiGet, apiPost } from '@storefront/shared/api';

/** The account API's favourites (user/collection); every call needs a session. */
export async function fetchFavouriteIds(): Promise<number[]> {
  return (await apiGet<number[]>('/api/user/collection/ids')).data;
}

export async function addFavourite(productId: number): Promise<number> {
  await apiPost('/api/user/collection', { productId });
  return productId;
}

export async function removeFavourite(productId: number): Promise<number> {
  await apiDelete(`/api/user/collection/${productId}`);
  return productId;
}
