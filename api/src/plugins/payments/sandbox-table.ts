import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const SANDBOX_PAYMENT_STATUSES = ['open', 'approved', 'declined', 'cancelled'] as const;

/**
 * The sandbox provider's own record of every attempt the shop asked it to charge, as a real provider keeps
 * one on its side. It lives in the shop's database (every instance must see it: the page may be served by
 * another instance than the one that started the attempt) but no shop table is read or joined with it.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** Its own reference, the bank payment serial number the shop stores. */
  id: text('id').primaryKey(),
  /** The shop's serial of the attempt: the hosted page's address and the idempotency key. */
  serial: text('serial').notNull().unique(),
  orderNo: text('order_no').notNull(),
  /** What the shopper is charged, in the currency's minor units; echoed with the currency in every result. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  locale: text('locale').notNull(),
  returnUrl: text('return_url').notNull(),
  backUrl: text('back_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  status: text('status', { enum: SANDBOX_PAYMENT_STATUSES }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
