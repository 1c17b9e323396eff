import { combine, createEvent, createStore, sample } from 'effector';
import type { CartViewLine } from '@storefront/shared/schemas/cart';
import { linesTotal } from '@storefront/shared/money';
import { $shown, linesRemoved, quantitySet } from './model';

/** A cart line as the page shows it: the server's line, whole, and whether it can be bought now. */
export interface ShownLine extends CartViewLine {
  /** Can be bought now: on sale and in stock. */
  selectable: boolean;
}

export type CartNotice = { key: 'cart.selectTheItem' } | { key: 'cart.tooMany'; name: string; stock: number } | null;

/** The page closed: its choices (unticked lines, notices) go. */
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

export const $lines = $shown.map((lines): ShownLine[] => lines.map((line) => ({ ...line, selectable: line.available && line.stock > 0 })));

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
  target: quantitySet,
});

export const $confirmOpen = createStore(false)
  .on(deleteDismissed, () => false)
  .on(deleteConfirmed, () => false)
  .reset(cartPageClosed);
sample({ clock: deleteSelectedClicked, source: $selected, filter: (ids) => ids.length > 0, fn: () => true, target: $confirmOpen });
sample({ clock: deleteConfirmed, source: $selected, filter: (ids) => ids.length > 0, target: linesRemoved });

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
