export {
  payAttemptSchema,
  payCallbackSchema,
  paymentMethodSchema,
  payResultSchema,
  payStartBodySchema,
  payStartSchema,
} from '@storefront/shared/schemas/checkout';

export { guestPayStartBodySchema, orderTokenHeadersSchema } from '@storefront/shared/schemas/guest';
