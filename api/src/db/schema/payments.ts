import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_RESULTS } from '@storefront/shared/schemas/checkout';
import { orders } from './orders';

/** Payment methods offered at checkout; the service charge is fee_fixed plus fee_rate basis points. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    feeFixed: integer('fee_fixed').notNull().default(0),
    feeRate: integer('fee_rate').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('payment_methods_fees', sql`${t.feeFixed} >= 0 and ${t.feeRate} between 0 and 10000`)],
);

/**
 * 'refunded': approved at the provider for an order that could no longer take it, so owed back to the
 * shopper; refunded_at is set once the provider has given it back (still null: the sweep retries).
 */
export const PAYMENT_STATUSES = ['pending', ...PAYMENT_RESULTS, 'void', 'refunded'] as const;

/** One attempt to pay an order at the provider; serial is ours, bank_serial the provider's. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serial: text('serial').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('sandbox'),
    method: text('method').notNull(),
    /** USD minor units, the order's figure. */
    amount: integer('amount').notNull(),
    /** What the provider was asked to charge: the order's currency and its amount in that currency's minor units. */
    currency: text('currency').notNull(),
    currencyAmount: integer('currency_amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Language of the shop page that started it; the return goes back to that language. */
    locale: text('locale').notNull().default('en'),
    bankSerial: text('bank_serial'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The provider's reference of the refund it was asked for; a provider that confirms later settles refunded_at then. */
    refundRef: text('refund_ref'),
    /** When the provider gave the money back (a payment that arrived for a cancelled or expired order). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // One live attempt per order: a second concurrent start must find the first instead of adding one.
    uniqueIndex('payments_order_live_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every signed result received (browser return or server notification), by nonce: a second copy is a replay. */
export const paymentNotices = pgTable('payment_notices', {
  nonce: text('nonce').primaryKey(),
  serial: text('serial').notNull(),
  channel: text('channel', { enum: ['return', 'notify'] }).notNull(),
  result: text('result', { enum: PAYMENT_RESULTS }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentsRelations = relations(payments, ({ one }) => ({ order: one(orders, { fields: [payments.orderId], references: [orders.id] }) }));
