import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ConsoleOrder } from '@storefront/shared/schemas/backoffice';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Db } from '../../db';
import { orders, refunds } from '../../db/schema/orders';
import { pageOfOrders, refundInCurrency } from '../order/service';

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The console's order search: by number (exact), by address (part of it), by status; newest first. */
export async function searchOrders(db: Db, query: { q?: string; status?: OrderStatus; page: number; size: number }) {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) conditions.push(or(eq(orders.orderNo, q), ilike(orders.email, `%${likeEscape(q.toLowerCase())}%`))!);
  if (query.status) conditions.push(eq(orders.status, query.status));
  return consoleOrderPage(db, conditions.length ? and(...conditions) : undefined, query);
}

/** One page of orders as the console lists them, with any open refund application. */
export async function consoleOrderPage(db: Db, where: SQL | undefined, query: { page: number; size: number }) {
  const { rows, total } = await pageOfOrders(db, where, query);
  const open = rows.length
    ? await db
        .select()
        .from(refunds)
        .where(
          and(
            inArray(
              refunds.orderId,
              rows.map((r) => r.id),
            ),
            inArray(refunds.status, ['requested', 'in_progress']),
          ),
        )
        .orderBy(desc(refunds.id))
    : [];
  const list: ConsoleOrder[] = rows.map((row) => {
    const refund = open.find((r) => r.orderId === row.id);
    return {
      orderNo: row.orderNo,
      email: row.email,
      status: row.status,
      createdAt: Math.floor(row.createdAt.getTime() / 1000),
      currency: row.currency,
      localActualPayment: row.localActualPayment,
      carrier: row.carrier,
      trackingNo: row.trackingNo,
      refund: refund ? { reason: refund.reason, localAmount: refundInCurrency(row, refund.amount), status: refund.status } : null,
    };
  });
  return { list, total, page: query.page, size: query.size };
}

type OrderRow = typeof orders.$inferSelect;

/** What the audit log keeps of an order before and after a change. */
export const orderFacts = (row: OrderRow) => ({ status: row.status, carrier: row.carrier, trackingNo: row.trackingNo });
