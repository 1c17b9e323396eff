import type { ProductFacets, ProductSort, Suggestions } from '@storefront/shared/contracts/catalog';
import type { Locale } from '@storefront/shared/routes';

// What every search engine takes and gives (index.ts says which one the shop uses).

/** What narrows a list; every field is optional. Prices are USD minor units. */
export interface SearchFilters {
  locale: Locale;
  keyword?: string;
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  /** Option facets, `name:value`: same name = any of its values, different names = all of them. */
  opt?: readonly string[];
}

export interface SearchQuery extends SearchFilters {
  /** `relevance` without a keyword sorts as `sales`. */
  sort: ProductSort;
  page: number;
  size: number;
}

/** One page of matching product ids in order, and how many match in all. */
export interface SearchHits {
  ids: number[];
  total: number;
}

export interface SearchEngine {
  search(query: SearchQuery): Promise<SearchHits>;
  /** Counts per category and option value, and the price range, each with every other facet applied. */
  facets(query: SearchFilters): Promise<ProductFacets>;
  /** Products and categories for the text typed so far (the caller checks its length). */
  suggest(q: string, locale: Locale, limit: number): Promise<Suggestions>;
  /** A close phrase of the catalogue's own words that finds something, or null. */
  didYouMean(q: string, locale: Locale): Promise<string | null>;
  /** Rebuilds the documents of these products (all when omitted), after a bulk change outside the usual paths. */
  reindex(productIds?: readonly number[]): Promise<void>;
}
