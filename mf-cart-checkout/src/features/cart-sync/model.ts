import { allSettled, createEffect, createEvent, createStore, sample, type Scope } from 'effector';
import type { CartLine, CartView } from '@storefront/shared/schemas/cart';
import { CART_OWNER_KEY, cartLineOf } from '@storefront/shared/contracts/cart';
import {
  $cart,
  $isLoggedIn,
  $userInfo,
  cartLineAdded,
  cartLinesRemoved,
  cartQuantityChanged,
  cartReplaced,
  loggedIn,
  sessionEnded,
  type UserInfo,
  createApiEffect,
} from '@storefront/shared/store';
import * as api from './api';
import type { RequestContext } from '@storefront/shared/api';

/**
 * Keeps the shared $cart and the customer's server cart in step. Visitors' carts live in $cart only (the
 * shell persists it). At login the visitor's lines merge into the server cart (quantities add, capped by
 * stock) and $cart becomes a mirror of the server cart, so the header count is right on every page. A
 * customer's changes to $cart (shared events) are sent to the server, one request at a time.
 */

export type SyncOp =
  | { kind: 'fetch' }
  | { kind: 'merge'; lines: CartLine[] }
  | { kind: 'add'; line: CartLine }
  | { kind: 'quantity'; skuId: number; quantity: number }
  | { kind: 'remove'; skuIds: number[] };

function send(context: RequestContext, op: SyncOp): Promise<CartView> {
  switch (op.kind) {
    case 'fetch':
      return api.fetchCart(context);
    case 'merge':
      return api.mergeCart(context, op.lines);
    case 'add':
      return api.addLine(context, op.line);
    case 'quantity':
      return api.setQuantity(context, op.skuId, op.quantity);
    case 'remove':
      return api.removeLines(context, op.skuIds);
  }
}

// One request at a time, in order, so the last answer is the server's latest cart.
let queue: Promise<unknown> = Promise.resolve();
export const syncFx = createApiEffect((context, op: SyncOp): Promise<CartView> => {
  const run = queue.then(() => send(context, op));
  queue = run.catch(() => undefined);
  return run;
});

/** A request to the server cart is under way (checkout waits for it). */
export const $cartSyncPending = syncFx.pending;

export const OWNER_KEY = CART_OWNER_KEY;
const ownerOf = (user: UserInfo | null) => String(user?.id ?? 'customer');

export const readOwnerFx = createEffect((): string | null => localStorage.getItem(OWNER_KEY));
export const writeOwnerFx = createEffect((owner: string | null) => {
  if (owner === null) localStorage.removeItem(OWNER_KEY);
  else localStorage.setItem(OWNER_KEY, owner);
});

/** The shell fires it once at start (exposed as './cart-sync'); this remote's pages fire it when opened. */
export const cartSyncStarted = createEvent();

sample({ clock: cartSyncStarted, target: readOwnerFx });

/** For the shell: `(await loadRemote('cartCheckout/cart-sync')).startCartSync(scope)` once the store is picked up. */
export async function startCartSync(scope: Scope): Promise<void> {
  await allSettled(cartSyncStarted, { scope });
}

const started = sample({ clock: readOwnerFx.doneData, source: { loggedIn: $isLoggedIn, user: $userInfo, cart: $cart }, fn: (s, owner) => ({ ...s, owner }) });
// A visitor's lines still waiting for the login they were made for (the merge did not run then): merge now.
sample({
  clock: started,
  filter: (s) => s.loggedIn && s.owner === null,
  fn: (s): SyncOp => ({ kind: 'merge', lines: s.cart }),
  target: syncFx,
});
// Already this customer's mirror, or a mirror of someone else's cart: the server cart is the truth.
sample({ clock: started, filter: (s) => s.loggedIn && s.owner !== null, fn: (): SyncOp => ({ kind: 'fetch' }), target: syncFx });
sample({ clock: started, filter: (s) => s.loggedIn && s.owner !== ownerOf(s.user), fn: (s) => ownerOf(s.user), target: writeOwnerFx });
// Not logged in any more but $cart mirrors a customer's cart (the session ran out): it is theirs, not the visitor's.
sample({ clock: started, filter: (s) => !s.loggedIn && s.owner !== null, fn: () => [], target: cartReplaced });
sample({ clock: started, filter: (s) => !s.loggedIn && s.owner !== null, fn: () => null, target: writeOwnerFx });

// Login: the visitor's cart joins the customer's.
sample({ clock: loggedIn, source: $cart, fn: (cart): SyncOp => ({ kind: 'merge', lines: cart }), target: syncFx });
sample({ clock: loggedIn, fn: ({ user }) => ownerOf(user), target: writeOwnerFx });

// Logout or an expired session: the customer's cart stays on the server; the visitor starts empty.
sample({ clock: sessionEnded, fn: () => [], target: cartReplaced });
sample({ clock: sessionEnded, fn: () => null, target: writeOwnerFx });

// A customer's changes, made on $cart by any remote, go to the server.
sample({ clock: cartLineAdded, filter: $isLoggedIn, fn: (line): SyncOp => ({ kind: 'add', line }), target: syncFx });
sample({ clock: cartQuantityChanged, filter: $isLoggedIn, fn: ({ skuId, quantity }): SyncOp => ({ kind: 'quantity', skuId, quantity }), target: syncFx });
sample({ clock: cartLinesRemoved, filter: $isLoggedIn, fn: (skuIds): SyncOp => ({ kind: 'remove', skuIds }), target: syncFx });

/** The server changed the customer's cart itself (placing an order took the bought lines out): read it back. */
export const serverCartChanged = createEvent();
sample({ clock: serverCartChanged, filter: $isLoggedIn, fn: (): SyncOp => ({ kind: 'fetch' }), target: syncFx });

sample({ clock: syncFx.doneData, filter: $isLoggedIn, fn: (view) => view.lines.map(cartLineOf), target: cartReplaced });
// A refused change (e.g. sold out meanwhile) leaves $cart ahead of the server: read it back.
sample({
  clock: syncFx.fail,
  source: $isLoggedIn,
  filter: (loggedIn, { params }) => loggedIn && params.kind !== 'fetch',
  fn: (): SyncOp => ({ kind: 'fetch' }),
  target: syncFx,
});

/**
 * 'synced' once the server cart and $cart agree (visitors: at once); checkout waits for it so a merge at
 * login has landed before the server prices the chosen lines.
 */
export const $cartSyncState = createStore<'idle' | 'syncing' | 'synced'>('idle')
  .on(started, (_, s) => (s.loggedIn ? 'syncing' : 'synced'))
  .on([syncFx, loggedIn], () => 'syncing')
  .on(sessionEnded, () => 'synced');
sample({ clock: syncFx.pending.updates, filter: (pending) => !pending, fn: () => 'synced' as const, target: $cartSyncState });
export const $cartSynced = $cartSyncState.map((s) => s === 'synced');
