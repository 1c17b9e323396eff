import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Db, Tx } from '../../db';
import { orders, refunds } from '../../db/schema/orders';
import { failure, success, type Result } from '../../lib/result';
import { notifyOrderOwner } from '../mail/service';
import { cancelInTx, returnStock } from './commands';
import { refundInCurrency } from './pricing';
import { applyTransition } from './transitions';

// The operator's side of an order (command line, demo job): shipping, and accepting and settling refund
// applications (the money itself goes back through the payment provider: routes/pay).

type OrderRow = typeof orders.$inferSelect;

/** Refused as `notAllowed`, the failure's params name the order's status. */
export type OperatorResult = Result<{ orderNo: string; status: OrderStatus }, 'notFound' | 'notAllowed'>;

/**
 * Called inside the change's transaction with the order before and after it (the console's audit log,
 * ADR 0048): the record exists exactly when the change does.
 */
export type OrderAudit = (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>;

async function byOrderNo(tx: Tx, orderNo: string): Promise<OrderRow | null> {
  // The order row first, then refunds, payments and stock: the lock order of every order change.
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  return row ?? null;
}

async function operatorTransition(
  db: Db,
  orderNo: string,
  run: (tx: Tx, order: OrderRow) => Promise<OrderRow | null>,
  audit?: OrderAudit,
): Promise<OperatorResult> {
  return db.transaction(async (tx) => {
    const order = await byOrderNo(tx, orderNo);
    if (!order) return failure('notFound');
    const row = await run(tx, order);
    if (!row) return failure('notAllowed', { status: order.status });
    if (audit) await audit(tx, order, row);
    return success({ orderNo, status: row.status });
  });
}

/** How the parcel travels, when the shop says (the console asks for it; the command line and demo job do not). */
export interface Shipment {
  carrier: string;
  trackingNo: string;
}

/** A paid order leaves the warehouse and its customer is told; null when it is not paid. */
export async function shipInTx(tx: Tx, order: Pick<OrderRow, 'id'>, now = new Date(), shipment?: Shipment) {
  const row = await applyTransition(tx, order.id, 'ship', shipment ?? {}, now);
  if (row && shipment) {
    const params = { orderNo: row.orderNo, carrier: shipment.carrier, trackingNo: shipment.trackingNo };
    await notifyOrderOwner(tx, row, { kind: 'shipping', messageKey: 'inbox.orderShippedTracking', params });
  } else if (row) await notifyOrderOwner(tx, row, { kind: 'shipping', messageKey: 'inbox.orderShipped', params: { orderNo: row.orderNo } });
  return row;
}

/** Operator: a paid order leaves the warehouse, with its carrier and tracking number when given. */
export function shipOrder(db: Db, orderNo: string, options: { shipment?: Shipment; audit?: OrderAudit } = {}): Promise<OperatorResult> {
  return operatorTransition(db, orderNo, (tx, order) => shipInTx(tx, order, new Date(), options.shipment), options.audit);
}

/**
 * Operator: the shop cancels an unpaid order (stock and promo code back, as when the shopper cancels);
 * `voided` names the payment attempts to close at the provider after the commit.
 */
export async function cancelOrderByShop(
  db: Db,
  orderNo: string,
  audit?: OrderAudit,
): Promise<Result<{ orderNo: string; status: OrderStatus; voided: string[] }, 'notFound' | 'notAllowed'>> {
  let voided: string[] = [];
  const result = await operatorTransition(
    db,
    orderNo,
    async (tx, order) => {
      const done = await cancelInTx(tx, order.id, 'shop');
      voided = done?.voided ?? [];
      return done?.order ?? null;
    },
    audit,
  );
  return result.ok ? success({ ...result.data, voided }) : result;
}

/**
 * Operator: refuses the order's refund application with a reason the customer is told; the order goes back
 * to the status it had when the application was made. Only an application not yet accepted can be refused.
 */
export function refuseRefund(db: Db, orderNo: string, reason: string, audit?: OrderAudit): Promise<OperatorResult> {
  return operatorTransition(
    db,
    orderNo,
    async (tx, order) => {
      if (order.status !== 'refund_requested') return null;
      const refund = await refundOf(tx, order, ['requested']);
      if (!refund) return null;
      const [row] = await tx
        .update(orders)
        .set({ status: refund.fromStatus })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'refund_requested')))
        .returning();
      if (!row) return null;
      await tx.update(refunds).set({ status: 'refused', refusalReason: reason, settledAt: new Date() }).where(eq(refunds.id, refund.id));
      await notifyOrderOwner(tx, row, { kind: 'refund', messageKey: 'inbox.refundRefused', params: { orderNo: row.orderNo, reason } });
      return row;
    },
    audit,
  );
}

/** A refund application the operator accepted: what the shop gives back, in the order's currency. */
export interface AcceptedRefund {
  refundId: number;
  orderId: number;
  orderNo: string;
  /** Minor units of `currency`: all that was charged for a whole refund, else the USD figure converted. */
  amount: number;
  currency: string;
}

async function refundOf(tx: Tx, order: OrderRow, statuses: ('requested' | 'in_progress')[]) {
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, statuses)))
    .orderBy(desc(refunds.id))
    .limit(1);
  return refund ?? null;
}

/**
 * Operator: accepts the order's refund application (refund in progress, the customer told). Accepting one
 * already in progress answers it again, so a command that failed at the provider can simply be run again.
 */
export function acceptRefund(
  db: Db,
  orderNo: string,
  now = new Date(),
  audit?: OrderAudit,
): Promise<Result<AcceptedRefund & { status: OrderStatus }, 'notFound' | 'notAllowed'>> {
  return db.transaction(async (tx) => {
    const order = await byOrderNo(tx, orderNo);
    if (!order) return failure('notFound');
    const refund = await refundOf(tx, order, ['requested', 'in_progress']);
    if (!refund) return failure('notAllowed', { status: order.status });
    let status = order.status;
    if (order.status === 'refund_requested') {
      const row = await applyTransition(tx, order.id, 'startRefund', {}, now);
      if (!row) return failure('notAllowed', { status: order.status });
      status = row.status;
      await tx.update(refunds).set({ status: 'in_progress' }).where(eq(refunds.id, refund.id));
      const params = { orderNo: order.orderNo, amount: refundInCurrency(order, refund.amount), currency: order.currency };
      await notifyOrderOwner(tx, order, { kind: 'refund', messageKey: 'inbox.refundInProgress', params });
      if (audit) await audit(tx, order, row);
    }
    const amount = refundInCurrency(order, refund.amount);
    return success({ refundId: refund.id, orderId: order.id, orderNo, amount, currency: order.currency, status });
  });
}

/** The provider took the refund request under this reference; it is not asked again. */
export async function recordRefundRequested(db: Db, refundId: number, providerRef: string): Promise<void> {
  await db.update(refunds).set({ providerRef }).where(eq(refunds.id, refundId));
}

/** Accepted refunds the provider has not taken yet (it failed, or the process stopped), oldest first. */
export function refundsToPayBack(db: Db, limit = 100): Promise<{ refundId: number; orderNo: string }[]> {
  return db
    .select({ refundId: refunds.id, orderNo: orders.orderNo })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'in_progress'), isNull(refunds.providerRef)))
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/** The order's accepted refund the provider was asked for, if any: what its report must cover. */
export async function refundAwaitingProvider(db: Db, orderId: number): Promise<AcceptedRefund | null> {
  const [row] = await db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'in_progress'), isNotNull(refunds.providerRef)))
    .orderBy(desc(refunds.id))
    .limit(1);
  if (!row) return null;
  const { refund, order } = row;
  return { refundId: refund.id, orderId, orderNo: order.orderNo, amount: refundInCurrency(order, refund.amount), currency: order.currency };
}

/**
 * The money of an accepted refund is back (refunded, the customer told). Goods that never left the
 * warehouse go back to stock when the whole payment is refunded. Settling it again changes nothing.
 */
export function finishRefund(db: Db, refundId: number, now = new Date()): Promise<OperatorResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderNo: orders.orderNo })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.id, refundId));
    if (!found) return failure('notFound');
    const order = await byOrderNo(tx, found.orderNo);
    if (!order) return failure('notFound');
    const refund = await refundOf(tx, order, ['in_progress']);
    if (!refund || refund.id !== refundId) return failure('notAllowed', { status: order.status });
    const row = await applyTransition(tx, order.id, 'finishRefund', {}, now);
    if (!row) return failure('notAllowed', { status: order.status });
    await tx.update(refunds).set({ status: 'refunded', settledAt: now }).where(eq(refunds.id, refund.id));
    if (refund.fromStatus === 'paid' && refund.amount >= order.actualPayment) await returnStock(tx, order.id);
    const params = { orderNo: order.orderNo, amount: refundInCurrency(order, refund.amount), currency: order.currency };
    await notifyOrderOwner(tx, order, { kind: 'refund', messageKey: 'inbox.refunded', params });
    return success({ orderNo: order.orderNo, status: row.status });
  });
}
