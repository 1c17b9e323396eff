import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Order, OrderListItem, Refund } from '@storefront/shared/schemas/checkout';
import type { orderListQuerySchema } from '@storefront/shared/schemas/checkout';
import type { Locale } from '@storefront/shared/routes';
import type { z } from 'zod';
import type { Db, Tx } from '../../db';
import { productI18n, products, skus } from '../../db/schema/catalog';
import { orderItems, orders, refunds } from '../../db/schema/orders';
import { paymentMethods, payments } from '../../db/schema/payments';
import { format, isMessageKey } from '../../i18n/messages';
import { wordOptions } from '../../i18n/specs';
import { failure, success, type Result } from '../../lib/result';
import { unixSeconds } from '../../lib/product-card';
import { refundInCurrency } from './pricing';
import { customerActions } from './transitions';

// What a shopper reads: their orders, one order whole, their refund applications. Nothing here writes.

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type ListQuery = z.output<typeof orderListQuerySchema>;

const ts = (d: Date | null) => (d ? unixSeconds(d) : null);

/** A payment method's name in the language: the catalogue's pay.method.<code>, else the stored name. */
export function paymentMethodName(locale: Locale, code: string, fallback: string): string {
  const key = `pay.method.${code}`;
  return isMessageKey(key) ? format(locale, key) : fallback;
}

function toRefund(row: RefundRow, order: Pick<OrderRow, 'orderNo' | 'currency' | 'symbol' | 'exRate' | 'actualPayment' | 'localActualPayment'>): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo: order.orderNo,
    reason: row.reason,
    amount: row.amount,
    localAmount: refundInCurrency(order, row.amount),
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

function toItem(row: ItemRow, words?: ItemWords) {
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
    localUnitPrice: row.localUnitPrice,
    localSubtotal: row.localSubtotal,
    evaluated: row.evaluatedAt !== null,
  };
}

/** The figures in the order's currency, as computed when it was placed (what the shopper is charged). */
function localOf(row: OrderRow) {
  return {
    subtotal: row.localSubtotal,
    freight: row.localFreight,
    serviceCharge: row.localServiceCharge,
    tax: row.localTax,
    discount: row.localDiscount,
    actualPayment: row.localActualPayment,
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

type PaymentRefundRow = Pick<typeof payments.$inferSelect, 'serial' | 'amount' | 'currencyAmount' | 'refundedAt'>;

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
    carrier: row.carrier,
    trackingNo: row.trackingNo,
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
    items: items.map((i) => toItem(i, words)),
    taxRate: row.taxRate,
    local: localOf(row),
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
      localAmount: p.currencyAmount,
      refundedAt: ts(p.refundedAt),
    })),
    actions: customerActions(
      row.status,
      items.some((i) => i.evaluatedAt === null),
    ),
  };
}

/**
 * Whose order is asked for: a customer's id, or a guest holding the live link of one order (the id comes
 * from the link, docs/adr/0039). A guest order that an account has joined is no longer a guest's.
 */
export type OrderOwner = number | { guestOrderId: number };

export function ownedBy(owner: OrderOwner): SQL {
  return typeof owner === 'number' ? eq(orders.userId, owner) : and(eq(orders.id, owner.guestOrderId), isNull(orders.userId))!;
}

export async function findOwnOrder(db: Db | Tx, owner: OrderOwner, orderId: number, forUpdate = false): Promise<Result<OrderRow, 'notFound'>> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(owner)));
  const [row] = forUpdate ? await query.for('update') : await query;
  // Another customer's order is answered exactly like one that does not exist.
  return row ? success(row) : failure('notFound');
}

async function methodNames(db: Db | Tx, locale: Locale): Promise<Map<string, string>> {
  const rows = await db.select({ code: paymentMethods.code, name: paymentMethods.name }).from(paymentMethods);
  return new Map(rows.map((m) => [m.code, paymentMethodName(locale, m.code, m.name)]));
}

/** GET /api/order/:id: every field of the Order entity. */
export async function getOrder(db: Db | Tx, owner: OrderOwner, orderId: number, locale: Locale): Promise<Result<Order, 'notFound'>> {
  const found = await findOwnOrder(db, owner, orderId);
  return found.ok ? success(await orderView(db, found.data, locale)) : found;
}

/** An order the customer has just written or changed: missing is a bug, not a refusal. */
export async function ownOrderView(db: Db, owner: OrderOwner, orderId: number, locale: Locale): Promise<Order> {
  const found = await findOwnOrder(db, owner, orderId);
  if (!found.ok) throw new Error(`order ${orderId} vanished`);
  return orderView(db, found.data, locale);
}

async function orderView(db: Db | Tx, row: OrderRow, locale: Locale): Promise<Order> {
  // Sequential: db may be a transaction (one connection).
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id));
  const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(asc(refunds.id));
  const paymentRefundRows = await db
    .select({ serial: payments.serial, amount: payments.amount, currencyAmount: payments.currencyAmount, refundedAt: payments.refundedAt })
    .from(payments)
    .where(and(eq(payments.orderId, row.id), eq(payments.status, 'refunded')))
    .orderBy(asc(payments.id));
  const names = await methodNames(db, locale);
  const words = await itemWords(db, items, locale);
  return toOrder(row, items, refundRows, names.get(row.paymentMethod) ?? row.paymentMethod, paymentRefundRows, words);
}

/** One page of the orders `where` selects, newest first, and how many there are: the shopper's list and the console's search. */
export async function pageOfOrders(db: Db, where: SQL | undefined, page: { page: number; size: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total };
}

/** GET /api/order: newest first, optionally in one status. */
export async function listOrders(
  db: Db,
  userId: number,
  query: ListQuery,
  locale: Locale,
): Promise<{ list: OrderListItem[]; total: number; page: number; size: number }> {
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const { rows, total } = await pageOfOrders(db, where, query);
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
    return {
      id: row.id,
      orderNo: row.orderNo,
      status: row.status,
      createdAt: unixSeconds(row.createdAt),
      payBefore: row.status === 'unpaid' ? unixSeconds(row.payBefore) : null,
      actualPayment: row.actualPayment,
      local: localOf(row),
      currency: row.currency,
      symbol: row.symbol,
      exRate: row.exRate,
      items: own.map((i) => toItem(i, words)),
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
    .select({
      refund: refunds,
      orderNo: orders.orderNo,
      currency: orders.currency,
      symbol: orders.symbol,
      exRate: orders.exRate,
      actualPayment: orders.actualPayment,
      localActualPayment: orders.localActualPayment,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  return rows.map((r) => toRefund(r.refund, r));
}
