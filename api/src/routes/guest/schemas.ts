import { z } from 'zod';
import { orderTokenSchema } from '@storefront/shared/schemas/guest';

export { payAttemptSchema, payStartSchema, orderSchema, quoteSchema, refundBodySchema } from '@storefront/shared/schemas/checkout';
export {
  guestOrderCreateBodySchema,
  guestOrderCreatedSchema,
  guestPayStartBodySchema,
  guestQuoteBodySchema,
  orderLinkRequestSchema,
} from '@storefront/shared/schemas/guest';

/** The token of the order's link, sent as a header so that no URL (and no access log) holds it. */
export const orderTokenHeadersSchema = z.object({ 'order-token': orderTokenSchema });

export const emptySchema = z.null();
