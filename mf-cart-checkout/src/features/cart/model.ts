import { combine, createEvent, createStore, sample } from 'effector';
import type { CartLine, CartViewLine } from '@storefront/shared/schemas/cart';
import { linesTotal } from '@storefront/shared/money';
import { $cart, cartLinesRemoved, cartQuantityChanged, cartReplaced, createApiEffect } from '@storefront/shared/store';
import * as api from './api';

/** A cart line as the page shows it: what the shopper chose, with today's price and stock, named in the page's language. */
export interface ShownLine extends CartViewLine {
  /** Can be bought now: on sale and in stock. */
  selectable: boolean;
}

export type CartNotice = { key: 'cart.selectTheItem' } | { key: 'cart.tooMany'; name: string; stock: number } | null;

export const cartPageOpened = createEvent();
export const cartPageClosed = createEvent();
export const lineToggled = createEvent<number>();
export const allToggled = createEvent<boolean>();
export const quantityChanged = createEvent<{ skuId: number; quantity: number }>();
export const deleteSelectedClicked = createEvent();
export const deleteConfirmed = createEvent();
export const deleteDismissed = createEvent();
export const proceedClicked = createEvent();
/** The page navigated to checkout with the selected lines. */
export const checkoutStarted = createEvent();

export const previewFx = createApiEffect((context, lines: CartLine[]) => (lines.length ? api.previewCart(context, lines) : Promise.resolve({ lines: [] })));

const $open = createStore(false)
  .on(cartPageOpened, () => true)
  .on(cartPageClosed, () => false);
/** Today's figures per SKU, from the last check. */
const $current = createStore<Map<number, CartViewLine>>(new Map()).on(previewFx.done, (_, { params, result }) => {
  const current = new Map(result.lines.map((l) => [l.skuId, l]));
  // A SKU the shop no longer knows is shown as no longer available, not silently dropped; with no name
  // left to show, it goes by its number as the server's messages call it.
  for (const line of params)
    if (!current.has(line.skuId))
      current.set(line.skuId, { ...line, name: `#${line.skuId}`, image: '', spec: {}, currentPrice: line.priceWhenAdded, stock: 0, available: false });
  return current;
});
export const $checked = createStore(false).on(previewFx.finally, () => true);

sample({ clock: cartPageOpened, source: $cart, target: previewFx });
// Lines added or changed while the page is open are checked again.
sample({ clock: $cart.updates, filter: $open, target: previewFx });

export const $lines = combine($cart, $current, (cart, current): ShownLine[] =>
  cart.map((line) => {
    const now = current.get(line.skuId);
    const stock = now?.stock ?? line.stock;
    const available = now ? now.available : true;
    return {
      ...line,
      // Until the server has answered, a line has no words yet: the page waits for $checked.
      name: now?.name ?? '',
      image: now?.image ?? '',
      spec: now?.spec ?? {},
      currentPrice: now?.currentPrice ?? line.priceWhenAdded,
      stock,
      available,
      selectable: available && stock > 0,
    };
  }),
);

// The store keeps the stock seen when adding; today's stock bounds the quantity from now on. A line kept by
// an earlier version gets its option ids from the SKU here.
const differs = (l: CartLine, v: CartViewLine) => l.stock !== v.stock || JSON.stringify(l.options) !== JSON.stringify(v.options);
sample({
  clock: previewFx.doneData,
  source: $cart,
  filter: (cart, view) => view.lines.some((v) => cart.some((l) => l.skuId === v.skuId && differs(l, v))),
  fn: (cart, view) =>
    cart.map((l) => {
      const v = view.lines.find((x) => x.skuId === l.skuId);
      return v ? { ...l, stock: v.stock, options: v.options } : l;
    }),
  target: cartReplaced,
});

/**
 * Every line that can be bought is selected, as shops do, except those the shopper unticked while the
 * page is open; a line added meanwhile arrives ticked. Kept as the unticked ones so that holds.
 */
const $unticked = createStore<number[]>([])
  .on(lineToggled, (ids, skuId) => (ids.includes(skuId) ? ids.filter((id) => id !== skuId) : [...ids, skuId]))
  .reset(cartPageClosed);
sample({ clock: allToggled, source: $lines, fn: (lines, on) => (on ? [] : lines.map((l) => l.skuId)), target: $unticked });
export const $selected = combine($lines, $unticked, (lines, unticked) => lines.filter((l) => l.selectable && !unticked.includes(l.skuId)).map((l) => l.skuId));

export const $selectedLines = combine($lines, $selected, (lines, ids) => lines.filter((l) => ids.includes(l.skuId)));
export const $allSelected = combine($lines, $selected, (lines, ids) => {
  const selectable = lines.filter((l) => l.selectable);
  return selectable.length > 0 && selectable.every((l) => ids.includes(l.skuId));
});
/** Sum of the selected lines at today's prices, USD minor units. */
export const $total = $selectedLines.map((lines) => linesTotal(lines, (l) => l.currentPrice));
export const $selectedCount = $selectedLines.map((lines) => lines.reduce((sum, l) => sum + l.quantity, 0));

sample({
  clock: quantityChanged,
  source: $lines,
  fn: (lines, { skuId, quantity }) => {
    const stock = lines.find((l) => l.skuId === skuId)?.stock ?? quantity;
    return { skuId, quantity: Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(stock, 1))) };
  },
  target: cartQuantityChanged,
});

export const $confirmOpen = createStore(false)
  .on(deleteDismissed, () => false)
  .on(deleteConfirmed, () => false)
  .reset(cartPageClosed);
sample({ clock: deleteSelectedClicked, source: $selected, filter: (ids) => ids.length > 0, fn: () => true, target: $confirmOpen });
sample({ clock: deleteConfirmed, source: $selected, filter: (ids) => ids.length > 0, target: cartLinesRemoved });

export const $notice = createStore<CartNotice>(null).reset([cartPageClosed, lineToggled, allToggled, quantityChanged, deleteConfirmed]);
sample({
  clock: [proceedClicked, deleteSelectedClicked],
  source: $selected,
  filter: (ids) => ids.length === 0,
  fn: (): CartNotice => ({ key: 'cart.selectTheItem' }),
  target: $notice,
});

/** The selected lines can go to checkout: the page navigates when this is set. */
export const $checkoutTarget = createStore<number[] | null>(null).reset([cartPageClosed, checkoutStarted]);
sample({
  clock: proceedClicked,
  source: $selectedLines,
  filter: (lines) => lines.length > 0,
  fn: (lines): CartNotice => {
    const over = lines.find((l) => l.quantity > l.stock);
    return over ? { key: 'cart.tooMany', name: over.name, stock: over.stock } : null;
  },
  target: $notice,
});
sample({
  clock: proceedClicked,
  source: $selectedLines,
  filter: (lines) => lines.length > 0 && lines.every((l) => l.quantity <= l.stock),
  fn: (lines) => lines.map((l) => l.skuId),
  target: $checkoutTarget,
});
