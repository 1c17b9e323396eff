import type { CartLine, CartViewLine } from '@storefront/shared/schemas/cart';

/** Adds a line or raises the quantity of the same SKU, never past its stock. */
export function mergeCartLine(lines: CartLine[], line: CartLine): CartLine[] {
  const i = lines.findIndex((l) => l.skuId === line.skuId);
  if (i < 0) return [...lines, { ...line, quantity: Math.min(line.quantity, line.stock) }];
  const next = [...lines];
  next[i] = { ...line, quantity: Math.min(next[i].quantity + line.quantity, line.stock), addedAt: next[i].addedAt };
  return next;
}

/** A change to a visitor's lines, applied to what the browser holds at that moment. */
export type StoredChange =
  | { kind: 'add'; lines: CartLine[] }
  | { kind: 'quantity'; skuId: number; quantity: number }
  | { kind: 'remove'; skuIds: number[] }
  /** Stock and option ids as the server has them now (a line kept by an earlier version gets its options here). */
  | { kind: 'refresh'; lines: CartViewLine[] }
  | { kind: 'clear' };

export function applyStoredChange(lines: CartLine[], change: StoredChange): CartLine[] {
  switch (change.kind) {
    case 'add':
      return change.lines.reduce(mergeCartLine, lines);
    case 'quantity':
      return lines.map((l) => (l.skuId === change.skuId ? { ...l, quantity: change.quantity } : l));
    case 'remove':
      return lines.filter((l) => !change.skuIds.includes(l.skuId));
    case 'refresh':
      return lines.map((l) => {
        const now = change.lines.find((v) => v.skuId === l.skuId);
        return now ? { ...l, stock: now.stock, options: now.options } : l;
      });
    case 'clear':
      return [];
  }
}

/**
 * A visitor's lines as the server answered for them, in the visitor's order and quantities. A SKU the shop
 * no longer knows is shown as no longer available, not silently dropped; with no name left to show, it goes
 * by its number as the server's messages call it.
 */
export function shownLinesOf(stored: CartLine[], answer: CartViewLine[]): CartViewLine[] {
  return stored.map((line) => {
    const now = answer.find((v) => v.skuId === line.skuId);
    if (now) return { ...now, quantity: line.quantity };
    return { ...line, name: `#${line.skuId}`, image: '', spec: {}, currentPrice: line.priceWhenAdded, stock: 0, available: false };
  });
}

export const unitsIn = (lines: { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);
