import type { RemoteName } from '@storefront/shared/routes';

// The registry document (registry.json, or the release_registry row): types only, so the database schema
// and the canary rules can name it without importing the registry's file and database code.

export type ReleaseAction = 'release' | 'rollback' | 'promote';

/** What pnpm release / rollback act on: a remote, or the shell that hosts them. */
export type ReleaseTarget = RemoteName | 'shell';

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
