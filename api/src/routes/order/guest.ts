import { and, desc, eq, isNull } from 'drizzle-orm';
import type { GuestQuoteBody } from '@storefront/shared/schemas/guest';
import type { Db } from '../../db';
import { orders } from '../../db/schema/orders';
import { hitAll, type ThrottleResult, type ThrottleRule } from '../../lib/throttle';
import { mailOrderLink } from '../mail/service';
import type { DeliveryAddress, GuestCart } from './pricing';

/**
 * Guest checkout has no image code: these throttles and the limits on unpaid orders (order/holds.ts,
 * counted per address and per IP for guests) hold abuse. Every attempt counts, refused or not, so a script
 * cannot probe stock or addresses. An IP gets more than an address: a household or office shares one.
 */
export const GUEST_ORDER_RULES = {
  email: { name: 'guest-order:email', max: 6, windowSeconds: 60 * 60 },
  ip: { name: 'guest-order:ip', max: 12, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Requests for order links: each sends mail to an address the requester need not own. */
export const ORDER_LINK_RULES = {
  email: { name: 'order-link:email', max: 3, windowSeconds: 60 * 60 },
  ip: { name: 'order-link:ip', max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** At most this many of an address's guest orders are mailed again per request, newest first. */
const LINKS_PER_REQUEST = 5;

export function countGuestOrder(db: Db, email: string, ip: string): Promise<ThrottleResult> {
  return hitAll(db, [
    [GUEST_ORDER_RULES.email, email],
    [GUEST_ORDER_RULES.ip, ip],
  ]);
}

/** The guest's cart as pricing reads it: the typed address without its address-book fields. */
export function guestCart(body: Pick<GuestQuoteBody, 'lines' | 'address'>): GuestCart {
  const address: DeliveryAddress | null = body.address
    ? {
        firstName: body.address.firstName,
        lastName: body.address.lastName,
        country: body.address.country,
        region: body.address.region,
        city: body.address.city,
        line: body.address.line,
        postcode: body.address.postcode ?? '',
        phone: body.address.phone,
      }
    : null;
  return { lines: body.lines, address };
}

/**
 * POST /api/guest/order/link: mails a fresh link to each recent guest order of the address. The caller
 * answers the same whether there were any, so the form tells nobody whether an address has orders.
 */
export async function requestOrderLinks(db: Db, email: string, ip: string): Promise<ThrottleResult> {
  const allowed = await hitAll(db, [
    [ORDER_LINK_RULES.email, email],
    [ORDER_LINK_RULES.ip, ip],
  ]);
  if (!allowed.ok) return allowed;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(and(isNull(orders.userId), eq(orders.email, email)))
      .orderBy(desc(orders.createdAt))
      .limit(LINKS_PER_REQUEST);
    for (const order of rows) await mailOrderLink(tx, order);
  });
  return allowed;
}
