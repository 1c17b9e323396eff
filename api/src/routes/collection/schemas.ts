import { z } from 'zod';
import { collectionAddSchema, collectionItemSchema, pagedSchema, pageQuerySchema } from '@storefront/shared/schemas/account';

export { collectionAddSchema, collectionItemSchema, pageQuerySchema };
export const collectionPageSchema = pagedSchema(collectionItemSchema);
export const collectionIdsSchema = z.array(z.number().int());
export const productIdParamsSchema = z.object({ productId: z.coerce.number().int().positive() });
export const collectedSchema = z.object({ productId: z.number().int(), collected: z.boolean() });
