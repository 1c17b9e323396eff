import { z } from 'zod';
import { idParamSchema, pagedSchema } from '@storefront/shared/schemas/common';
import { collectionAddSchema, collectionItemSchema, pageQuerySchema } from '@storefront/shared/schemas/account';

export { collectionAddSchema, collectionItemSchema, pageQuerySchema };
export const collectionPageSchema = pagedSchema(collectionItemSchema);
export const collectionIdsSchema = z.array(z.number().int());
export const productIdParamsSchema = z.object({ productId: idParamSchema });
export const collectedSchema = z.object({ productId: z.number().int(), collected: z.boolean() });
