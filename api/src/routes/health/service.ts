import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { currentVersions, readRegistry } from '../../releases/registry';

export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function health(db: Db, releasesDir: string) {
  const [ok, registry] = await Promise.all([databaseReachable(db), readRegistry({ releasesDir })]);
  return { ok, versions: currentVersions(registry) };
}
