import { apiDelete, apiGet, apiPost, type RequestContext } from '@storefront/shared/api';

/** The account API's favourites (user/collection); every call needs a session. */
export async function fetchFavouriteIds(context: RequestContext): Promise<number[]> {
  return (await apiGet<number[]>(context, '/api/user/collection/ids')).data;
}

export async function addFavourite(context: RequestContext, productId: number): Promise<number> {
  await apiPost(context, '/api/user/collection', { productId });
  return productId;
}

export async function removeFavourite(context: RequestContext, productId: number): Promise<number> {
  await apiDelete(context, `/api/user/collection/${productId}`);
  return productId;
}
