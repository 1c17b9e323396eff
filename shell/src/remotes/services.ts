import { createEvent, createWatch, scopeBind, type Scope } from 'effector';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { $cartCount, $isLoggedIn, $page, $sessionKnown, cartLineAdded, sessionEnded } from '@storefront/shared/store';
import type { CartLine } from '@storefront/shared/schemas/cart';
import { nextTask } from '../app/next-task';

/** What the cart-and-checkout remote exposes as './cart': its cart model, without any page. */
interface CartModule {
  startCart(scope: Scope, added: CartLine[]): Promise<void>;
}

/**
 * localStorage key of lines added before the cart's model took them: a shopper who adds and reloads (or
 * leaves) at once loses none. Written and read here only; the cart receives them with its start.
 */
export const PENDING_LINES_KEY = 'cartLinesAdded';

function readPending(): CartLine[] {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(PENDING_LINES_KEY) ?? '[]');
    return Array.isArray(lines) ? (lines as CartLine[]) : [];
  } catch {
    return [];
  }
}

function writePending(lines: CartLine[]) {
  try {
    if (lines.length) localStorage.setItem(PENDING_LINES_KEY, JSON.stringify(lines));
    else localStorage.removeItem(PENDING_LINES_KEY);
  } catch {
    // Storage turned off: the lines wait in memory only.
  }
}

/** Whose cart it is is known once the browser has read its session (token cookie, remembered user). */
function whenSessionKnown(scope: Scope): Promise<void> {
  return new Promise((resolve) => {
    if (scope.getState($sessionKnown)) return resolve();
    const watch = createWatch({
      unit: $sessionKnown,
      scope,
      fn(known) {
        if (!known) return;
        watch.unsubscribe();
        resolve();
      },
    });
  });
}

const CART_REMOTE = 'cartCheckout';

/**
 * A line held for the cart's model counts at once: the header answers Add to cart in the tap's own task
 * instead of after the model's code arrives (a phone's three round trips). The model sets its own count
 * (stock-capped, merged) when it starts, and that replaces this one.
 */
const heldLineCounted = createEvent<number>();
$cartCount.on(heldLineCounted, (count, quantity) => count + quantity);

/**
 * The cart-and-checkout remote owns the cart; the shell starts its model, once per page load, when it has
 * something to do: a customer's cart to read from the server (at start or at login, where the visitor's
 * lines merge), a line added, or one of that remote's pages shown (the cart, the checkout). A visitor who
 * only browses never loads it: the header shows the count the shell remembers. Lines added before the model
 * runs are held here and handed over with its start; from then on it hears `cartLineAdded` itself. Call
 * before replaying early clicks, so an early Add to cart is not lost.
 */
export function startCart(scope: Scope) {
  const added = readPending();
  const countHeld = scopeBind(heldLineCounted, { scope });
  let loading: Promise<void> | null = null;
  const stop = () => {
    addWatch.unsubscribe();
    loginWatch.unsubscribe();
    pageWatch.unsubscribe();
    endWatch.unsubscribe();
  };
  const start = () => {
    loading ??= whenSessionKnown(scope)
      // A task of its own: the header shows the held line's count before the remote's start runs.
      .then(nextTask)
      .then(() => loadRemote<CartModule>(`${CART_REMOTE}/cart`))
      .then((mod) => {
        if (!mod) throw new Error(`${CART_REMOTE}/cart has no module`);
        // Handed over in the same task the watches stop, so no line is added twice or lost.
        stop();
        const lines = added.splice(0);
        writePending([]);
        return mod.startCart(scope, lines);
      })
      .catch((error) => {
        // Held lines wait for the next try (another line, a login, the next page).
        loading = null;
        console.error('[storefront] cart unavailable', error);
      });
  };
  const addWatch = createWatch({
    unit: cartLineAdded,
    scope,
    fn(line) {
      added.push(line);
      writePending(added);
      countHeld(line.quantity);
      start();
    },
  });
  const loginWatch = createWatch({
    unit: $isLoggedIn,
    scope,
    fn(loggedIn) {
      if (loggedIn) start();
    },
  });
  const pageWatch = createWatch({
    unit: $page,
    scope,
    fn(page) {
      if (page?.owner === CART_REMOTE) start();
    },
  });
  // A customer's lines not handed over yet are theirs: the next person does not get them.
  const endWatch = createWatch({
    unit: sessionEnded,
    scope,
    fn() {
      added.length = 0;
      writePending([]);
    },
  });
  if (added.length > 0 || scope.getState($isLoggedIn) || scope.getState($page)?.owner === CART_REMOTE) start();
}
