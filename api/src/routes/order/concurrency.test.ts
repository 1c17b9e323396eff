import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { openPostgres, type Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { createOrder } from './service';
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
        createOrder(wide.db, user, { skuIds: [s.skuId], addressId, paymentMethod: 'card', note: '' }, null, 'en', { unpaidMinutes: 30 }),
      ),
    );
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect((r.reason as ApiError).messageKey).toBe('checkout.outOfStock');
    }
    expect(await stockOf(app, s.skuId)).toBe(0);
    const [{ n }] = ((await app.db.execute(sql`select count(*)::int as n from order_items where sku_id = ${s.skuId}`)) as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBe(5);
  });
});
