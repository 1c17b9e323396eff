/**
 * Types of the catalogue API's answers, inferred from their zod schemas in schemas/catalog.ts (the one
 * source), and the catalogue's constants. Type-only imports keep zod out of the bundles that use this file.
 */
export type { CategoryNode, CategoryRef, ProductCard, ProductDetail, ProductImage, Review, ReviewPage, Sku, SpecDef } from '../schemas/catalog';

/** How long a product counts as new (what's new, the "new" badge). */
export const NEW_DAYS = 30;

/** Sort orders of the product list (GET /api/catalog/products?sort=). */
export const PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'sales', 'score'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_SORT: ProductSort = 'newest';
export const KEYWORD_MAX = 100;
