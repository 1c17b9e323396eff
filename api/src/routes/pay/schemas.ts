export {
  payAttemptSchema,
  payCallbackSchema,
  paymentMethodSchema,
  payResultSchema,
  payStartBodySchema,
  payStartSchema,
} from '@storefront/shared/schemas/checkout';
