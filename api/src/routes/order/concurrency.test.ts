import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { inboxMessages } from '../../db/schema/inbox';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { createOrder } from './commands';
import { cancelExpiredOrders } from './jobs';
import { auth, createSku, stockOf, US_ADDRESS } from './testing';

const url = process.env.DATABASE_URL;

// PGlite runs one statement at a time, so it cannot show a lost update; this needs a PostgreSQL server.
describe.skipIf(!url)('concurrent buyers on PostgreSQL (skipped without DATABASE_URL: PGlite serialises everything)', () => {
  let app: FastifyInstance;
  let wide: Database;
  beforeAll(async () => {
    app = await createTestApp();
    // A pool as wide as the crowd, on this test file's schema, so all 20 transactions really overlap.
    const [{ schema }] = ((await app.db.execute(sql`select current_schema() as schema`)) as unknown as { rows: { schema: string }[] }).rows;
    wide = await openPostgres({ url: url!, searchPath: schema, max: 20 });
  });
  afterAll(async () => {
    await wide?.close();
    await app?.close();
  });

  it('20 concurrent orders for an item with stock 5 give exactly 5 orders and stock 0', async () => {
    const s = await createSku(app, { price: 1000, stock: 5, name: 'Last few lamps' });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { user, token } = await createUser(app);
        await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
        const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id as number;
        return { user, addressId };
      }),
    );

    const results = await Promise.allSettled(
      buyers.map(({ user, addressId }) =>
        createOrder(wide.db, { user }, { skuIds: [s.skuId], addressId, paymentMethod: 'card', note: '' }, null, 'en', { unpaidMinutes: 30 }),
      ),
    );
    // Every buyer gets an answer (no deadlock or lost update throws): 5 orders, 15 refusals for stock.
    const answers = results.map((r) => (r.status === 'fulfilled' ? (r.value.ok ? 'created' : r.value.error) : String(r.reason)));
    expect(answers.filter((a) => a === 'created')).toHaveLength(5);
    expect(answers.filter((a) => a !== 'created')).toEqual(Array(15).fill('checkout.outOfStock'));
    expect(await stockOf(app, s.skuId)).toBe(0);
    const [{ n }] = ((await app.db.execute(sql`select count(*)::int as n from order_items where sku_id = ${s.skuId}`)) as unknown as { rows: { n: number }[] })
      .rows;
    expect(n).toBe(5);
  });
});

/** The test app's schema, so a second pool or app can work on the same tables. */
async function currentSchema(app: FastifyInstance): Promise<string> {
  const [{ schema }] = ((await app.db.execute(sql`select current_schema() as schema`)) as unknown as { rows: { schema: string }[] }).rows;
  return schema;
}

describe.skipIf(!url)('payments racing on PostgreSQL (skipped without DATABASE_URL: PGlite serialises everything)', () => {
  let app: FastifyInstance;
  /** The same API on a pool as wide as the crowd, so the racing requests really overlap in the database. */
  let wide: FastifyInstance;
  /** Everything the wide app logs at warn or above: a deadlock or a refused notification would show here. */
  const logged: string[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    const database = await openPostgres({ url: url!, searchPath: await currentSchema(app), max: 48 });
    wide = await buildApp({ config: app.config, database, logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } });
  });
  afterAll(async () => {
    await wide?.close();
    await app?.close();
  });

  async function unpaidOrder() {
    const s = await createSku(app, { price: 2500, stock: 10 });
    const { user, token } = await createUser(app);
    await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
    const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(token),
      payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card' },
    });
    return { user, token, skuId: s.skuId, order: res.json().data.order as { id: number; orderNo: string; actualPayment: number; payBefore: number } };
  }
  const start = (token: string, orderId: number) => wide.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token), payload: { orderId } });
  const decide = (serial: string, decision: 'approve' | 'decline') =>
    wide.inject({
      method: 'POST',
      url: `/api/pay/sandbox/${serial}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
  const cancel = (token: string, orderId: number) => wide.inject({ method: 'POST', url: `/api/order/${orderId}/cancel`, headers: auth(token) });
  const attempts = (orderId: number) => app.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  async function inboxCount(userId: number, key: string) {
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.messageKey, key)));
    return n;
  }

  it('24 concurrent starts for one order make one live attempt that every answer names; no other attempt can be approved', async () => {
    const { token, order } = await unpaidOrder();
    // An earlier attempt the shopper declined: it must stay unpayable.
    const declined = (await start(token, order.id)).json().data.serialNumber as string;
    expect((await decide(declined, 'decline')).statusCode).toBe(303);

    const answers = await Promise.all(Array.from({ length: 24 }, () => start(token, order.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    const started = answers.map((r) => r.json().data as { serialNumber: string; payUrl: string });
    expect(new Set(started.map((s) => s.serialNumber)).size).toBe(1);
    expect(new Set(started.map((s) => s.payUrl)).size).toBe(1);
    const live = started[0].serialNumber;
    expect(live).not.toBe(declined);
    const pending = (await attempts(order.id)).filter((p) => p.status === 'pending');
    expect(pending.map((p) => p.serial)).toEqual([live]);

    // Every other attempt the order ever had is refused by the provider, even all at once.
    const others = (await attempts(order.id)).filter((p) => p.serial !== live);
    expect(others.length).toBeGreaterThan(0);
    const refused = await Promise.all(others.flatMap((p) => [decide(p.serial, 'approve'), decide(p.serial, 'approve')]));
    expect(refused.map((r) => r.statusCode)).toEqual(Array(refused.length).fill(409));
    expect((await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0].status).toBe('unpaid');

    expect((await decide(live, 'approve')).statusCode).toBe(303);
    const after = await attempts(order.id);
    expect(after.filter((p) => p.status === 'approved').map((p) => p.serial)).toEqual([live]);
    expect((await app.db.select({ status: orders.status, serial: orders.serialNumber }).from(orders).where(eq(orders.id, order.id)))[0]).toEqual({
      status: 'paid',
      serial: live,
    });
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Staggers the closing side by 0-35 ms across rounds, so every interleaving of the two shows up. */
  const later = <T>(i: number, run: () => Promise<T>) => pause((i % 8) * 5).then(run);

  /** One round's end: paid with the cancel refused, or cancelled with no money kept. */
  async function settle(
    round: { user: { id: number }; token: string; skuId: number; order: { id: number; actualPayment: number } },
    serial: string,
    closedBy: 'customer' | 'timeout',
    closeAnswer: 'refused' | 'done',
    approveStatus: number,
  ): Promise<'paid' | 'refunded' | 'closedFirst'> {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, round.order.id));
    const [payment] = await attempts(round.order.id);
    if (order.status === 'paid') {
      expect(closeAnswer).toBe('refused');
      expect(payment.status).toBe('approved');
      expect(await inboxCount(round.user.id, 'inbox.paymentRefunded')).toBe(0);
      expect(await stockOf(app, round.skuId)).toBe(9);
      return 'paid';
    }
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: closedBy });
    expect(closeAnswer).toBe('done');
    expect(await stockOf(app, round.skuId)).toBe(10);
    if (payment.status === 'void') {
      // Cancelled before the provider's check: it refused to approve, nothing was charged.
      expect(approveStatus).toBe(409);
      expect(payment.bankSerial).toBeNull();
      expect(await inboxCount(round.user.id, 'inbox.paymentRefunded')).toBe(0);
      return 'closedFirst';
    }
    expect(payment).toMatchObject({ status: 'refunded', serial });
    expect(payment.refundedAt).toBeInstanceOf(Date);
    expect(await inboxCount(round.user.id, 'inbox.paymentRefunded')).toBe(1);
    const detail = (await app.inject({ url: `/api/order/${round.order.id}`, headers: auth(round.token) })).json().data;
    expect(detail.paymentRefunds).toEqual([
      {
        serialNumber: serial,
        amount: round.order.actualPayment,
        localAmount: round.order.actualPayment,
        refundedAt: Math.floor(payment.refundedAt!.getTime() / 1000),
      },
    ]);
    return 'refunded';
  }

  it('cancel against approve, 24 rounds: no deadlock, no 500; paid with the cancel refused, or cancelled with the money refunded', async () => {
    const outcomes = { paid: 0, refunded: 0, closedFirst: 0 };
    for (let i = 0; i < 24; i++) {
      const round = await unpaidOrder();
      const serial = (await start(round.token, round.order.id)).json().data.serialNumber as string;
      const [cancelled, approved] = await Promise.all([later(i, () => cancel(round.token, round.order.id)), decide(serial, 'approve')]);
      expect(cancelled.statusCode, cancelled.body).not.toBe(500);
      expect([200, 400]).toContain(cancelled.statusCode);
      expect([303, 409]).toContain(approved.statusCode);
      outcomes[await settle(round, serial, 'customer', cancelled.statusCode === 200 ? 'done' : 'refused', approved.statusCode)]++;
    }
    console.log('cancel vs approve, 24 rounds:', outcomes);
    expect(logged.filter((line) => line.includes('deadlock'))).toEqual([]);
    expect(logged.filter((line) => /"level":50|sandbox notify was refused/.test(line))).toEqual([]);
    // 24 rounds one after another, each a new order: longer than one request's limit on a busy machine.
  }, 60_000);

  it('the expiry sweep against approve, 24 rounds: the same', async () => {
    const outcomes = { paid: 0, refunded: 0, closedFirst: 0 };
    for (let i = 0; i < 24; i++) {
      const round = await unpaidOrder();
      const serial = (await start(round.token, round.order.id)).json().data.serialNumber as string;
      // The sweep runs as if the order's time were up; the sandbox still sees it payable until then.
      const [swept, approved] = await Promise.all([
        later(i, () => cancelExpiredOrders(wide.db, new Date((round.order.payBefore + 1) * 1000))),
        decide(serial, 'approve'),
      ]);
      expect([303, 409]).toContain(approved.statusCode);
      outcomes[await settle(round, serial, 'timeout', swept.includes(round.order.orderNo) ? 'done' : 'refused', approved.statusCode)]++;
    }
    console.log('sweep vs approve, 24 rounds:', outcomes);
    expect(logged.filter((line) => line.includes('deadlock'))).toEqual([]);
    expect(logged.filter((line) => /"level":50|sandbox notify was refused/.test(line))).toEqual([]);
    // 24 rounds one after another, each a new order: longer than one request's limit on a busy machine.
  }, 60_000);
});
