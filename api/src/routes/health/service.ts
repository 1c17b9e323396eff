import { sql } from 'drizzle-orm';
import type { CanarySettings } from '@storefront/registry/canary';
import { assessCanaries } from '@storefront/registry/canary-health';
import { currentVersions } from '@storefront/registry/document';
import type { RegistryStore } from '@storefront/registry/store';
import type { Db } from '../../db';
import { failureCounts } from '../beacon/service';
import { failedMailCount } from '../mail/service';

export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function health(db: Db, releases: RegistryStore, canary: CanarySettings, now: Date) {
  const [ok, registry] = await Promise.all([databaseReachable(db), releases.read()]);
  const failures = ok ? await failureCounts(db) : { catalog: [], cartCheckout: [], account: [], content: [] };
  const canaries = ok ? await assessCanaries(db, registry, canary, now) : [];
  const mail = { failed: ok ? await failedMailCount(db) : 0 };
  return { ok, versions: currentVersions(registry), shell: registry.shell?.current ?? null, failures, canaries, mail };
}
