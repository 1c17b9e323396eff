import { readHealthSnapshot } from '@storefront/registry/canary-health';
import { remoteHealth } from '@storefront/registry/release-health';
import type { RegistryDb } from '@storefront/registry/tables';
import { SHELL, type ReleaseTarget } from '@storefront/registry/document';
import { endCanaryOf, listReleases, promoteRemote, rollbackRemote, startCanaryOf } from '@storefront/registry/operations';
import type { RegistryStore } from '@storefront/registry/store';
import type { RemoteName } from '@storefront/shared/routes';
import { RELEASE_TARGETS } from '@storefront/shared/schemas/backoffice';

/**
 * The console's releases: the same registry operations as `pnpm rollback`/`release` (ADR 0048), through the
 * server's registry store, so a change reaches every instance as a command-line change does.
 */

/** What the audit log keeps of a remote before and after a change. */
interface ReleaseState {
  current: string | null;
  canary: string | null;
  canaryPercent: number | null;
}

export type ReleaseChange = { ok: true; before: ReleaseState; after: ReleaseState } | { ok: false; error: string };

async function stateOf(registry: RegistryStore, target: ReleaseTarget): Promise<ReleaseState> {
  const doc = await registry.read();
  const record = target === SHELL ? doc.shell : doc.remotes[target];
  return { current: record?.current ?? null, canary: record?.canary?.version ?? null, canaryPercent: record?.canary?.percent ?? null };
}

async function change(registry: RegistryStore, target: ReleaseTarget, run: () => Promise<{ ok: true } | { ok: false; error: string }>): Promise<ReleaseChange> {
  const before = await stateOf(registry, target);
  const result = await run();
  if (!result.ok) return result;
  return { ok: true, before, after: await stateOf(registry, target) };
}

const VIA = 'the console';

export const rollback = (registry: RegistryStore, target: ReleaseTarget, by: string, to?: string) =>
  change(registry, target, () => rollbackRemote(target, { registry, by, to, via: VIA }));
export const startCanary = (registry: RegistryStore, remote: RemoteName, version: string, percent: number, by: string) =>
  change(registry, remote, () => startCanaryOf(remote, version, percent, { registry, by, via: VIA }));
export const promote = (registry: RegistryStore, remote: RemoteName, by: string) =>
  change(registry, remote, () => promoteRemote(remote, { registry, by, via: VIA }));
export const endCanary = (registry: RegistryStore, remote: RemoteName, by: string) =>
  change(registry, remote, () => endCanaryOf(remote, { registry, by, via: VIA }));

/** Every target with its versions (newest first), canary and the server's last canary check. */
export async function listConsoleReleases(registry: RegistryStore) {
  const [all, snapshot] = await Promise.all([listReleases(undefined, { registry }), readHealthSnapshot(registry.releasesDir)]);
  // The console's own remote is released from the command line only (ADR 0049).
  const listings = all.filter((l) => (RELEASE_TARGETS as readonly string[]).includes(l.remote));
  return listings.map((l) => {
    const health = l.canary ? snapshot?.canaries.find((c) => c.remote === l.remote && c.version === l.canary!.version) : undefined;
    return {
      remote: l.remote,
      current: l.current,
      previousGood: l.previousGood,
      canary: l.canary ? { version: l.canary.version, percent: l.canary.percent, startedAt: l.canary.startedAt, by: l.canary.by } : null,
      health:
        health && snapshot
          ? { checkedAt: snapshot.checkedAt, windowSeconds: snapshot.windowSeconds, canary: health.canaryStats, stable: health.stableStats }
          : null,
      versions: l.versions.map(({ version, releasedAt, by, current, rolledBack }) => ({ version, releasedAt, by, current, rolledBack })),
    };
  });
}

/** One remote's versions over the last hours: p75 web vitals, clients measured and failing, per time bucket. */
export async function releaseHealth(db: RegistryDb, registry: RegistryStore, remote: RemoteName, hours: number) {
  return remoteHealth(db, await registry.read(), remote, { hours, now: new Date() });
}
