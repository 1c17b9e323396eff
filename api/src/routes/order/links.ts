import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { orderLinks, orders, refunds } from '../../db/schema/orders';
import { hashToken } from '../../lib/sessions';

/**
 * How long a guest order's link opens it, from the mail that carried it: a year covers delivery, a late
 * refund and the warranty questions after it (docs/adr/0038). Every order mail carries a fresh link.
 */
export const ORDER_LINK_DAYS = 365;

/** A new link for a guest order; only the hash of its token is stored. */
export async function issueOrderLink(db: Db | Tx, orderId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(orderLinks).values({
    orderId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ORDER_LINK_DAYS * 86_400_000),
  });
  return token;
}

/**
 * The guest order a live link opens, or null: unknown, expired and revoked tokens, and orders an account
 * has joined since, are all answered alike.
 */
export async function orderOfLink(db: Db | Tx, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ orderId: orderLinks.orderId })
    .from(orderLinks)
    .innerJoin(orders, eq(orders.id, orderLinks.orderId))
    .where(and(eq(orderLinks.tokenHash, hashToken(token)), isNull(orderLinks.revokedAt), gt(orderLinks.expiresAt, now), isNull(orders.userId)));
  return row?.orderId ?? null;
}

/** Ends every live link of the orders the condition selects. */
export async function revokeOrderLinks(db: Db | Tx, which: SQL, now = new Date()): Promise<void> {
  await db
    .update(orderLinks)
    .set({ revokedAt: now })
    .where(and(isNull(orderLinks.revokedAt), inArray(orderLinks.orderId, db.select({ id: orders.id }).from(orders).where(which))));
}

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
