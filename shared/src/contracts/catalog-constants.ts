// The catalogue's constants, in a module of their own: both the zod schemas and the zod-free contracts
// (which re-export them beside the schemas' types) read them, and neither imports the other for them.

/** How long a product counts as new (what's new, the "new" badge). */
export const NEW_DAYS = 30;

/**
 * Sort orders of the product list (GET /api/catalog/products?sort=). `relevance` ranks by how well the
 * keyword matches, then by sales; without a keyword it is the same as `sales`.
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc', 'sales', 'score'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The sort of a list without a keyword when none is asked for. */
export const DEFAULT_SORT: ProductSort = 'newest';
/** The sort of a list with a keyword when none is asked for. */
export const KEYWORD_SORT: ProductSort = 'relevance';
export const KEYWORD_MAX = 100;

/** The sort a list uses: the one asked for, else relevance with a keyword and DEFAULT_SORT without. */
export function effectiveSort(sort: ProductSort | undefined, keyword: string | undefined): ProductSort {
  return sort ?? (keyword?.trim() ? KEYWORD_SORT : DEFAULT_SORT);
}

/** Option facets one list query may carry (`opt=colour:black`, repeated). */
export const OPT_MAX = 20;
/** One option facet: a specification's name and one of its option codes, as the catalogue file spells them. */
export const OPT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}:[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Suggestions: how many of each list by default and at most. */
export const SUGGEST_DEFAULT = 6;
export const SUGGEST_MAX = 10;
/** Typed characters before suggestions start: 1 in languages written without spaces, 3 elsewhere. */
export const SUGGEST_MIN_CHARS: Readonly<Record<string, number>> = { cn: 1, jp: 1, tw: 1 };
export const SUGGEST_MIN_CHARS_DEFAULT = 3;
export function suggestMinChars(locale: string): number {
  return SUGGEST_MIN_CHARS[locale] ?? SUGGEST_MIN_CHARS_DEFAULT;
}
