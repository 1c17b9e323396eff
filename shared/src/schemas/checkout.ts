import { z } from 'zod';
import { LOCALES } from '../routes/table';
import { idSchema, INT32_MAX, pagedSchema, textField } from './common';
import { cartViewLineSchema } from './cart';

/**
 * Contracts of the cart, address, promo code, order and payment API: every request body and every
 * answer's data, used by the API routes and by the screens (mf-cart-checkout, mf-account).
 *
 * Conventions: money is an integer in USD minor units (cents) unless a field says `local`, which is the
 * same figure in the order's currency, minor units, rounded down (what formatPrice shows). Dates are unix
 * seconds. Messages of the refinements are keys of the `shared` translation namespace (validation.*).
 */

const id = idSchema;
const required = (max: number) => textField('validation.required').trim().min(1, 'validation.required').max(max);
const unixSeconds = z.number().int();
/** A specification in words, e.g. { Colour: 'Navy' }. */
const specSchema = z.record(z.string(), z.string());

// ---------------------------------------------------------------- order states (spec section 4)

/**
 * unpaid = waiting for payment; paid = waiting for shipment (delivery by seller); shipped = waiting for
 * receipt; received = waiting for evaluation; then completed. Refunds: refund_requested ->
 * refund_in_progress -> refunded.
 */
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'refund_requested',
  'refund_in_progress',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the customer may do with an order in its current status (computed by the server). */
export const ORDER_ACTIONS = ['pay', 'cancel', 'receive', 'refund', 'reorder', 'evaluate'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const REFUND_STATUSES = ['requested', 'in_progress', 'refunded', 'refused'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** Where a promo code comes from: a campaign's code, the welcome code of a new account, a newsletter signup's code. */
export const COUPON_ORIGINS = ['campaign', 'welcome', 'newsletter'] as const;
export type CouponOrigin = (typeof COUPON_ORIGINS)[number];

export const PAYMENT_RESULTS = ['approved', 'declined'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

// ---------------------------------------------------------------- countries, phone and postcode rules

interface CountryRule {
  /** Postcode pattern; null where the country has no postcodes. */
  postcode: RegExp | null;
  /** National or international phone number pattern, checked on the number without spaces, dashes, dots and brackets. */
  phone: RegExp;
}

// A generic international number: optional +, 6-15 digits.
const ANY_PHONE = /^\+?\d{6,15}$/;

/** Delivery countries (ISO 3166-1 alpha-2) and their field rules; names come from Intl.DisplayNames. */
export const COUNTRY_RULES = {
  US: { postcode: /^\d{5}(-\d{4})?$/, phone: /^(\+?1)?[2-9]\d{9}$/ },
  CA: { postcode: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, phone: /^(\+?1)?[2-9]\d{9}$/ },
  GB: { postcode: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, phone: /^(\+44|0)\d{9,10}$/ },
  DE: { postcode: /^\d{5}$/, phone: /^(\+49|0)\d{6,13}$/ },
  FR: { postcode: /^\d{5}$/, phone: /^(\+33|0)[1-9]\d{8}$/ },
  ES: { postcode: /^\d{5}$/, phone: /^(\+34)?[6-9]\d{8}$/ },
  PT: { postcode: /^\d{4}-\d{3}$/, phone: /^(\+351)?[29]\d{8}$/ },
  IT: { postcode: /^\d{5}$/, phone: /^(\+39)?\d{6,11}$/ },
  NL: { postcode: /^\d{4} ?[A-Za-z]{2}$/, phone: /^(\+31|0)\d{9}$/ },
  RU: { postcode: /^\d{6}$/, phone: /^(\+7|8)\d{10}$/ },
  CN: { postcode: /^\d{6}$/, phone: /^(\+86)?1[34578]\d{9}$/ },
  TW: { postcode: /^\d{3}(\d{2,3})?$/, phone: /^(\+886|0)9\d{8}$|^(\+886|0)[2-8]\d{7,8}$/ },
  HK: { postcode: null, phone: /^(\+852)?[2-9]\d{7}$/ },
  JP: { postcode: /^\d{3}-?\d{4}$/, phone: /^(\+81|0)\d{9,10}$/ },
  BR: { postcode: /^\d{5}-?\d{3}$/, phone: /^(\+55)?\d{10,11}$/ },
  AU: { postcode: /^\d{4}$/, phone: /^(\+61|0)\d{9}$/ },
} satisfies Record<string, CountryRule>;

export type CountryCode = keyof typeof COUNTRY_RULES;
export const COUNTRY_CODES = Object.keys(COUNTRY_RULES) as [CountryCode, ...CountryCode[]];

/** Spaces, dashes, dots and brackets people type in phone numbers. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-.()]/g, '');
}

/** The country's own format; elsewhere than CN (whose mobile rule is spec section 5's) any +international number. */
export function isValidPhone(country: CountryCode, phone: string): boolean {
  const value = normalizePhone(phone);
  if (COUNTRY_RULES[country].phone.test(value)) return true;
  return country !== 'CN' && value.startsWith('+') && ANY_PHONE.test(value);
}

export function isValidPostcode(country: CountryCode, postcode: string): boolean {
  const rule = COUNTRY_RULES[country].postcode;
  return rule ? rule.test(postcode.trim()) : postcode.trim() === '' || /^[\w -]{1,10}$/.test(postcode.trim());
}

// ---------------------------------------------------------------- addresses (spec section 3)

/** Body of POST /api/user/address and PUT /api/user/address/:id. Consignee = first name + last name. */
export const addressInputSchema = z
  .object({
    firstName: required(40),
    lastName: required(40),
    country: z.enum(COUNTRY_CODES, { error: 'validation.countryInvalid' }),
    /** Region, state or province. */
    region: required(80),
    city: required(80),
    /** Detailed address line. */
    line: required(200),
    phone: required(30),
    postcode: textField().trim().max(12).default(''),
    isDefault: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!COUNTRY_RULES[value.country]) return;
    if (value.phone && !isValidPhone(value.country, value.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneInvalid' });
    if (!isValidPostcode(value.country, value.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'validation.postcodeInvalid' });
  });
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  consignee: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  line: z.string(),
  phone: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
  createdAt: unixSeconds,
});
export type Address = z.infer<typeof addressSchema>;

/** Most addresses one customer keeps. */
export const MAX_ADDRESSES = 20;

// ---------------------------------------------------------------- promo codes

/** GET /api/user/coupon?state= (to be used, used, expired). */
export const couponListQuerySchema = z.object({ state: z.enum(COUPON_STATES).default('unused') });
/** POST /api/user/coupon/claim */
export const couponClaimBodySchema = z.object({
  code: textField('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(32)
    .transform((s) => s.toUpperCase()),
});

export const userCouponSchema = z.object({
  /** Id of the customer's copy (user coupon); orders refer to this id. */
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent (1-100) for kind percent; USD minor units off for kind amount. */
  value: z.number().int(),
  /** Limit: minimum sub-total in USD minor units. */
  minSpend: z.number().int(),
  validUntil: unixSeconds,
  state: z.enum(COUPON_STATES),
  origin: z.enum(COUPON_ORIGINS),
  claimedAt: unixSeconds,
  usedAt: unixSeconds.nullable(),
  orderNo: z.string().nullable(),
});
export type UserCoupon = z.infer<typeof userCouponSchema>;

// ---------------------------------------------------------------- payment methods and summary

export const paymentMethodSchema = z.object({
  code: z.string(),
  /** English name; screens translate by code and fall back to it. */
  name: z.string(),
  /** Service charge: fixed part in USD minor units plus basis points of the goods after discount plus freight. */
  feeFixed: z.number().int(),
  feeRate: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The figures of an order summary; the same names in USD minor units and in `local`. */
export const amountsSchema = z.object({
  subtotal: z.number().int(),
  freight: z.number().int(),
  serviceCharge: z.number().int(),
  tax: z.number().int(),
  discount: z.number().int(),
  actualPayment: z.number().int(),
});
export type Amounts = z.infer<typeof amountsSchema>;

export const currencyInfoSchema = z.object({ currency: z.string(), symbol: z.string(), exRate: z.number() });

/** POST /api/order/quote: the server's summary of what creating the order would charge. */
export const quoteBodySchema = z.object({
  /** Cart lines (by SKU) to buy; quantities are the cart's. */
  skuIds: z.array(id).min(1, 'validation.selectItem').max(200),
  addressId: id.optional(),
  userCouponId: id.nullable().optional(),
  paymentMethod: textField().max(40).optional(),
  /** Currency to show and keep on the order; USD when absent or unknown. */
  currency: textField().max(8).optional(),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

export const quoteItemSchema = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  spec: specSchema,
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
  stock: z.number().int(),
  localUnitPrice: z.number().int(),
  localSubtotal: z.number().int(),
});

export const quoteSchema = amountsSchema.extend({
  items: z.array(quoteItemSchema),
  local: amountsSchema,
  ...currencyInfoSchema.shape,
  /** Basis points of the destination country (0 without an address). */
  taxRate: z.number().int(),
  country: z.string().nullable(),
  /** Sub-total from which freight is free for this destination, if any. */
  freeFreightOver: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  /** The promo code applied (null when none or when it does not apply). */
  userCouponId: z.number().int().nullable(),
  /** Promo codes of this customer usable for these items: to be used, minimum spend met, not expired. */
  coupons: z.array(
    userCouponSchema.extend({
      /** What the code takes off these items, in USD minor units. */
      discount: z.number().int(),
      /** The same in the quote's currency, computed as `local.discount` is when the code is chosen. */
      localDiscount: z.number().int(),
    }),
  ),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * POST /api/order/create, with an Idempotency-Key header; the client never sends a price. A missing
 * address or payment method is answered by the service with status 400 and its own clear msg
 * ("please select payment method"), so both stay optional here.
 */
export const orderCreateBodySchema = quoteBodySchema.extend({
  /** Note to seller. */
  note: textField().trim().max(300).default(''),
});
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;

// ---------------------------------------------------------------- orders

export const orderItemSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  spec: specSchema,
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
  localUnitPrice: z.number().int(),
  localSubtotal: z.number().int(),
  evaluated: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const refundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  reason: z.string(),
  /** USD minor units; localAmount in the order's currency. */
  amount: z.number().int(),
  localAmount: z.number().int(),
  ...currencyInfoSchema.shape,
  status: z.enum(REFUND_STATUSES),
  createdAt: unixSeconds,
  settledAt: unixSeconds.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * A payment that arrived when the order could no longer take it (cancelled or expired) and was given
 * back through the provider; refundedAt is null while the refund is still being made.
 */
export const paymentRefundSchema = z.object({
  serialNumber: z.string(),
  /** USD minor units; localAmount in the order's currency. */
  amount: z.number().int(),
  localAmount: z.number().int(),
  refundedAt: unixSeconds.nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

/** Delivery address kept on the order as it was when ordering. */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  line: z.string(),
  postcode: z.string(),
  phone: z.string(),
});

/** The Order entity of spec section 3 (GET /api/order/:id). */
export const orderSchema = amountsSchema.extend({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Subscription (order) date. */
  createdAt: unixSeconds,
  paidAt: unixSeconds.nullable(),
  shippedAt: unixSeconds.nullable(),
  /** How the parcel travels, when the shop gave it on shipping. */
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  receivedAt: unixSeconds.nullable(),
  completedAt: unixSeconds.nullable(),
  cancelledAt: unixSeconds.nullable(),
  /** When an unpaid order is cancelled automatically. */
  payBefore: unixSeconds.nullable(),
  paymentMethod: z.string(),
  /** The method's name in the request's language. */
  paymentMethodName: z.string(),
  /** Contact information. */
  email: z.string(),
  phone: z.string(),
  fullName: z.string(),
  address: orderAddressSchema,
  items: z.array(orderItemSchema),
  /** Tax rate (rate_price) in basis points. */
  taxRate: z.number().int(),
  local: amountsSchema,
  ...currencyInfoSchema.shape,
  couponCode: z.string().nullable(),
  /** Serial number of the successful payment (ours) and the provider's (bank payment serial number). */
  serialNumber: z.string().nullable(),
  bankSerialNumber: z.string().nullable(),
  /** Note to seller. */
  note: z.string(),
  refunds: z.array(refundSchema),
  /** Payments given back automatically (they came after the order was cancelled or expired). */
  paymentRefunds: z.array(paymentRefundSchema),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/order?status=&page=&size= */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const orderListItemSchema = orderSchema.pick({
  id: true,
  orderNo: true,
  status: true,
  createdAt: true,
  payBefore: true,
  actualPayment: true,
  local: true,
  currency: true,
  symbol: true,
  exRate: true,
  items: true,
  actions: true,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListSchema = pagedSchema(orderListItemSchema);

/** POST /api/order/:id/refund; amount in USD minor units, at most what was paid less earlier refunds. */
export const refundBodySchema = z.object({
  reason: required(500),
  amount: z.number().int().positive().max(INT32_MAX),
});

/** POST /api/order/:id/reorder: lines to put in the cart (cartLineAdded), and what could not be. */
export const reorderSchema = z.object({
  lines: z.array(cartViewLineSchema),
  skipped: z.array(z.object({ skuId: z.number().int(), name: z.string(), reason: z.enum(['unavailable', 'outOfStock']) })),
});

/** Answer of create: the new order (or the one an earlier request with the same Idempotency-Key made). */
export const orderCreatedSchema = z.object({ order: orderSchema, payClosed: z.boolean() });

// ---------------------------------------------------------------- payment (sandbox provider)

/** POST /api/pay/start */
export const payStartBodySchema = z.object({ orderId: id, locale: z.enum(LOCALES).optional() });
/** The hosted page to open, and the serial number of this payment attempt. */
export const payStartSchema = z.object({ payUrl: z.string(), serialNumber: z.string() });

/** The signed result: query of /shop/payCallback, body of POST /api/pay/callback and /api/pay/notify. */
export const payResultSchema = z.object({
  serial: textField().min(1).max(64),
  orderNo: textField().min(1).max(64),
  result: z.enum(PAYMENT_RESULTS),
  /** Minor units of `currency`: what was charged. */
  amount: z.coerce.number().int().min(0).max(INT32_MAX),
  currency: z.string().regex(/^[A-Z]{3}$/),
  ts: z.coerce.number().int(),
  nonce: textField().min(8).max(64),
  sig: textField().min(16).max(128),
});
export type PayResult = z.infer<typeof payResultSchema>;

export const payCallbackSchema = z.object({
  result: z.enum(PAYMENT_RESULTS),
  orderNo: z.string(),
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** True when this signed result had been received before (nothing changed this time). */
  replayed: z.boolean(),
});
export type PayCallback = z.infer<typeof payCallbackSchema>;

/**
 * Where one payment attempt stands as the shop knows it (GET /api/pay/attempt/:serial): what a provider's
 * return address that carries no decision (Stripe's) shows; 'pending' until the provider's webhook came.
 */
export const payAttemptSchema = z.object({
  state: z.enum(['pending', ...PAYMENT_RESULTS]),
  orderNo: z.string(),
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});
export type PayAttempt = z.infer<typeof payAttemptSchema>;
