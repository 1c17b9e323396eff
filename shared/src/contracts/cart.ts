import type { CartLine, CartViewLine } from '../schemas/cart';

/** localStorage key: id of the customer whose server cart the shared cart mirrors; absent for a visitor's cart. */
export const CART_OWNER_KEY = 'cartOwner';

/**
 * The line the store keeps of an answer's line: the worded and today's fields stay with the answer. Here,
 * not beside the schema, so that a page which only copies lines does not load zod.
 */
export function cartLineOf(line: CartViewLine): CartLine {
  const { productId, skuId, quantity, priceWhenAdded, options, stock, addedAt } = line;
  return { productId, skuId, quantity, priceWhenAdded, options, stock, addedAt };
}
