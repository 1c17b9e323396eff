import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The Stripe provider's own records, beside its code like the sandbox's (docs/adr/0030): no shop table is
 * read or joined with them. In the database, not memory, because a webhook may reach another instance
 * than the one that opened the session.
 */

/** One Checkout Session per payment attempt of the shop (its serial). */
export const stripeSessions = pgTable(
  'stripe_sessions',
  {
    serial: text('serial').primaryKey(),
    sessionId: text('session_id').notNull().unique(),
    url: text('url').notNull(),
    orderNo: text('order_no').notNull(),
    /** What the session asks for, in the currency's minor units; every event about it must match. */
    amount: integer('amount').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    /** Known once the shopper paid: what a refund and a charge.refunded event name. */
    paymentIntent: text('payment_intent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_sessions_payment_intent_idx').on(t.paymentIntent)],
);

/** Every webhook event applied, by Stripe's event id: a delivery of the same event again is a no-op. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
