import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { RELEASE_HEALTH_HOURS } from '@storefront/shared/contracts/release-health';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import {
  canaryVerdict,
  endCanary,
  NO_VITALS,
  promoteCanary,
  shouldPromote,
  vitalsNoWorse,
  vitalsVerdict,
  type CanarySettings,
  type SideStats,
  type SideVitals,
} from './canary';
import type { Registry } from './document';
import type { RegistryStore } from './store';
import { releaseServedClients, remoteFailureClients, webVitalSamples, type RegistryDb } from './tables';
import { p75OfClientMedians } from './vitals-p75';

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

/**
 * p75 of INP, LCP and CLS per version of one remote since a moment, over each client's median: a client
 * sending many slow samples still counts as one shopper.
 */
export async function vitalsStats(db: RegistryDb, remote: RemoteName, versions: string[] | null, since: Date): Promise<Map<string, SideVitals>> {
  const rows = await p75OfClientMedians(db, { remote, versions, since, bucketSeconds: null });
  const out = new Map<string, SideVitals>((versions ?? []).map((v) => [v, structuredClone(NO_VITALS)]));
  for (const row of rows) {
    if (row.metric === null) continue;
    const side = out.get(row.version) ?? structuredClone(NO_VITALS);
    out.set(row.version, side);
    side.clients[row.metric] = row.clients;
    side.p75[row.metric] = row.p75;
  }
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
  canaryVitals: SideVitals;
  stableVitals: SideVitals;
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
    const versions = [canary.version, record.current];
    const [stats, vitals] = await Promise.all([windowStats(db, remote, versions, since), vitalsStats(db, remote, versions, since)]);
    const canaryStats = stats.get(canary.version)!;
    const stableStats = stats.get(record.current)!;
    const canaryVitals = vitals.get(canary.version)!;
    const stableVitals = vitals.get(record.current)!;
    const failures = canaryVerdict(canaryStats, stableStats, settings.rule);
    const experience = vitalsVerdict(canaryVitals, stableVitals, settings.vitals);
    // Failures decide first; then experience. Either ends the canary.
    const verdict = failures.end ? failures : experience.end ? experience : { end: false, reason: `${failures.reason}; ${experience.reason}` };
    const promote =
      shouldPromote(canary, canaryStats, stableStats, verdict, settings.promote, now) && vitalsNoWorse(canaryVitals, stableVitals, settings.vitals);
    out.push({
      remote,
      version: canary.version,
      percent: canary.percent,
      startedAt: canary.startedAt,
      stable: record.current,
      canaryStats,
      stableStats,
      canaryVitals,
      stableVitals,
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
  const since = new Date(now.getTime() - settings.windowSeconds * 1000);
  const vitals: HealthSnapshot['vitals'] = {};
  for (const remote of REMOTES) {
    const perVersion = await vitalsStats(db, remote, null, since);
    if (perVersion.size) vitals[remote] = Object.fromEntries(perVersion);
  }
  await writeHealthSnapshot(store.releasesDir, { checkedAt: now.toISOString(), windowSeconds: settings.windowSeconds, canaries: health, vitals });
  // Served clients are only needed over the window, vitals as long as the console charts them: older rows go.
  const keepSince = new Date(now.getTime() - Math.max(settings.windowSeconds, 3600) * 1000);
  const keepVitalsSince = new Date(now.getTime() - Math.max(settings.windowSeconds, RELEASE_HEALTH_HOURS * 3600) * 1000);
  await db.delete(releaseServedClients).where(lt(releaseServedClients.lastAt, keepSince));
  await db.delete(webVitalSamples).where(lt(webVitalSamples.at, keepVitalsSince));
  return health;
}

export interface HealthSnapshot {
  checkedAt: string;
  windowSeconds: number;
  canaries: CanaryHealth[];
  /** p75 web vitals per remote and version over the window, every version shoppers ran (not only canaries). */
  vitals?: Partial<Record<RemoteName, Record<string, SideVitals>>>;
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
