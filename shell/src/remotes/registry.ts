import { createElement, lazy, type ComponentType } from 'react';
import type { PageModule } from '@storefront/shared/contracts/page-module';
import type { RemoteRelease, RemotesDocument } from '@storefront/shared/contracts/remotes';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { failedVersions, runtimeState, setRunning, startingRelease } from '../runtime/remote-recovery';

/** The remotes this page registers: the released ones, and any a development override adds by name. */
export type ReleaseRegistry = Record<string, RemoteRelease>;

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

let sampleRate = 0;
/** Share of page views that report web vitals, as the server's remotes document says (none when it does not). */
export const vitalsSampleRate = () => sampleRate;

/**
 * Registers every remote at its current version: the versions a server-rendered page was rendered with
 * (so hydration meets the same code), else the release registry, read fresh.
 */
export async function registerReleasedRemotes(rendered?: RemotesDocument): Promise<ReleaseRegistry> {
  let doc = rendered;
  if (!doc) {
    const res = await fetch('/remotes.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
    doc = (await res.json()) as RemotesDocument;
  }
  sampleRate = doc.vitalsSampleRate ?? 0;
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

const modules = new Map<string, Promise<PageModule>>();
/** Modules already loaded, so their page renders at once instead of suspending for a settled promise. */
const loaded = new Map<string, PageModule>();

/** Loads an exposed page module once; a failure is not kept, so a later visit tries again. */
export function loadPageModule(remote: string, page: string): Promise<PageModule> {
  const id = `${remote}/pages/${page}`;
  let mod = modules.get(id);
  if (!mod) {
    mod = loadRemote<PageModule>(id).then((m) => {
      if (!m?.default) throw new RemoteUnavailableError(id);
      loaded.set(id, m);
      return m;
    });
    mod.catch(() => modules.delete(id));
    modules.set(id, mod);
  }
  return mod;
}

/** The page module if it has loaded already (the server and hydration load it before rendering). */
export function loadedPageModule(remote: string, page: string): PageModule | undefined {
  return loaded.get(`${remote}/pages/${page}`);
}

const pages = new Map<string, ComponentType>();

/**
 * One component per exposed page; a remote that cannot be loaded rejects and the slot shows its fallback.
 * A page whose module is already loaded renders directly: hydration preloads it, and a lazy component
 * would still suspend once, leaving the server's HTML dehydrated until a later pass, and an update that
 * reaches it meanwhile (the session being read) makes React drop that HTML and render the page again.
 */
export function remotePage(remote: string, page: string): ComponentType {
  const id = `${remote}/pages/${page}`;
  let Page = pages.get(id);
  if (!Page) {
    const Lazy = lazy(() =>
      loadPageModule(remote, page).catch((error: unknown) => {
        pages.delete(id);
        throw error;
      }),
    );
    Page = function RemotePage() {
      const module = loaded.get(id);
      return module ? createElement(module.default) : createElement(Lazy);
    };
    pages.set(id, Page);
  }
  return Page;
}
