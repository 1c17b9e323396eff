import { z } from 'zod';
import { idParamSchema } from '@storefront/shared/schemas/common';

export {
  cartAddBodySchema,
  cartLinesBodySchema,
  cartQuantityBodySchema,
  cartRemoveBodySchema,
  cartViewSchema,
} from '@storefront/shared/schemas/checkout';

export const skuParamsSchema = z.object({ skuId: idParamSchema });
