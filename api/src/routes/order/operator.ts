import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Db, Tx } from '../../db';
import { orders, refunds } from '../../db/schema/orders';
import { failure, success, type Result } from '../../lib/result';
import { notifyUser } from '../mail/service';
import { returnStock } from './commands';
import { refundInCurrency } from './pricing';
import { applyTransition } from './transitions';

// The operator's side of an order (command line, demo job): shipping and settling refund applications.

type OrderRow = typeof orders.$inferSelect;

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

/** A paid order leaves the warehouse and its customer is told; null when it is not paid. */
export async function shipInTx(tx: Tx, order: Pick<OrderRow, 'id'>, now = new Date()) {
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
    const params = { orderNo: order.orderNo, amount: refundInCurrency(order, refund.amount), currency: order.currency };
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
