import { prepareDatabase, type Database, type Seeder } from 'api/db';
import { catalogSeeder } from './catalog';
import { contentSeeder } from './content';
import { demoCouponSeeder } from './coupons';

/** The demo shop: 120 products with reviews and pictures and their vocabulary (imported from its catalogue file), promo codes, content pages. */
export const demoSeeders: Seeder[] = [catalogSeeder, demoCouponSeeder, contentSeeder];

export interface SeedOptions {
  log?: (line: string) => void;
  /** false: the tables exist already (the caller migrated them), only the data is written. */
  migrate?: boolean;
}

/**
 * Migrates the database and writes the reference data and the demo shop, then ANALYZE: the API's own
 * preparation with the demo's seeders after it, under the same lock (one instance at a time on PostgreSQL;
 * PGlite's folder lock keeps out other processes). Idempotent: a second run leaves the same rows.
 */
export function seedDemoShop(database: Database, options: SeedOptions = {}): Promise<void> {
  return prepareDatabase(database, { ...options, seeders: demoSeeders });
}
