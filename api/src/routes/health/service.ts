import { sql } from 'drizzle-orm';
import type { CanarySettings } from '@storefront/registry/canary';
import { assessCanaries } from '@storefront/registry/canary-health';
import { currentVersions } from '@storefront/registry/document';
import type { RegistryStore } from '@storefront/registry/store';
import type { Redis } from 'ioredis';
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

/** How long a readiness probe waits for one dependency before calling it down. */
const PROBE_MS = 2000;

async function within(probe: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_MS)));
  try {
    return await Promise.race([probe.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** What a rollout waits for before sending traffic: the database, Redis when configured, the release registry. */
export async function readiness(db: Db, releases: RegistryStore, redis: Redis | null) {
  const [database, redisUp, registry] = await Promise.all([
    within(databaseReachable(db).then((up) => (up ? true : Promise.reject(new Error('database down'))))),
    redis ? within(redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(`Redis is ${redis.status}`))) : Promise.resolve(null),
    within(releases.read()),
  ]);
  return { ok: database && redisUp !== false && registry, database, redis: redisUp, registry };
}

/** The detailed health as the public sees it in production: counts and versions, no browser's error text. */
export function withoutErrorTexts<T extends Awaited<ReturnType<typeof health>>>(data: T): T {
  const failures = Object.fromEntries(
    Object.entries(data.failures).map(([remote, rows]) => [remote, rows.map(({ lastError: _text, ...row }) => row)]),
  ) as T['failures'];
  return { ...data, failures };
}
