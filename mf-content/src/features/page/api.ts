import { apiGet } from '@storefront/shared/api';
import type { ContentPage, ContentPageLink } from '@storefront/shared/contracts/content';

/** A page by slug (brandstory, aboutus) or id (single/{id}); a 404 is left to the page. */
export async function fetchPage({ ref }: { ref: string; locale: string }): Promise<ContentPage> {
  return (await apiGet<ContentPage>(`/api/content/pages/${encodeURIComponent(ref)}`, undefined, { expect: [404] })).data;
}

export async function fetchPageLinks(_: { locale: string }): Promise<ContentPageLink[]> {
  return (await apiGet<ContentPageLink[]>('/api/content/pages')).data;
}
