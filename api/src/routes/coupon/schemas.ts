export { couponClaimBodySchema, couponListQuerySchema, userCouponSchema } from '@storefront/shared/schemas/checkout';
