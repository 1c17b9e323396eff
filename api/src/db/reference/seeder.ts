import type { Db } from '../index';

/** Fills reference or demo data. Must be idempotent: running it again leaves the same rows. */
export interface Seeder {
  name: string;
  run(db: Db): Promise<void>;
}
