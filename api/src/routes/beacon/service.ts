import { count as countRows, desc, sql } from 'drizzle-orm';
import { isKnownVersion } from '@storefront/registry/document';
import type { RegistryStore } from '@storefront/registry/store';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { remoteFailureClients, remoteLoadFailures } from '../../db/schema/releases';
import { operatorText } from '../../lib/operator-text';
import type { ThrottleRule } from '../../lib/throttle';
import type { RemoteFailure } from './schemas';

/** Reports one client may send a minute, counted in the database so every API instance agrees. */
export const BEACON_RULE: ThrottleRule = { name: 'beacon', max: 30, windowSeconds: 60 };
/** Reports of one client that count towards a version's failures; its later reports change nothing. */
export const REPORTS_PER_CLIENT = 3;
/** Longest error text and page address kept (after escaping). */
export const ERROR_MAX = 300;
export const PAGE_MAX = 200;

export type CountResult = 'counted' | 'unknownVersion' | 'clientCapped';

/**
 * Counts one failed load of a released version for one client (a keyed hash of its address). Reports
 * about unknown versions are dropped; a client's reports past REPORTS_PER_CLIENT are recorded against
 * that client only, so repeating itself neither raises the count nor rewrites the error text.
 */
export async function countRemoteFailure(db: Db, releases: RegistryStore, report: RemoteFailure, client: string): Promise<CountResult> {
  const registry = await releases.read();
  if (!isKnownVersion(registry, report.remote, report.version)) return 'unknownVersion';
  const lastError = operatorText(report.error ?? '', ERROR_MAX);
  const lastFallback = report.fallback ? operatorText(report.fallback, 100) : null;
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .insert(remoteFailureClients)
      .values({ remote: report.remote, version: report.version, client })
      .onConflictDoUpdate({
        target: [remoteFailureClients.remote, remoteFailureClients.version, remoteFailureClients.client],
        set: { reports: sql`${remoteFailureClients.reports} + 1`, lastAt: sql`now()` },
      })
      .returning({ reports: remoteFailureClients.reports });
    if (mine.reports > REPORTS_PER_CLIENT) return 'clientCapped';
    await tx
      .insert(remoteLoadFailures)
      .values({ remote: report.remote, version: report.version, count: 1, lastError, lastFallback })
      .onConflictDoUpdate({
        target: [remoteLoadFailures.remote, remoteLoadFailures.version],
        set: { count: sql`${remoteLoadFailures.count} + 1`, lastAt: sql`now()`, lastError, lastFallback },
      });
    return 'counted';
  });
}

/** Failures per remote, newest first: counted reports and, what decides a rollback, distinct clients. */
export async function failureCounts(db: Db) {
  const [rows, clients] = await Promise.all([
    db.select().from(remoteLoadFailures).orderBy(desc(remoteLoadFailures.lastAt)),
    db
      .select({ remote: remoteFailureClients.remote, version: remoteFailureClients.version, clients: countRows() })
      .from(remoteFailureClients)
      .groupBy(remoteFailureClients.remote, remoteFailureClients.version),
  ]);
  const clientsOf = new Map(clients.map((c) => [`${c.remote}\n${c.version}`, Number(c.clients)]));
  const out = Object.fromEntries(REMOTES.map((r) => [r, [] as ReturnType<typeof toCount>[]])) as Record<RemoteName, ReturnType<typeof toCount>[]>;
  for (const row of rows) out[row.remote].push(toCount(row, clientsOf.get(`${row.remote}\n${row.version}`) ?? 0));
  return out;
}

function toCount(row: typeof remoteLoadFailures.$inferSelect, clients: number) {
  return {
    version: row.version,
    count: row.count,
    clients,
    lastAt: row.lastAt.toISOString(),
    // Rows written before texts were escaped on the way in are escaped on the way out.
    lastError: operatorText(row.lastError, ERROR_MAX),
    lastFallback: row.lastFallback === null ? null : operatorText(row.lastFallback, 100),
  };
}
