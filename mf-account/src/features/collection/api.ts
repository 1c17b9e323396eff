import { apiDelete, apiGet, type RequestContext } from '@storefront/shared/api';
import type { CollectionItem } from '@storefront/shared/schemas/account';
import type { Paged } from '@storefront/shared/schemas/common';

export const fetchCollection = async (context: RequestContext, { page, size }: { page: number; size: number }) =>
  (await apiGet<Paged<CollectionItem>>(context, '/api/user/collection', { page, size })).data;
export const removeFromCollection = async (context: RequestContext, productId: number) =>
  (await apiDelete<unknown>(context, `/api/user/collection/${productId}`)).data;
