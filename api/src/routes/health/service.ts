import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { currentVersions, readRegistry } from '../../releases/registry';
import { failureCounts } from '../beacon/service';
import type { CanarySettings } from '../../releases/canary';
import { assessCanaries } from '../../releases/canary-health';

export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function health(db: Db, releasesDir: string, canary: CanarySettings) {
  const [ok, registry] = await Promise.all([databaseReachable(db), readRegistry({ releasesDir })]);
  const failures = ok ? await failureCounts(db) : { catalog: [], cartCheckout: [], account: [], content: [] };
  const canaries = ok ? await assessCanaries(db, registry, canary) : [];
  return { ok, versions: currentVersions(registry), shell: registry.shell?.current ?? null, failures, canaries };
}
