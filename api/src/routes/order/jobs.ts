import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders } from '../../db/schema/orders';
import { cancelInTx } from './commands';
import { shipInTx, type OrderAudit } from './operator';

// The order domain's periodic work, run by the job runner (plugins/jobs.ts) and the operator's command line.

/**
 * Unpaid orders past their pay-before time are cancelled, stock returned. Returns their numbers. `audit`
 * (an operator's command) records each cancelled order in its own transaction.
 */
export async function cancelExpiredOrders(db: Db, now = new Date(), limit = 200, audit?: OrderAudit): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lte(orders.payBefore, now)))
    .orderBy(asc(orders.payBefore))
    .limit(limit);
  const done: string[] = [];
  for (const { id } of due) {
    // Each in its own transaction; the status guard skips an order paid or cancelled meanwhile.
    const cancelled = await db.transaction(async (tx) => {
      const done = await cancelInTx(tx, id, 'timeout', now);
      // The status guard only cancels an unpaid order: that is what it was before.
      if (done && audit) await audit(tx, { ...done.order, status: 'unpaid' }, done.order);
      return done;
    });
    if (cancelled) done.push(cancelled.order.orderNo);
  }
  return done;
}

/** Demo setting: paid orders ship by themselves some seconds after payment. */
export async function shipPaidOrders(db: Db, afterSeconds: number, now = new Date(), limit = 200): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), lte(orders.paidAt, new Date(now.getTime() - afterSeconds * 1000))))
    .limit(limit);
  const done: string[] = [];
  for (const order of due) {
    const row = await db.transaction((tx) => shipInTx(tx, order, now));
    if (row) done.push(row.orderNo);
  }
  return done;
}
/**
 * One sweep: unpaid orders past their time are cancelled with their stock returned; in demo mode paid
 * orders ship after a delay. Every instance may run it: each change is guarded by the order's status.
 */
export async function sweepOrders(db: Db, log: FastifyBaseLogger, demoShipAfterSeconds: number | null): Promise<void> {
  const cancelled = await cancelExpiredOrders(db);
  if (cancelled.length) log.info({ cancelled }, 'unpaid orders cancelled');
  if (demoShipAfterSeconds !== null) {
    const shipped = await shipPaidOrders(db, demoShipAfterSeconds);
    if (shipped.length) log.info({ shipped }, 'demo: paid orders shipped');
  }
}
