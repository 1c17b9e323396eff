import { z } from 'zod';
import { idParamSchema, textField } from '@storefront/shared/schemas/common';

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

export const orderParamsSchema = z.object({ id: idParamSchema });

/** A double click or a retried request sends the same key and gets the same order. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': textField().trim().min(8).max(100).optional() });

export {
  guestOrderCreateBodySchema,
  guestOrderCreatedSchema,
  guestQuoteBodySchema,
  orderLinkRequestSchema,
  orderTokenHeadersSchema,
} from '@storefront/shared/schemas/guest';
