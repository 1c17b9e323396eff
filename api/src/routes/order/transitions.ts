import { and, eq, inArray } from 'drizzle-orm';
import type { OrderAction, OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Tx } from '../../db';
import { orders } from '../../db/schema/orders';

/**
 * The order state machine (spec section 4, issue 5): the only status changes there are. Each is applied
 * with `UPDATE ... WHERE status IN (from)`, so two racing changes cannot both succeed.
 */
export const TRANSITIONS = {
  pay: { from: ['unpaid'], to: 'paid' },
  cancel: { from: ['unpaid'], to: 'cancelled' },
  ship: { from: ['paid'], to: 'shipped' },
  receive: { from: ['shipped'], to: 'received' },
  complete: { from: ['received'], to: 'completed' },
  requestRefund: { from: ['paid', 'shipped', 'received'], to: 'refund_requested' },
  startRefund: { from: ['refund_requested'], to: 'refund_in_progress' },
  finishRefund: { from: ['refund_in_progress'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type Transition = keyof typeof TRANSITIONS;

export function canTransition(status: OrderStatus, transition: Transition): boolean {
  return (TRANSITIONS[transition].from as readonly OrderStatus[]).includes(status);
}

const STAMP: Partial<Record<Transition, 'paidAt' | 'cancelledAt' | 'shippedAt' | 'receivedAt' | 'completedAt'>> = {
  pay: 'paidAt',
  cancel: 'cancelledAt',
  ship: 'shippedAt',
  receive: 'receivedAt',
  complete: 'completedAt',
};

type OrderRow = typeof orders.$inferSelect;

/** Moves the order if its status allows it; null when it does not (or the order is not there). */
export async function applyTransition(
  tx: Tx,
  orderId: number,
  transition: Transition,
  set: Partial<Pick<OrderRow, 'serialNumber' | 'bankSerialNumber' | 'cancelReason' | 'carrier' | 'trackingNo'>> = {},
  now = new Date(),
): Promise<OrderRow | null> {
  const { from, to } = TRANSITIONS[transition];
  const stamp = STAMP[transition];
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to, ...(stamp ? { [stamp]: now } : {}) })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  return row ?? null;
}

/** What the customer may do now; 'evaluate' while some line of a received order is not evaluated. */
export function customerActions(status: OrderStatus, hasUnevaluated: boolean): OrderAction[] {
  switch (status) {
    case 'unpaid':
      return ['pay', 'cancel'];
    case 'paid':
      return ['refund'];
    case 'shipped':
      return ['receive', 'refund'];
    case 'received':
      return hasUnevaluated ? ['evaluate', 'refund', 'reorder'] : ['refund', 'reorder'];
    default:
      return ['reorder'];
  }
}

/** Statuses that count as an order the customer has paid for. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'received', 'completed', 'refund_requested', 'refund_in_progress', 'refunded'];
