import { sql, type SQL } from 'drizzle-orm';
import type { RemoteName } from '@storefront/shared/routes';
import { webVitalSamples, type RegistryDb } from './tables';

/** The metrics a p75 is taken of: the canary rule's and the console's charts'. */
export const P75_METRICS = ['INP', 'LCP', 'CLS'] as const;
export type P75Metric = (typeof P75_METRICS)[number];

export interface VitalsScope {
  remote: RemoteName;
  /** null: every version that sent samples. */
  versions: string[] | null;
  since: Date;
  /** Width of each time bucket from `since`; null: one bucket (index 0) over everything since. */
  bucketSeconds: number | null;
}

export interface VitalsP75Row {
  version: string;
  bucket: number;
  /** null: the row counts the distinct clients that sent any of the metrics (p75 is then null). */
  metric: P75Metric | null;
  clients: number;
  p75: number | null;
}

/** Index of the bucket a timestamp column falls in, counting `seconds`-wide buckets from `since`. */
export function bucketOf(column: SQL, since: Date, seconds: number | null): SQL {
  if (seconds === null) return sql`0`;
  return sql`floor(extract(epoch from (${column} - ${since.toISOString()}::timestamptz)) / ${seconds}::int)::int`;
}

/** Raw `execute` answers an array on pg and `{ rows }` on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * p75 of INP, LCP and CLS per version (and time bucket) of one remote, over each client's median: a client
 * sending many slow samples still counts as one shopper. Also, per version and bucket, the distinct clients
 * that sent any of them. The canary rule reads one bucket over its window, the console's charts several.
 */
export async function p75OfClientMedians(db: RegistryDb, scope: VitalsScope): Promise<VitalsP75Row[]> {
  const { remote, versions, since, bucketSeconds } = scope;
  const versionFilter = versions
    ? sql`and version in (${sql.join(
        versions.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql``;
  const bucket = bucketOf(sql`at`, since, bucketSeconds);
  const result = await db.execute(sql`
    with per_client as (
      select version, ${bucket} as bucket, metric, client, percentile_cont(0.5) within group (order by value) as v
      from ${webVitalSamples}
      where remote = ${remote} and metric in ('INP', 'LCP', 'CLS') and at >= ${since.toISOString()}::timestamptz ${versionFilter}
      group by 1, 2, 3, 4
    )
    select version, bucket, metric, count(distinct client)::int as clients,
      case when grouping(metric) = 0 then percentile_cont(0.75) within group (order by v) end as p75
    from per_client group by grouping sets ((version, bucket, metric), (version, bucket))`);
  return rowsOf<{ version: string; bucket: number | string; metric: P75Metric | null; clients: number | string; p75: number | string | null }>(result).map(
    (row) => ({
      version: row.version,
      bucket: Number(row.bucket),
      metric: row.metric,
      clients: Number(row.clients),
      p75: row.p75 === null ? null : Number(row.p75),
    }),
  );
}
