import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db';
import { orderItems, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { failure, success, type Result } from '../../lib/result';

/**
 * What one customer may hold in unpaid orders. An unpaid order keeps its stock away from everyone else
 * for ORDER_UNPAID_MINUTES, so without limits one account can hold most of an item and renew the hold by
 * cancelling and ordering again.
 * - 3 unpaid orders: enough to pay one while two others wait (another card, another address).
 * - 10 units of one SKU across them, counting units of orders the customer cancelled in the last hour:
 *   cancelling and ordering the same items again does not renew a large hold, while re-ordering a few
 *   items after fixing an address is fine.
 * - 3 cancellations by the customer an hour: a fourth order within the hour waits.
 * A guest's orders are counted twice, once by email address and once by IP (guestScopes), and each count
 * must pass: a new address from the same IP, or a new IP for the same address, does not renew the hold.
 */
export const HOLD_LIMITS = {
  unpaidOrders: 3,
  unitsPerSku: 10,
  cancellationsPerHour: 3,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes the customer's row lock for the rest of the order-creation transaction, so a customer's orders
 * are checked and created one after the other and concurrent ones cannot pass the limits together.
 * FOR NO KEY UPDATE: inserts that reference the user (the order itself, cart lines, sessions) still pass.
 */
export async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The customer's orders, for checkHoldLimits. */
export const customerScope = (userId: number): SQL => eq(orders.userId, userId);

/** A guest's orders by address and by IP (each counted on its own), for checkHoldLimits. */
export function guestScopes(email: string, ip: string): SQL[] {
  return [and(isNull(orders.userId), eq(orders.email, email))!, and(isNull(orders.userId), eq(orders.guestIp, ip))!];
}

/**
 * The guest's counterpart of lockCustomer: transaction-scoped advisory locks on the address and on the IP
 * (always in that order, so two guests never wait on each other crosswise).
 */
export async function lockGuest(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guest-email'), hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guest-ip'), hashtext(${ip}))`);
}

/** Why HOLD_LIMITS refuse an order; the cancellation waits are answered 429 (see isHoldWait). */
export type HoldRefusal = 'checkout.unpaidOrdersLimit' | 'checkout.cancelledTooOften' | 'checkout.unpaidUnitsLimit';

/** The refusals that pass with time: the shopper is told to wait. */
export function isHoldWait(error: string): boolean {
  return error === 'checkout.cancelledTooOften';
}

/** Refuses the order when it would go past HOLD_LIMITS within the scope's orders. Call after lockCustomer or lockGuest. */
export async function checkHoldLimits(
  tx: Tx,
  scope: SQL,
  items: ReadonlyArray<{ skuId: number; quantity: number; name: string }>,
  now: Date,
): Promise<Result<null, HoldRefusal>> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const live = and(scope, eq(orders.status, 'unpaid'), gt(orders.payBefore, now));
  const cancelledLately = and(scope, eq(orders.status, 'cancelled'), eq(orders.cancelReason, 'customer'), gt(orders.cancelledAt, hourAgo));

  const [{ unpaid }] = await tx
    .select({ unpaid: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(live);
  if (unpaid >= HOLD_LIMITS.unpaidOrders) return failure('checkout.unpaidOrdersLimit', { count: HOLD_LIMITS.unpaidOrders });

  const cancels = await tx.select({ at: orders.cancelledAt }).from(orders).where(cancelledLately).orderBy(asc(orders.cancelledAt));
  if (cancels.length >= HOLD_LIMITS.cancellationsPerHour) {
    // The wait ends when enough of them are more than an hour old.
    const freedAt = cancels[cancels.length - HOLD_LIMITS.cancellationsPerHour].at!.getTime() + HOUR_MS;
    const minutes = Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000));
    return failure('checkout.cancelledTooOften', { count: cancels.length, minutes });
  }

  const held = await tx
    .select({ skuId: orderItems.skuId, units: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(
          orderItems.skuId,
          items.map((i) => i.skuId),
        ),
        or(live, cancelledLately),
      ),
    )
    .groupBy(orderItems.skuId);
  for (const item of items) {
    const already = held.find((h) => h.skuId === item.skuId)?.units ?? 0;
    if (already + item.quantity > HOLD_LIMITS.unitsPerSku) {
      return failure('checkout.unpaidUnitsLimit', { count: HOLD_LIMITS.unitsPerSku, name: item.name, held: already });
    }
  }
  return success(null);
}
