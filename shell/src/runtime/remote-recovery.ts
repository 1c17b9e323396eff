import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runs inside the Module Federation runtime, before the app's shared modules exist, so it imports
 * nothing of the app. When a remote fails to load it reloads the page once per remote and session
 * (a fresh registry may point at a good build); a second failure leaves the slot to its fallback.
 */
const KEY = 'sf:reloaded:';

export default function remoteRecovery(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-recovery',
    errorLoadRemote(args) {
      const remote = String(args.id ?? '').split('/')[0];
      console.error(`[storefront] remote ${remote} failed to load`, args.error);
      try {
        if (remote && !sessionStorage.getItem(KEY + remote)) {
          sessionStorage.setItem(KEY + remote, String(Date.now()));
          window.location.reload();
          // Keep the slot waiting while the page reloads.
          return new Promise(() => undefined);
        }
      } catch {
        // No sessionStorage (privacy mode): never reload, show the fallback.
      }
      return undefined;
    },
    onLoad(args) {
      const remote = String(args.id ?? '').split('/')[0];
      try {
        if (remote) sessionStorage.removeItem(KEY + remote);
      } catch {
        /* nothing to clear */
      }
      return args;
    },
  };
}
