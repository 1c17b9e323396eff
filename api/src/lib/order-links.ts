import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orderLinks, orders } from '../db/schema/orders';
import { ApiError } from './errors';
import { hashToken } from './sessions';

/**
 * How long a guest order's link opens it, from the mail that carried it: a year covers delivery, a late
 * refund and the warranty questions after it (docs/adr/0039). Every order mail carries a fresh link.
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

/** The owner a guest route acts for: the order the token's live link opens, or the one 404 for every other token. */
export async function guestOwner(db: Db, token: string): Promise<{ guestOrderId: number }> {
  const orderId = await orderOfLink(db, token);
  if (orderId === null) throw ApiError.notFound();
  return { guestOrderId: orderId };
}
