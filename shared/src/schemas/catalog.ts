import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../ui/constants';
import { KEYWORD_MAX, PRODUCT_SORTS, DEFAULT_SORT } from '../contracts/catalog-constants';
import { idParamSchema, INT32_MAX, pagedSchema, textField } from './common';

export { KEYWORD_MAX, PRODUCT_SORTS, DEFAULT_SORT };
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

/** Query of GET /api/catalog/products; the storefront keeps the same fields in the list's URL. */
export const productListQuerySchema = z
  .object({
    categoryId: id.optional(),
    keyword: textField().trim().max(KEYWORD_MAX).optional(),
    minPrice: minor.optional(),
    maxPrice: minor.optional(),
    sort: z.enum(PRODUCT_SORTS).default(DEFAULT_SORT),
    page: pageSchema,
    limit: limitSchema,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['maxPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

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

/** One product in a list (shop, search, what's new, recommendations). */
export const productCardSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  cover: z.string(),
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

export const productPageSchema = pagedSchema(productCardSchema);

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

export const productImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type ProductImage = z.infer<typeof productImageSchema>;

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
  reply: z.string().nullable(),
  locale: z.string(),
  createdAt: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Reviews of a product; closed is true (and the list empty) while the shop has comments switched off. */
export const reviewPageSchema = pagedSchema(reviewSchema).extend({ closed: z.boolean() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;
