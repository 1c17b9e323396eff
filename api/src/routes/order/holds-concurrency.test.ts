import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { openPostgres, type Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { HOLD_LIMITS } from './holds';
import { createOrder } from './commands';
import { auth, createSku, stockOf, US_ADDRESS } from './testing';

const url = process.env.DATABASE_URL;

// PGlite runs one statement at a time, so it cannot show two orders passing a limit together.
describe.skipIf(!url)('one customer ordering concurrently on PostgreSQL (skipped without DATABASE_URL: PGlite serialises everything)', () => {
  let app: FastifyInstance;
  let wide: Database;
  beforeAll(async () => {
    app = await createTestApp();
    // A pool as wide as the crowd, on this test file's schema, so the transactions really overlap.
    const [{ schema }] = ((await app.db.execute(sql`select current_schema() as schema`)) as unknown as { rows: { schema: string }[] }).rows;
    wide = await openPostgres({ url: url!, searchPath: schema, max: 24 });
  });
  afterAll(async () => {
    await wide?.close();
    await app?.close();
  });

  async function customerWith(lines: Array<{ skuId: number; quantity: number }>) {
    const { user, token } = await createUser(app);
    for (const line of lines) expect((await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: line })).statusCode).toBe(200);
    const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id as number;
    return { user, addressId };
  }

  type Settled = PromiseSettledResult<Awaited<ReturnType<typeof createOrder>>>;
  /** Why each order was refused; an unexpected error (a deadlock, say) shows as its message. */
  const reasons = (results: Settled[]) => results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : r.value.ok ? [] : [r.value.error]));
  const placed = (results: Settled[]) => results.filter((r) => r.status === 'fulfilled' && r.value.ok);

  it('24 concurrent orders of one customer for 24 items give exactly 3 unpaid orders', async () => {
    const items = await Promise.all(Array.from({ length: 24 }, (_, i) => createSku(app, { price: 1000, stock: 5, name: `Rush item ${i}` })));
    const { user, addressId } = await customerWith(items.map((s) => ({ skuId: s.skuId, quantity: 1 })));
    const started = Date.now();
    const results = await Promise.allSettled(
      items.map((s) => createOrder(wide.db, { user }, { skuIds: [s.skuId], addressId, paymentMethod: 'card', note: '' }, null, 'en', { unpaidMinutes: 30 })),
    );
    console.log(`24 concurrent orders of one customer settled in ${Date.now() - started} ms`);
    expect(placed(results)).toHaveLength(HOLD_LIMITS.unpaidOrders);
    expect(reasons(results)).toEqual(Array(24 - HOLD_LIMITS.unpaidOrders).fill('checkout.unpaidOrdersLimit'));
    const unpaid = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, 'unpaid')));
    expect(unpaid).toHaveLength(3);
    const stock = await Promise.all(items.map((s) => stockOf(app, s.skuId)));
    expect(stock.reduce((a, b) => a + b, 0)).toBe(24 * 5 - 3);
  });

  it('20 concurrent orders of the same 4 units hold them once: never past 10 units of an item', async () => {
    const s = await createSku(app, { price: 700, stock: 100, name: 'Hoarded lamp' });
    const { user, addressId } = await customerWith([{ skuId: s.skuId, quantity: 4 }]);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createOrder(wide.db, { user }, { skuIds: [s.skuId], addressId, paymentMethod: 'card', note: '' }, null, 'en', { unpaidMinutes: 30 }),
      ),
    );
    expect(placed(results)).toHaveLength(1);
    expect(new Set(reasons(results))).toEqual(new Set(['checkout.notInCart']));
    const [{ units }] = await app.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, user.id), eq(orderItems.skuId, s.skuId)));
    expect(units).toBe(4);
    expect(await stockOf(app, s.skuId)).toBe(96);
  });

  it('20 concurrent copies with one Idempotency-Key answer one order, even at the last free place', async () => {
    const items = await Promise.all(Array.from({ length: 3 }, () => createSku(app, { price: 900, stock: 5 })));
    const { user, addressId } = await customerWith(items.map((s) => ({ skuId: s.skuId, quantity: 1 })));
    for (const s of items.slice(0, 2))
      await createOrder(app.db, { user }, { skuIds: [s.skuId], addressId, paymentMethod: 'card', note: '' }, null, 'en', { unpaidMinutes: 30 });
    const body = { skuIds: [items[2].skuId], addressId, paymentMethod: 'card', note: '' };
    const results = await Promise.all(Array.from({ length: 20 }, () => createOrder(wide.db, { user }, body, 'double-click-1', 'en', { unpaidMinutes: 30 })));
    const answered = results.map((r) => (r.ok ? r.data : null));
    expect(answered).not.toContain(null);
    expect(new Set(answered.map((r) => r?.order.id)).size).toBe(1);
    expect(answered.filter((r) => r?.created)).toHaveLength(1);
    expect(await stockOf(app, items[2].skuId)).toBe(4);
  });
});
