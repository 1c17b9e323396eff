import path from 'node:path';
import type { RemoteRelease, RemotesDocument } from '@storefront/shared/contracts/remotes';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';

/**
 * The registry document (registry.json, or the release_registry row): each remote's and the shell's
 * current version, its history and canary, and the rules read from it. Pure: no files, no database.
 */

export type ReleaseAction = 'release' | 'rollback' | 'promote';

/** The registry's record of the shell; its releases live in <releases>/shell/<version>/. */
export const SHELL = 'shell';

/** What a release or rollback acts on: a remote, or the shell that hosts them. */
export type ReleaseTarget = RemoteName | typeof SHELL;

export interface HistoryEntry {
  version: string;
  /** ISO time the version became current. */
  releasedAt: string;
  by: string;
  /** The version it replaced as current, if any. */
  replaced: string | null;
  /** How it became current; entries written before rollbacks existed are releases. */
  action?: ReleaseAction;
  /** BUILD_LABEL the build was made with, if any. */
  label?: string;
}

/** A version served to a share of shoppers beside the current one (ADR 0019). */
export interface CanaryRecord {
  version: string;
  /** Share of shoppers, 0 < percent < 100. */
  percent: number;
  startedAt: string;
  by: string;
  label?: string;
  /** Made current by the server after a quiet period with enough traffic. */
  autoPromote?: boolean;
}

export type CanaryEventAction = 'canary' | 'promote' | 'end';

/** The canary's life: started, promoted, or ended (by an operator or by the server's health rule). */
export interface CanaryEvent {
  action: CanaryEventAction;
  version: string;
  percent?: number;
  at: string;
  by: string;
  reason?: string;
}

export interface RemoteRecord {
  current: string | null;
  history: HistoryEntry[];
  canary?: CanaryRecord | null;
  canaryEvents?: CanaryEvent[];
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RemoteRecord>>;
  /** Releases of the shell itself; absent until one was published (then shell/dist is served). */
  shell?: RemoteRecord;
  /** Origin patterns (`http://localhost:*`) a developer's browser may load a remote from instead of its release. */
  overrideOrigins?: string[];
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: string };

/** Origins a browser may plug a remote's dev server in from, unless the registry lists its own. */
export const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Versions become folder names and URL segments: no slashes, no leading dot, nothing a CDN rewrites. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;

export function isRemote(value: string): value is RemoteName {
  return (REMOTES as readonly string[]).includes(value);
}

/** A release's immutable folder: <releasesDir>/<remote or shell>/<version>. */
export function releaseDir(releasesDir: string, target: ReleaseTarget, version: string) {
  return path.join(releasesDir, target, version);
}

/** The registry's record of a remote or of the shell, created empty when missing. */
export function recordOf(registry: Registry, target: ReleaseTarget): RemoteRecord {
  if (target === SHELL) return (registry.shell ??= { current: null, history: [] });
  return (registry.remotes[target] ??= { current: null, history: [] });
}

export interface SetCurrentOptions {
  action?: ReleaseAction;
  label?: string;
}

/** Points the target at a version (already in its folder) and records who and when. No-op if already current. */
export function setCurrent(registry: Registry, target: ReleaseTarget, version: string, by: string, now: Date, options: SetCurrentOptions = {}): boolean {
  const record = recordOf(registry, target);
  if (record.current === version) return false;
  const entry: HistoryEntry = { version, releasedAt: now.toISOString(), by, replaced: record.current, action: options.action ?? 'release' };
  if (options.label) entry.label = options.label;
  record.history.push(entry);
  record.current = version;
  return true;
}

/**
 * Versions an operator rolled back from, unless they were made current again afterwards: they are not
 * "good" and must never be the fallback of another version.
 */
export function rolledBackVersions(record: RemoteRecord): Set<string> {
  const bad = new Set<string>();
  for (const entry of record.history) {
    bad.delete(entry.version);
    if (entry.action === 'rollback' && entry.replaced) bad.add(entry.replaced);
  }
  return bad;
}

/** The last version before the current one that was current and not rolled back from: the shell's fallback. */
export function previousGood(record: RemoteRecord | undefined): string | null {
  if (!record?.current) return null;
  const bad = rolledBackVersions(record);
  for (let i = record.history.length - 1; i >= 0; i--) {
    const { version } = record.history[i];
    if (version !== record.current && !bad.has(version)) return version;
  }
  return null;
}

/** Replaces the origins allowed for development overrides (null: back to the default); returns those now allowed. */
export function replaceOverrideOrigins(registry: Registry, origins: string[] | null): string[] {
  if (origins) registry.overrideOrigins = origins;
  else delete registry.overrideOrigins;
  return registry.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS;
}

export function manifestUrl(remote: RemoteName, version: string) {
  return `/releases/${remote}/${version}/mf-manifest.json`;
}

/** The document behind GET /remotes.json: the current and last good release of every released remote. */
export function remotesDocument(registry: Registry): RemotesDocument {
  const remotes: Partial<Record<RemoteName, RemoteRelease>> = {};
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    if (!record?.current) continue;
    const current = record.current;
    const previous = previousGood(record);
    remotes[remote] = {
      version: current,
      entry: manifestUrl(remote, current),
      previous,
      previousEntry: previous ? manifestUrl(remote, previous) : null,
    };
  }
  return { remotes, overrideOrigins: registry.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS };
}

/** Current version of each remote (null when never released). */
export function currentVersions(registry: Registry): Record<RemoteName, string | null> {
  return Object.fromEntries(REMOTES.map((r) => [r, registry.remotes[r]?.current ?? null])) as Record<RemoteName, string | null>;
}

/** True when the remote's history or canaries hold that version (beacons about anything else are not counted). */
export function isKnownVersion(registry: Registry, remote: RemoteName, version: string): boolean {
  const record = registry.remotes[remote];
  if (!record) return false;
  return record.history.some((h) => h.version === version) || record.canary?.version === version || !!record.canaryEvents?.some((e) => e.version === version);
}

/** The folder of the shell release being served, or null when none was published (shell/dist is served). */
export function currentShellDir(registry: Registry, releasesDir: string): string | null {
  const current = registry.shell?.current;
  return current ? releaseDir(releasesDir, SHELL, current) : null;
}
