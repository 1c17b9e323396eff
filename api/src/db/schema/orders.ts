import { relations, sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, REFUND_STATUSES } from '@storefront/shared/schemas/checkout';
import { users } from './users';

/** shop: cancelled from the operators' console. */
export const CANCEL_REASONS = ['customer', 'timeout', 'shop'] as const;

/**
 * An order with everything it was placed with: the delivery address, the figures the server computed
 * (USD minor units), and the currency and rate of that moment with the same figures computed in that
 * currency (local_*, its own minor units): what the shopper saw and is charged. The state machine lives
 * in routes/order/transitions.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    /** Null for a guest's order until an account with its address joins it (docs/adr/0039). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('unpaid'),
    currency: text('currency').notNull(),
    exRate: doublePrecision('ex_rate').notNull(),
    symbol: text('symbol').notNull(),
    paymentMethod: text('payment_method').notNull(),
    email: text('email').notNull(),
    /** The language the order was placed in: its mail is written in it. */
    locale: text('locale').notNull().default('en'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    city: text('city').notNull(),
    line: text('line').notNull(),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    subtotal: integer('subtotal').notNull(),
    freight: integer('freight').notNull(),
    serviceCharge: integer('service_charge').notNull(),
    tax: integer('tax').notNull(),
    taxRate: integer('tax_rate').notNull(),
    discount: integer('discount').notNull(),
    actualPayment: integer('actual_payment').notNull(),
    localSubtotal: integer('local_subtotal').notNull(),
    localFreight: integer('local_freight').notNull(),
    localServiceCharge: integer('local_service_charge').notNull(),
    localTax: integer('local_tax').notNull(),
    localDiscount: integer('local_discount').notNull(),
    /** What the shopper is charged, in the order's currency: every provider asks for exactly this. */
    localActualPayment: integer('local_actual_payment').notNull(),
    userCouponId: integer('user_coupon_id'),
    couponCode: text('coupon_code'),
    idempotencyKey: text('idempotency_key'),
    /** Our serial number of the payment that paid the order, and the provider's. */
    serialNumber: text('serial_number'),
    bankSerialNumber: text('bank_serial_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /** The address a guest's order was placed from: the limits on unpaid orders count per IP for guests. */
    guestIp: text('guest_ip'),
    /** Set when it is shipped from the console: the shopper's order answer and the shipping mail show them. */
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.payBefore),
    index('orders_guest_email_idx')
      .on(t.email)
      .where(sql`${t.userId} is null`),
    index('orders_guest_ip_idx')
      .on(t.guestIp)
      .where(sql`${t.userId} is null`),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('orders_amounts', sql`${t.actualPayment} >= 0 and ${t.discount} >= 0 and ${t.subtotal} >= 0`),
  ],
);

/** Order lines keep name, image, specification and price as they were when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    spec: jsonb('spec').$type<Record<string, string>>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: integer('subtotal').notNull(),
    /** The line in the order's currency, as the order's figures were computed. */
    localUnitPrice: integer('local_unit_price').notNull(),
    localSubtotal: integer('local_subtotal').notNull(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** A refund application; from_status is the order's status when it was made. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null while the order is a guest's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }).notNull(),
    /** The provider's reference of the refund it was asked for, once accepted; it settles on the provider's report. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Why the shop refused the application (status refused): the customer is told. */
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A link that opens one guest order without an account: only the SHA-256 of its random token is kept.
 * Each order mail carries a link of its own; revoking the order's links (joined to an account, or the
 * account closed) ends them all.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('order_links_order_idx').on(t.orderId)],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  refunds: many(refunds),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({ order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }) }));
export const refundsRelations = relations(refunds, ({ one }) => ({ order: one(orders, { fields: [refunds.orderId], references: [orders.id] }) }));
