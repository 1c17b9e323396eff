import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  abb: text('abb').notNull().unique(),
  name: text('name').notNull(),
});

/** ex_rate converts from the base currency (USD); money itself is stored in USD minor units. */
export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  cid: integer('cid').notNull(),
  currency: text('currency').notNull().unique(),
  exRate: doublePrecision('ex_rate').notNull(),
  flag: text('flag').notNull(),
  symbol: text('symbol').notNull(),
  uid: integer('uid').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/** A single row (id = 1) of operator switches. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    isEdit: boolean('is_edit').notNull().default(false),
    isCloseComment: boolean('is_close_comment').notNull().default(false),
    webPayclose: integer('web_payclose').notNull().default(0),
    webType: integer('web_type').notNull().default(1),
    webPid: integer('web_pid').notNull().default(0),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);
