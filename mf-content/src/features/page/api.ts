import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ContentPage, ContentPageLink } from '@storefront/shared/contracts/content';

/** A page by slug (brandstory, aboutus) or id (single/{id}); a 404 is left to the page. */
export async function fetchPage(context: RequestContext, ref: string): Promise<ContentPage> {
  return (await apiGet<ContentPage>(context, `/api/content/pages/${encodeURIComponent(ref)}`, undefined, { expect: [404] })).data;
}

export async function fetchPageLinks(context: RequestContext): Promise<ContentPageLink[]> {
  return (await apiGet<ContentPageLink[]>(context, '/api/content/pages')).data;
}
