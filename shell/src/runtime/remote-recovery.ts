import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRelease } from '@storefront/shared/contracts/remotes';

/*
 * Runs inside the Module Federation runtime, before the app's shared modules exist, so it imports nothing
 * of the app (the app may import from here, never the other way round); types are erased, so the
 * /remotes.json contract comes from the shared package at no cost. State lives on
 * window.__STOREFRONT__, which the shell's registry code fills from /remotes.json before any remote loads.
 *
 * When a remote cannot be loaded (manifest, entry or chunk missing, or its module throws while
 * evaluating), it first tries a failed request again, twice, after 300 ms and then 1 s: a request dropped
 * on a flaky line is not a broken build. Only when the retries fail too does it report the failure (console and beacon,
 * which the canary rule counts), load the remote's last known good version (with the same retries), and
 * only if that fails too reload the page once per remote and session; after that the slot shows its
 * fallback. A server-rendered page whose slot still shows the server's HTML is not reloaded: the shell
 * leaves that HTML in place (see start.tsx).
 */

export interface RemoteFailure {
  remote: string;
  version: string;
  /** Version loaded instead, null when there was none left to try. */
  fallback: string | null;
  error: string;
  at: string;
}

export interface StorefrontRuntime {
  /** Version of the shell build. */
  shell: string;
  /** Version of each remote running (or about to run) on this page. */
  remotes: Record<string, string>;
  /** Version of each remote whose page module has loaded on this page. */
  loaded: Record<string, string>;
  /** What the registry (and any development override) said for each remote. */
  releases: Record<string, RemoteRelease>;
  failures: RemoteFailure[];
  /** The address (path and query) of the page the server rendered with its slot: no reload there (see start.tsx). */
  serverHtml?: string;
}

declare global {
  interface Window {
    __STOREFRONT__?: StorefrontRuntime;
  }
}

export const RELOADED_KEY = 'sf:reloaded:';
export const FAILED_KEY = 'sf:failed:';
export const BEACON_URL = '/api/beacon/remote-failure';
/** Waits before each retry of a remote that failed to load; the failure counts only after the last. */
export const RETRY_DELAYS_MS = [300, 1000];
/**
 * A request that failed (a chunk, the entry, the manifest) is worth another try. A module that threw while
 * evaluating is not: the remote keeps it in its module cache, so a retry would return its empty exports.
 */
const LOAD_ERROR = /ChunkLoadError|RUNTIME-00[38]/;

export function runtimeState(): StorefrontRuntime {
  return (window.__STOREFRONT__ ??= { shell: '', remotes: {}, loaded: {}, releases: {}, failures: [] });
}

/** Records which version of a remote runs, in window.__STOREFRONT__ and in <html data-remotes>. */
export function setRunning(remote: string, version: string) {
  const state = runtimeState();
  state.remotes[remote] = version;
  document.documentElement.dataset.remotes = Object.entries(state.remotes)
    .map(([name, v]) => `${name}@${v}`)
    .join(' ');
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Versions of a remote that failed to load in this browser session. */
export function failedVersions(remote: string): string[] {
  try {
    const list = JSON.parse(session()?.getItem(FAILED_KEY + remote) ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function rememberFailed(remote: string, version: string) {
  const list = failedVersions(remote);
  if (list.includes(version)) return;
  try {
    session()?.setItem(FAILED_KEY + remote, JSON.stringify([...list, version].slice(-10)));
  } catch {
    /* storage full or off: the next page load tries the version again */
  }
}

/**
 * Where a remote starts on this page: its current release, unless that one already failed in this
 * session (releases are immutable, it will fail again) and its last known good one did not.
 */
export function startingRelease(release: RemoteRelease, failed: string[]): { version: string; entry: string } {
  if (failed.includes(release.version) && release.previous && release.previousEntry && !failed.includes(release.previous)) {
    return { version: release.previous, entry: release.previousEntry };
  }
  return { version: release.version, entry: release.entry };
}

function sameUrl(a: string | undefined | null, b: string | undefined | null) {
  if (!a || !b) return false;
  try {
    return new URL(a, location.href).href === new URL(b, location.href).href;
  } catch {
    return a === b;
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1000);
}

function report(failure: RemoteFailure) {
  runtimeState().failures.push(failure);
  console.error(
    `[storefront] remote ${failure.remote} ${failure.version} failed to load` + (failure.fallback ? `; loading its last good version ${failure.fallback}` : ''),
    failure.error,
  );
  const body = JSON.stringify({ remote: failure.remote, version: failure.version, fallback: failure.fallback, error: failure.error, page: location.pathname });
  try {
    if (navigator.sendBeacon?.(BEACON_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall through to fetch */
  }
  fetch(BEACON_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

/**
 * Forgets the chunks the failed build pushed: each build's chunks go through a global array named after
 * the remote (rspack's output.uniqueName), and the next build of the same remote would otherwise adopt them.
 */
function forgetChunks(remote: string) {
  const g = globalThis as Record<string, unknown>;
  for (const prefix of ['rspackChunk', 'webpackChunk']) delete g[prefix + remote];
}

export default function remoteRecovery(): ModuleFederationRuntimePlugin {
  // Retries made so far for each module id; a retry that fails comes back here, through the runtime, as its own failure.
  const retries = new Map<string, number>();
  return {
    name: 'storefront-remote-recovery',
    async errorLoadRemote(args) {
      // Manifest and share errors surface again, wrapped, as the 'onLoad' failure of loadRemote: act there once.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = String(args.id ?? '').split('/')[0];
      if (!remote) return undefined;
      // Offline, the build is not at fault: neither blame the version nor reload into the browser's error page.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return undefined;
      const state = runtimeState();
      const release = state.releases[remote];
      const running = state.remotes[remote] ?? release?.version ?? 'unknown';
      const failedEntry = args.remote?.entry;
      const failedVersion =
        release && sameUrl(failedEntry, release.previousEntry) ? release.previous! : release && sameUrl(failedEntry, release.entry) ? release.version : running;

      // Another page of the remote already switched it to its last good version: load from there.
      if (failedVersion !== running) return args.origin.loadRemote(args.id);

      // The runtime forgets a manifest or entry that failed, and the remote's chunk loader a chunk that did: a
      // new request for the module fetches what is missing again.
      const error = describe(args.error);
      const tried = retries.get(args.id) ?? 0;
      if (tried < RETRY_DELAYS_MS.length && LOAD_ERROR.test(error)) {
        retries.set(args.id, tried + 1);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[tried]));
        return args.origin.loadRemote(args.id);
      }
      // The fallback version gets its own retries.
      retries.delete(args.id);

      rememberFailed(remote, failedVersion);
      const fallback =
        release?.previous && release.previousEntry && failedVersion !== release.previous && !failedVersions(remote).includes(release.previous)
          ? { version: release.previous, entry: release.previousEntry }
          : null;
      report({ remote, version: failedVersion, fallback: fallback?.version ?? null, error, at: new Date().toISOString() });

      if (fallback) {
        forgetChunks(remote);
        args.origin.registerRemotes([{ name: remote, entry: fallback.entry }], { force: true });
        setRunning(remote, fallback.version);
        // If this fails too, the hook runs again for the fallback version and goes on to the reload.
        return args.origin.loadRemote(args.id);
      }

      // A newer registry may point at a good build: reload once per remote and session, never in a loop.
      // The server's HTML on screen is better than a reload on a line that drops requests.
      const storage = session();
      if (storage && state.serverHtml !== location.pathname + location.search && !storage.getItem(RELOADED_KEY + remote)) {
        try {
          storage.setItem(RELOADED_KEY + remote, String(Date.now()));
        } catch {
          return undefined;
        }
        window.location.reload();
        // Keep the slot waiting while the page reloads.
        return new Promise(() => undefined);
      }
      return undefined;
    },
    onLoad(args) {
      const remote = String(args.id ?? '').split('/')[0];
      if (!remote) return args;
      retries.delete(args.id);
      const state = runtimeState();
      if (state.remotes[remote]) state.loaded[remote] = state.remotes[remote];
      try {
        session()?.removeItem(RELOADED_KEY + remote);
      } catch {
        /* nothing to clear */
      }
      return args;
    },
  };
}
