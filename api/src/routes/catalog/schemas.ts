import { z } from 'zod';
import type { CategoryNode, CategoryRef, Paged, ProductCard, ProductDetail, ProductImage, Review, ReviewPage, Sku, SpecDef } from '@storefront/shared/contracts/catalog';

export { pageQuerySchema, productIdParamsSchema, productListQuerySchema, recommendationsQuerySchema } from '@storefront/shared/schemas/catalog';

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    productCount: z.number().int(),
    children: z.array(categoryNodeSchema),
  }),
);

export const productCardSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  cover: z.string(),
  price: z.number().int(),
  sales: z.number().int(),
  score: z.number(),
  reviewCount: z.number().int(),
  arrivalAt: z.number().int(),
  isNew: z.boolean(),
}) satisfies z.ZodType<ProductCard>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

export const productPageSchema = pagedSchema(productCardSchema) satisfies z.ZodType<Paged<ProductCard>>;

const specSchema = z.object({ name: z.string(), values: z.array(z.string()) }) satisfies z.ZodType<SpecDef>;
const skuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  stock: z.number().int(),
}) satisfies z.ZodType<Sku>;
const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }) satisfies z.ZodType<ProductImage>;
const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() }) satisfies z.ZodType<CategoryRef>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  breadcrumbs: z.array(categoryRefSchema),
  specs: z.array(specSchema),
  skus: z.array(skuSchema),
  stock: z.number().int(),
  priceMax: z.number().int(),
  images: z.array(imageSchema),
}) satisfies z.ZodType<ProductDetail>;

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
}) satisfies z.ZodType<Review>;

export const reviewPageSchema = pagedSchema(reviewSchema).extend({ closed: z.boolean() }) satisfies z.ZodType<ReviewPage>;
