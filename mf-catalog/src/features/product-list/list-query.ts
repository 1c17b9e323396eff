import { DEFAULT_SORT, KEYWORD_MAX, OPT_MAX, OPT_PATTERN, PRODUCT_SORTS, effectiveSort, type ProductSort } from '@storefront/shared/contracts/catalog';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@storefront/shared/ui';
import { decimalToMinor, toUsd } from '@storefront/shared/money';

/**
 * What a product list shows, kept in its URL so it can be shared, reloaded and navigated back to:
 * the category is the path's id, everything else a search parameter. Prices are USD minor units; `opt`
 * holds the chosen option facets (`colour:black`, repeated in the URL), sorted so one choice has one URL.
 * `sort` is the sort in effect: relevance for a search, newest otherwise, unless the URL asks for another.
 */
export interface ListState {
  categoryId?: number;
  keyword: string;
  sort: ProductSort;
  page: number;
  limit: number;
  minPrice?: number;
  maxPrice?: number;
  opt: string[];
}

/** Chosen option facets as the URL keeps them: well-formed, each once, in one order, at most OPT_MAX. */
export function normalOpts(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => OPT_PATTERN.test(v)))].sort().slice(0, OPT_MAX);
}

/** Any filter beyond the category and the words: such a list is not one a search engine should index. */
export function isFiltered(state: Pick<ListState, 'opt' | 'minPrice' | 'maxPrice'>): boolean {
  return state.opt.length > 0 || state.minPrice !== undefined || state.maxPrice !== undefined;
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
  const keyword = (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const asked = (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : undefined;
  return {
    categoryId: positiveInt(categoryParam, 1),
    keyword,
    // Relevance ranks a search; without words it is no choice the sort selector offers.
    sort: effectiveSort(asked === 'relevance' && !keyword ? undefined : asked, keyword),
    page: positiveInt(search.get('page'), 1) ?? 1,
    limit: limit && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    minPrice,
    maxPrice,
    opt: normalOpts(search.getAll('opt')),
  };
}

export type ListChange = Partial<Omit<ListState, 'categoryId'>>;

/**
 * The search part of the URL after a change. Defaults are left out so URLs stay short; any change
 * other than the page itself starts again at page 1.
 */
export function listSearch(state: ListState, change: ListChange = {}): string {
  const next: ListState = { ...state, ...change, opt: normalOpts(change.opt ?? state.opt) };
  if (change.page === undefined && Object.keys(change).length > 0) next.page = 1;
  // New words keep a sort the shopper chose, and otherwise take the sort that goes with them.
  if (change.sort === undefined && state.sort === effectiveSort(undefined, state.keyword)) next.sort = effectiveSort(undefined, next.keyword);
  if (next.sort === 'relevance' && !next.keyword) next.sort = DEFAULT_SORT;
  const params = new URLSearchParams();
  if (next.keyword) params.set('keyword', next.keyword);
  for (const o of next.opt) params.append('opt', o);
  if (next.minPrice !== undefined) params.set('minPrice', String(next.minPrice));
  if (next.maxPrice !== undefined) params.set('maxPrice', String(next.maxPrice));
  if (next.sort !== effectiveSort(undefined, next.keyword)) params.set('sort', next.sort);
  if (next.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(next.limit));
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type ApiListQuery = Record<string, string | number | string[]>;

/** The filters of a list state as the API reads them (GET /api/catalog/facets takes just these). */
export function filterQuery(state: ListState): ApiListQuery {
  const query: ApiListQuery = {};
  if (state.categoryId) query.categoryId = state.categoryId;
  if (state.keyword) query.keyword = state.keyword;
  if (state.minPrice !== undefined) query.minPrice = state.minPrice;
  if (state.maxPrice !== undefined) query.maxPrice = state.maxPrice;
  if (state.opt.length > 0) query.opt = state.opt;
  return query;
}

/** The query of GET /api/catalog/products for a list state. */
export function apiQuery(state: ListState): ApiListQuery {
  return { sort: state.sort, page: state.page, limit: state.limit, ...filterQuery(state) };
}

/** The option facets after one value is ticked or unticked. */
export function toggleOpt(opt: readonly string[], name: string, value: string, on: boolean): string[] {
  const one = `${name}:${value}`;
  return normalOpts(on ? [...opt, one] : opt.filter((o) => o !== one));
}

/** An amount typed in the chosen currency, in USD minor units (undefined when empty or not a number). */
export function toUsdMinor(input: string, exRate: number, currency: string): number | undefined {
  const text = input.trim().replace(',', '.');
  if (!text || !/^\d+(?:\.\d{0,3})?$/.test(text) || exRate <= 0) return undefined;
  return toUsd(decimalToMinor(text, currency), exRate, currency);
}
