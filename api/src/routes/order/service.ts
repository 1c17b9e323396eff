import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { formatInCurrency, localAmounts, toLocal } from '@storefront/shared/money';
import type { Order, OrderCreateBody, OrderListItem, OrderStatus, Refund } from '@storefront/shared/schemas/checkout';
import type { Locale } from '@storefront/shared/routes';
import type { z } from 'zod';
import type { orderCreateBodySchema, orderListQuerySchema, reorderSchema } from '@storefront/shared/schemas/checkout';
import type { Db, Tx } from '../../db';
import { cartItems } from '../../db/schema/cart';
import { productI18n, products, skus } from '../../db/schema/catalog';
import { userCoupons } from '../../db/schema/coupons';
import { orderItems, orders, refunds } from '../../db/schema/orders';
import { paymentMethods, payments } from '../../db/schema/payments';
import { format, isMessageKey } from '../../i18n/messages';
import { wordOptions } from '../../i18n/specs';
import { failure, inTransaction, success, type Result } from '../../lib/result';
import { unixSeconds } from '../../lib/product-card';
import type { SessionUser } from '../../lib/sessions';
import { loadSkus } from '../cart/service';
import { checkHoldLimits, lockCustomer, type HoldRefusal } from './holds';
import { notifyUser } from '../mail/service';
import { priceCart, type QuoteRefusal } from './pricing';
import { applyTransition, customerActions, type Transition } from './transitions';

export { activePaymentMethods } from './pricing';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type CreateBody = z.output<typeof orderCreateBodySchema>;
type ListQuery = z.output<typeof orderListQuerySchema>;
type Reorder = z.infer<typeof reorderSchema>;

// ---------------------------------------------------------------- reading

const ts = (d: Date | null) => (d ? unixSeconds(d) : null);

/** A payment method's name in the language: the catalogue's pay.method.<code>, else the stored name. */
export function paymentMethodName(locale: Locale, code: string, fallback: string): string {
  const key = `pay.method.${code}`;
  return isMessageKey(key) ? format(locale, key) : fallback;
}

function toRefund(row: RefundRow, order: Pick<OrderRow, 'orderNo' | 'currency' | 'symbol' | 'exRate'>): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo: order.orderNo,
    reason: row.reason,
    amount: row.amount,
    localAmount: toLocal(row.amount, order.exRate),
    currency: order.currency,
    symbol: order.symbol,
    exRate: order.exRate,
    status: row.status,
    createdAt: unixSeconds(row.createdAt),
    settledAt: ts(row.settledAt),
  };
}

/** An order line's product name and specification in the request's language, by order line id. */
type ItemWords = Map<number, { name: string; spec: Record<string, string> }>;

/**
 * Order lines keep the words of the language they were ordered in; a reader sees them in theirs. The
 * product's name comes from the catalogue (English when it has none in that language) and the
 * specification from the SKU's option codes; a product or SKU deleted since keeps the stored words.
 */
async function itemWords(db: Db | Tx, items: ItemRow[], locale: Locale): Promise<ItemWords> {
  const out: ItemWords = new Map();
  if (items.length === 0) return out;
  const productIds = [...new Set(items.map((i) => i.productId))];
  const skuIds = [...new Set(items.map((i) => i.skuId))];
  // Sequential: db may be a transaction (one connection).
  const texts = await db
    .select({ productId: productI18n.productId, locale: productI18n.locale, name: productI18n.name })
    .from(productI18n)
    .where(and(inArray(productI18n.productId, productIds), or(eq(productI18n.locale, locale), eq(productI18n.locale, 'en'))));
  const specRows = await db
    .select({ skuId: skus.id, productId: skus.productId, options: skus.options, specs: products.specs })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.id, skuIds));
  const names = new Map<number, string>();
  for (const text of texts) if (text.locale === locale || !names.has(text.productId)) names.set(text.productId, text.name);
  const specs = new Map(specRows.map((r) => [r.skuId, r]));
  for (const item of items) {
    const sku = specs.get(item.skuId);
    let spec = item.spec;
    if (sku && sku.productId === item.productId) {
      spec = wordOptions(locale, sku.options, sku.specs);
    }
    out.set(item.id, { name: names.get(item.productId) ?? item.name, spec });
  }
  return out;
}

function toItem(row: ItemRow, exRate: number, words?: ItemWords) {
  const worded = words?.get(row.id);
  return {
    id: row.id,
    skuId: row.skuId,
    productId: row.productId,
    name: worded?.name ?? row.name,
    image: row.image,
    spec: worded?.spec ?? row.spec,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    subtotal: row.subtotal,
    localUnitPrice: toLocal(row.unitPrice, exRate),
    localSubtotal: toLocal(row.subtotal, exRate),
    evaluated: row.evaluatedAt !== null,
  };
}

function amountsOf(row: OrderRow) {
  return {
    subtotal: row.subtotal,
    freight: row.freight,
    serviceCharge: row.serviceCharge,
    tax: row.tax,
    discount: row.discount,
    actualPayment: row.actualPayment,
  };
}

type PaymentRefundRow = Pick<typeof payments.$inferSelect, 'serial' | 'amount' | 'refundedAt'>;

function toOrder(row: OrderRow, items: ItemRow[], refundRows: RefundRow[], methodName: string, paymentRefundRows: PaymentRefundRow[], words: ItemWords): Order {
  const amounts = amountsOf(row);
  return {
    ...amounts,
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    createdAt: unixSeconds(row.createdAt),
    paidAt: ts(row.paidAt),
    shippedAt: ts(row.shippedAt),
    receivedAt: ts(row.receivedAt),
    completedAt: ts(row.completedAt),
    cancelledAt: ts(row.cancelledAt),
    payBefore: row.status === 'unpaid' ? unixSeconds(row.payBefore) : null,
    paymentMethod: row.paymentMethod,
    paymentMethodName: methodName,
    email: row.email,
    phone: row.phone,
    fullName: `${row.firstName} ${row.lastName}`,
    address: {
      firstName: row.firstName,
      lastName: row.lastName,
      country: row.country,
      region: row.region,
      city: row.city,
      line: row.line,
      postcode: row.postcode,
      phone: row.phone,
    },
    items: items.map((i) => toItem(i, row.exRate, words)),
    taxRate: row.taxRate,
    local: localAmounts(amounts, row.exRate),
    currency: row.currency,
    symbol: row.symbol,
    exRate: row.exRate,
    couponCode: row.couponCode,
    serialNumber: row.serialNumber,
    bankSerialNumber: row.bankSerialNumber,
    note: row.note,
    refunds: refundRows.map((r) => toRefund(r, row)),
    paymentRefunds: paymentRefundRows.map((p) => ({
      serialNumber: p.serial,
      amount: p.amount,
      localAmount: toLocal(p.amount, row.exRate),
      refundedAt: ts(p.refundedAt),
    })),
    actions: customerActions(
      row.status,
      items.some((i) => i.evaluatedAt === null),
    ),
  };
}

async function findOwnOrder(db: Db | Tx, userId: number, orderId: number, forUpdate = false): Promise<Result<OrderRow, 'notFound'>> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  // Another customer's order is answered exactly like one that does not exist.
  return row ? success(row) : failure('notFound');
}

async function methodNames(db: Db | Tx, locale: Locale): Promise<Map<string, string>> {
  const rows = await db.select({ code: paymentMethods.code, name: paymentMethods.name }).from(paymentMethods);
  return new Map(rows.map((m) => [m.code, paymentMethodName(locale, m.code, m.name)]));
}

/** GET /api/order/:id: every field of the Order entity. */
export async function getOrder(db: Db | Tx, userId: number, orderId: number, locale: Locale): Promise<Result<Order, 'notFound'>> {
  const found = await findOwnOrder(db, userId, orderId);
  return found.ok ? success(await orderView(db, found.data, locale)) : found;
}

/** An order the customer has just written or changed: missing is a bug, not a refusal. */
async function ownOrderView(db: Db, userId: number, orderId: number, locale: Locale): Promise<Order> {
  const found = await findOwnOrder(db, userId, orderId);
  if (!found.ok) throw new Error(`order ${orderId} of user ${userId} vanished`);
  return orderView(db, found.data, locale);
}

async function orderView(db: Db | Tx, row: OrderRow, locale: Locale): Promise<Order> {
  // Sequential: db may be a transaction (one connection).
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id));
  const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(asc(refunds.id));
  const paymentRefundRows = await db
    .select({ serial: payments.serial, amount: payments.amount, refundedAt: payments.refundedAt })
    .from(payments)
    .where(and(eq(payments.orderId, row.id), eq(payments.status, 'refunded')))
    .orderBy(asc(payments.id));
  const names = await methodNames(db, locale);
  const words = await itemWords(db, items, locale);
  return toOrder(row, items, refundRows, names.get(row.paymentMethod) ?? row.paymentMethod, paymentRefundRows, words);
}

/** GET /api/order: newest first, optionally in one status. */
export async function listOrders(
  db: Db,
  userId: number,
  query: ListQuery,
  locale: Locale,
): Promise<{ list: OrderListItem[]; total: number; page: number; size: number }> {
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  const words = await itemWords(db, items, locale);
  const list = rows.map((row) => {
    const own = items.filter((i) => i.orderId === row.id);
    const amounts = amountsOf(row);
    return {
      id: row.id,
      orderNo: row.orderNo,
      status: row.status,
      createdAt: unixSeconds(row.createdAt),
      payBefore: row.status === 'unpaid' ? unixSeconds(row.payBefore) : null,
      actualPayment: row.actualPayment,
      local: localAmounts(amounts, row.exRate),
      currency: row.currency,
      symbol: row.symbol,
      exRate: row.exRate,
      items: own.map((i) => toItem(i, row.exRate, words)),
      actions: customerActions(
        row.status,
        own.some((i) => i.evaluatedAt === null),
      ),
    };
  });
  return { list, total, page: query.page, size: query.size };
}

/** GET /api/order/refunds: the customer's refund applications, newest first. */
export async function listRefunds(db: Db, userId: number): Promise<Refund[]> {
  const rows = await db
    .select({ refund: refunds, orderNo: orders.orderNo, currency: orders.currency, symbol: orders.symbol, exRate: orders.exRate })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  return rows.map((r) => toRefund(r.refund, r));
}

// ---------------------------------------------------------------- creating

// Without 0/O and 1/I, so an order number read out loud or typed is unambiguous.
const ORDER_NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Human-readable and unique (the column is unique; creation retries on a clash): SF250314-7KQ2XM. */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `SF${date}-${tail}`;
}

/** The PostgreSQL error under drizzle's wrapper, if any. */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  let current = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as { code: string; constraint?: string };
    current = current.cause as typeof current;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (pg.constraint === constraint || String((error as Error)?.message ?? '').includes(constraint));
}

async function findByIdempotencyKey(db: Db, userId: number, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id ?? null;
}

/** Why an order is not created: its quote, the hold limits, or stock and promo code taken meanwhile. */
export type CreateRefusal = QuoteRefusal | HoldRefusal;

export interface CreateOptions {
  unpaidMinutes: number;
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
  user: SessionUser,
  body: CreateBody | OrderCreateBody,
  idempotencyKey: string | null,
  locale: Locale,
  options: CreateOptions,
): Promise<Result<{ order: Order; created: boolean }, CreateRefusal>> {
  const now = options.now ?? new Date();
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, user.id, idempotencyKey);
    if (existing) return success({ order: await ownOrderView(db, user.id, existing, locale), created: false });
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const placed = await inTransaction(db, (tx) => placeOrder(tx, user, body as CreateBody, idempotencyKey, locale, options.unpaidMinutes, now));
      if (!placed.ok) return placed;
      return success({ order: await ownOrderView(db, user.id, placed.data.orderId, locale), created: placed.data.created });
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, 'orders_user_idempotency_idx')) {
        // A concurrent request with the same key won; answer its order.
        const existing = await findByIdempotencyKey(db, user.id, idempotencyKey);
        if (existing) return success({ order: await ownOrderView(db, user.id, existing, locale), created: false });
      }
      if (attempt < 3 && isUniqueViolation(error, 'orders_order_no_unique')) continue;
      throw error;
    }
  }
}

async function placeOrder(
  tx: Tx,
  user: SessionUser,
  body: CreateBody,
  idempotencyKey: string | null,
  locale: Locale,
  unpaidMinutes: number,
  now: Date,
): Promise<Result<{ orderId: number; created: boolean }, CreateRefusal>> {
  // One order of a customer at a time, so the limits on unpaid orders hold for concurrent requests.
  await lockCustomer(tx, user.id);
  // A duplicate that waited for the lock answers the order the first request made.
  const existing = idempotencyKey ? await findByIdempotencyKey(tx, user.id, idempotencyKey) : null;
  if (existing) return success({ orderId: existing, created: false });
  const priced = await priceCart(tx, user.id, body, locale, { strict: true, now });
  if (!priced.ok) return priced;
  const quote = priced.data;
  const address = quote.address!;
  const held = await checkHoldLimits(tx, user.id, quote.items, now);
  if (!held.ok) return held;

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
      userId: user.id,
      status: 'unpaid',
      currency: quote.currency,
      exRate: quote.exRate,
      symbol: quote.symbol,
      paymentMethod: quote.paymentMethod!,
      email: user.email,
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
      userCouponId: quote.userCouponId,
      couponCode: quote.couponCode,
      idempotencyKey,
      createdAt: now,
      payBefore: new Date(now.getTime() + unpaidMinutes * 60_000),
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });

  if (quote.userCouponId) {
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
    })),
  );
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.userId, user.id),
      inArray(
        cartItems.skuId,
        quote.items.map((i) => i.skuId),
      ),
    ),
  );
  await notifyUser(tx, user.id, { kind: 'order', messageKey: 'inbox.orderPlaced', params: { orderNo: order.orderNo }, orderId: order.id });
  return success({ orderId: order.id, created: true });
}

// ---------------------------------------------------------------- changing

async function returnStock(tx: Tx, orderId: number) {
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
 * unpaid. Locks in the one order used everywhere (see routes/pay/service.ts): the order row (the status
 * UPDATE), then its payments, then SKU rows. A payment approved at the provider after this is refunded.
 */
export async function cancelInTx(tx: Tx, orderId: number, reason: 'customer' | 'timeout', now = new Date()): Promise<OrderRow | null> {
  const row = await applyTransition(tx, orderId, 'cancel', { cancelReason: reason }, now);
  if (!row) return null;
  await tx
    .update(payments)
    .set({ status: 'void', settledAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  await returnStock(tx, orderId);
  if (row.userCouponId) {
    await tx
      .update(userCoupons)
      .set({ usedAt: null, orderId: null })
      .where(and(eq(userCoupons.id, row.userCouponId), eq(userCoupons.orderId, orderId)));
  }
  await notifyUser(tx, row.userId, { kind: 'order', messageKey: 'inbox.orderCancelled', params: { orderNo: row.orderNo }, orderId });
  return row;
}

/** Why a customer's action on an order is refused: not theirs (answered like a missing one), or not now. */
export type ActionRefusal = 'notFound' | 'order.actionNotAllowed';

/** A status-guarded change that matched no row: the order's status does not allow the action. */
const allowed = (row: OrderRow | null): Result<OrderRow, 'order.actionNotAllowed'> => (row ? success(row) : failure('order.actionNotAllowed'));

/** A customer's action on their own order, in one transaction that a refusal rolls back. */
async function customerTransition<E extends string>(
  db: Db,
  userId: number,
  orderId: number,
  locale: Locale,
  change: (tx: Tx, order: OrderRow) => Promise<Result<OrderRow, E>>,
): Promise<Result<Order, ActionRefusal | E>> {
  const changed = await inTransaction(db, async (tx): Promise<Result<OrderRow, ActionRefusal | E>> => {
    // The order row first, as every change of an order and its payments takes it.
    const found = await findOwnOrder(tx, userId, orderId, true);
    return found.ok ? change(tx, found.data) : found;
  });
  return changed.ok ? success(await ownOrderView(db, userId, orderId, locale)) : changed;
}

export function cancelOrder(db: Db, userId: number, orderId: number, locale: Locale): Promise<Result<Order, ActionRefusal>> {
  return customerTransition(db, userId, orderId, locale, async (tx, order) => allowed(await cancelInTx(tx, order.id, 'customer')));
}

export function confirmReceipt(db: Db, userId: number, orderId: number, locale: Locale): Promise<Result<Order, ActionRefusal>> {
  return customerTransition(db, userId, orderId, locale, async (tx, order) => {
    const row = await applyTransition(tx, order.id, 'receive');
    if (row) await notifyUser(tx, userId, { kind: 'shipping', messageKey: 'inbox.orderReceived', params: { orderNo: row.orderNo }, orderId: row.id });
    return allowed(row);
  });
}

/** Refund application: amount (USD minor units) at most what was paid. */
export function applyForRefund(
  db: Db,
  userId: number,
  orderId: number,
  body: { reason: string; amount: number },
  locale: Locale,
): Promise<Result<Order, ActionRefusal | 'order.refundTooMuch'>> {
  return customerTransition(db, userId, orderId, locale, async (tx, order): Promise<Result<OrderRow, ActionRefusal | 'order.refundTooMuch'>> => {
    if (body.amount > order.actualPayment) return failure('order.refundTooMuch', { amount: formatInCurrency(order.actualPayment, order) });
    const row = await applyTransition(tx, order.id, 'requestRefund');
    if (!row) return allowed(row);
    await tx.insert(refunds).values({ orderId: order.id, userId, reason: body.reason, amount: body.amount, fromStatus: order.status });
    await notifyUser(tx, userId, {
      kind: 'refund',
      messageKey: 'inbox.refundRequested',
      params: { orderNo: row.orderNo, amount: body.amount },
      orderId: row.id,
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
  await notifyUser(tx, row.userId, { kind: 'payment', messageKey: 'inbox.orderPaid', params: { orderNo: row.orderNo }, orderId });
  return row;
}

// ---------------------------------------------------------------- operator (CLI, periodic job, demo)

/** Refused as `notAllowed`, the failure's params name the order's status. */
export type OperatorResult = Result<{ orderNo: string; status: OrderStatus }, 'notFound' | 'notAllowed'>;

async function byOrderNo(tx: Tx, orderNo: string): Promise<OrderRow | null> {
  // The order row first, then refunds, payments and stock: the lock order of every order change.
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  return row ?? null;
}

async function operatorTransition(db: Db, orderNo: string, run: (tx: Tx, order: OrderRow) => Promise<OrderRow | null>): Promise<OperatorResult> {
  return db.transaction(async (tx) => {
    const order = await byOrderNo(tx, orderNo);
    if (!order) return failure('notFound');
    const row = await run(tx, order);
    return row ? success({ orderNo, status: row.status }) : failure('notAllowed', { status: order.status });
  });
}

async function shipInTx(tx: Tx, order: Pick<OrderRow, 'id'>, now = new Date()) {
  const row = await applyTransition(tx, order.id, 'ship', {}, now);
  if (row) await notifyUser(tx, row.userId, { kind: 'shipping', messageKey: 'inbox.orderShipped', params: { orderNo: row.orderNo }, orderId: row.id });
  return row;
}

/** Operator: a paid order leaves the warehouse. */
export function shipOrder(db: Db, orderNo: string): Promise<OperatorResult> {
  return operatorTransition(db, orderNo, (tx, order) => shipInTx(tx, order));
}

/**
 * Operator: accepts the refund application and pays it back (refund in progress, then refunded). Goods
 * that never left the warehouse go back to stock when the whole payment is refunded.
 */
export function settleRefund(db: Db, orderNo: string, now = new Date()): Promise<OperatorResult> {
  return operatorTransition(db, orderNo, async (tx, order) => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['requested', 'in_progress'])))
      .orderBy(desc(refunds.id))
      .limit(1);
    if (!refund) return null;
    const params = { orderNo: order.orderNo, amount: refund.amount };
    if (order.status === 'refund_requested') {
      if (!(await applyTransition(tx, order.id, 'startRefund', {}, now))) return null;
      await tx.update(refunds).set({ status: 'in_progress' }).where(eq(refunds.id, refund.id));
      await notifyUser(tx, order.userId, { kind: 'refund', messageKey: 'inbox.refundInProgress', params, orderId: order.id });
    }
    const row = await applyTransition(tx, order.id, 'finishRefund', {}, now);
    if (!row) return null;
    await tx.update(refunds).set({ status: 'refunded', settledAt: now }).where(eq(refunds.id, refund.id));
    if (refund.fromStatus === 'paid' && refund.amount >= order.actualPayment) await returnStock(tx, order.id);
    await notifyUser(tx, order.userId, { kind: 'refund', messageKey: 'inbox.refunded', params, orderId: order.id });
    return row;
  });
}

/** Unpaid orders past their pay-before time are cancelled, stock returned. Returns their numbers. */
export async function cancelExpiredOrders(db: Db, now = new Date(), limit = 200): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lte(orders.payBefore, now)))
    .orderBy(asc(orders.payBefore))
    .limit(limit);
  const done: string[] = [];
  for (const { id } of due) {
    // Each in its own transaction; the status guard skips an order paid or cancelled meanwhile.
    const row = await db.transaction((tx) => cancelInTx(tx, id, 'timeout', now));
    if (row) done.push(row.orderNo);
  }
  return done;
}

/** Demo setting: paid orders ship by themselves some seconds after payment. */
export async function shipPaidOrders(db: Db, afterSeconds: number, now = new Date(), limit = 200): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), lte(orders.paidAt, new Date(now.getTime() - afterSeconds * 1000))))
    .limit(limit);
  const done: string[] = [];
  for (const order of due) {
    const row = await db.transaction((tx) => shipInTx(tx, order, now));
    if (row) done.push(row.orderNo);
  }
  return done;
}

export type { Transition };
