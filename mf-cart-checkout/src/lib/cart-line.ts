import type { CartLine } from '@storefront/shared/contracts/cart';
import type { CartItemInput, CartViewLine } from '@storefront/shared/schemas/checkout';

/** A line of the server's answer as the shared store keeps it: the price is the one seen when adding. */
export function toCartLine(line: CartViewLine): CartLine {
  return {
    productId: line.productId,
    skuId: line.skuId,
    name: line.name,
    image: line.image,
    spec: line.spec,
    unitPrice: line.addedPrice,
    quantity: line.quantity,
    stock: line.stock,
    addedAt: line.addedAt,
  };
}

/** What the API needs of a stored line. */
export function toItemInput(line: CartLine): CartItemInput {
  return { skuId: line.skuId, quantity: line.quantity, unitPrice: line.unitPrice, spec: line.spec, addedAt: line.addedAt };
}
