import { ANY_COUNTRY, shippingRates, taxRates } from '../schema/fees';
import { paymentMethods } from '../schema/payments';
import type { Seeder } from './seeder';

// Freight in USD cents per destination, free from a sub-total; '*' is every other country.
const SHIPPING = [
  { country: ANY_COUNTRY, fee: 1500, freeOver: 19900 },
  { country: 'US', fee: 599, freeOver: 4900 },
  { country: 'CA', fee: 1299, freeOver: 9900 },
  { country: 'GB', fee: 799, freeOver: 6900 },
  ...['DE', 'FR', 'ES', 'PT', 'IT', 'NL'].map((country) => ({ country, fee: 699, freeOver: 5900 })),
  ...['CN', 'TW', 'HK', 'JP'].map((country) => ({ country, fee: 499, freeOver: 3900 })),
  ...['RU', 'BR', 'AU'].map((country) => ({ country, fee: 1299, freeOver: 9900 })),
];

// Tax (rate_price) in basis points of the goods after discount.
const TAX: Record<string, number> = {
  [ANY_COUNTRY]: 0,
  US: 725,
  CA: 500,
  GB: 2000,
  DE: 1900,
  FR: 2000,
  ES: 2100,
  PT: 2300,
  IT: 2200,
  NL: 2100,
  RU: 2000,
  CN: 1300,
  TW: 500,
  HK: 0,
  JP: 1000,
  BR: 1700,
  AU: 1000,
};

const METHODS = [
  { code: 'card', name: 'Credit or debit card', feeFixed: 0, feeRate: 0, sort: 1 },
  { code: 'wallet', name: 'Digital wallet', feeFixed: 30, feeRate: 290, sort: 2 },
  { code: 'bank', name: 'Bank transfer', feeFixed: 100, feeRate: 0, sort: 3 },
];

/** Fee rules and payment methods; rows an operator changed are left alone. */
export const checkoutSeeder: Seeder = {
  name: 'checkout',
  async run(db) {
    await db.insert(shippingRates).values(SHIPPING).onConflictDoNothing();
    await db
      .insert(taxRates)
      .values(Object.entries(TAX).map(([country, rate]) => ({ country, rate })))
      .onConflictDoNothing();
    await db.insert(paymentMethods).values(METHODS).onConflictDoNothing();
  },
};
