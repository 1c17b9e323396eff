export {
  categoryNodeSchema,
  pageQuerySchema,
  productCardSchema,
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productPageSchema,
  recommendationsQuerySchema,
  reviewPageSchema,
  reviewSchema,
} from '@storefront/shared/schemas/catalog';
