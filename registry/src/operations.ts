import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { canaryRefusal, endCanary, promoteCanary, startCanary } from './canary';
import {
  previousGood,
  rolledBackVersions,
  SHELL,
  VERSION_PATTERN,
  type CanaryEvent,
  type CanaryRecord,
  type HistoryEntry,
  type ReleaseTarget,
  type Result,
  setCurrent,
} from './document';
import type { RegistryStore } from './store';

/**
 * What an operator does to the registry once a build is in its folder: roll back, start a canary of a
 * released version, promote or end a canary, list. One code for `pnpm rollback`/`release` and the
 * operators' console (ADR 0048), so both refuse and record alike.
 */

/** The registry a change acts on: its store, which also knows the releases folder. */
export interface RegistryOptions {
  registry: RegistryStore;
}

async function exists(p: string) {
  return stat(p).then(
    () => true,
    () => false,
  );
}

class Refusal extends Error {}

export interface RollbackOptions extends RegistryOptions {
  /** A named version; default: the last good version before the current one. */
  to?: string;
  /** Who: the command line's user, or the console's operator. */
  by: string;
  now?: Date;
  /** How the change is named in the canary's events, e.g. pnpm rollback, the console. */
  via?: string;
}

/**
 * pnpm rollback: makes an earlier (or the named) version current with the same atomic swap. While a
 * canary runs (and no version is named), it ends the canary instead: everyone stays on the current version.
 */
export async function rollbackRemote(
  remote: ReleaseTarget,
  options: RollbackOptions,
): Promise<Result<{ version: string; replaced: string; endedCanary?: boolean }>> {
  const onDisk = await versionsOnDisk(remote, options);
  const by = options.by;
  const now = options.now ?? new Date();
  try {
    const data = await options.registry.update((registry) => {
      const record = remote === SHELL ? registry.shell : registry.remotes[remote];
      if (record?.canary && record.current && !options.to) {
        const ended = endCanary(record, { by, reason: `ended by an operator (${options.via ?? 'pnpm rollback'})`, now });
        return { version: record.current, replaced: ended!.version, endedCanary: true };
      }
      if (!record?.current) throw new Refusal(`${remote} has never been released: nothing to roll back`);
      const target = options.to ?? previousGood(record);
      if (!target) throw new Refusal(`${remote} has no earlier version to roll back to (current: ${record.current})`);
      if (!onDisk.includes(target)) {
        throw new Refusal(`${remote} has no version ${target}. Known versions: ${onDisk.join(', ') || 'none'}`);
      }
      if (target === record.current) throw new Refusal(`${remote} ${target} is already current`);
      const replaced = record.current;
      // A named version while a canary runs: the canary ends too, or it would keep being served beside it.
      if (record.canary) endCanary(record, { by, reason: `ended by an operator (${options.via ?? 'pnpm rollback'} --to ${target})`, now });
      setCurrent(registry, remote, target, by, now, { action: 'rollback' });
      return { version: target, replaced };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** pnpm release promote: the running canary becomes current for everyone. */
export async function promoteRemote(remote: RemoteName, options: RollbackOptions): Promise<Result<{ version: string; replaced: string | null }>> {
  const by = options.by;
  const now = options.now ?? new Date();
  try {
    const data = await options.registry.update((registry) => {
      const record = registry.remotes[remote];
      const promoted = record ? promoteCanary(record, { by, reason: `promoted by an operator (${options.via ?? 'pnpm release promote'})`, now }) : null;
      if (!promoted) throw new Refusal(`${remote} has no canary running: nothing to promote`);
      return promoted;
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** Complete releases of a remote (folders holding a manifest), oldest name first. */
export async function versionsOnDisk(remote: ReleaseTarget, options: RegistryOptions): Promise<string[]> {
  const root = path.join(options.registry.releasesDir, remote);
  const names = await readdir(root).catch(() => [] as string[]);
  const complete: string[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.') || !VERSION_PATTERN.test(name)) continue;
    if (await exists(path.join(root, name, 'mf-manifest.json'))) complete.push(name);
  }
  return complete;
}

export interface VersionListing {
  version: string;
  /** When it first became current (null: on disk but never current). */
  releasedAt: string | null;
  by: string | null;
  label: string | null;
  current: boolean;
  rolledBack: boolean;
}

export interface RemoteListing {
  remote: ReleaseTarget;
  current: string | null;
  canary: CanaryRecord | null;
  canaryEvents: CanaryEvent[];
  previousGood: string | null;
  /** Newest release first. */
  versions: VersionListing[];
  history: HistoryEntry[];
}

/** What pnpm releases prints: every version, the current one and when each was released. */
export async function listReleases(remote: ReleaseTarget | undefined, options: RegistryOptions): Promise<RemoteListing[]> {
  const registry = await options.registry.read();
  const listings: RemoteListing[] = [];
  for (const name of remote ? [remote] : ([SHELL, ...REMOTES] as ReleaseTarget[])) {
    const record = (name === SHELL ? registry.shell : registry.remotes[name]) ?? { current: null, history: [] };
    const bad = rolledBackVersions(record);
    const firstRelease = new Map<string, HistoryEntry>();
    for (const entry of record.history) if (!firstRelease.has(entry.version)) firstRelease.set(entry.version, entry);
    const versions = new Set([...firstRelease.keys(), ...(await versionsOnDisk(name, options))]);
    const rows: VersionListing[] = [...versions].map((version) => {
      const first = firstRelease.get(version);
      return {
        version,
        releasedAt: first?.releasedAt ?? null,
        by: first?.by ?? null,
        label: first?.label ?? null,
        current: version === record.current,
        rolledBack: bad.has(version),
      };
    });
    rows.sort((a, b) => (b.releasedAt ?? '').localeCompare(a.releasedAt ?? '') || b.version.localeCompare(a.version));
    if (record.canary && !versions.has(record.canary.version)) {
      rows.unshift({
        version: record.canary.version,
        releasedAt: null,
        by: record.canary.by,
        label: record.canary.label ?? null,
        current: false,
        rolledBack: false,
      });
    }
    listings.push({
      remote: name,
      current: record.current,
      canary: record.canary ?? null,
      canaryEvents: record.canaryEvents ?? [],
      previousGood: previousGood(record),
      versions: rows,
      history: record.history,
    });
  }
  return listings;
}

/**
 * A canary of a version already in its folder (released before, or rolled back from) at a share of
 * shoppers, beside the current one. Refused while another canary runs or for the current version.
 */
export async function startCanaryOf(
  remote: RemoteName,
  version: string,
  percent: number,
  options: RollbackOptions,
): Promise<Result<{ version: string; percent: number; current: string }>> {
  const onDisk = await versionsOnDisk(remote, options);
  const now = options.now ?? new Date();
  try {
    const data = await options.registry.update((registry) => {
      const record = registry.remotes[remote];
      const refusal = canaryRefusal(record, percent);
      if (refusal) throw new Refusal(refusal);
      if (!record?.current) throw new Refusal(`${remote} has never been released: nothing to run a canary beside`);
      if (!onDisk.includes(version)) throw new Refusal(`${remote} has no version ${version}. Known versions: ${onDisk.join(', ') || 'none'}`);
      if (version === record.current) throw new Refusal(`${remote} ${version} is already current`);
      const label = record.history.find((h) => h.version === version)?.label;
      startCanary(record, { version, percent, by: options.by, now, ...(label ? { label } : {}) });
      return { version, percent, current: record.current };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** Ends the running canary: everyone stays on the current version. */
export async function endCanaryOf(remote: RemoteName, options: RollbackOptions): Promise<Result<{ version: string; current: string | null }>> {
  const now = options.now ?? new Date();
  try {
    const data = await options.registry.update((registry) => {
      const record = registry.remotes[remote];
      const ended = record ? endCanary(record, { by: options.by, reason: `ended by an operator (${options.via ?? 'pnpm rollback'})`, now }) : null;
      if (!ended) throw new Refusal(`${remote} has no canary running: nothing to end`);
      return { version: ended.version, current: record!.current };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}
