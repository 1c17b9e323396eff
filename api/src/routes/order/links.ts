import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { orders, refunds } from '../../db/schema/orders';
import { revokeOrderLinks } from '../../lib/order-links';

/**
 * A guest's orders placed with this (verified) address become the account's, with their refund
 * applications; their links end, as the account area is now the way in (a forwarded mail must not open an
 * account's order). Called in the transaction of the registration or login that proved the address.
 */
export async function joinGuestOrders(tx: Db | Tx, userId: number, email: string, now = new Date()): Promise<number> {
  const guestOrders = and(isNull(orders.userId), eq(orders.email, email.toLowerCase()))!;
  await revokeOrderLinks(tx, guestOrders, now);
  const joined = await tx.update(orders).set({ userId, guestIp: null }).where(guestOrders).returning({ id: orders.id });
  if (joined.length > 0) {
    const ids = joined.map((o) => o.id);
    await tx
      .update(refunds)
      .set({ userId })
      .where(and(isNull(refunds.userId), inArray(refunds.orderId, ids)));
  }
  return joined.length;
}
