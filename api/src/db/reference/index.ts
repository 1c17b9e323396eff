import type { Db } from '../index';
import { checkoutSeeder } from './checkout';
import type { Seeder } from './seeder';
import { shopSeeder } from './shop';

export type { Seeder };

/**
 * What any shop needs to work, production included: languages, currencies, switches, fees, payment methods.
 * Every start writes what is missing; the demo shop (demo-shop/) is a separate command run before serving.
 */
export const referenceSeeders: Seeder[] = [shopSeeder, checkoutSeeder];

/** Each seeder in its own transaction, so a failing one leaves nothing half-written. */
export async function runSeeders(db: Db, log: (line: string) => void = () => {}, list: readonly Seeder[] = referenceSeeders) {
  for (const seeder of list) {
    const started = Date.now();
    await db.transaction(async (tx) => seeder.run(tx));
    log(`seed ${seeder.name}: ${Date.now() - started} ms`);
  }
}
