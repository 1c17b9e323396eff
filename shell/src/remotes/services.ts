import { createWatch, type Scope } from 'effector';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { $isLoggedIn } from '@storefront/shared/store';
import { CART_OWNER_KEY } from '@storefront/shared/contracts/cart';

function loadCartSync(scope: Scope) {
  loadRemote<{ startCartSync(scope: Scope): Promise<void> }>('cartCheckout/cart-sync')
    .then((mod) => mod?.startCartSync(scope))
    .catch((error) => console.error('[storefront] cart sync unavailable', error));
}

/**
 * The cart-and-checkout remote keeps the shared cart in step with a customer's server cart (merge at
 * login, mirror on every page). Loaded after the first render so the page never waits for it, and only
 * when there is a server cart to keep in step: a visitor's cart lives in this browser alone, so a visitor's
 * page loads it at login (the merge runs then), not on every page.
 */
export function startCartSync(scope: Scope) {
  if (scope.getState($isLoggedIn) || localStorage.getItem(CART_OWNER_KEY) !== null) return loadCartSync(scope);
  const watch = createWatch({
    unit: $isLoggedIn,
    scope,
    fn(loggedIn) {
      if (!loggedIn) return;
      watch.unsubscribe();
      loadCartSync(scope);
    },
  });
}
