// The catalogue's constants, in a module of their own: both the zod schemas and the zod-free contracts
// (which re-export them beside the schemas' types) read them, and neither imports the other for them.

/** How long a product counts as new (what's new, the "new" badge). */
export const NEW_DAYS = 30;

/** Sort orders of the product list (GET /api/catalog/products?sort=). */
export const PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'sales', 'score'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_SORT: ProductSort = 'newest';
export const KEYWORD_MAX = 100;
