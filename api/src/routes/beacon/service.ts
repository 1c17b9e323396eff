import { desc, sql } from 'drizzle-orm';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { remoteLoadFailures } from '../../db/schema/releases';
import { isKnownVersion, readRegistry } from '../../releases/registry';
import type { RemoteFailure } from './schemas';

/** Counts one failed load of a released version; reports about unknown versions are dropped. */
export async function countRemoteFailure(db: Db, releasesDir: string, report: RemoteFailure): Promise<boolean> {
  const registry = await readRegistry({ releasesDir });
  if (!isKnownVersion(registry, report.remote, report.version)) return false;
  const lastError = (report.error ?? '').slice(0, 500);
  const lastFallback = report.fallback ?? null;
  await db
    .insert(remoteLoadFailures)
    .values({ remote: report.remote, version: report.version, count: 1, lastError, lastFallback })
    .onConflictDoUpdate({
      target: [remoteLoadFailures.remote, remoteLoadFailures.version],
      set: { count: sql`${remoteLoadFailures.count} + 1`, lastAt: sql`now()`, lastError, lastFallback },
    });
  return true;
}

export async function failureCounts(db: Db) {
  const rows = await db.select().from(remoteLoadFailures).orderBy(desc(remoteLoadFailures.lastAt));
  const out = Object.fromEntries(REMOTES.map((r) => [r, [] as ReturnType<typeof toCount>[]])) as Record<RemoteName, ReturnType<typeof toCount>[]>;
  for (const row of rows) out[row.remote].push(toCount(row));
  return out;
}

function toCount(row: typeof remoteLoadFailures.$inferSelect) {
  return { version: row.version, count: row.count, lastAt: row.lastAt.toISOString(), lastError: row.lastError, lastFallback: row.lastFallback };
}

/** At most `limit` reports per client address and minute: a beacon is unauthenticated. */
export function createThrottle(limit = 30, windowMs = 60_000) {
  const hits = new Map<string, { count: number; until: number }>();
  return (key: string, now = Date.now()): boolean => {
    if (hits.size > 10_000) for (const [k, v] of hits) if (v.until <= now) hits.delete(k);
    const hit = hits.get(key);
    if (!hit || hit.until <= now) {
      hits.set(key, { count: 1, until: now + windowMs });
      return true;
    }
    hit.count++;
    return hit.count <= limit;
  };
}
