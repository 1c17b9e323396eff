import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUPON_KINDS, COUPON_ORIGINS } from '@storefront/shared/schemas/checkout';
import { users } from './users';

/**
 * Promo codes. value: percent for kind percent, USD minor units for amount. origin: a campaign's code
 * anyone may claim, or a personal one the shop handed out (welcome: given to one account, never
 * claimable; newsletter: mailed to one address, claimable by one account).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: integer('value').notNull(),
    /** Limit: minimum sub-total (USD minor units). */
    minSpend: integer('min_spend').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    claimable: boolean('claimable').notNull().default(true),
    origin: text('origin', { enum: COUPON_ORIGINS }).notNull().default('campaign'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coupons_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`)],
);

/** A customer's copy of a promo code; used_at and order_id are set by the order that used it. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id'),
  },
  (t) => [uniqueIndex('user_coupons_user_coupon_idx').on(t.userId, t.couponId), index('user_coupons_user_idx').on(t.userId)],
);

export const couponsRelations = relations(coupons, ({ many }) => ({ copies: many(userCoupons) }));
export const userCouponsRelations = relations(userCoupons, ({ one }) => ({
  coupon: one(coupons, { fields: [userCoupons.couponId], references: [coupons.id] }),
  user: one(users, { fields: [userCoupons.userId], references: [users.id] }),
}));
