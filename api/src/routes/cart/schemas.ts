import { z } from 'zod';

export {
  cartAddBodySchema,
  cartLinesBodySchema,
  cartQuantityBodySchema,
  cartRemoveBodySchema,
  cartViewSchema,
} from '@storefront/shared/schemas/checkout';

export const skuParamsSchema = z.object({ skuId: z.coerce.number().int().positive() });
