import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Country code of the rows that apply to every country without one of its own. */
export const ANY_COUNTRY = '*';

/** Freight per destination country: a flat fee, free from a sub-total (USD minor units) when free_over is set. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    country: text('country').primaryKey(),
    fee: integer('fee').notNull(),
    freeOver: integer('free_over'),
  },
  (t) => [check('shipping_rates_fee', sql`${t.fee} >= 0`)],
);

/** Tax (rate_price) per destination country in basis points of the goods after discount. */
export const taxRates = pgTable(
  'tax_rates',
  {
    country: text('country').primaryKey(),
    rate: integer('rate').notNull(),
  },
  (t) => [check('tax_rates_rate', sql`${t.rate} between 0 and 10000`)],
);
