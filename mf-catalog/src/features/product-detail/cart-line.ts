import type { CartLine } from '@storefront/shared/schemas/cart';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';
import { missingSpecs, selectedSku, type Selection } from './spec-picker';

export type AddCheck = { ok: true; line: CartLine } | { ok: false; reason: 'selectSpec' | 'outOfStock' };

/**
 * The cart line for the current choice (shared schemas/cart): ids and the price as shown (USD minor
 * units), never words, so the cart names the product and its options in the language it is read in.
 */
export function checkAddToCart(product: ProductDetail, selection: Selection, quantity: number, now = Date.now()): AddCheck {
  if (missingSpecs(product.specs, selection).length > 0) return { ok: false, reason: 'selectSpec' };
  const sku = selectedSku(product.specs, product.skus, selection);
  if (!sku) return { ok: false, reason: 'selectSpec' };
  if (sku.stock <= 0) return { ok: false, reason: 'outOfStock' };
  return {
    ok: true,
    line: {
      productId: product.id,
      skuId: sku.id,
      quantity: Math.max(1, Math.min(Math.floor(quantity), sku.stock)),
      priceWhenAdded: sku.price,
      options: { ...sku.options },
      stock: sku.stock,
      addedAt: now,
    },
  };
}
