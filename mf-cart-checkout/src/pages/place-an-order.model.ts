import { createEvent, createStore, sample } from 'effector';
import { $isLoggedIn, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { $cartSynced, serverCartChanged } from '../features/cart/model';
import { $quoteParams, checkoutClosed, checkoutOpened, loadMethodsFx, orderCreated, parseItems, quoteFx } from '../features/checkout/model';
import { isShown } from '../lib/pages';

/**
 * shop/placeAnOrder?items=... opened: the checkout of the lines chosen in the cart. It opens (addresses,
 * payment methods, a quote) once the server cart is in step: a merge at login may still be on its way, and
 * the server prices the lines it holds.
 */
export const placeAnOrderStarted = createEvent<PageStart>();

/** The SKU ids of ?items=, as the page was started with. */
export const $chosenSkuIds = createStore<number[]>([]);
/** The chosen lines wait for the server cart before the checkout opens. */
const $waitingForCart = createStore(false);
/** The checkout is open for the chosen lines; until then the page shows that it is loading. */
export const $checkoutReady = createStore(false)
  .on(checkoutOpened, () => true)
  .reset(checkoutClosed);

const started = sample({
  clock: sample({ clock: placeAnOrderStarted, filter: ({ again }) => !again }),
  source: { synced: $cartSynced, loggedIn: $isLoggedIn },
  fn: ({ synced, loggedIn }, { query }) => ({ synced, loggedIn, skuIds: parseItems(query.items ?? null) }),
});
// Other lines in the address are another checkout: the previous one is closed first.
sample({ clock: started, target: checkoutClosed });
sample({ clock: started, fn: ({ skuIds }) => skuIds, target: $chosenSkuIds });
// A visitor's checkout is the guest form, which asks the server itself: nothing of the customer's opens.
sample({ clock: started, fn: ({ skuIds, synced, loggedIn }) => loggedIn && skuIds.length > 0 && !synced, target: $waitingForCart });
sample({
  clock: started,
  filter: ({ skuIds, synced, loggedIn }) => loggedIn && skuIds.length > 0 && synced,
  fn: ({ skuIds }) => ({ skuIds }),
  target: checkoutOpened,
});
sample({
  clock: $cartSynced.updates,
  source: { waiting: $waitingForCart, skuIds: $chosenSkuIds },
  filter: ({ waiting }, synced) => waiting && synced,
  fn: ({ skuIds }) => ({ skuIds }),
  target: [checkoutOpened, $waitingForCart.reinit],
});

const $shown = $page.map(isShown('PlaceAnOrder'));
// Another page: this checkout is over (its key, choices and notices go).
sample({ clock: $shown.updates, filter: (shown) => !shown, target: [checkoutClosed, $waitingForCart.reinit] });
// Another language or currency: payment methods and the summary again, worded and priced in it, keeping
// the shopper's choices.
const relocalized = sample({ clock: placeAnOrderStarted, source: $checkoutReady, filter: (ready, { again }) => ready && !!again });
sample({ clock: relocalized, target: loadMethodsFx });
sample({ clock: relocalized, source: $quoteParams, filter: (p) => p.skuIds.length > 0, target: quoteFx });

// Placing the order took the bought lines out of the server cart: the shared cart is read back from it
// rather than trimmed here, so it holds exactly what the server kept.
sample({ clock: orderCreated, target: serverCartChanged });
