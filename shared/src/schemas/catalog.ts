import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../ui/constants';
import {
  KEYWORD_MAX,
  PRODUCT_SORTS,
  DEFAULT_SORT,
  KEYWORD_SORT,
  OPT_MAX,
  OPT_PATTERN,
  SUGGEST_DEFAULT,
  SUGGEST_MAX,
  effectiveSort,
  suggestMinChars,
} from '../contracts/catalog-constants';
import { idParamSchema, INT32_MAX, pagedSchema, textField } from './common';

export { KEYWORD_MAX, PRODUCT_SORTS, DEFAULT_SORT, KEYWORD_SORT, OPT_MAX, OPT_PATTERN, SUGGEST_DEFAULT, SUGGEST_MAX, effectiveSort, suggestMinChars };
export type { ProductSort } from '../contracts/catalog-constants';

const id = idParamSchema;
const minor = z.coerce.number().int().min(0).max(INT32_MAX);

export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
/** Spec section 9: page sizes 10, 20, 30, 40, 50, 100; default 10. */
export const limitSchema = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `one of ${PAGE_SIZES.join(', ')}` })
  .default(DEFAULT_PAGE_SIZE);

// Catalogue URLs ask for the page size as `limit=` (links, browser tests and the public cache key on it); answers call it `size`.
export const pageQuerySchema = z.object({ page: pageSchema, limit: limitSchema });

/** One option facet, `name:value` (colour:black): a specification's name and one of its option codes. */
export const optFacetSchema = z.string().regex(OPT_PATTERN, 'validation.optInvalid');
/**
 * Option facets of a list: `opt=colour:black&opt=size:m` arrives as an array, a single `opt=` as a string;
 * both become an array. Same name = any of the values, different names = all of them; a product matches
 * when one of its SKUs has the value.
 */
export const optFacetsSchema = z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(optFacetSchema).max(OPT_MAX, 'validation.optInvalid'));

const listFilterFields = {
  categoryId: id.optional(),
  keyword: textField().trim().max(KEYWORD_MAX).optional(),
  minPrice: minor.optional(),
  maxPrice: minor.optional(),
  opt: optFacetsSchema.optional(),
};
const priceInOrder = (q: { minPrice?: number; maxPrice?: number }) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const priceOrderIssue = () => ({ message: 'minPrice must not exceed maxPrice', path: ['maxPrice'] });

/**
 * Query of GET /api/catalog/products; the storefront keeps the same fields in the list's URL. Without
 * `sort` the list is sorted by relevance when there is a keyword and by DEFAULT_SORT otherwise
 * (effectiveSort).
 */
export const productListQuerySchema = z
  .object({
    ...listFilterFields,
    sort: z.enum(PRODUCT_SORTS).optional(),
    page: pageSchema,
    limit: limitSchema,
  })
  .refine(priceInOrder, priceOrderIssue());
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Query of GET /api/catalog/facets: the list's filters (page, limit and sort are accepted and ignored). */
export const productFacetsQuerySchema = z
  .object({
    ...listFilterFields,
    sort: z.enum(PRODUCT_SORTS).optional(),
    page: pageSchema.optional(),
    limit: limitSchema.optional(),
  })
  .refine(priceInOrder, priceOrderIssue());
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;

/**
 * Query of GET /api/catalog/suggest. Shorter than suggestMinChars(locale) (3, or 1 for cn, jp, tw), the
 * answer is two empty lists.
 */
export const suggestQuerySchema = z.object({
  q: textField().trim().max(KEYWORD_MAX).default(''),
  limit: z.coerce.number().int().min(1).max(SUGGEST_MAX).default(SUGGEST_DEFAULT),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export const productIdParamsSchema = z.object({ id });

export const recommendationsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) });

/*
 * Answers of the catalogue API (GET /api/catalog/...): the API validates and documents them with these
 * schemas and the storefront uses their types (re-exported, zod-free, by contracts/catalog.ts). Prices are
 * USD minor units, times are unix seconds; names and descriptions come in the request's language (falling
 * back to English).
 */

export const categoryNodeSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    /** Products in this category and all of its sub-categories. */
    productCount: z.number().int(),
    get children(): z.ZodArray<typeof categoryNodeSchema> {
      return z.array(categoryNodeSchema);
    },
    // A named component, so the API's OpenAPI document can refer to the tree from within itself.
  })
  .meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

/** An imported photo: its original and the AVIF and WebP widths made of it (contracts/picture.ts, ADR 0044). */
export const pictureSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  placeholder: z.string().nullable(),
});

/** One product in a list (shop, search, what's new, recommendations). */
export const productCardSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  cover: z.string(),
  /** The cover's files at every width when it is an imported photo, else null (show `cover` as it is). */
  picture: pictureSchema.nullable(),
  /** Lowest price over the product's SKUs. */
  price: z.number().int(),
  sales: z.number().int(),
  /** Average product rating of the reviews, 0 when there is none. */
  score: z.number(),
  reviewCount: z.number().int(),
  arrivalAt: z.number().int(),
  /** Arrived within the last NEW_DAYS days. */
  isNew: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * A page of the product list. didYouMean is there only when a keyword found nothing and a close word or
 * phrase exists in the catalogue's vocabulary of the request's language.
 */
export const productPageSchema = pagedSchema(productCardSchema).extend({ didYouMean: z.string().optional() });
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * GET /api/catalog/facets: what the list's matches can be narrowed by. Each facet's counts apply every
 * other chosen facet but not its own (choosing colour:black leaves the other colours' counts as they were).
 */
export const productFacetsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  /** USD minor units over the matches (other facets applied, the price range not); null without matches. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Option names and values are codes, as in SKU options; the storefront words them (catalog spec.*). */
  options: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() })),
    }),
  ),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET /api/catalog/suggest: products and categories whose words begin like the typed text. */
export const suggestionsSchema = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string(), cover: z.string(), price: z.number().int() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** A specification and its option codes; the storefront translates both (catalog namespace, spec.*). */
export const specDefSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type SpecDef = z.infer<typeof specDefSchema>;

/** One purchasable combination: options maps every spec name to one of its values. */
export const skuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  stock: z.number().int(),
});
export type Sku = z.infer<typeof skuSchema>;

/** A gallery picture; widths and placeholder are null unless it is an imported photo (then url is its original). */
export const productImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()).nullable(),
  placeholder: z.string().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;
/** Most pictures one product's gallery holds, from the catalogue file or the console. */
export const PRODUCT_IMAGES_MAX = 20;

export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  /** From the top category down to the product's own. */
  breadcrumbs: z.array(categoryRefSchema),
  specs: z.array(specDefSchema),
  skus: z.array(skuSchema),
  /** Sum of the SKUs' stock. */
  stock: z.number().int(),
  /** Highest SKU price (equals price when every SKU costs the same). */
  priceMax: z.number().int(),
  images: z.array(productImageSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  productRating: z.number().int(),
  serviceRating: z.number().int(),
  content: z.string(),
  pictures: z.array(z.string()),
  /** Each picture's blurred preview (data URI), in the same order; null for a picture that has none. */
  placeholders: z.array(z.string().nullable()).optional(),
  reply: z.string().nullable(),
  locale: z.string(),
  createdAt: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Reviews of a product; closed is true (and the list empty) while the shop has comments switched off. */
export const reviewPageSchema = pagedSchema(reviewSchema).extend({ closed: z.boolean() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;
