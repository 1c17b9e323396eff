import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/helpers';
import { currencies } from '../db/schema/shop';
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
    expect((await runOperator(app.db, ['settle-refund', o.orderNo], { payments: app.payments })).code).toBe(1);
    await app.inject({ method: 'POST', url: `/api/order/${o.id}/refund`, headers: auth(token), payload: { reason: 'broken', amount: 1000 } });
    expect(await runOperator(app.db, ['settle-refund', o.orderNo], { payments: app.payments })).toEqual({
      code: 0,
      lines: [`${o.orderNo}: refund settled, now refunded`],
    });
  });

  it('cancel-expired: unpaid orders past their time, with their stock', async () => {
    const { skuId, order: o } = await order();
    expect(await stockOf(app, skuId)).toBe(2);
    const later = new Date((o.payBefore + 60) * 1000);
    const res = await runOperator(app.db, ['cancel-expired'], { now: later });
    expect(res.code).toBe(0);
    expect(res.lines).toContain(`${o.orderNo}: cancelled, stock returned`);
    expect(await stockOf(app, skuId)).toBe(4);
  });

  it('rates: a CSV or JSON table against USD changes the shown prices; orders keep the rate they were placed at', async () => {
    const { token, order: o } = await order();
    const placed = (await app.inject({ url: `/api/order/${o.id}`, headers: auth(token) })).json().data;
    const files: Record<string, string> = {
      'rates.csv': 'currency,rate\n# from the bank, this morning\nEUR,0.9\nJPY,150.25\n',
      'rates.json': JSON.stringify({ base: 'USD', rates: { EUR: 0.95, USD: 1 } }),
    };
    const read = async (source: string) => files[source] ?? Promise.reject(new Error('no such file'));
    const eurRate = async () => (await app.db.select().from(currencies).where(eq(currencies.currency, 'EUR')))[0].exRate;

    expect(await runOperator(app.db, ['rates', 'rates.csv'], { read })).toEqual({ code: 0, lines: ['rates changed: EUR 0.9, JPY 150.25'] });
    expect(await eurRate()).toBe(0.9);
    expect((await runOperator(app.db, ['rates', 'rates.json'], { read })).lines).toEqual(['rates changed: EUR 0.95']);
    expect(await eurRate()).toBe(0.95);
    // The order placed before keeps its currency's rate and figures.
    const after = (await app.inject({ url: `/api/order/${o.id}`, headers: auth(token) })).json().data;
    expect({ exRate: after.exRate, local: after.local }).toEqual({ exRate: placed.exRate, local: placed.local });
  });

  it('rates: refuses the whole table when one rate is wrong, naming every problem', async () => {
    const before = await app.db.select().from(currencies).orderBy(asc(currencies.id));
    const read = async (source: string) => source;
    const refused = await runOperator(app.db, ['rates', 'EUR,0.5\nJPY,-3\nGBP,0.7891234\nCHF,abc\nUSD,2\nEUR,0.6\nXYZ1,1'], { read });
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      'no rate changed:',
      '  JPY: a rate must be above zero',
      '  GBP: 0.7891234 has more than 6 significant digits',
      '  CHF: "abc" is not a plain decimal number',
      '  USD: rates are against USD, so its own rate is 1 (got 2)',
      '  EUR is given twice',
      '  "XYZ1" is not an ISO 4217 currency code',
    ]);
    expect(await runOperator(app.db, ['rates', '{"ZZZ": 2}'], { read })).toEqual({
      code: 1,
      lines: ['no rate changed:', '  ZZZ is not a currency of the shop'],
    });
    expect(await app.db.select().from(currencies).orderBy(asc(currencies.id))).toEqual(before);
  });

  it('prints the usage for anything else', async () => {
    const res = await runOperator(app.db, ['ship']);
    expect(res.code).toBe(2);
    expect(res.lines[0]).toMatch(/^Usage:/);
  });
});
