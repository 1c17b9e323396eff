import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type CartLineInput, type CartView, type CartViewLine } from '@storefront/shared/schemas/cart';
import type { Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import { skus } from '../../db/schema/catalog';
import { cartItems } from '../../db/schema/cart';
import { failure, success, type Result } from '../../lib/result';
import { loadSkus, type SkuInfo } from './skus';

export { loadSkus } from './skus';

/**
 * Quantity a line may hold: what was asked, capped by stock and by the line's limit (adds and merges can
 * sum past it), but never below one so the line stays visible.
 */
export function capQuantity(wanted: number, stock: number): number {
  return Math.max(1, Math.min(wanted, stock, MAX_LINE_QUANTITY));
}

/**
 * A line with today's figures and words from its SKU: options, stock and names come from the SKU, never from
 * the request or stored words, so every answer is in the request's language.
 */
function viewLine(line: { skuId: number; quantity: number; priceWhenAdded?: number | null; addedAt: number }, sku: SkuInfo): CartViewLine {
  return {
    productId: sku.productId,
    skuId: line.skuId,
    quantity: line.quantity,
    priceWhenAdded: line.priceWhenAdded ?? sku.price,
    options: sku.options,
    stock: sku.stock,
    addedAt: line.addedAt,
    name: sku.name,
    image: sku.image,
    spec: sku.spec,
    currentPrice: sku.price,
    available: sku.active,
  };
}

/** The customer's server cart, oldest line first, with current prices and stock. */
export async function getCart(db: Db | Tx, userId: number, locale: Locale): Promise<CartView> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const info = await loadSkus(
    db,
    rows.map((r) => r.skuId),
    locale,
  );
  // A line's SKU always exists (cart lines go with their SKU), so none is left out here.
  return {
    lines: rows.flatMap((r) => {
      const sku = info.get(r.skuId);
      return sku ? [viewLine({ skuId: r.skuId, quantity: r.quantity, priceWhenAdded: r.addedPrice, addedAt: r.addedAt.getTime() }, sku)] : [];
    }),
  };
}

/** A visitor's cart (kept in the browser) checked against current prices and stock; unknown SKUs are dropped. */
export async function previewCart(db: Db, lines: CartLineInput[], locale: Locale): Promise<CartView> {
  const info = await loadSkus(
    db,
    lines.map((l) => l.skuId),
    locale,
  );
  return {
    lines: lines.flatMap((l) => {
      const sku = info.get(l.skuId);
      return sku ? [viewLine({ skuId: l.skuId, quantity: l.quantity, priceWhenAdded: l.priceWhenAdded, addedAt: l.addedAt ?? Date.now() }, sku)] : [];
    }),
  };
}

/** Adds lines to the customer's cart: quantities add to an existing line of the same SKU, capped by stock. */
async function addLines(tx: Tx, userId: number, lines: CartLineInput[], info: Map<number, SkuInfo>) {
  for (const line of lines) {
    const sku = info.get(line.skuId);
    if (!sku) continue;
    const addedAt = line.addedAt ? new Date(line.addedAt) : new Date();
    // Row lock on the existing line, so two merges of the same cart cannot both read the old quantity.
    const [existing] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, line.skuId)))
      .for('update');
    if (existing) {
      await tx
        .update(cartItems)
        .set({ quantity: capQuantity(existing.quantity + line.quantity, sku.stock) })
        .where(eq(cartItems.id, existing.id));
    } else {
      await tx
        .insert(cartItems)
        .values({
          userId,
          skuId: line.skuId,
          quantity: capQuantity(line.quantity, sku.stock),
          addedPrice: line.priceWhenAdded ?? sku.price,
          addedAt: Number.isNaN(addedAt.getTime()) ? new Date() : addedAt,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.skuId],
          set: { quantity: sql`greatest(1, least(${cartItems.quantity} + ${line.quantity}, ${sku.stock}, ${MAX_LINE_QUANTITY}))` },
        });
    }
  }
}

/** POST /api/cart/items: one product added by a customer. */
export async function addToCart(
  db: Db,
  userId: number,
  line: CartLineInput,
  locale: Locale,
): Promise<Result<CartView, 'checkout.skuUnavailable' | 'checkout.outOfStock'>> {
  const info = await loadSkus(db, [line.skuId], locale);
  const sku = info.get(line.skuId);
  if (!sku || !sku.active) return failure('checkout.skuUnavailable', { name: sku?.name ?? `#${line.skuId}` });
  if (sku.stock < 1) return failure('checkout.outOfStock', { name: sku.name, count: 0 });
  await db.transaction((tx) => addLines(tx, userId, [line], info));
  return success(await getCart(db, userId, locale));
}

/**
 * The visitor's cart joins the customer's at login: quantities add, capped by stock; lines of withdrawn or
 * sold-out products are kept (shown as such) so nothing the shopper chose disappears silently.
 */
export async function mergeCart(db: Db, userId: number, lines: CartLineInput[], locale: Locale): Promise<CartView> {
  // The same SKU twice in one request counts once per occurrence, as two adds would.
  const info = await loadSkus(
    db,
    lines.map((l) => l.skuId),
    locale,
  );
  await db.transaction((tx) => addLines(tx, userId, lines, info));
  return getCart(db, userId, locale);
}

/** The quantity of a line in the cart; a SKU not in it is notFound. */
export async function setQuantity(db: Db, userId: number, skuId: number, quantity: number, locale: Locale): Promise<Result<CartView, 'notFound'>> {
  const [sku] = await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
  const rows = await db
    .update(cartItems)
    .set({ quantity: capQuantity(quantity, sku?.stock ?? quantity) })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)))
    .returning({ id: cartItems.id });
  if (rows.length === 0) return failure('notFound');
  return success(await getCart(db, userId, locale));
}

export async function removeFromCart(db: Db, userId: number, skuIds: number[], locale: Locale): Promise<CartView> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
  return getCart(db, userId, locale);
}
