import { sql } from 'drizzle-orm';
import { RELEASE_HEALTH_BUCKETS } from '@storefront/shared/contracts/release-health';
import type { RemoteName } from '@storefront/shared/routes';
import type { Registry } from './document';
import { remoteFailureClients, type RegistryDb } from './tables';
import { bucketOf, p75OfClientMedians, rowsOf, type P75Metric } from './vitals-p75';

/** One version in one time bucket. */
export interface HealthPoint {
  /** Distinct clients that sent LCP, INP or CLS. */
  clients: number;
  /** Distinct clients whose first or latest failure to load the version fell in the bucket. */
  failing: number;
  /** Over each client's median; null without samples. */
  p75: Record<P75Metric, number | null>;
}

export interface RemoteHealth {
  remote: RemoteName;
  current: string | null;
  canary: { version: string; percent: number } | null;
  hours: number;
  bucketMinutes: number;
  /** Start of each bucket, oldest first; the last holds `now`. */
  buckets: string[];
  versions: { version: string; points: HealthPoint[] }[];
}

const emptyPoint = (): HealthPoint => ({ clients: 0, failing: 0, p75: { INP: null, LCP: null, CLS: null } });

/**
 * Buckets of a span ending now: RELEASE_HEALTH_BUCKETS of them, aligned to the clock (half hours over six
 * hours) so a bucket keeps its place and figures between two looks; the last one is still filling.
 */
export function healthBuckets(hours: number, now: Date): { since: Date; seconds: number; starts: Date[] } {
  const seconds = (hours * 3600) / RELEASE_HEALTH_BUCKETS;
  const last = Math.floor(now.getTime() / 1000 / seconds) * seconds;
  const starts = Array.from({ length: RELEASE_HEALTH_BUCKETS }, (_, i) => new Date((last - (RELEASE_HEALTH_BUCKETS - 1 - i) * seconds) * 1000));
  return { since: starts[0]!, seconds, starts };
}

/**
 * Each version's real-user health over the last hours, bucket by bucket: p75 of LCP, INP and CLS as the canary
 * rule takes it, the clients behind it, and the clients failing to load the version. Lists the current version
 * and any canary even without data, then every other version with data, most recently seen first.
 */
export async function remoteHealth(db: RegistryDb, registry: Registry, remote: RemoteName, span: { hours: number; now: Date }): Promise<RemoteHealth> {
  const { since, seconds, starts } = healthBuckets(span.hours, span.now);
  const [vitals, failures] = await Promise.all([
    p75OfClientMedians(db, { remote, versions: null, since, bucketSeconds: seconds }),
    failingByBucket(db, remote, since, seconds),
  ]);
  const record = registry.remotes[remote];
  const points = new Map<string, HealthPoint[]>();
  const lastSeen = new Map<string, number>();
  const pointOf = (version: string, bucket: number) => {
    if (!points.has(version)) points.set(version, starts.map(emptyPoint));
    lastSeen.set(version, Math.max(lastSeen.get(version) ?? -1, bucket));
    return points.get(version)![bucket]!;
  };
  const inSpan = (bucket: number) => bucket >= 0 && bucket < starts.length;
  for (const row of vitals) {
    // A sample stamped ahead of this instance's clock (another instance's) waits for its bucket.
    if (!inSpan(row.bucket)) continue;
    const point = pointOf(row.version, row.bucket);
    if (row.metric === null) point.clients = row.clients;
    else point.p75[row.metric] = row.p75;
  }
  for (const row of failures) if (inSpan(row.bucket)) pointOf(row.version, row.bucket).failing = row.failing;

  const first = [record?.current, record?.canary?.version].filter((v): v is string => !!v);
  const others = [...points.keys()].filter((v) => !first.includes(v)).sort((a, b) => lastSeen.get(b)! - lastSeen.get(a)! || b.localeCompare(a));
  return {
    remote,
    current: record?.current ?? null,
    canary: record?.canary ? { version: record.canary.version, percent: record.canary.percent } : null,
    hours: span.hours,
    bucketMinutes: seconds / 60,
    buckets: starts.map((d) => d.toISOString()),
    versions: [...first, ...others].map((version) => ({ version, points: points.get(version) ?? starts.map(emptyPoint) })),
  };
}

/**
 * Failing clients per version and bucket. The table keeps one row a client (its first and latest failure, not
 * each report), so a client counts in the buckets of those two: a lower bound that never shows a failure
 * that did not happen. Over one bucket it is the canary rule's count (latest failure in the window).
 */
async function failingByBucket(db: RegistryDb, remote: RemoteName, since: Date, seconds: number) {
  const at = since.toISOString();
  const result = await db.execute(sql`
    select version, bucket, count(*)::int as failing from (
      select version, client, ${bucketOf(sql`first_at`, since, seconds)} as bucket
      from ${remoteFailureClients} where remote = ${remote} and first_at >= ${at}::timestamptz
      union
      select version, client, ${bucketOf(sql`last_at`, since, seconds)}
      from ${remoteFailureClients} where remote = ${remote} and last_at >= ${at}::timestamptz
    ) f group by version, bucket`);
  return rowsOf<{ version: string; bucket: number | string; failing: number | string }>(result).map((r) => ({
    version: r.version,
    bucket: Number(r.bucket),
    failing: Number(r.failing),
  }));
}
