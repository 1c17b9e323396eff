import type { Db } from '../db';
import { shopSeeder } from './shop';
import { checkoutSeeder, demoCouponSeeder } from './checkout';
import { catalogSeeder } from './catalog';
import { contentSeeder } from './content';
import type { Seeder } from './seeder';

/** What any shop needs to work, production included: languages, currencies, switches, fees, payment methods. */
export const referenceSeeders: Seeder[] = [shopSeeder, checkoutSeeder];
/** The demo shop (120 products, reviews, content, promo codes): only when asked for (SEED_DEMO=true, `pnpm --filter api seed`). */
export const demoSeeders: Seeder[] = [catalogSeeder, demoCouponSeeder, contentSeeder];
/** Reference data then the demo, in this order; append a domain's seeder to one of the lists above. */
export const seeders: Seeder[] = [...referenceSeeders, ...demoSeeders];

/** Each seeder in its own transaction, so a failing one leaves nothing half-written. */
export async function runSeeders(db: Db, log: (line: string) => void = () => {}, list: readonly Seeder[] = seeders) {
  for (const seeder of list) {
    const started = Date.now();
    await db.transaction(async (tx) => seeder.run(tx));
    log(`seed ${seeder.name}: ${Date.now() - started} ms`);
  }
}
