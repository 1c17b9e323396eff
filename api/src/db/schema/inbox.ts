import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const INBOX_KINDS = ['order', 'payment', 'shipping', 'refund', 'review', 'account'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * A customer's inbox (user/mail). Title and body are message keys with params, so a message reads in
 * whatever language the customer uses when opening it.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INBOX_KINDS }).notNull(),
    /** Message key in the API's catalogue, e.g. 'inbox.orderShipped'. */
    messageKey: text('message_key').notNull(),
    params: text('params').notNull().default('{}'),
    orderId: integer('order_id'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_user_idx').on(t.userId, t.createdAt)],
);
