import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '@storefront/shared/money';
import type { Order, OrderCreateBody } from '@storefront/shared/schemas/checkout';
import type { Locale } from '@storefront/shared/routes';
import type { z } from 'zod';
import type { orderCreateBodySchema, reorderSchema } from '@storefront/shared/schemas/checkout';
import type { Db, Tx } from '../../db';
import { cartItems } from '../../db/schema/cart';
import { products, skus } from '../../db/schema/catalog';
import { userCoupons } from '../../db/schema/coupons';
import { CANCEL_REASONS, orderItems, orders, refunds } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { isUniqueViolation } from '../../lib/db-errors';
import { failure, inTransaction, success, type Result } from '../../lib/result';
import type { SessionUser } from '../../lib/sessions';
import { loadSkus } from '../cart/service';
import { notifyOrderOwner, notifyUser } from '../mail/service';
import { checkHoldLimits, customerScope, guestScopes, lockCustomer, lockGuest, type HoldRefusal } from './holds';
import { priceCart, refundInCurrency, type GuestCart, type QuoteRefusal } from './pricing';
import { findOwnOrder, ownOrderView, type OrderOwner } from './queries';
import { applyTransition } from './transitions';

// What changes an order: the shopper placing, cancelling, receiving, asking for a refund, reordering and
// evaluating; and the payment that pays it. Each change runs in one transaction, order row locked first.

type OrderRow = typeof orders.$inferSelect;
type CreateBody = z.output<typeof orderCreateBodySchema>;
type Reorder = z.infer<typeof reorderSchema>;

// Without 0/O and 1/I, so an order number read out loud or typed is unambiguous.
const ORDER_NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Human-readable and unique (the column is unique; creation retries on a clash): SF250314-7KQ2XM. */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `SF${date}-${tail}`;
}

/**
 * Who places an order: a customer (their stored cart, address book and promo codes), or a guest with the
 * browser's cart, a typed address, an email address and the IP the request came from (docs/adr/0039).
 */
export type Placer = { user: SessionUser } | { guest: GuestCart & { email: string; ip: string } };

/** The orders an Idempotency-Key is unique among: the customer's, or the guest orders of the address. */
const placedBy = (placer: Placer) => ('user' in placer ? eq(orders.userId, placer.user.id) : and(isNull(orders.userId), eq(orders.email, placer.guest.email)));

async function findByIdempotencyKey(db: Db, placer: Placer, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(placedBy(placer), eq(orders.idempotencyKey, key)));
  return row?.id ?? null;
}

/** Who may read the order just placed, for the answer. */
const ownerOf = (placer: Placer, orderId: number): OrderOwner => ('user' in placer ? placer.user.id : { guestOrderId: orderId });

/** Why an order is not created: its quote, the hold limits, or stock and promo code taken meanwhile. */
export type CreateRefusal = QuoteRefusal | HoldRefusal;

export interface CreateOptions {
  unpaidMinutes: number;
  /** Whether the payment provider can charge a currency (the port's canCharge). */
  chargeable?: (currency: string) => boolean;
  now?: Date;
}

/**
 * POST /api/order/create in one transaction: prices the chosen cart lines, decrements stock with
 * `UPDATE ... WHERE stock >= n` (so concurrent buyers never oversell), marks the promo code used, removes
 * the bought lines from the cart and writes the inbox message. The same Idempotency-Key answers the order
 * the first request made.
 */
export async function createOrder(
  db: Db,
  placer: Placer,
  body: CreateBody | OrderCreateBody,
  idempotencyKey: string | null,
  locale: Locale,
  options: CreateOptions,
): Promise<Result<{ order: Order; created: boolean }, CreateRefusal>> {
  const now = options.now ?? new Date();
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, placer, idempotencyKey);
    if (existing) return success({ order: await ownOrderView(db, ownerOf(placer, existing), existing, locale), created: false });
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const placed = await inTransaction(db, (tx) => placeOrder(tx, placer, body as CreateBody, idempotencyKey, locale, options, now));
      if (!placed.ok) return placed;
      const { orderId } = placed.data;
      return success({ order: await ownOrderView(db, ownerOf(placer, orderId), orderId, locale), created: placed.data.created });
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, 'orders_user_idempotency_idx')) {
        // A concurrent request with the same key won; answer its order.
        const existing = await findByIdempotencyKey(db, placer, idempotencyKey);
        if (existing) return success({ order: await ownOrderView(db, ownerOf(placer, existing), existing, locale), created: false });
      }
      if (attempt < 3 && isUniqueViolation(error, 'orders_order_no_unique')) continue;
      throw error;
    }
  }
}

async function placeOrder(
  tx: Tx,
  placer: Placer,
  body: CreateBody,
  idempotencyKey: string | null,
  locale: Locale,
  { unpaidMinutes, chargeable }: CreateOptions,
  now: Date,
): Promise<Result<{ orderId: number; created: boolean }, CreateRefusal>> {
  const user = 'user' in placer ? placer.user : null;
  const guest = 'guest' in placer ? placer.guest : null;
  // One order of a customer (or of a guest's address and IP) at a time, so the limits on unpaid orders
  // hold for concurrent requests.
  if (user) await lockCustomer(tx, user.id);
  else await lockGuest(tx, guest!.email, guest!.ip);
  // A duplicate that waited for the lock answers the order the first request made.
  const existing = idempotencyKey ? await findByIdempotencyKey(tx, placer, idempotencyKey) : null;
  if (existing) return success({ orderId: existing, created: false });
  const priced = await priceCart(tx, user ? user.id : guest!, body, locale, { strict: true, chargeable, now });
  if (!priced.ok) return priced;
  const quote = priced.data;
  const address = quote.address!;
  for (const scope of user ? [customerScope(user.id)] : guestScopes(guest!.email, guest!.ip)) {
    const held = await checkHoldLimits(tx, scope, quote.items, now);
    if (!held.ok) return held;
  }

  // Ascending SKU order: two orders locking the same rows always lock them in the same order (no deadlock).
  for (const item of [...quote.items].sort((a, b) => a.skuId - b.skuId)) {
    const done = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${item.quantity}` })
      .where(and(eq(skus.id, item.skuId), gte(skus.stock, item.quantity)))
      .returning({ id: skus.id });
    if (done.length === 0) {
      const [current] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, item.skuId));
      // The caller's transaction rolls back the items already taken.
      return failure('checkout.outOfStock', { name: item.name, count: current?.stock ?? 0 });
    }
  }

  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      userId: user?.id ?? null,
      guestIp: guest?.ip ?? null,
      status: 'unpaid',
      currency: quote.currency,
      exRate: quote.exRate,
      symbol: quote.symbol,
      paymentMethod: quote.paymentMethod!,
      email: user?.email ?? guest!.email,
      locale,
      firstName: address.firstName,
      lastName: address.lastName,
      country: address.country,
      region: address.region,
      city: address.city,
      line: address.line,
      postcode: address.postcode,
      phone: address.phone,
      note: body.note ?? '',
      subtotal: quote.subtotal,
      freight: quote.freight,
      serviceCharge: quote.serviceCharge,
      tax: quote.tax,
      taxRate: quote.taxRate,
      discount: quote.discount,
      actualPayment: quote.actualPayment,
      localSubtotal: quote.local.subtotal,
      localFreight: quote.local.freight,
      localServiceCharge: quote.local.serviceCharge,
      localTax: quote.local.tax,
      localDiscount: quote.local.discount,
      localActualPayment: quote.local.actualPayment,
      userCouponId: quote.userCouponId,
      couponCode: quote.couponCode,
      idempotencyKey,
      createdAt: now,
      payBefore: new Date(now.getTime() + unpaidMinutes * 60_000),
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });

  if (quote.userCouponId && user) {
    const used = await tx
      .update(userCoupons)
      .set({ usedAt: now, orderId: order.id })
      .where(and(eq(userCoupons.id, quote.userCouponId), eq(userCoupons.userId, user.id), isNull(userCoupons.usedAt)))
      .returning({ id: userCoupons.id });
    if (used.length === 0) return failure('checkout.couponUnusable');
  }

  await tx.insert(orderItems).values(
    quote.items.map((i) => ({
      orderId: order.id,
      skuId: i.skuId,
      productId: i.productId,
      name: i.name,
      image: i.image,
      spec: i.spec,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      subtotal: i.subtotal,
      localUnitPrice: i.localUnitPrice,
      localSubtotal: i.localSubtotal,
    })),
  );
  // A guest's cart lives in the browser, which empties it on success.
  if (user) {
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, user.id),
        inArray(
          cartItems.skuId,
          quote.items.map((i) => i.skuId),
        ),
      ),
    );
  }
  await notifyOrderOwner(
    tx,
    { id: order.id, userId: user?.id ?? null },
    { kind: 'order', messageKey: 'inbox.orderPlacedTotal', params: { orderNo: order.orderNo, amount: quote.local.actualPayment, currency: quote.currency } },
  );
  return success({ orderId: order.id, created: true });
}

/** The order's goods back on the shelf (cancellation, or a refund of goods that never left). */
export async function returnStock(tx: Tx, orderId: number) {
  const items = await tx.select({ skuId: orderItems.skuId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items.sort((a, b) => a.skuId - b.skuId)) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${item.quantity}` })
      .where(eq(skus.id, item.skuId));
  }
}

/**
 * Cancels an unpaid order: pending payment void, stock back, promo code usable again. Null when not
 * unpaid. Locks in the one order used everywhere (docs/adr/0009): the order row (the status
 * UPDATE), then its payments, then SKU rows. A payment approved at the provider after this is refunded.
 * `voided` names the attempts the provider may still show, for the caller to close there after commit.
 */
export async function cancelInTx(
  tx: Tx,
  orderId: number,
  reason: (typeof CANCEL_REASONS)[number],
  now = new Date(),
): Promise<{ order: OrderRow; voided: string[] } | null> {
  const row = await applyTransition(tx, orderId, 'cancel', { cancelReason: reason }, now);
  if (!row) return null;
  const voided = await tx
    .update(payments)
    .set({ status: 'void', settledAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .returning({ serial: payments.serial });
  await returnStock(tx, orderId);
  if (row.userCouponId) {
    await tx
      .update(userCoupons)
      .set({ usedAt: null, orderId: null })
      .where(and(eq(userCoupons.id, row.userCouponId), eq(userCoupons.orderId, orderId)));
  }
  await notifyOrderOwner(tx, row, { kind: 'order', messageKey: 'inbox.orderCancelled', params: { orderNo: row.orderNo } });
  return { order: row, voided: voided.map((p) => p.serial) };
}

/** Why a customer's action on an order is refused: not theirs (answered like a missing one), or not now. */
export type ActionRefusal = 'notFound' | 'order.actionNotAllowed';

/** A status-guarded change that matched no row: the order's status does not allow the action. */
const allowed = (row: OrderRow | null): Result<OrderRow, 'order.actionNotAllowed'> => (row ? success(row) : failure('order.actionNotAllowed'));

/** A customer's action on their own order, in one transaction that a refusal rolls back. */
async function customerTransition<E extends string>(
  db: Db,
  owner: OrderOwner,
  orderId: number,
  locale: Locale,
  change: (tx: Tx, order: OrderRow) => Promise<Result<OrderRow, E>>,
): Promise<Result<Order, ActionRefusal | E>> {
  const changed = await inTransaction(db, async (tx): Promise<Result<OrderRow, ActionRefusal | E>> => {
    // The order row first, as every change of an order and its payments takes it.
    const found = await findOwnOrder(tx, owner, orderId, true);
    return found.ok ? change(tx, found.data) : found;
  });
  return changed.ok ? success(await ownOrderView(db, owner, orderId, locale)) : changed;
}

/** The shopper cancels an unpaid order; `voided` names the payment attempts to close at the provider. */
export async function cancelOrder(
  db: Db,
  owner: OrderOwner,
  orderId: number,
  locale: Locale,
): Promise<Result<{ order: Order; voided: string[] }, ActionRefusal>> {
  let voided: string[] = [];
  const cancelled = await customerTransition(db, owner, orderId, locale, async (tx, order) => {
    const done = await cancelInTx(tx, order.id, 'customer');
    voided = done?.voided ?? [];
    return allowed(done?.order ?? null);
  });
  return cancelled.ok ? success({ order: cancelled.data, voided }) : cancelled;
}

export function confirmReceipt(db: Db, owner: OrderOwner, orderId: number, locale: Locale): Promise<Result<Order, ActionRefusal>> {
  return customerTransition(db, owner, orderId, locale, async (tx, order) => {
    const row = await applyTransition(tx, order.id, 'receive');
    if (row) await notifyOrderOwner(tx, row, { kind: 'shipping', messageKey: 'inbox.orderReceived', params: { orderNo: row.orderNo } });
    return allowed(row);
  });
}

/** Refund application: amount (USD minor units) at most what was paid. */
export function applyForRefund(
  db: Db,
  owner: OrderOwner,
  orderId: number,
  body: { reason: string; amount: number },
  locale: Locale,
): Promise<Result<Order, ActionRefusal | 'order.refundTooMuch'>> {
  return customerTransition(db, owner, orderId, locale, async (tx, order): Promise<Result<OrderRow, ActionRefusal | 'order.refundTooMuch'>> => {
    if (body.amount > order.actualPayment) return failure('order.refundTooMuch', { amount: formatMoney(order.localActualPayment, order.currency, locale) });
    const row = await applyTransition(tx, order.id, 'requestRefund');
    if (!row) return allowed(row);
    await tx.insert(refunds).values({ orderId: order.id, userId: order.userId, reason: body.reason, amount: body.amount, fromStatus: order.status });
    await notifyOrderOwner(tx, row, {
      kind: 'refund',
      messageKey: 'inbox.refundRequested',
      params: { orderNo: row.orderNo, amount: refundInCurrency(order, body.amount), currency: order.currency },
    });
    return success(row);
  });
}

/** POST /api/order/:id/reorder: the order's lines as cart lines at today's price, capped by stock. */
export async function reorder(db: Db, userId: number, orderId: number, locale: Locale): Promise<Result<Reorder, ActionRefusal>> {
  const found = await findOwnOrder(db, userId, orderId);
  if (!found.ok) return found;
  const order = found.data;
  if (order.status === 'unpaid') return failure('order.actionNotAllowed');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const info = await loadSkus(
    db,
    items.map((i) => i.skuId),
    locale,
  );
  const out: Reorder = { lines: [], skipped: [] };
  const now = Date.now();
  for (const item of items) {
    const sku = info.get(item.skuId);
    if (!sku || !sku.active) out.skipped.push({ skuId: item.skuId, name: item.name, reason: 'unavailable' });
    else if (sku.stock < 1) out.skipped.push({ skuId: item.skuId, name: sku.name, reason: 'outOfStock' });
    else
      out.lines.push({
        productId: sku.productId,
        skuId: sku.skuId,
        name: sku.name,
        image: sku.image,
        spec: sku.spec,
        options: sku.options,
        priceWhenAdded: sku.price,
        currentPrice: sku.price,
        quantity: Math.min(item.quantity, sku.stock),
        stock: sku.stock,
        available: true,
        addedAt: now,
      });
  }
  return success(out);
}

export type EvaluateResult = Result<{ orderId: number; orderCompleted: boolean }, 'notFound' | 'notReviewable'>;

/**
 * Called by the review endpoint inside its transaction when a customer evaluates an order line: marks the
 * line evaluated, and completes the order when every line is. Only lines of the customer's own received
 * orders can be evaluated, each once.
 */
export async function markItemEvaluated(tx: Tx, userId: number, orderItemId: number, now = new Date()): Promise<EvaluateResult> {
  const [item] = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, evaluatedAt: orderItems.evaluatedAt, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)));
  if (!item) return failure('notFound');
  if (item.status !== 'received' || item.evaluatedAt) return failure('notReviewable');
  const marked = await tx
    .update(orderItems)
    .set({ evaluatedAt: now })
    .where(and(eq(orderItems.id, orderItemId), isNull(orderItems.evaluatedAt)))
    .returning({ id: orderItems.id });
  if (marked.length === 0) return failure('notReviewable');
  const [{ left }] = await tx
    .select({ left: count() })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, item.orderId), isNull(orderItems.evaluatedAt)));
  if (left > 0) return success({ orderId: item.orderId, orderCompleted: false });
  const done = await applyTransition(tx, item.orderId, 'complete', {}, now);
  if (done) await notifyUser(tx, userId, { kind: 'review', messageKey: 'inbox.orderCompleted', params: { orderNo: done.orderNo }, orderId: done.id });
  return success({ orderId: item.orderId, orderCompleted: !!done });
}

/** Payment approved: the order waits for shipment; sales volume counts the goods. */
export async function markPaidInTx(tx: Tx, orderId: number, serialNumber: string, bankSerialNumber: string, now = new Date()): Promise<OrderRow | null> {
  const row = await applyTransition(tx, orderId, 'pay', { serialNumber, bankSerialNumber }, now);
  if (!row) return null;
  const items = await tx.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  // Ascending product order, like SKUs at creation: two payments never wait on each other's rows crosswise.
  for (const item of items.sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ sales: sql`${products.sales} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
  await notifyOrderOwner(tx, row, {
    kind: 'payment',
    messageKey: 'inbox.orderPaidTotal',
    params: { orderNo: row.orderNo, amount: row.localActualPayment, currency: row.currency },
  });
  return row;
}
