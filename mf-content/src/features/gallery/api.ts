import { apiGet } from '@storefront/shared/api';
import type { Photo } from '@storefront/shared/contracts/content';

export async function fetchPhotos(_: { locale: string }): Promise<Photo[]> {
  return (await apiGet<Photo[]>('/api/content/photos')).data;
}
