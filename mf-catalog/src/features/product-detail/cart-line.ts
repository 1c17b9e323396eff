import type { CartLine } from '@storefront/shared/contracts/cart';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';
import { missingSpecs, selectedSku, type Selection } from './spec-picker';

export type AddCheck = { ok: true; line: CartLine } | { ok: false; reason: 'selectSpec' | 'outOfStock' };

/** Words a spec name and option code in the current language, e.g. ['Colour', 'Navy']. */
export type SpecLabeller = (name: string, value: string) => [string, string];

/**
 * The cart line for the current choice, in the shape cart-and-checkout reads (shared contracts/cart):
 * price as shown (USD minor units), stock when added, the specification worded for people.
 */
export function checkAddToCart(product: ProductDetail, selection: Selection, quantity: number, label: SpecLabeller, now = Date.now()): AddCheck {
  if (missingSpecs(product.specs, selection).length > 0) return { ok: false, reason: 'selectSpec' };
  const sku = selectedSku(product.specs, product.skus, selection);
  if (!sku) return { ok: false, reason: 'selectSpec' };
  if (sku.stock <= 0) return { ok: false, reason: 'outOfStock' };
  return {
    ok: true,
    line: {
      productId: product.id,
      skuId: sku.id,
      name: product.name,
      image: product.images[0]?.url ?? product.cover,
      spec: Object.fromEntries(product.specs.map((s) => label(s.name, sku.options[s.name]))),
      unitPrice: sku.price,
      quantity: Math.max(1, Math.min(Math.floor(quantity), sku.stock)),
      stock: sku.stock,
      addedAt: now,
    },
  };
}
