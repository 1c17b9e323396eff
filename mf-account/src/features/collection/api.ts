import { apiDelete, apiGet } from '@storefront/shared/api';
import type { CollectionItem } from '@storefront/shared/schemas/account';
import type { Paged } from '@storefront/shared/schemas/common';

export const fetchCollection = async ({ page, size }: { page: number; size: number }) =>
  (await apiGet<Paged<CollectionItem>>('/api/user/collection', { page, size })).data;
export const removeFromCollection = async (productId: number) => (await apiDelete<unknown>(`/api/user/collection/${productId}`)).data;
