import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { failedVersions, runtimeState, setRunning, startingRelease, type RemoteRelease } from '../runtime/remote-recovery';

export type { RemoteRelease };
export type ReleaseRegistry = Record<string, RemoteRelease>;

/** GET /remotes.json */
export interface RemotesDocument {
  remotes: ReleaseRegistry;
  /** Origin patterns a development override may load from, e.g. http://localhost:*. */
  overrideOrigins?: string[];
}

/** localStorage key (per remote) of a development override: the manifest URL of a remote's dev server. */
export const OVERRIDE_KEY = 'sf:override:';
/** Development builds of the shell only: ?remoteOverride=catalog@http://localhost:3001 (empty URL clears it). */
export const OVERRIDE_PARAM = 'remoteOverride';

const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** True when the URL's origin matches one of the patterns; `*` as the port allows any port of that host. */
export function originAllowed(url: string, patterns: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return patterns.some((pattern) => {
    const anyPort = pattern.match(/^(https?:)\/\/([^/:]+):\*$/);
    if (anyPort) return parsed.protocol === anyPort[1] && parsed.hostname === anyPort[2];
    try {
      return new URL(pattern).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}

/** An override may name the dev server's origin only; the manifest sits at its root. */
export function manifestOf(value: string): string {
  try {
    const url = new URL(value);
    return url.pathname === '/' && !url.search ? `${url.origin}/mf-manifest.json` : url.href;
  } catch {
    return value;
  }
}

/**
 * Development overrides kept in localStorage. In a development build, ?remoteOverride=<remote>@<url> sets
 * one first (and <remote>@ clears it); a production build never reads overrides from the address.
 */
export function readOverrides(search: string, storage: Storage | null, fromUrl: boolean): Record<string, string> {
  if (fromUrl && storage) {
    for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
      const at = value.indexOf('@');
      const name = at > 0 ? value.slice(0, at) : '';
      if (!REMOTE_NAME.test(name)) continue;
      const url = value.slice(at + 1);
      if (url) storage.setItem(OVERRIDE_KEY + name, manifestOf(url));
      else storage.removeItem(OVERRIDE_KEY + name);
    }
  }
  const overrides: Record<string, string> = {};
  if (!storage) return overrides;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(OVERRIDE_KEY)) continue;
    const name = key.slice(OVERRIDE_KEY.length);
    const url = storage.getItem(key);
    if (REMOTE_NAME.test(name) && url) overrides[name] = url;
  }
  return overrides;
}

/**
 * Points overridden remotes at their dev servers when the registry allows the origin. The release stays
 * their last good version, so a dev server that is down falls back to what everybody else runs.
 */
export function applyOverrides(remotes: ReleaseRegistry, overrides: Record<string, string>, allowed: string[]) {
  const result: ReleaseRegistry = { ...remotes };
  const applied: string[] = [];
  const refused: string[] = [];
  for (const [name, url] of Object.entries(overrides)) {
    if (!originAllowed(url, allowed)) {
      refused.push(`${name}: ${url}`);
      continue;
    }
    const released = remotes[name];
    result[name] = { version: `dev@${new URL(url).origin}`, entry: url, previous: released?.version ?? null, previousEntry: released?.entry ?? null };
    applied.push(`${name}: ${url}`);
  }
  return { remotes: result, applied, refused };
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads the release registry (never cached) and registers every remote at its current version. */
export async function registerReleasedRemotes(): Promise<ReleaseRegistry> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  const doc = (await res.json()) as RemotesDocument;
  const overrides = readOverrides(location.search, local(), process.env.NODE_ENV !== 'production');
  const { remotes, applied, refused } = applyOverrides(doc.remotes ?? {}, overrides, doc.overrideOrigins ?? []);
  for (const o of applied) console.warn(`[storefront] development override: ${o}`);
  for (const o of refused) console.warn(`[storefront] development override refused (origin not allowed by the registry): ${o}`);

  const state = runtimeState();
  state.shell = process.env.APP_VERSION ?? '';
  state.releases = remotes;
  const starts = Object.entries(remotes).map(([name, release]) => ({ name, ...startingRelease(release, failedVersions(name)) }));
  registerRemotes(starts.map(({ name, entry }) => ({ name, entry })));
  for (const { name, version } of starts) setRunning(name, version);
  return remotes;
}

export class RemoteUnavailableError extends Error {}

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per exposed page; a remote that cannot be loaded rejects and the slot shows its fallback. */
export function remotePage(remote: string, page: string) {
  const id = `${remote}/pages/${page}`;
  let Page = pages.get(id);
  if (!Page) {
    Page = lazy(async () => {
      const mod = await loadRemote<{ default: ComponentType }>(id);
      if (!mod?.default) {
        pages.delete(id);
        throw new RemoteUnavailableError(id);
      }
      return mod;
    });
    pages.set(id, Page);
  }
  return Page;
}
