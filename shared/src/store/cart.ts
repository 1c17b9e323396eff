import { createEvent, sample } from 'effector';
import { mergeCartLine, type CartLine } from '../contracts/cart';
import { $cart } from './shop';

export const cartLineAdded = createEvent<CartLine>();
export const cartLinesRemoved = createEvent<number[]>();
export const cartQuantityChanged = createEvent<{ skuId: number; quantity: number }>();

sample({ clock: cartLineAdded, source: $cart, fn: mergeCartLine, target: $cart });
$cart.on(cartLinesRemoved, (lines, skuIds) => lines.filter((l) => !skuIds.includes(l.skuId)));
$cart.on(cartQuantityChanged, (lines, { skuId, quantity }) =>
  lines.map((l) => (l.skuId === skuId ? { ...l, quantity: Math.max(1, Math.min(quantity, l.stock)) } : l)),
);
