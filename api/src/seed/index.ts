import type { Db } from '../db';
import { shopSeeder } from './shop';
import { checkoutSeeder } from './checkout';
import { catalogSeeder } from './catalog';
import { contentSeeder } from './content';

/** Fills reference or demo data. Must be idempotent: running it again leaves the same rows. */
export interface Seeder {
  name: string;
  run(db: Db): Promise<void>;
}

/** Run in this order on every start; append a domain's seeder here. */
export const seeders: Seeder[] = [shopSeeder, catalogSeeder, checkoutSeeder, contentSeeder];

/** Each seeder in its own transaction, so a failing one leaves nothing half-written. */
export async function runSeeders(db: Db, log: (line: string) => void = () => {}, list: readonly Seeder[] = seeders) {
  for (const seeder of list) {
    const started = Date.now();
    await db.transaction(async (tx) => seeder.run(tx));
    log(`seed ${seeder.name}: ${Date.now() - started} ms`);
  }
}
