import { z } from 'zod';

export {
  orderCreateBodySchema,
  orderCreatedSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  quoteBodySchema,
  quoteSchema,
  refundBodySchema,
  refundSchema,
  reorderSchema,
} from '@storefront/shared/schemas/checkout';

export const orderParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A double click or a retried request sends the same key and gets the same order. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() });
