import { DEFAULT_SORT, KEYWORD_MAX, PRODUCT_SORTS, type ProductSort } from '@storefront/shared/contracts/catalog';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@storefront/shared/ui';
import { decimalToMinor, toUsd } from '@storefront/shared/money';

/**
 * What a product list shows, kept in its URL so it can be shared, reloaded and navigated back to:
 * the category is the path's id, everything else a search parameter. Prices are USD minor units.
 */
export interface ListState {
  categoryId?: number;
  keyword: string;
  sort: ProductSort;
  page: number;
  limit: number;
  minPrice?: number;
  maxPrice?: number;
}

const positiveInt = (value: string | null | undefined, min: number): number | undefined => {
  if (value == null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min ? n : undefined;
};

/** Reads a list's URL leniently: anything malformed falls back to its default instead of failing. */
export function parseListState(search: URLSearchParams, categoryParam?: string): ListState {
  const sort = search.get('sort');
  const limit = positiveInt(search.get('limit'), 1);
  let minPrice = positiveInt(search.get('minPrice'), 0);
  let maxPrice = positiveInt(search.get('maxPrice'), 0);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    categoryId: positiveInt(categoryParam, 1),
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : DEFAULT_SORT,
    page: positiveInt(search.get('page'), 1) ?? 1,
    limit: limit && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    minPrice,
    maxPrice,
  };
}

export type ListChange = Partial<Omit<ListState, 'categoryId'>>;

/**
 * The search part of the URL after a change. Defaults are left out so URLs stay short; any change
 * other than the page itself starts again at page 1.
 */
export function listSearch(state: ListState, change: ListChange = {}): string {
  const next: ListState = { ...state, ...change };
  if (change.page === undefined && Object.keys(change).length > 0) next.page = 1;
  const params = new URLSearchParams();
  if (next.keyword) params.set('keyword', next.keyword);
  if (next.minPrice !== undefined) params.set('minPrice', String(next.minPrice));
  if (next.maxPrice !== undefined) params.set('maxPrice', String(next.maxPrice));
  if (next.sort !== DEFAULT_SORT) params.set('sort', next.sort);
  if (next.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(next.limit));
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The query of GET /api/catalog/products for a list state. */
export function apiQuery(state: ListState): Record<string, string | number> {
  const query: Record<string, string | number> = { sort: state.sort, page: state.page, limit: state.limit };
  if (state.categoryId) query.categoryId = state.categoryId;
  if (state.keyword) query.keyword = state.keyword;
  if (state.minPrice !== undefined) query.minPrice = state.minPrice;
  if (state.maxPrice !== undefined) query.maxPrice = state.maxPrice;
  return query;
}

/** An amount typed in the chosen currency, in USD minor units (undefined when empty or not a number). */
export function toUsdMinor(input: string, exRate: number, currency: string): number | undefined {
  const text = input.trim().replace(',', '.');
  if (!text || !/^\d+(?:\.\d{0,3})?$/.test(text) || exRate <= 0) return undefined;
  return toUsd(decimalToMinor(text, currency), exRate, currency);
}
