import type { Scope } from 'effector';
import { loadRemote } from '@module-federation/enhanced/runtime';

/**
 * The cart-and-checkout remote keeps the shared cart in step with a customer's server cart (merge at
 * login, mirror on every page). Loaded after the first render so the page never waits for it.
 */
export function startCartSync(scope: Scope) {
  loadRemote<{ startCartSync(scope: Scope): Promise<void> }>('cartCheckout/cart-sync')
    .then((mod) => mod?.startCartSync(scope))
    .catch((error) => console.error('[storefront] cart sync unavailable', error));
}
