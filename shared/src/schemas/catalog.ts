import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../ui/constants';
import { KEYWORD_MAX, PRODUCT_SORTS, DEFAULT_SORT } from '../contracts/catalog';

export { KEYWORD_MAX, PRODUCT_SORTS, DEFAULT_SORT };
export type { ProductSort } from '../contracts/catalog';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const minor = z.coerce.number().int().min(0).max(2_147_483_647);

export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
/** Spec section 9: page sizes 10, 20, 30, 40, 50, 100; default 10. */
export const limitSchema = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `one of ${PAGE_SIZES.join(', ')}` })
  .default(DEFAULT_PAGE_SIZE);

export const pageQuerySchema = z.object({ page: pageSchema, limit: limitSchema });

/** Query of GET /api/catalog/products; the storefront keeps the same fields in the list's URL. */
export const productListQuerySchema = z
  .object({
    categoryId: id.optional(),
    keyword: z.string().trim().max(KEYWORD_MAX).optional(),
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
