import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/helpers';
import { markPaidInTx } from '../routes/order/service';
import { auth, createSku, stockOf, US_ADDRESS } from '../routes/order/testing';
import { runOperator } from './operator';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function order() {
  const s = await createSku(app, { price: 2000, stock: 4 });
  const { token } = await createUser(app);
  await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 2 } });
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
  const created = (
    await app.inject({ method: 'POST', url: '/api/order/create', headers: auth(token), payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card' } })
  ).json().data.order;
  return { token, skuId: s.skuId, order: created as { id: number; orderNo: string; actualPayment: number; payBefore: number } };
}

describe('operator commands', () => {
  it('ship: only a paid order', async () => {
    const { token, order: o } = await order();
    expect(await runOperator(app.db, ['ship', o.orderNo])).toEqual({ code: 1, lines: ['not possible while the order is unpaid'] });
    await app.db.transaction((tx) => markPaidInTx(tx, o.id, 'PAYX', 'SBXX'));
    expect(await runOperator(app.db, ['ship', o.orderNo])).toEqual({ code: 0, lines: [`${o.orderNo}: shipped, now shipped`] });
    expect((await app.inject({ url: `/api/order/${o.id}`, headers: auth(token) })).json().data.status).toBe('shipped');
    expect(await runOperator(app.db, ['ship', 'SF000000-XXXXXX'])).toEqual({ code: 1, lines: ['no order with this number'] });
  });

  it('settle-refund: a refund application ends refunded', async () => {
    const { token, order: o } = await order();
    await app.db.transaction((tx) => markPaidInTx(tx, o.id, 'PAYY', 'SBXY'));
    expect((await runOperator(app.db, ['settle-refund', o.orderNo])).code).toBe(1);
    await app.inject({ method: 'POST', url: `/api/order/${o.id}/refund`, headers: auth(token), payload: { reason: 'broken', amount: 1000 } });
    expect(await runOperator(app.db, ['settle-refund', o.orderNo])).toEqual({ code: 0, lines: [`${o.orderNo}: refund settled, now refunded`] });
  });

  it('cancel-expired: unpaid orders past their time, with their stock', async () => {
    const { skuId, order: o } = await order();
    expect(await stockOf(app, skuId)).toBe(2);
    const later = new Date((o.payBefore + 60) * 1000);
    const res = await runOperator(app.db, ['cancel-expired'], later);
    expect(res.code).toBe(0);
    expect(res.lines).toContain(`${o.orderNo}: cancelled, stock returned`);
    expect(await stockOf(app, skuId)).toBe(4);
  });

  it('prints the usage for anything else', async () => {
    const res = await runOperator(app.db, ['ship']);
    expect(res.code).toBe(2);
    expect(res.lines[0]).toMatch(/^Usage:/);
  });
});
