import { createEvent, sample } from 'effector';
// Types only: the store ships without zod (the shell loads the schemas when it needs them).
import type { CartLine } from '../schemas/cart';
import { $cart } from './shop';

/** Adds a line or raises the quantity of the same SKU, never past its stock. */
export function mergeCartLine(lines: CartLine[], line: CartLine): CartLine[] {
  const i = lines.findIndex((l) => l.skuId === line.skuId);
  if (i < 0) return [...lines, { ...line, quantity: Math.min(line.quantity, line.stock) }];
  const next = [...lines];
  next[i] = { ...line, quantity: Math.min(next[i].quantity + line.quantity, line.stock), addedAt: next[i].addedAt };
  return next;
}

export const cartLineAdded = createEvent<CartLine>();
export const cartLinesRemoved = createEvent<number[]>();
export const cartQuantityChanged = createEvent<{ skuId: number; quantity: number }>();

sample({ clock: cartLineAdded, source: $cart, fn: mergeCartLine, target: $cart });
$cart.on(cartLinesRemoved, (lines, skuIds) => lines.filter((l) => !skuIds.includes(l.skuId)));
$cart.on(cartQuantityChanged, (lines, { skuId, quantity }) =>
  lines.map((l) => (l.skuId === skuId ? { ...l, quantity: Math.max(1, Math.min(quantity, l.stock)) } : l)),
);
