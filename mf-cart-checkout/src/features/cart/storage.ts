import type { CartLine } from '@storefront/shared/schemas/cart';

/** localStorage key of a visitor's lines. A customer's cart is on the server and never kept here. */
export const CART_KEY = 'cart';
/**
 * Set by an earlier version while `cart` mirrored a customer's server cart. Such lines are the customer's,
 * not a visitor's: they are dropped rather than merged into whoever logs in next.
 */
const EARLIER_OWNER_KEY = 'cartOwner';

const currentShape = (lines: unknown): lines is CartLine[] =>
  Array.isArray(lines) && lines.every((l: unknown) => !!l && typeof l === 'object' && 'priceWhenAdded' in l && 'options' in l);

/** The visitor's lines kept in this browser; storage turned off or unreadable reads as an empty cart. */
export async function readStoredLines(): Promise<CartLine[]> {
  try {
    if (localStorage.getItem(EARLIER_OWNER_KEY) !== null) {
      localStorage.removeItem(CART_KEY);
      localStorage.removeItem(EARLIER_OWNER_KEY);
      return [];
    }
    const raw = localStorage.getItem(CART_KEY);
    if (raw === null) return [];
    const lines: unknown = JSON.parse(raw);
    if (currentShape(lines)) return lines;
    // Lines of an earlier shape (price as unitPrice, options as words) go through the line schema, which is
    // loaded only then: zod stays out of the cart's start.
    return (await import('@storefront/shared/schemas/cart')).readCartLines(lines);
  } catch {
    return [];
  }
}

export function writeStoredLines(lines: CartLine[]) {
  try {
    if (lines.length) localStorage.setItem(CART_KEY, JSON.stringify(lines));
    else localStorage.removeItem(CART_KEY);
  } catch {
    // Storage turned off: the lines last as long as the page.
  }
}
