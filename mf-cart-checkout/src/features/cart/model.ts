import { allSettled, combine, createEffect, createEvent, createStore, sample, type Scope } from 'effector';
import type { CartLine, CartView, CartViewLine } from '@storefront/shared/schemas/cart';
import { $cartCount, $isLoggedIn, cartLineAdded, createApiEffect, loggedIn, sessionEnded } from '@storefront/shared/store';
import type { RequestContext } from '@storefront/shared/api';
import * as api from './api';
import { applyStoredChange, shownLinesOf, unitsIn, type StoredChange } from './lines';
import { readStoredLines, writeStoredLines } from './storage';

/**
 * The cart, owned here. A visitor's lines are kept in this browser; a customer's cart is the server's, and
 * every answer of the server (the whole cart, worded in the page's language) is kept as it comes: it is the
 * shown cart. At login the visitor's lines merge into the customer's (quantities add, capped by stock). The
 * rest of the site sees `$cartCount` and sends `cartLineAdded`.
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
/** A request about the customer's server cart; its answer is the whole cart. */
export const syncFx = createApiEffect((context, op: SyncOp): Promise<CartView> => {
  const run = queue.then(() => send(context, op));
  queue = run.catch(() => undefined);
  return run;
});
/** A request to the server cart is under way (checkout waits for it). */
export const $cartSyncPending = syncFx.pending;

/** Today's price and stock of a visitor's lines, worded in the page's language. */
export const previewFx = createApiEffect((context, lines: CartLine[]) =>
  lines.length ? api.previewCart(context, lines) : Promise.resolve<CartView>({ lines: [] }),
);

/** Reads before it writes, so a line another tab added meanwhile is kept. */
export const changeStoredFx = createEffect(async (change: StoredChange) => {
  const next = applyStoredChange(await readStoredLines(), change);
  writeStoredLines(next);
  return next;
});

/** A visitor's lines (ids and figures). A customer's stay empty: their cart is on the server. */
export const $stored = createStore<CartLine[]>([], { serialize: 'ignore' });
/** The cart as shown: the server's lines, whole. A visitor's are the last preview, with quantities changed since. */
export const $shown = createStore<CartViewLine[]>([], { serialize: 'ignore' });

/**
 * Fired by the shell (`startCart`, with the lines added before the model ran), once per page load. It reads
 * the cart; were it fired again, it would only add the lines it carries.
 */
export const cartStarted = createEvent<CartLine[]>();
/** The cart page opened or closed. */
export const cartOpened = createEvent();
export const cartClosed = createEvent();
/** The lines again: a customer's read from the server, a visitor's checked by it (another language, the page opened). */
export const cartRead = createEvent();
/** Lines to put in the cart. */
export const linesAdded = createEvent<CartLine[]>();
/** A line's quantity, already bounded by its stock. */
export const quantitySet = createEvent<{ skuId: number; quantity: number }>();
export const linesRemoved = createEvent<number[]>();
/** The server changed the customer's cart itself (placing an order took the bought lines out): read it back. */
export const serverCartChanged = createEvent();

const $started = createStore(false, { serialize: 'ignore' });
const $visitor = $isLoggedIn.map((customer) => !customer);
/** The cart has been read (a visitor's from this browser, a customer's from the server): until then the header keeps the count it remembered. */
const $known = createStore(false, { serialize: 'ignore' });
const $open = createStore(false)
  .on(cartOpened, () => true)
  .on(cartClosed, () => false);

/** For the shell: `(await loadRemote('cartCheckout/cart')).startCart(scope, linesAddedMeanwhile)`. */
export async function startCart(scope: Scope, added: CartLine[] = []): Promise<void> {
  await allSettled(cartStarted, { scope, params: added });
}

// One reading of $started decides both branches, so a start is either the first or a later one.
const start = sample({ clock: cartStarted, source: $started, fn: (started, added) => ({ first: !started, added }) });
const firstStart = sample({ clock: start, filter: (s) => s.first, fn: (s) => s.added });
sample({ clock: firstStart, fn: () => true, target: $started });
sample({ clock: start, filter: (s) => !s.first && s.added.length > 0, fn: (s) => s.added, target: linesAdded });
// Lines added before the model ran are held by the shell and come with the start.
sample({ clock: cartLineAdded, filter: $started, fn: (line) => [line], target: linesAdded });

/** The first start reads what this browser keeps. */
export const startReadFx = createEffect(async (added: CartLine[]) => ({ added, stored: await readStoredLines() }));
sample({ clock: firstStart, target: startReadFx });
const read = sample({ clock: startReadFx.doneData, source: $isLoggedIn, fn: (customer, r) => ({ customer, ...r }) });
// A visitor: the lines kept here, with those added meanwhile.
sample({ clock: read, filter: (r) => !r.customer, fn: (r) => r.stored, target: $stored });
sample({ clock: read, filter: (r) => !r.customer && r.added.length > 0, fn: (r): StoredChange => ({ kind: 'add', lines: r.added }), target: changeStoredFx });
sample({ clock: read, filter: (r) => !r.customer, fn: () => true, target: $known });
// A customer: a visitor's lines still waiting for the login they were made for (this model was not running then) merge now.
sample({
  clock: read,
  filter: (r) => r.customer && r.stored.length + r.added.length > 0,
  fn: (r): SyncOp => ({ kind: 'merge', lines: [...r.stored, ...r.added] }),
  target: syncFx,
});
sample({ clock: read, filter: (r) => r.customer && r.stored.length + r.added.length === 0, fn: (): SyncOp => ({ kind: 'fetch' }), target: syncFx });

// Login: the visitor's lines join the customer's cart.
const login = sample({ clock: loggedIn, source: { started: $started, stored: $stored }, filter: (s) => s.started, fn: (s) => s.stored });
sample({ clock: login, fn: () => false, target: $known });
sample({ clock: login, fn: (lines): SyncOp => (lines.length ? { kind: 'merge', lines } : { kind: 'fetch' }), target: syncFx });
// Merged: the lines are the customer's now, on the server only.
sample({ clock: syncFx.done, filter: ({ params }) => params.kind === 'merge', fn: (): StoredChange => ({ kind: 'clear' }), target: changeStoredFx });
sample({ clock: syncFx.done, filter: ({ params }) => params.kind === 'merge', fn: () => [], target: $stored });

// Logout or an expired session: the customer's cart stays on the server; the visitor starts empty.
$shown.reset(sessionEnded);
$stored.reset(sessionEnded);
sample({ clock: sessionEnded, filter: $started, fn: (): StoredChange => ({ kind: 'clear' }), target: changeStoredFx });
sample({ clock: sessionEnded, filter: $started, fn: () => true, target: $known });

// Changes: a customer's go to the server, one request each; a visitor's stay in this browser.
sample({
  clock: linesAdded,
  filter: $isLoggedIn,
  fn: (lines): SyncOp => (lines.length === 1 ? { kind: 'add', line: lines[0] } : { kind: 'merge', lines }),
  target: syncFx,
});
sample({ clock: linesAdded, filter: $visitor, fn: (lines): StoredChange => ({ kind: 'add', lines }), target: changeStoredFx });
// The line on screen follows at once; a customer's is then replaced by the server's answer.
$shown.on(quantitySet, (lines, { skuId, quantity }) => lines.map((l) => (l.skuId === skuId ? { ...l, quantity } : l)));
sample({ clock: quantitySet, filter: $isLoggedIn, fn: ({ skuId, quantity }): SyncOp => ({ kind: 'quantity', skuId, quantity }), target: syncFx });
sample({ clock: quantitySet, filter: $visitor, fn: (q): StoredChange => ({ kind: 'quantity', ...q }), target: changeStoredFx });
$shown.on(linesRemoved, (lines, skuIds) => lines.filter((l) => !skuIds.includes(l.skuId)));
sample({ clock: linesRemoved, filter: $isLoggedIn, fn: (skuIds): SyncOp => ({ kind: 'remove', skuIds }), target: syncFx });
sample({ clock: linesRemoved, filter: $visitor, fn: (skuIds): StoredChange => ({ kind: 'remove', skuIds }), target: changeStoredFx });
sample({ clock: changeStoredFx.doneData, target: $stored });

sample({ clock: serverCartChanged, filter: $isLoggedIn, fn: (): SyncOp => ({ kind: 'fetch' }), target: syncFx });

// The customer's answer is the cart. Only the last of several queued answers is kept, so quick clicks do not
// make the line jump back through the earlier ones.
const answered = sample({
  clock: syncFx.doneData,
  source: { customer: $isLoggedIn, inFlight: syncFx.inFlight },
  filter: ({ customer, inFlight }) => customer && inFlight === 0,
  fn: (_, view) => view.lines,
});
sample({ clock: answered, target: $shown });
sample({ clock: answered, fn: () => true, target: $known });
// A refused change (e.g. sold out meanwhile) leaves the screen ahead of the server: read it back.
sample({
  clock: syncFx.fail,
  source: $isLoggedIn,
  filter: (customer, { params }) => customer && params.kind !== 'fetch',
  fn: (): SyncOp => ({ kind: 'fetch' }),
  target: syncFx,
});

// Reading the lines again: a customer's from the server (not before the start, which reads them, nor while a
// request is on its way: that answer is the cart), a visitor's checked by it.
sample({ clock: cartOpened, target: cartRead });
sample({
  clock: cartRead,
  source: { started: $started, customer: $isLoggedIn, pending: syncFx.pending, starting: startReadFx.pending },
  filter: ({ started, customer, pending, starting }) => started && customer && !pending && !starting,
  fn: (): SyncOp => ({ kind: 'fetch' }),
  target: syncFx,
});
sample({
  clock: cartRead,
  source: { customer: $isLoggedIn, known: $known, stored: $stored },
  filter: (s) => !s.customer && s.known,
  fn: (s) => s.stored,
  target: previewFx,
});
// A visitor's lines read at start while the page is open, or a line added meanwhile that the page has no
// words for yet (another tab): checked by the server.
sample({ clock: read, source: $open, filter: (open, r) => open && !r.customer, fn: (_, r) => r.stored, target: previewFx });
sample({
  clock: changeStoredFx.doneData,
  source: { open: $open, customer: $isLoggedIn, shown: $shown },
  filter: ({ open, customer, shown }, stored) => open && !customer && stored.some((l) => !shown.some((s) => s.skuId === l.skuId)),
  fn: (_, stored) => stored,
  target: previewFx,
});
sample({ clock: previewFx.done, filter: $visitor, fn: ({ params, result }) => shownLinesOf(params, result.lines), target: $shown });
// The browser bounds quantities by today's stock from now on.
const differs = (l: CartLine, v: CartViewLine) => l.stock !== v.stock || JSON.stringify(l.options) !== JSON.stringify(v.options);
sample({
  clock: previewFx.doneData,
  source: $stored,
  filter: (stored, view) => view.lines.some((v) => stored.some((l) => l.skuId === v.skuId && differs(l, v))),
  fn: (_, view): StoredChange => ({ kind: 'refresh', lines: view.lines }),
  target: changeStoredFx,
});

/** The shown lines answer for the cart (the page shows it is checking until then). */
export const $checked = createStore(false)
  .on(cartOpened, () => false)
  .on([previewFx.finally, answered, syncFx.fail], () => true);

// The header's count, once the cart is known.
const $count = combine($isLoggedIn, $stored, $shown, (customer, stored, shown) => unitsIn(customer ? shown : stored));
sample({ clock: combine($known, $count), filter: ([known]) => known, fn: ([, count]) => count, target: $cartCount });

/**
 * 'synced' once the server cart and the browser agree (visitors: once their lines are read); checkout waits
 * for it so a merge at login has landed before the server prices the chosen lines.
 */
export const $cartSyncState = createStore<'idle' | 'syncing' | 'synced'>('idle')
  .on(read, (_, r) => (r.customer ? 'syncing' : 'synced'))
  .on([syncFx, loggedIn], () => 'syncing')
  .on(sessionEnded, () => 'synced');
sample({ clock: syncFx.pending.updates, filter: (pending) => !pending, fn: () => 'synced' as const, target: $cartSyncState });
export const $cartSynced = $cartSyncState.map((s) => s === 'synced');
