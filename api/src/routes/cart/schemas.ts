import { z } from 'zod';
import { idParamSchema } from '@storefront/shared/schemas/common';

export { cartAddBodySchema, cartLinesBodySchema, cartQuantityBodySchema, cartRemoveBodySchema, cartViewSchema } from '@storefront/shared/schemas/cart';

export const skuParamsSchema = z.object({ skuId: idParamSchema });
