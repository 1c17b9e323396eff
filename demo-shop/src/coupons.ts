import type { Seeder } from 'api/db';
import { coupons } from 'api/db-schema';

const FAR_FUTURE = new Date('2099-12-31T23:59:59Z');
const COUPONS = [
  { code: 'WELCOME10', kind: 'percent' as const, value: 10, minSpend: 5000, validUntil: FAR_FUTURE },
  { code: 'SAVE5', kind: 'amount' as const, value: 500, minSpend: 3000, validUntil: FAR_FUTURE },
  { code: 'SPRING2020', kind: 'amount' as const, value: 1000, minSpend: 0, validUntil: new Date('2020-06-30T23:59:59Z') },
];

/** The demo shop's claimable promo codes (WELCOME10, SAVE5 and an expired one). */
export const demoCouponSeeder: Seeder = {
  name: 'demo coupons',
  async run(db) {
    await db.insert(coupons).values(COUPONS).onConflictDoNothing({ target: coupons.code });
  },
};
