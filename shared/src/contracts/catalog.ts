/**
 * Types of the catalogue API's answers, inferred from their zod schemas in schemas/catalog.ts (the one
 * source), and the catalogue's constants. Type-only imports keep zod out of the bundles that use this file.
 */
export type { CategoryNode, CategoryRef, ProductCard, ProductDetail, ProductImage, Review, ReviewPage, Sku, SpecDef } from '../schemas/catalog';
export { NEW_DAYS, PRODUCT_SORTS, DEFAULT_SORT, KEYWORD_MAX, type ProductSort } from './catalog-constants';
