import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { Photo } from '@storefront/shared/contracts/content';

export async function fetchPhotos(context: RequestContext): Promise<Photo[]> {
  return (await apiGet<Photo[]>(context, '/api/content/photos')).data;
}
