import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { skus } from './catalog';
import { users } from './users';

/**
 * A customer's server cart: one line per SKU. added_price is the price the shopper saw when adding, so
 * the cart can show a change since then. Names and options are worded from the SKU in the language of
 * each request, never stored.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedPrice: integer('added_price').notNull(),
    /**
     * Words of the specification written by earlier versions, no longer written or read: the SKU's option
     * ids say the same in every language. Kept so an instance of the earlier version still running during
     * a rolling deploy can insert; a later migration may drop it.
     */
    spec: jsonb('spec').$type<Record<string, string>>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_sku_idx').on(t.userId, t.skuId),
    index('cart_items_sku_idx').on(t.skuId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  sku: one(skus, { fields: [cartItems.skuId], references: [skus.id] }),
}));
