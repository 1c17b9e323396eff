import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode } from '../../../test/auth';
import { createTestApp, createUser } from '../../../test/helpers';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { auth, createSku, US_ADDRESS } from '../order/testing';
import { OPEN_ORDER_STATUSES } from './service';

const url = process.env.DATABASE_URL;

// PGlite runs one statement at a time, so only a PostgreSQL server shows whether the two can interleave.
describe.skipIf(!url)('closing an account while an order is being placed, on PostgreSQL (skipped without DATABASE_URL)', () => {
  let app: FastifyInstance;
  let wide: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    const [{ schema }] = ((await app.db.execute(sql`select current_schema() as schema`)) as unknown as { rows: { schema: string }[] }).rows;
    wide = await buildApp({ config: app.config, database: await openPostgres({ url: url!, searchPath: schema, max: 24 }) });
  });
  afterAll(async () => {
    await wide?.close();
    await app?.close();
  });

  it('never leaves a closed account with an open order: one of the two is refused', async () => {
    const sku = await createSku(app, { price: 1000, stock: 100, name: 'Racing kettle' });
    const shoppers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const { user, token, password } = await createUser(app);
        await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: sku.skuId, quantity: 1 } });
        const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id as number;
        expect((await app.inject({ method: 'POST', url: '/api/user/close/code', headers: auth(token), payload: { password } })).statusCode).toBe(200);
        return { user, token, password, addressId, code: await lastCode(app, user.email) };
      }),
    );

    // Closing checks the password (argon2) before its transaction, so each shopper's order starts a little
    // later than the one before, sweeping it across the closing's timeline: before, inside and after it.
    const outcomes: { closed: boolean; ordered: boolean }[] = [];
    for (const [i, { token, password, addressId, code }] of shoppers.entries()) {
      const [closed, ordered] = await Promise.all([
        wide.inject({ method: 'POST', url: '/api/user/close', headers: auth(token), payload: { password, emailCode: code } }),
        new Promise((resolve) => setTimeout(resolve, i * 25)).then(() =>
          wide.inject({
            method: 'POST',
            url: '/api/order/create',
            headers: auth(token, { 'idempotency-key': randomUUID() }),
            payload: { skuIds: [sku.skuId], addressId, paymentMethod: 'card' },
          }),
        ),
      ]);
      outcomes.push({ closed: closed.json().status === 200, ordered: ordered.json().status === 200 });
    }

    // Both orders of events happened, or the sweep proves nothing.
    expect(new Set(outcomes.map((o) => o.closed)).size).toBe(2);
    for (const [i, { user }] of shoppers.entries()) {
      const [row] = await app.db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, user.id));
      const open = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, user.id), inArray(orders.status, OPEN_ORDER_STATUSES)));
      expect({ closed: row.closedAt !== null, openOrders: open.length }).toEqual(
        outcomes[i].closed ? { closed: true, openOrders: 0 } : { closed: false, openOrders: 1 },
      );
      // Exactly one of the two went through.
      expect(outcomes[i].closed).toBe(!outcomes[i].ordered);
    }
  });
});
