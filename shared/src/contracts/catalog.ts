/**
 * Types of the catalogue API's answers, inferred from their zod schemas in schemas/catalog.ts (the one
 * source), and the catalogue's constants. Type-only imports keep zod out of the bundles that use this file.
 */
export type {
  CategoryNode,
  CategoryRef,
  ProductCard,
  ProductDetail,
  ProductFacets,
  ProductFacetsQuery,
  ProductImage,
  ProductListQuery,
  ProductPage,
  Review,
  ReviewPage,
  Sku,
  SpecDef,
  SuggestQuery,
  Suggestions,
} from '../schemas/catalog';
export {
  NEW_DAYS,
  PRODUCT_SORTS,
  DEFAULT_SORT,
  KEYWORD_SORT,
  KEYWORD_MAX,
  OPT_MAX,
  OPT_PATTERN,
  SUGGEST_DEFAULT,
  SUGGEST_MAX,
  effectiveSort,
  suggestMinChars,
  type ProductSort,
} from './catalog-constants';
