import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The address book (user/address). At most one default per customer. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** Region, state or province. */
    region: text('region').notNull(),
    city: text('city').notNull(),
    line: text('line').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const addressesRelations = relations(addresses, ({ one }) => ({ user: one(users, { fields: [addresses.userId], references: [users.id] }) }));
