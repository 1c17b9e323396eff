import type { CartLine, CartViewLine } from '../schemas/cart';

/**
 * The line of ids an answer's line stands for (what `cartLineAdded` carries): the worded and today's fields
 * stay with the answer. Here, not beside the schema, so that a page which only copies lines does not load zod.
 */
export function cartLineOf(line: CartViewLine): CartLine {
  const { productId, skuId, quantity, priceWhenAdded, options, stock, addedAt } = line;
  return { productId, skuId, quantity, priceWhenAdded, options, stock, addedAt };
}
