import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { canaryVerdict, endCanary, promoteCanary, shouldPromote, type CanarySettings, type SideStats } from './canary';
import type { Registry } from './document';
import type { RegistryStore } from './store';
import { releaseServedClients, remoteFailureClients, type RegistryDb } from './tables';

/** Counts this client as served these versions (only remotes running a canary: see canaryAssignments). */
export async function recordServed(db: RegistryDb, served: { remote: RemoteName; version: string }[], client: string): Promise<void> {
  if (!served.length) return;
  await db
    .insert(releaseServedClients)
    .values(served.map(({ remote, version }) => ({ remote, version, client })))
    .onConflictDoUpdate({
      target: [releaseServedClients.remote, releaseServedClients.version, releaseServedClients.client],
      set: { lastAt: sql`now()` },
    });
}

/** Distinct clients served and failing per version of one remote since a moment. */
export async function windowStats(db: RegistryDb, remote: RemoteName, versions: string[], since: Date): Promise<Map<string, SideStats>> {
  const [served, failing] = await Promise.all([
    db
      .select({ version: releaseServedClients.version, n: count() })
      .from(releaseServedClients)
      .where(and(eq(releaseServedClients.remote, remote), inArray(releaseServedClients.version, versions), gte(releaseServedClients.lastAt, since)))
      .groupBy(releaseServedClients.version),
    db
      .select({ version: remoteFailureClients.version, n: count() })
      .from(remoteFailureClients)
      .where(and(eq(remoteFailureClients.remote, remote), inArray(remoteFailureClients.version, versions), gte(remoteFailureClients.lastAt, since)))
      .groupBy(remoteFailureClients.version),
  ]);
  const out = new Map(versions.map((v) => [v, { served: 0, failing: 0 }]));
  for (const row of served) out.get(row.version)!.served = Number(row.n);
  for (const row of failing) out.get(row.version)!.failing = Number(row.n);
  return out;
}

export interface CanaryHealth {
  remote: RemoteName;
  version: string;
  percent: number;
  startedAt: string;
  stable: string;
  canaryStats: SideStats;
  stableStats: SideStats;
  /** What the rule concluded: keep running, or end (then `reason` says why). */
  verdict: 'running' | 'ended' | 'promoted';
  reason: string;
}

/** The running canaries and how each side fares over the window; changes nothing. */
export async function assessCanaries(db: RegistryDb, registry: Registry, settings: CanarySettings, now: Date): Promise<CanaryHealth[]> {
  const since = new Date(now.getTime() - settings.windowSeconds * 1000);
  const out: CanaryHealth[] = [];
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    const canary = record?.canary;
    if (!record?.current || !canary) continue;
    const stats = await windowStats(db, remote, [canary.version, record.current], since);
    const canaryStats = stats.get(canary.version)!;
    const stableStats = stats.get(record.current)!;
    const verdict = canaryVerdict(canaryStats, stableStats, settings.rule);
    const promote = shouldPromote(canary, canaryStats, stableStats, verdict, settings.promote, now);
    out.push({
      remote,
      version: canary.version,
      percent: canary.percent,
      startedAt: canary.startedAt,
      stable: record.current,
      canaryStats,
      stableStats,
      verdict: verdict.end ? 'ended' : promote ? 'promoted' : 'running',
      reason: promote ? `automatic promotion after ${settings.promote.afterSeconds}s: ${verdict.reason}` : verdict.reason,
    });
  }
  return out;
}

export interface CheckRun {
  now: Date;
  /** Who the history names for the rule's decisions, e.g. `automatic (<host> pid <pid>)`. */
  by: string;
}

/**
 * One run of the health check: ends (or promotes) each canary the rule says to, with a conditional change
 * of the registry (only if that canary still runs), so two instances deciding at once change it once.
 * Returns the assessment, with the verdicts applied, and keeps it beside the releases for pnpm releases.
 */
export async function checkCanaries(db: RegistryDb, store: RegistryStore, settings: CanarySettings, run: CheckRun): Promise<CanaryHealth[]> {
  const { now, by } = run;
  const health = await assessCanaries(db, await store.read(), settings, now);
  for (const item of health) {
    if (item.verdict === 'running') continue;
    const applied = await store.update((r) => {
      const record = r.remotes[item.remote];
      if (record?.canary?.version !== item.version || record.current !== item.stable) return false;
      if (item.verdict === 'ended') endCanary(record, { by, reason: item.reason, now });
      else promoteCanary(record, { by, reason: item.reason, now });
      return true;
    });
    if (!applied) item.verdict = 'running';
  }
  await writeHealthSnapshot(store.releasesDir, { checkedAt: now.toISOString(), windowSeconds: settings.windowSeconds, canaries: health });
  // Served clients are only needed over the window: older rows go.
  await db.delete(releaseServedClients).where(lt(releaseServedClients.lastAt, new Date(now.getTime() - Math.max(settings.windowSeconds, 3600) * 1000)));
  return health;
}

export interface HealthSnapshot {
  checkedAt: string;
  windowSeconds: number;
  canaries: CanaryHealth[];
}

/** The server's last check, beside the releases: pnpm releases cannot open the server's embedded database. */
export function healthSnapshotPath(releasesDir: string) {
  return path.join(releasesDir, 'canary-health.json');
}

async function writeHealthSnapshot(releasesDir: string, snapshot: HealthSnapshot) {
  const target = healthSnapshotPath(releasesDir);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(releasesDir, { recursive: true });
  await writeFile(temp, JSON.stringify(snapshot, null, 2) + '\n');
  await rename(temp, target);
}

export async function readHealthSnapshot(releasesDir: string): Promise<HealthSnapshot | null> {
  try {
    return JSON.parse(await readFile(healthSnapshotPath(releasesDir), 'utf8')) as HealthSnapshot;
  } catch {
    return null;
  }
}
