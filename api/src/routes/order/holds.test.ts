import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { orders } from '../../db/schema/orders';
import { markPaidInTx } from './commands';
import { auth, createSku, stockOf, US_ADDRESS } from './testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A customer with an address; `order` puts the lines in the cart and places them as one order. */
async function shopper() {
  const { user, token } = await createUser(app);
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id as number;
  const order = async (skuId: number, quantity: number, lang = 'en') => {
    // A refused order leaves its line in the cart: start from this quantity, not on top of it.
    await app.inject({ method: 'POST', url: '/api/cart/remove', headers: auth(token), payload: { skuIds: [skuId] } });
    expect((await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId, quantity } })).statusCode).toBe(200);
    return app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(token, { 'accept-language': lang }),
      payload: { skuIds: [skuId], addressId, paymentMethod: 'card', note: '' },
    });
  };
  const cancel = (orderId: number) => app.inject({ method: 'POST', url: `/api/order/${orderId}/cancel`, headers: auth(token) });
  return { user, token, order, cancel };
}

const orderId = (res: { json(): { data: { order: { id: number } } } }) => res.json().data.order.id;

describe('what one customer may hold in unpaid orders', () => {
  it('at most 3 unpaid orders; paying one frees a place', async () => {
    const s = await createSku(app, { price: 1000, stock: 50 });
    const c = await shopper();
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await c.order(s.skuId, 1);
      expect(res.statusCode).toBe(200);
      placed.push(orderId(res));
    }
    const fourth = await c.order(s.skuId, 1);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ status: 400, msg: 'You already have 3 unpaid orders: please pay or cancel one before placing another', data: null });
    expect((await c.order(s.skuId, 1, 'de')).json().msg).toBe(
      'Sie haben bereits 3 unbezahlte Bestellungen: Bitte bezahlen oder stornieren Sie eine, bevor Sie eine weitere aufgeben',
    );
    expect(await stockOf(app, s.skuId)).toBe(47);

    await app.db.transaction((tx) => markPaidInTx(tx, placed[0], `PAYHOLD${placed[0]}`, `SBXHOLD${placed[0]}`));
    expect((await c.order(s.skuId, 1)).statusCode).toBe(200);
  });

  it('at most 10 units of one item wait for payment, and cancelling does not renew a large hold', async () => {
    const s = await createSku(app, { price: 500, stock: 36, name: 'Copper kettle' });
    const c = await shopper();
    // The hoarder of the report: 31 of 36 in one order.
    const hoard = await c.order(s.skuId, 31);
    expect(hoard.statusCode).toBe(400);
    expect(hoard.json().msg).toBe(
      'At most 10 of Copper kettle can wait for payment in your orders (orders you cancelled in the last hour count too); you already have 0',
    );
    expect(await stockOf(app, s.skuId)).toBe(36);

    const first = await c.order(s.skuId, 8);
    expect(first.statusCode).toBe(200);
    expect((await c.order(s.skuId, 3)).json().msg).toMatch(/^At most 10 of Copper kettle .* you already have 8$/);
    // Cancel and order the same again: the cancelled units still count for an hour.
    expect((await c.cancel(orderId(first))).statusCode).toBe(200);
    expect((await c.order(s.skuId, 8)).json().msg).toMatch(/you already have 8$/);
    expect((await c.order(s.skuId, 2)).statusCode).toBe(200);
    // An hour after the cancellation its units are free again.
    await app.db
      .update(orders)
      .set({ cancelledAt: sql`now() - interval '61 minutes'` })
      .where(eq(orders.id, orderId(first)));
    expect((await c.order(s.skuId, 8)).statusCode).toBe(200);
    expect(await stockOf(app, s.skuId)).toBe(26);
  });

  it('3 cancellations within an hour make the next order wait, with the time to wait', async () => {
    const s = await createSku(app, { price: 500, stock: 20 });
    const c = await shopper();
    const cancelled: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = orderId(await c.order(s.skuId, 1));
      expect((await c.cancel(id)).statusCode).toBe(200);
      cancelled.push(id);
    }
    const next = await c.order(s.skuId, 1);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ status: 400, msg: 'You have cancelled 3 orders in the last hour: please try again in 60 minutes', data: null });
    expect((await c.order(s.skuId, 1, 'fr')).json().msg).toBe(
      'Vous avez annulé 3 commandes au cours de la dernière heure : veuillez réessayer dans 60 minutes',
    );
    await app.db
      .update(orders)
      .set({ cancelledAt: sql`now() - interval '50 minutes'` })
      .where(eq(orders.id, cancelled[0]));
    expect((await c.order(s.skuId, 1)).json().msg).toBe('You have cancelled 3 orders in the last hour: please try again in 10 minutes');
    await app.db
      .update(orders)
      .set({ cancelledAt: sql`now() - interval '61 minutes'` })
      .where(eq(orders.id, cancelled[0]));
    expect((await c.order(s.skuId, 1)).statusCode).toBe(200);
  });

  it('orders cancelled because they were not paid in time do not count against the customer', async () => {
    const s = await createSku(app, { price: 500, stock: 20 });
    const c = await shopper();
    for (let i = 0; i < 3; i++) {
      const id = orderId(await c.order(s.skuId, 3));
      await app.db.update(orders).set({ status: 'cancelled', cancelReason: 'timeout', cancelledAt: new Date() }).where(eq(orders.id, id));
    }
    expect((await c.order(s.skuId, 10)).statusCode).toBe(200);
  });
});
