import { z } from 'zod';
import { idSchema, INT32_MAX, textField } from './common';

/**
 * The cart line, once for every package: the catalogue adds it, the shared store keeps it (and the shell
 * persists it), cart-and-checkout sends it, the API validates it and answers with it. It holds ids and
 * figures only: product and option names are worded in the language of the page that shows them, by the
 * API's answer (cartViewLineSchema), never stored in the language the line was added in.
 */

/** Milliseconds since 1970 that a database timestamp can hold. */
const MAX_TIME_MS = 8_640_000_000_000_000;

/** Most units of one SKU a cart line holds. */
export const MAX_LINE_QUANTITY = 999;

/** The SKU's option ids by specification id, e.g. { colour: 'navy', size: 'm' }. */
export const optionIdsSchema = z
  .record(textField().max(100), textField().max(200))
  .refine((options) => Object.keys(options).length <= 20, 'validation.invalid');

export const cartLineSchema = z.object({
  productId: idSchema,
  skuId: idSchema,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** USD minor units, as the shopper saw it when adding; the cart shows a change since then. */
  priceWhenAdded: z.number().int().min(0).max(INT32_MAX),
  options: optionIdsSchema,
  /** Stock as last seen (product page or the server's answer); bounds the quantity in the browser. */
  stock: z.number().int().min(0).max(INT32_MAX),
  /** Milliseconds. */
  addedAt: z.number().int().min(0).max(MAX_TIME_MS),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A line as a request carries it: only the SKU and quantity are required. The server takes productId,
 * options and stock from the SKU itself; a missing price when added is today's price.
 */
export const cartLineInputSchema = cartLineSchema.partial({ productId: true, priceWhenAdded: true, options: true, stock: true, addedAt: true });
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** POST /api/cart/items: adds the quantity to the customer's line of that SKU, capped by stock. */
export const cartAddBodySchema = cartLineInputSchema;
/** POST /api/cart/merge (the visitor's cart at login) and POST /api/cart/preview (a visitor's cart checked). */
export const cartLinesBodySchema = z.object({ lines: z.array(cartLineInputSchema).max(200) });
/** PUT /api/cart/items/:skuId */
export const cartQuantityBodySchema = z.object({ quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) });
/** POST /api/cart/remove */
export const cartRemoveBodySchema = z.object({ skuIds: z.array(idSchema).min(1).max(200) });

/**
 * A cart line as the API answers it: the line (options and stock as the SKU has them now) plus what is
 * worded or priced today, in the request's language.
 */
export const cartViewLineSchema = cartLineSchema.extend({
  /** The product's name in the request's language (English when it has none). */
  name: z.string(),
  image: z.string(),
  /** The options in words of the request's language, in the product's order, e.g. { Colour: 'Navy' }. */
  spec: z.record(z.string(), z.string()),
  /** Today's price, USD minor units (priceWhenAdded when unchanged). */
  currentPrice: z.number().int(),
  /** False when the product was withdrawn or the SKU no longer exists. */
  available: z.boolean(),
});
export type CartViewLine = z.infer<typeof cartViewLineSchema>;
export const cartViewSchema = z.object({ lines: z.array(cartViewLineSchema) });
export type CartView = z.infer<typeof cartViewSchema>;

/**
 * Lines persisted in the browser, read back: lines kept by an earlier version (price as `unitPrice`,
 * specification as words) keep their SKU, quantity and price, and get their option ids from the next
 * answer of the server; anything unreadable is dropped rather than breaking the cart.
 */
export function readCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const out: CartLine[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const line = raw as Record<string, unknown>;
    const parsed = cartLineSchema.safeParse({
      ...line,
      priceWhenAdded: line.priceWhenAdded ?? line.unitPrice,
      options: line.options ?? {},
      addedAt: line.addedAt ?? Date.now(),
    });
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}
