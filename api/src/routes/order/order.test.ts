import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { inboxMessages } from '../../db/schema/inbox';
import { orderItems, orders } from '../../db/schema/orders';
import { computeAmounts } from './pricing';
import { markItemEvaluated, markPaidInTx } from './commands';
import { cancelExpiredOrders, shipPaidOrders } from './jobs';
import { acceptRefund, finishRefund, shipOrder } from './operator';
import { loadCheckoutSettings } from './settings';
import { auth, createSku, DE_ADDRESS, stockOf, US_ADDRESS } from './testing';
import { canTransition, TRANSITIONS, type Transition } from './transitions';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Line = { skuId: number; quantity: number };

/** A customer with these cart lines, an address and, optionally, claimed promo codes. */
async function customer(lines: Line[], address: object | null = US_ADDRESS, codes: string[] = []) {
  const { user, token } = await createUser(app);
  for (const line of lines) {
    const res = await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: line });
    expect(res.statusCode).toBe(200);
  }
  let addressId: number | undefined;
  if (address) addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: address })).json().data.id;
  const coupons: Record<string, number> = {};
  for (const code of codes)
    coupons[code] = (await app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(token), payload: { code } })).json().data.id;
  return { user, token, addressId, coupons };
}

const quote = (token: string, payload: object) => app.inject({ method: 'POST', url: '/api/order/quote', headers: auth(token), payload });
const create = (token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/order/create', headers: auth(token, headers), payload });
const getOrder = (token: string, id: number) => app.inject({ url: `/api/order/${id}`, headers: auth(token) });
const act = (token: string, id: number, action: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/order/${id}/${action}`, headers: auth(token), payload });

async function inboxKeys(userId: number, orderId: number) {
  const rows = await app.db
    .select({ key: inboxMessages.messageKey })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.orderId, orderId)))
    .orderBy(inboxMessages.id);
  return rows.map((r) => r.key);
}

async function pay(orderId: number) {
  await app.db.transaction((tx) => markPaidInTx(tx, orderId, `PAYTEST${orderId}`, `SBXTEST${orderId}`));
}

describe('computeAmounts', () => {
  it('applies discount, free freight, tax and the service charge in that order', () => {
    expect(computeAmounts(4000, { freight: { fee: 599, freeOver: 4900 }, taxRate: 725, method: { feeFixed: 30, feeRate: 290 }, coupon: null })).toEqual({
      subtotal: 4000,
      discount: 0,
      freight: 599,
      tax: 290,
      serviceCharge: 163,
      actualPayment: 5052,
    });
    expect(
      computeAmounts(8000, {
        freight: { fee: 699, freeOver: 5900 },
        taxRate: 1900,
        method: { feeFixed: 100, feeRate: 0 },
        coupon: { kind: 'percent', value: 10 },
      }),
    ).toEqual({
      subtotal: 8000,
      discount: 800,
      freight: 0,
      tax: 1368,
      serviceCharge: 100,
      actualPayment: 8668,
    });
  });
});

describe('POST /api/order/quote: totals for several carts, currencies, codes and countries', () => {
  it('US, one line of two, no code, USD: card then wallet', async () => {
    const s = await createSku(app, { price: 2000, stock: 10 });
    const c = await customer([{ skuId: s.skuId, quantity: 2 }]);
    const card = (await quote(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card' })).json().data;
    expect(card).toMatchObject({
      subtotal: 4000,
      freight: 599,
      tax: 290,
      taxRate: 725,
      serviceCharge: 0,
      discount: 0,
      actualPayment: 4889,
      currency: 'USD',
      symbol: '$',
      exRate: 1,
      country: 'US',
      freeFreightOver: 4900,
    });
    expect(card.items).toEqual([expect.objectContaining({ skuId: s.skuId, unitPrice: 2000, quantity: 2, subtotal: 4000 })]);
    expect(card.local).toEqual({ subtotal: 4000, freight: 599, tax: 290, serviceCharge: 0, discount: 0, actualPayment: 4889 });
    const wallet = (await quote(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'wallet' })).json().data;
    expect(wallet).toMatchObject({ serviceCharge: 163, actualPayment: 5052, paymentMethod: 'wallet' });
  });

  it('DE, two lines, WELCOME10, EUR: free freight, German VAT, bank fee, figures in euro rounded down', async () => {
    const a = await createSku(app, { price: 3000, stock: 10 });
    const b = await createSku(app, { price: 2500, stock: 10 });
    const c = await customer(
      [
        { skuId: a.skuId, quantity: 1 },
        { skuId: b.skuId, quantity: 2 },
      ],
      DE_ADDRESS,
      ['WELCOME10', 'SAVE5'],
    );
    const q = (
      await quote(c.token, { skuIds: [a.skuId, b.skuId], addressId: c.addressId, paymentMethod: 'bank', userCouponId: c.coupons.WELCOME10, currency: 'EUR' })
    ).json().data;
    expect(q).toMatchObject({
      subtotal: 8000,
      discount: 800,
      freight: 0,
      tax: 1368,
      serviceCharge: 100,
      actualPayment: 8668,
      currency: 'EUR',
      symbol: '€',
      exRate: 0.92,
      userCouponId: c.coupons.WELCOME10,
    });
    // Computed in euros: €73.60 goods, 10 % off, 19 % VAT on €66.24 (12.5856 rounds to €12.59), the bank's
    // €1.00 fee as €0.92; the total is the sum of the figures shown.
    expect(q.local).toEqual({ subtotal: 7360, discount: 736, freight: 0, tax: 1259, serviceCharge: 92, actualPayment: 7975 });
    expect(q.local.actualPayment).toBe(q.local.subtotal - q.local.discount + q.local.freight + q.local.tax + q.local.serviceCharge);
    // Both codes meet their minimum spend; each shows what it would take off.
    expect(q.coupons.map((x: { code: string; discount: number }) => [x.code, x.discount]).sort()).toEqual([
      ['SAVE5', 500],
      ['WELCOME10', 800],
    ]);
  });

  it("each offered code shows, in the quote's currency, exactly what the summary takes off when it is chosen", async () => {
    // Five at $10.11 are five at €9.30: 10 % of €46.50 is €4.65, while 10 % in dollars ($5.05) converted would say €4.64.
    const s = await createSku(app, { price: 1011, stock: 9 });
    const c = await customer([{ skuId: s.skuId, quantity: 5 }], DE_ADDRESS, ['WELCOME10']);
    const body = { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'bank', currency: 'EUR' };
    const offered = (await quote(c.token, body)).json().data.coupons;
    const chosen = (await quote(c.token, { ...body, userCouponId: c.coupons.WELCOME10 })).json().data;
    expect(offered).toEqual([expect.objectContaining({ code: 'WELCOME10', discount: 505, localDiscount: 465 })]);
    expect(chosen.local).toMatchObject({ subtotal: 4650, discount: 465 });
  });

  it('CN, JPY, a code below its minimum spend is not offered and not applied', async () => {
    const s = await createSku(app, { price: 1500, stock: 3 });
    const c = await customer([{ skuId: s.skuId, quantity: 1 }], { ...US_ADDRESS, country: 'CN', phone: '13812345678', postcode: '100000' }, ['SAVE5']);
    const q = (
      await quote(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card', userCouponId: c.coupons.SAVE5, currency: 'JPY' })
    ).json().data;
    expect(q).toMatchObject({ subtotal: 1500, freight: 499, tax: 195, discount: 0, actualPayment: 2194, userCouponId: null, coupons: [], currency: 'JPY' });
    // Yen have no minor unit: ¥3326.10 is charged as ¥3326.
    expect(q.local.actualPayment).toBe(3326);
  });

  it('without address or method: default freight, no tax, no service charge; unknown currency falls back to USD', async () => {
    const s = await createSku(app, { price: 1000, stock: 3 });
    const c = await customer([{ skuId: s.skuId, quantity: 1 }], null);
    const q = (await quote(c.token, { skuIds: [s.skuId], currency: 'XXX' })).json().data;
    expect(q).toMatchObject({
      subtotal: 1000,
      freight: 1500,
      tax: 0,
      serviceCharge: 0,
      actualPayment: 2500,
      country: null,
      paymentMethod: null,
      currency: 'USD',
    });
  });

  it('refuses items that are not in the cart', async () => {
    const s = await createSku(app, { price: 1000, stock: 3 });
    const c = await customer([]);
    const res = await quote(c.token, { skuIds: [s.skuId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The selected items are no longer in your cart, please refresh it');
  });
});

describe('POST /api/order/create', () => {
  it('creates the order in one go: stock down, code used, bought lines gone, inbox written', async () => {
    const a = await createSku(app, { price: 3000, stock: 5 });
    const b = await createSku(app, { price: 2500, stock: 5 });
    const other = await createSku(app, { price: 100, stock: 5 });
    const c = await customer(
      [
        { skuId: a.skuId, quantity: 1 },
        { skuId: b.skuId, quantity: 2 },
        { skuId: other.skuId, quantity: 1 },
      ],
      DE_ADDRESS,
      ['WELCOME10'],
    );
    const res = await create(c.token, {
      skuIds: [a.skuId, b.skuId],
      addressId: c.addressId,
      paymentMethod: 'bank',
      userCouponId: c.coupons.WELCOME10,
      currency: 'EUR',
      note: 'Leave at the door',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('order created successfully, and if the pay page does not open click To Pay');
    const order = body.data.order;
    expect(order.orderNo).toMatch(/^SF\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    expect(order).toMatchObject({
      status: 'unpaid',
      actualPayment: 8668,
      currency: 'EUR',
      exRate: 0.92,
      symbol: '€',
      couponCode: 'WELCOME10',
      note: 'Leave at the door',
      fullName: 'Max Muster',
      email: c.user.email,
      paymentMethod: 'bank',
      paymentMethodName: 'Bank transfer',
      actions: ['pay', 'cancel'],
      serialNumber: null,
    });
    expect(order.payBefore - order.createdAt).toBe(30 * 60);
    expect(await stockOf(app, a.skuId)).toBe(4);
    expect(await stockOf(app, b.skuId)).toBe(3);
    const cart = (await app.inject({ url: '/api/cart', headers: auth(c.token) })).json().data.lines;
    expect(cart.map((l: { skuId: number }) => l.skuId)).toEqual([other.skuId]);
    const used = (await app.inject({ url: '/api/user/coupon?state=used', headers: auth(c.token) })).json().data;
    expect(used).toEqual([expect.objectContaining({ code: 'WELCOME10', orderNo: order.orderNo })]);
    expect(await inboxKeys(c.user.id, order.id)).toEqual(['inbox.orderPlacedTotal']);
    expect(body.data.payClosed).toBe(false);
  });

  it('is idempotent under an Idempotency-Key: a double click makes one order', async () => {
    const s = await createSku(app, { price: 1000, stock: 5 });
    const c = await customer([{ skuId: s.skuId, quantity: 2 }]);
    const payload = { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card' };
    const headers = { 'idempotency-key': 'checkout-key-0001' };
    const [one, two] = await Promise.all([create(c.token, payload, headers), create(c.token, payload, headers)]);
    const three = await create(c.token, payload, headers);
    const ids = [one, two, three].map((r) => r.json().data.order.id);
    expect(new Set(ids).size).toBe(1);
    expect(await stockOf(app, s.skuId)).toBe(3);
    expect((await app.inject({ url: '/api/order', headers: auth(c.token) })).json().data.total).toBe(1);
  });

  it('answers 400 with a clear, translated msg for stock, address, code and payment-method problems, changing nothing', async () => {
    const s = await createSku(app, { price: 1000, stock: 5, name: 'Cork board' });
    const c = await customer([{ skuId: s.skuId, quantity: 3 }], US_ADDRESS, ['WELCOME10']);
    const stranger = await customer([], US_ADDRESS);
    const base = { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card' };
    const cases: [object, string, string?][] = [
      [{ ...base, paymentMethod: undefined }, 'please select payment method'],
      [{ ...base, paymentMethod: undefined }, '请选择支付方式', 'cn'],
      [{ ...base, paymentMethod: 'bitcoin' }, 'This payment method is not available, please choose another one'],
      [{ ...base, addressId: undefined }, 'Please choose a delivery address'],
      [{ ...base, addressId: stranger.addressId }, 'The delivery address was not found, please choose another one'],
      [{ ...base, userCouponId: c.coupons.WELCOME10 }, 'This promo code cannot be used for this order'],
      [{ ...base, skuIds: [] }, 'please select the item'],
    ];
    for (const [payload, msg, lang] of cases) {
      const res = await create(c.token, payload, lang ? { 'accept-language': lang } : {});
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().status).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const { sql } = await import('drizzle-orm');
    await app.db.execute(sql`update skus set stock = 2 where id = ${s.skuId}`);
    const res = await create(c.token, base);
    expect(res.json()).toMatchObject({ status: 400, msg: 'Not enough stock for Cork board: 2 left' });
    expect(await stockOf(app, s.skuId)).toBe(2);
    expect((await app.inject({ url: '/api/order', headers: auth(c.token) })).json().data.total).toBe(0);
    expect((await app.inject({ url: '/api/user/coupon', headers: auth(c.token) })).json().data).toHaveLength(1);
  });
});

describe('order state machine', () => {
  it('allows only the transitions of the table', () => {
    const all = Object.keys(TRANSITIONS) as Transition[];
    expect(all.filter((t) => canTransition('unpaid', t))).toEqual(['pay', 'cancel']);
    expect(all.filter((t) => canTransition('paid', t))).toEqual(['ship', 'requestRefund']);
    expect(all.filter((t) => canTransition('shipped', t))).toEqual(['receive', 'requestRefund']);
    expect(all.filter((t) => canTransition('received', t))).toEqual(['complete', 'requestRefund']);
    expect(all.filter((t) => canTransition('completed', t))).toEqual([]);
    expect(all.filter((t) => canTransition('cancelled', t))).toEqual([]);
    expect(all.filter((t) => canTransition('refunded', t))).toEqual([]);
  });

  it('cancel while unpaid: stock and promo code come back; then nothing more is allowed', async () => {
    const s = await createSku(app, { price: 6000, stock: 4 });
    const c = await customer([{ skuId: s.skuId, quantity: 2 }], US_ADDRESS, ['WELCOME10']);
    const order = (await create(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card', userCouponId: c.coupons.WELCOME10 })).json().data
      .order;
    expect(await stockOf(app, s.skuId)).toBe(2);
    const res = await act(c.token, order.id, 'cancel');
    expect(res.json().data).toMatchObject({ status: 'cancelled', actions: ['reorder'] });
    expect(await stockOf(app, s.skuId)).toBe(4);
    expect((await app.inject({ url: '/api/user/coupon', headers: auth(c.token) })).json().data.map((x: { code: string }) => x.code)).toEqual(['WELCOME10']);
    for (const action of ['cancel', 'receive']) {
      const again = await act(c.token, order.id, action);
      expect(again.statusCode).toBe(400);
      expect(again.json().msg).toBe('This is not possible for the order in its current status');
    }
    expect((await act(c.token, order.id, 'refund', { reason: 'x', amount: 1 })).statusCode).toBe(400);
    expect(await inboxKeys(c.user.id, order.id)).toEqual(['inbox.orderPlacedTotal', 'inbox.orderCancelled']);
  });

  it('paid -> shipped -> received -> evaluated -> completed, rejecting every out-of-turn step', async () => {
    const a = await createSku(app, { price: 1000, stock: 5 });
    const b = await createSku(app, { price: 2000, stock: 5 });
    const c = await customer([
      { skuId: a.skuId, quantity: 1 },
      { skuId: b.skuId, quantity: 1 },
    ]);
    const order = (await create(c.token, { skuIds: [a.skuId, b.skuId], addressId: c.addressId, paymentMethod: 'card' })).json().data.order;
    expect((await act(c.token, order.id, 'receive')).statusCode).toBe(400);
    await pay(order.id);
    let detail = (await getOrder(c.token, order.id)).json().data;
    expect(detail).toMatchObject({ status: 'paid', serialNumber: `PAYTEST${order.id}`, bankSerialNumber: `SBXTEST${order.id}`, actions: ['refund'] });
    expect(detail.paidAt).toBeGreaterThan(0);
    expect((await act(c.token, order.id, 'cancel')).statusCode).toBe(400);
    expect((await act(c.token, order.id, 'receive')).statusCode).toBe(400);

    expect(await shipOrder(app.db, order.orderNo)).toEqual({ ok: true, data: { orderNo: order.orderNo, status: 'shipped' } });
    expect(await shipOrder(app.db, order.orderNo)).toEqual({ ok: false, error: 'notAllowed', params: { status: 'shipped' } });
    expect(await shipOrder(app.db, 'SF000000-NOPE00')).toEqual({ ok: false, error: 'notFound' });
    detail = (await act(c.token, order.id, 'receive')).json().data;
    expect(detail).toMatchObject({ status: 'received', actions: ['evaluate', 'refund', 'reorder'] });

    const items = await app.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    const stranger = await createUser(app);
    expect(await app.db.transaction((tx) => markItemEvaluated(tx, stranger.user.id, items[0].id))).toEqual({ ok: false, error: 'notFound' });
    expect(await app.db.transaction((tx) => markItemEvaluated(tx, c.user.id, items[0].id))).toEqual({
      ok: true,
      data: { orderId: order.id, orderCompleted: false },
    });
    expect(await app.db.transaction((tx) => markItemEvaluated(tx, c.user.id, items[0].id))).toEqual({ ok: false, error: 'notReviewable' });
    expect(await app.db.transaction((tx) => markItemEvaluated(tx, c.user.id, items[1].id))).toEqual({
      ok: true,
      data: { orderId: order.id, orderCompleted: true },
    });
    detail = (await getOrder(c.token, order.id)).json().data;
    expect(detail).toMatchObject({ status: 'completed', actions: ['reorder'] });
    expect(detail.items.every((i: { evaluated: boolean }) => i.evaluated)).toBe(true);
    expect((await act(c.token, order.id, 'refund', { reason: 'late', amount: 100 })).statusCode).toBe(400);
    expect(await inboxKeys(c.user.id, order.id)).toEqual([
      'inbox.orderPlacedTotal',
      'inbox.orderPaidTotal',
      'inbox.orderShipped',
      'inbox.orderReceived',
      'inbox.orderCompleted',
    ]);
  });

  it('refund: at most the amount paid; requested -> in progress -> refunded; stock back when nothing shipped', async () => {
    const s = await createSku(app, { price: 5000, stock: 3 });
    const c = await customer([{ skuId: s.skuId, quantity: 1 }]);
    const order = (await create(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card' })).json().data.order;
    expect((await act(c.token, order.id, 'refund', { reason: 'changed my mind', amount: order.actualPayment })).statusCode).toBe(400);
    await pay(order.id);
    const tooMuch = await act(c.token, order.id, 'refund', { reason: 'changed my mind', amount: order.actualPayment + 1 });
    expect(tooMuch.json()).toMatchObject({ status: 400, msg: `The refund amount cannot be more than $${(order.actualPayment / 100).toFixed(2)}` });
    const applied = (await act(c.token, order.id, 'refund', { reason: 'changed my mind', amount: order.actualPayment })).json().data;
    expect(applied.status).toBe('refund_requested');
    expect(applied.refunds).toEqual([
      expect.objectContaining({ reason: 'changed my mind', amount: order.actualPayment, status: 'requested', orderNo: order.orderNo }),
    ]);
    expect((await act(c.token, order.id, 'refund', { reason: 'again', amount: 1 })).statusCode).toBe(400);
    const listed = (await app.inject({ url: '/api/order/refunds', headers: auth(c.token) })).json().data;
    expect(listed).toEqual([expect.objectContaining({ orderId: order.id, status: 'requested' })]);
    expect(await stockOf(app, s.skuId)).toBe(2);

    const accepted = await acceptRefund(app.db, order.orderNo);
    expect(accepted).toMatchObject({ ok: true, data: { orderNo: order.orderNo, status: 'refund_in_progress', amount: order.actualPayment, currency: 'USD' } });
    const refundId = accepted.ok ? accepted.data.refundId : 0;
    expect(await finishRefund(app.db, refundId)).toEqual({ ok: true, data: { orderNo: order.orderNo, status: 'refunded' } });
    expect(await finishRefund(app.db, refundId)).toMatchObject({ ok: false, error: 'notAllowed' });
    expect(await acceptRefund(app.db, order.orderNo)).toMatchObject({ ok: false, error: 'notAllowed' });
    const detail = (await getOrder(c.token, order.id)).json().data;
    expect(detail.status).toBe('refunded');
    expect(detail.refunds[0]).toMatchObject({ status: 'refunded' });
    expect(await stockOf(app, s.skuId)).toBe(3);
    expect(await inboxKeys(c.user.id, order.id)).toEqual([
      'inbox.orderPlacedTotal',
      'inbox.orderPaidTotal',
      'inbox.refundRequested',
      'inbox.refundInProgress',
      'inbox.refunded',
    ]);
  });

  it("answers 404 for another customer's order, whatever the action", async () => {
    const s = await createSku(app, { price: 1000, stock: 3 });
    const owner = await customer([{ skuId: s.skuId, quantity: 1 }]);
    const order = (await create(owner.token, { skuIds: [s.skuId], addressId: owner.addressId, paymentMethod: 'card' })).json().data.order;
    const other = await createUser(app);
    expect((await getOrder(other.token, order.id)).statusCode).toBe(404);
    for (const action of ['cancel', 'receive', 'reorder']) expect((await act(other.token, order.id, action)).statusCode).toBe(404);
    expect((await act(other.token, order.id, 'refund', { reason: 'x', amount: 1 })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/pay/start', headers: auth(other.token), payload: { orderId: order.id } })).statusCode).toBe(404);
    expect((await getOrder(owner.token, order.id)).json().data.status).toBe('unpaid');
  });

  it('lists orders by status and re-orders at today\u2019s price', async () => {
    const s = await createSku(app, { price: 1200, stock: 10 });
    const c = await customer([{ skuId: s.skuId, quantity: 2 }]);
    const first = (await create(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card' })).json().data.order;
    await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(c.token), payload: { skuId: s.skuId, quantity: 1 } });
    const second = (await create(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card' })).json().data.order;
    await act(c.token, first.id, 'cancel');
    const all = (await app.inject({ url: '/api/order', headers: auth(c.token) })).json().data;
    expect(all.list.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    const unpaid = (await app.inject({ url: '/api/order?status=unpaid', headers: auth(c.token) })).json().data;
    expect(unpaid).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(unpaid.list[0]).toMatchObject({ id: second.id, actions: ['pay', 'cancel'] });
    expect(unpaid.list[0].items[0]).toMatchObject({ skuId: s.skuId, quantity: 1, unitPrice: 1200 });

    const { sql } = await import('drizzle-orm');
    await app.db.execute(sql`update skus set price = 1300 where id = ${s.skuId}`);
    const again = (await act(c.token, first.id, 'reorder')).json().data;
    expect(again.lines).toEqual([expect.objectContaining({ skuId: s.skuId, quantity: 2, priceWhenAdded: 1300, currentPrice: 1300 })]);
    expect(again.skipped).toEqual([]);
    expect((await act(c.token, second.id, 'reorder')).statusCode).toBe(400);
  });
});

describe('unpaid timeout', () => {
  it('reads ORDER_UNPAID_MINUTES and the demo shipping delay from the environment', async () => {
    const settings = loadCheckoutSettings({ ORDER_UNPAID_MINUTES: '5', DEMO_SHIP_AFTER_SECONDS: '30' });
    expect(settings).toEqual({ unpaidMinutes: 5, demoShipAfterSeconds: 30, sweepSeconds: 60 });
    expect(loadCheckoutSettings({}).demoShipAfterSeconds).toBeNull();
  });

  it('cancels unpaid orders past their time and returns their stock and promo code', async () => {
    const s = await createSku(app, { price: 6000, stock: 5 });
    const c = await customer([{ skuId: s.skuId, quantity: 3 }], US_ADDRESS, ['WELCOME10']);
    const order = (await create(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card', userCouponId: c.coupons.WELCOME10 })).json().data
      .order;
    expect(await stockOf(app, s.skuId)).toBe(2);
    expect(await cancelExpiredOrders(app.db, new Date((order.payBefore - 1) * 1000))).not.toContain(order.orderNo);
    expect((await getOrder(c.token, order.id)).json().data.status).toBe('unpaid');

    const cancelled = await cancelExpiredOrders(app.db, new Date((order.payBefore + 1) * 1000));
    expect(cancelled).toContain(order.orderNo);
    const detail = (await getOrder(c.token, order.id)).json().data;
    expect(detail.status).toBe('cancelled');
    expect(await stockOf(app, s.skuId)).toBe(5);
    expect((await app.inject({ url: '/api/user/coupon', headers: auth(c.token) })).json().data.map((x: { code: string }) => x.code)).toEqual(['WELCOME10']);
    const [row] = await app.db.select({ reason: orders.cancelReason }).from(orders).where(eq(orders.id, order.id));
    expect(row.reason).toBe('timeout');
    // A second sweep finds nothing more to do.
    expect(await cancelExpiredOrders(app.db, new Date((order.payBefore + 2) * 1000))).not.toContain(order.orderNo);
    expect(await stockOf(app, s.skuId)).toBe(5);
  });

  it('demo setting ships paid orders after the delay', async () => {
    const s = await createSku(app, { price: 1000, stock: 5 });
    const c = await customer([{ skuId: s.skuId, quantity: 1 }]);
    const order = (await create(c.token, { skuIds: [s.skuId], addressId: c.addressId, paymentMethod: 'card' })).json().data.order;
    await pay(order.id);
    expect(await shipPaidOrders(app.db, 3600)).not.toContain(order.orderNo);
    expect(await shipPaidOrders(app.db, 60, new Date(Date.now() + 61_000))).toContain(order.orderNo);
    expect((await getOrder(c.token, order.id)).json().data.status).toBe('shipped');
  });
});
