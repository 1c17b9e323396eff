import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@storefront/shared/ui';

export interface Paging {
  page: number;
  limit: number;
}

/** Page and size of what's new from its URL; anything malformed is the first page of the default size. */
export function readPaging(search: URLSearchParams): Paging {
  const page = Number(search.get('page'));
  const limit = Number(search.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The search part of the URL for a page and size; the defaults are left out. */
export function pagingSearch(current: Paging, next: { page: number; size: number }): string {
  const params = new URLSearchParams();
  if (next.size !== DEFAULT_PAGE_SIZE) params.set('limit', String(next.size));
  if (next.size === current.limit && next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
