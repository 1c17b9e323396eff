import { createWatch, type Scope } from 'effector';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { $isLoggedIn, cartLineAdded } from '@storefront/shared/store';
import type { CartLine } from '@storefront/shared/schemas/cart';

/** What the cart-and-checkout remote exposes as './cart': its cart model, without any page. */
interface CartModule {
  startCart(scope: Scope, added: CartLine[]): Promise<void>;
}

/**
 * The cart-and-checkout remote owns the cart. Its model is loaded only when it has something to do: a
 * customer's cart to read from the server (at start or at login, where the visitor's lines merge), or a line
 * added. A visitor who only browses never loads it: the header shows the count the shell remembers. Lines
 * added before the model runs are held here and handed over with its start; from then on it hears
 * `cartLineAdded` itself. Call before replaying early clicks, so an early Add to cart is not lost.
 */
export function startCart(scope: Scope) {
  const added: CartLine[] = [];
  let loading: Promise<void> | null = null;
  const stop = () => {
    addWatch.unsubscribe();
    loginWatch.unsubscribe();
  };
  const load = () => {
    loading ??= loadRemote<CartModule>('cartCheckout/cart')
      .then((mod) => {
        if (!mod) throw new Error('cartCheckout/cart has no module');
        // Handed over in the same task the watches stop, so no line is added twice or lost.
        stop();
        return mod.startCart(scope, added.splice(0));
      })
      .catch((error) => {
        // Kept lines wait for the next try (another line, a login).
        loading = null;
        console.error('[storefront] cart unavailable', error);
      });
  };
  const addWatch = createWatch({
    unit: cartLineAdded,
    scope,
    fn(line) {
      added.push(line);
      load();
    },
  });
  const loginWatch = createWatch({
    unit: $isLoggedIn,
    scope,
    fn(loggedIn) {
      if (loggedIn) load();
    },
  });
  if (scope.getState($isLoggedIn)) load();
}
