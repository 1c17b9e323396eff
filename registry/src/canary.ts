import { createHash, randomBytes } from 'node:crypto';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import type { CanaryRecord, Registry, RemoteRecord } from './document';

/**
 * Canary releases (ADR 0019): a remote's new version served to a stable share of shoppers beside the
 * current one. Everything here is pure (registry documents and numbers, the time given by the caller);
 * the database side is in canary-health.ts.
 */

/** Cookie holding a browser's bucket and its own random id: `<bucket 0-9999>-<16 hex>`. */
export const BUCKET_COOKIE = 'sf_bucket';
export const BUCKETS = 10_000;
export const BUCKET_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface Visitor {
  /** 0-9999, uniform: decides which canaries this browser gets. */
  bucket: number;
  /** Random per browser: tells distinct shoppers apart when many share an address. */
  id: string;
}

const VISITOR = /^(\d{1,4})-([0-9a-f]{16})$/;

export function parseVisitor(value: string | undefined | null): Visitor | null {
  const match = value ? VISITOR.exec(value) : null;
  if (!match) return null;
  const bucket = Number(match[1]);
  return bucket < BUCKETS ? { bucket, id: match[2] } : null;
}

export function newVisitor(): Visitor {
  return { bucket: randomBytes(4).readUInt32BE() % BUCKETS, id: randomBytes(8).toString('hex') };
}

export function visitorCookieValue(visitor: Visitor): string {
  return `${visitor.bucket}-${visitor.id}`;
}

/** The client name failures and served versions are counted under: a hash of the browser's random id. */
export function visitorClient(visitor: Visitor): string {
  return `v-${createHash('sha256').update(visitor.id).digest('hex').slice(0, 30)}`;
}

/**
 * Where a canary's share starts among the buckets: each canary picks its own shoppers, so the same few
 * browsers do not get every new version of every remote.
 */
function offsetOf(remote: RemoteName, version: string): number {
  return createHash('sha256').update(`${remote}@${version}`).digest().readUInt32BE() % BUCKETS;
}

/** Whether a browser in this bucket gets the canary: the same answer for as long as the canary runs. */
export function inCanary(bucket: number, remote: RemoteName, canary: Pick<CanaryRecord, 'version' | 'percent'>): boolean {
  return (bucket + offsetOf(remote, canary.version)) % BUCKETS < Math.round(canary.percent * (BUCKETS / 100));
}

/**
 * The registry as one browser is served it: where it is in a canary's share, the canary is its current
 * version, with the current version as its last known good (the shell falls back to it on a failure).
 */
export function servedRegistry(registry: Registry, bucket: number): Registry {
  let view: Registry | null = null;
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    const canary = record?.canary;
    if (!record?.current || !canary || !inCanary(bucket, remote, canary)) continue;
    view ??= { ...registry, remotes: { ...registry.remotes } };
    view.remotes[remote] = {
      current: canary.version,
      history: [...record.history, { version: canary.version, releasedAt: canary.startedAt, by: canary.by, replaced: record.current, action: 'release' }],
    };
  }
  return view ?? registry;
}

/** Versions served to this browser of the remotes running a canary: what the health rule counts. */
export function canaryAssignments(registry: Registry, bucket: number): { remote: RemoteName; version: string }[] {
  const out: { remote: RemoteName; version: string }[] = [];
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    if (!record?.current || !record.canary) continue;
    out.push({ remote, version: inCanary(bucket, remote, record.canary) ? record.canary.version : record.current });
  }
  return out;
}

/** Why a canary cannot start on this record, or null. */
export function canaryRefusal(record: RemoteRecord | undefined, percent: number): string | null {
  if (!(percent > 0 && percent < 100)) return `--canary takes a share of shoppers between 0 and 100 (exclusive), not ${percent}`;
  if (!record?.current) return 'a canary runs beside a current version: release this remote normally first';
  if (record.canary) {
    return `a canary (${record.canary.version}, ${record.canary.percent}%) is already running: end it with pnpm release promote or pnpm rollback first`;
  }
  return null;
}

export interface StartCanary {
  version: string;
  percent: number;
  by: string;
  label?: string;
  autoPromote?: boolean;
  now: Date;
}

export function startCanary(record: RemoteRecord, start: StartCanary): CanaryRecord {
  const at = start.now.toISOString();
  const canary: CanaryRecord = { version: start.version, percent: start.percent, startedAt: at, by: start.by };
  if (start.label) canary.label = start.label;
  if (start.autoPromote) canary.autoPromote = true;
  record.canary = canary;
  (record.canaryEvents ??= []).push({ action: 'canary', version: start.version, percent: start.percent, at, by: start.by });
  return canary;
}

/** Ends the running canary (everyone stays on the current version); returns it, or null when none ran. */
export function endCanary(record: RemoteRecord, end: { by: string; reason: string; now: Date }): CanaryRecord | null {
  const canary = record.canary;
  if (!canary) return null;
  record.canary = null;
  (record.canaryEvents ??= []).push({
    action: 'end',
    version: canary.version,
    percent: canary.percent,
    at: end.now.toISOString(),
    by: end.by,
    reason: end.reason,
  });
  return canary;
}

/** Makes the running canary current for everyone, recorded as a promotion in the history. */
export function promoteCanary(record: RemoteRecord, promote: { by: string; reason: string; now: Date }): { version: string; replaced: string | null } | null {
  const canary = record.canary;
  if (!canary) return null;
  const now = promote.now;
  const replaced = record.current;
  record.canary = null;
  (record.canaryEvents ??= []).push({
    action: 'promote',
    version: canary.version,
    percent: canary.percent,
    at: now.toISOString(),
    by: promote.by,
    reason: promote.reason,
  });
  const entry: RemoteRecord['history'][number] = { version: canary.version, releasedAt: now.toISOString(), by: promote.by, replaced, action: 'promote' };
  if (canary.label) entry.label = canary.label;
  record.history.push(entry);
  record.current = canary.version;
  return { version: canary.version, replaced };
}

/** One side of a canary over the window: distinct clients served that version, and those that failed on it. */
export interface SideStats {
  served: number;
  failing: number;
}

export interface CanaryRule {
  /** Failing distinct clients on the canary before the rule may end it. */
  minFailingClients: number;
  /** How many times the stable version's failing-client rate the canary's must be. */
  ratio: number;
}

export const DEFAULT_RULE: CanaryRule = { minFailingClients: 5, ratio: 3 };

/** Failing clients over clients served; a client may fail before it is counted as served (another instance). */
export function failingRate(side: SideStats): number {
  const base = Math.max(side.served, side.failing);
  return base === 0 ? 0 : side.failing / base;
}

export interface Verdict {
  end: boolean;
  reason: string;
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The automatic rollback rule (ADR 0019): enough failing shoppers, and clearly more often than on stable. */
export function canaryVerdict(canary: SideStats, stable: SideStats, rule: CanaryRule = DEFAULT_RULE): Verdict {
  const canaryRate = failingRate(canary);
  const stableRate = failingRate(stable);
  const summary =
    `canary: ${canary.failing} of ${canary.served} clients failing (${pct(canaryRate)}), ` +
    `stable: ${stable.failing} of ${stable.served} (${pct(stableRate)})`;
  const end = canary.failing >= rule.minFailingClients && canaryRate >= rule.ratio * stableRate;
  return {
    end,
    reason: end ? `automatic rollback: ${summary}, rule >= ${rule.minFailingClients} failing clients and >= ${rule.ratio}x stable's rate` : summary,
  };
}

/** p75 of one side's web vitals over the window, from each client's median (a client counts once). */
export interface SideVitals {
  /** Distinct clients with at least one sample of the metric. */
  clients: { INP: number; LCP: number; CLS: number };
  /** Milliseconds (INP, LCP) and score (CLS); null without samples. */
  p75: { INP: number | null; LCP: number | null; CLS: number | null };
}

export const NO_VITALS: SideVitals = { clients: { INP: 0, LCP: 0, CLS: 0 }, p75: { INP: null, LCP: null, CLS: null } };

export interface VitalsRule {
  /** A canary whose p75 INP or LCP is more than this times stable's ends. */
  ratio: number;
  /** A canary whose p75 CLS passes this ends (Google's "good" limit). */
  clsMax: number;
  /**
   * Distinct clients each side needs for a metric before it may decide anything: a p75 over fewer shoppers
   * moves with one slow phone, and with 20 the 75th percentile sits between the 15th and 16th shopper.
   */
  minClients: number;
}

export const DEFAULT_VITALS_RULE: VitalsRule = { ratio: 1.25, clsMax: 0.1, minClients: 20 };

const ms = (v: number | null) => (v === null ? '-' : `${Math.round(v)} ms`);
const score = (v: number | null) => (v === null ? '-' : v.toFixed(3));

/** One line of both sides' vitals, for the reason and the logs. */
export function vitalsSummary(canary: SideVitals, stable: SideVitals): string {
  const side = (v: SideVitals) =>
    `INP ${ms(v.p75.INP)} (${v.clients.INP}), LCP ${ms(v.p75.LCP)} (${v.clients.LCP}), CLS ${score(v.p75.CLS)} (${v.clients.CLS})`;
  return `p75 canary ${side(canary)}; stable ${side(stable)}`;
}

/** The experience rule: ends a canary clearly slower to answer or to paint than stable, or one that shifts. */
export function vitalsVerdict(canary: SideVitals, stable: SideVitals, rule: VitalsRule = DEFAULT_VITALS_RULE): Verdict {
  const enough = (m: 'INP' | 'LCP' | 'CLS') => canary.clients[m] >= rule.minClients && stable.clients[m] >= rule.minClients;
  const worse: string[] = [];
  for (const m of ['INP', 'LCP'] as const) {
    const c = canary.p75[m];
    const s = stable.p75[m];
    if (enough(m) && c !== null && s !== null && c > rule.ratio * s) worse.push(`${m} p75 ${ms(c)} > ${rule.ratio}x stable's ${ms(s)}`);
  }
  const cls = canary.p75.CLS;
  if (canary.clients.CLS >= rule.minClients && cls !== null && cls > rule.clsMax) worse.push(`CLS p75 ${score(cls)} > ${rule.clsMax}`);
  const summary = vitalsSummary(canary, stable);
  return worse.length
    ? { end: true, reason: `automatic rollback on experience: ${worse.join(', ')} (${summary}; rule >= ${rule.minClients} clients a side)` }
    : { end: false, reason: summary };
}

/** Promotion needs the canary's vitals measured on both sides and no worse than stable's. */
export function vitalsNoWorse(canary: SideVitals, stable: SideVitals, rule: VitalsRule = DEFAULT_VITALS_RULE): boolean {
  for (const m of ['INP', 'LCP'] as const) {
    if (canary.clients[m] < rule.minClients || stable.clients[m] < rule.minClients) return false;
    const c = canary.p75[m];
    const s = stable.p75[m];
    if (c === null || s === null || c > s) return false;
  }
  return (canary.p75.CLS ?? 0) <= Math.max(rule.clsMax, stable.p75.CLS ?? 0);
}

export interface PromoteRule {
  /** Seconds the canary must have run; 0 turns automatic promotion off for every canary. */
  afterSeconds: number;
  /** Distinct clients the canary must have been served in the window. */
  minClients: number;
}

/**
 * Automatic promotion, for canaries released with --auto-promote: old enough, seen by enough shoppers,
 * and failing no more often than the stable version.
 */
export function shouldPromote(canary: CanaryRecord, side: SideStats, stable: SideStats, verdict: Verdict, rule: PromoteRule, now: Date): boolean {
  if (!canary.autoPromote || rule.afterSeconds <= 0 || verdict.end) return false;
  const age = (now.getTime() - Date.parse(canary.startedAt)) / 1000;
  return age >= rule.afterSeconds && side.served >= rule.minClients && failingRate(side) <= failingRate(stable);
}

export interface CanarySettings {
  /** How often the server checks running canaries; 0 turns the automatic rule off. */
  checkSeconds: number;
  /** The sliding window failures and served clients are counted over. */
  windowSeconds: number;
  rule: CanaryRule;
  vitals: VitalsRule;
  promote: PromoteRule;
}

export const DEFAULT_CANARY_SETTINGS: CanarySettings = {
  checkSeconds: 15,
  windowSeconds: 300,
  rule: DEFAULT_RULE,
  vitals: DEFAULT_VITALS_RULE,
  promote: { afterSeconds: 1800, minClients: 200 },
};
