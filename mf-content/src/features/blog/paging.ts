import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@storefront/shared/ui';

/** Page and size from the address (?page=2&size=20); anything else falls back to the spec's defaults. */
export function pagingFromSearch(search: URLSearchParams): { page: number; size: number } {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string for a page, leaving out the defaults so page 1 is plain /blog. */
export function searchForPaging({ page, size }: { page: number; size: number }): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (size !== DEFAULT_PAGE_SIZE) params.set('size', String(size));
  const query = params.toString();
  return query ? `?${query}` : '';
}
