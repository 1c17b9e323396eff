import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { inboxMessages } from '../../db/schema/inbox';
import { payments } from '../../db/schema/payments';
import { auth, createSku, US_ADDRESS } from '../order/testing';
import { paymentSecret } from '../order/settings';
import { issueResult, signResult } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A customer with one unpaid order of $12.00 goods (US: freight $5.99, tax 7.25 %). */
async function unpaidOrder(currency = 'USD') {
  const s = await createSku(app, { price: 1200, stock: 10 });
  const { user, token } = await createUser(app);
  await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
  const res = await app.inject({ method: 'POST', url: '/api/order/create', headers: auth(token), payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card', currency } });
  expect(res.statusCode).toBe(200);
  return { user, token, order: res.json().data.order as { id: number; orderNo: string; actualPayment: number; status: string } };
}

const start = (token: string, orderId: number, locale?: string) => app.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token), payload: { orderId, locale } });
const decide = (serial: string, decision: 'approve' | 'decline') =>
  app.inject({ method: 'POST', url: `/api/pay/sandbox/${serial}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
const callback = (payload: object) => app.inject({ method: 'POST', url: '/api/pay/callback', payload });
const notify = (payload: object) => app.inject({ method: 'POST', url: '/api/pay/notify', payload });
const orderStatus = async (token: string, id: number) => (await app.inject({ url: `/api/order/${id}`, headers: auth(token) })).json().data.status;

async function inboxCount(userId: number, key: string) {
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.messageKey, key)));
  return n;
}

/** The signed result the hosted page sent the shopper back with. */
function returned(location: string) {
  const url = new URL(location, 'http://shop.test');
  return { path: url.pathname, result: Object.fromEntries(url.searchParams) as Record<string, string> };
}

describe('payment methods', () => {
  it('come from the API with their fees, named in the language asked', async () => {
    const res = await app.inject({ url: '/api/pay/methods', headers: { 'accept-language': 'de' } });
    expect(res.json().data).toEqual([
      { code: 'card', name: 'Kredit- oder Debitkarte', feeFixed: 0, feeRate: 0 },
      { code: 'wallet', name: 'Digitale Geldbörse', feeFixed: 30, feeRate: 290 },
      { code: 'bank', name: 'Banküberweisung', feeFixed: 100, feeRate: 0 },
    ]);
  });
});

describe('sandbox payment', () => {
  it('approve: hosted page, signed notify and signed return, both idempotent', async () => {
    const { user, token, order } = await unpaidOrder('EUR');
    const started = (await start(token, order.id, 'fr')).json().data;
    expect(started.payUrl).toBe(`/api/pay/sandbox/${started.serialNumber}`);

    const page = await app.inject({ url: started.payUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain(`€${(Math.floor(order.actualPayment * 0.92 + 1e-7) / 100).toFixed(2)}`);
    expect(page.body).toContain('Approuver le paiement');

    const res = await decide(started.serialNumber, 'approve');
    expect(res.statusCode).toBe(303);
    const back = returned(res.headers.location as string);
    expect(back.path).toBe('/fr/shop/payCallback');
    expect(back.result).toMatchObject({ serial: started.serialNumber, orderNo: order.orderNo, result: 'approved', amount: String(order.actualPayment) });
    // The server-to-server notification has already paid the order.
    expect(await orderStatus(token, order.id)).toBe('paid');

    const first = await callback(back.result);
    expect(first.json().data).toEqual({ result: 'approved', orderNo: order.orderNo, orderId: order.id, status: 'paid', replayed: false });
    const again = await callback(back.result);
    expect(again.json().data).toMatchObject({ result: 'approved', status: 'paid', replayed: true });
    expect(await inboxCount(user.id, 'inbox.orderPaid')).toBe(1);
    const detail = (await app.inject({ url: `/api/order/${order.id}`, headers: auth(token) })).json().data;
    expect(detail.serialNumber).toBe(started.serialNumber);
    expect(detail.bankSerialNumber).toMatch(/^SBX[0-9A-F]{14}$/);

    // The hosted page of a processed payment offers nothing to click.
    expect((await app.inject({ url: started.payUrl })).body).not.toContain('name="decision"');
    expect((await decide(started.serialNumber, 'decline')).statusCode).toBe(303);
    expect(await orderStatus(token, order.id)).toBe('paid');
    expect((await start(token, order.id)).json()).toMatchObject({ status: 400, msg: 'This order is not waiting for payment' });
  });

  it('decline: the order stays unpaid, the customer is told, and can pay again', async () => {
    const { user, token, order } = await unpaidOrder();
    const first = (await start(token, order.id)).json().data;
    const back = returned((await decide(first.serialNumber, 'decline')).headers.location as string);
    expect(back.path).toBe('/shop/payCallback');
    expect((await callback(back.result)).json().data).toMatchObject({ result: 'declined', status: 'unpaid', replayed: false });
    expect(await orderStatus(token, order.id)).toBe('unpaid');
    expect(await inboxCount(user.id, 'inbox.paymentFailed')).toBe(1);

    const second = (await start(token, order.id)).json().data;
    expect(second.serialNumber).not.toBe(first.serialNumber);
    await decide(second.serialNumber, 'approve');
    expect(await orderStatus(token, order.id)).toBe('paid');
  });

  it('forged signatures are rejected and change nothing', async () => {
    const { user, token, order } = await unpaidOrder();
    const { serialNumber } = (await start(token, order.id)).json().data;
    const secret = app.checkout.paymentSecret;
    const genuine = issueResult(secret, 'return', { serial: serialNumber, orderNo: order.orderNo, amount: order.actualPayment, result: 'approved' });
    const forgeries = [
      issueResult('not-the-secret-but-long-enough-to-look-real', 'return', { serial: serialNumber, orderNo: order.orderNo, amount: order.actualPayment, result: 'approved' }),
      { ...genuine, amount: 1 },
      { ...genuine, nonce: 'aaaaaaaaaaaaaaaa' },
      { ...genuine, sig: 'ab'.repeat(32) },
      { ...genuine, sig: 'zz'.repeat(32) },
    ];
    for (const forged of forgeries) {
      const res = await callback(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('The payment result could not be verified');
    }
    // A return signature is not a notification signature.
    expect((await notify(genuine)).statusCode).toBe(400);
    // A signature for a payment that does not exist, made with the right key, changes nothing either.
    const unknown = { serial: 'PAY00000000DEADBEEF', orderNo: order.orderNo, amount: order.actualPayment, result: 'approved' as const, ts: Math.floor(Date.now() / 1000), nonce: 'b'.repeat(32) };
    expect((await callback({ ...unknown, sig: signResult(secret, 'return', unknown) })).statusCode).toBe(400);

    expect(await orderStatus(token, order.id)).toBe('unpaid');
    const [payment] = await app.db.select().from(payments).where(eq(payments.serial, serialNumber));
    expect(payment.status).toBe('pending');
    expect(await inboxCount(user.id, 'inbox.orderPaid')).toBe(0);
  });

  it('replayed and stale signatures change nothing', async () => {
    const { user, token, order } = await unpaidOrder();
    const { serialNumber } = (await start(token, order.id)).json().data;
    const secret = app.checkout.paymentSecret;
    const base = { serial: serialNumber, orderNo: order.orderNo, amount: order.actualPayment };

    // Validly signed but two days old: verified, not applied.
    const stale = issueResult(secret, 'notify', { ...base, result: 'approved' }, new Date(Date.now() - 2 * 86_400_000));
    expect((await notify(stale)).json().data).toMatchObject({ status: 'unpaid', replayed: false });
    expect(await orderStatus(token, order.id)).toBe('unpaid');

    const decline = issueResult(secret, 'notify', { ...base, result: 'declined' });
    expect((await notify(decline)).json().data).toMatchObject({ result: 'declined', status: 'unpaid', replayed: false });
    // The same declined notification again: a replay.
    expect((await notify(decline)).json().data).toMatchObject({ replayed: true });
    expect(await inboxCount(user.id, 'inbox.paymentFailed')).toBe(1);
    // A new approval for the already declined attempt changes nothing: each attempt settles once.
    expect((await notify(issueResult(secret, 'notify', { ...base, result: 'approved' }))).json().data).toMatchObject({ status: 'unpaid' });
    expect(await orderStatus(token, order.id)).toBe('unpaid');
  });

  it('a payment approved after the order was cancelled leaves the order cancelled', async () => {
    const { token, order } = await unpaidOrder();
    const { serialNumber } = (await start(token, order.id)).json().data;
    await app.inject({ method: 'POST', url: `/api/order/${order.id}/cancel`, headers: auth(token) });
    const res = await decide(serialNumber, 'approve');
    expect(res.statusCode).toBe(303);
    expect(await orderStatus(token, order.id)).toBe('cancelled');
    const [payment] = await app.db.select().from(payments).where(eq(payments.serial, serialNumber));
    expect(payment.status).toBe('void');
  });

  it('webPayclose=1: no payment can start, and creation says so', async () => {
    await app.inject({ method: 'PUT', url: '/api/dev/settings', payload: { webPayclose: 1 } });
    try {
      const { token, order } = await unpaidOrder();
      const res = await app.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token, { 'accept-language': 'de' }), payload: { orderId: order.id } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Die Online-Zahlung ist derzeit geschlossen. Ihre Bestellung bleibt erhalten: Sie können sie später im Bestellcenter bezahlen.');
      const s = await createSku(app, { price: 100, stock: 1 });
      await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
      const addressId = (await app.inject({ url: '/api/user/address', headers: auth(token) })).json().data[0].id;
      const created = await app.inject({ method: 'POST', url: '/api/order/create', headers: auth(token), payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card' } });
      expect(created.json().data.payClosed).toBe(true);
    } finally {
      await app.inject({ method: 'PUT', url: '/api/dev/settings', payload: { webPayclose: 0 } });
    }
  });

  it('an unknown hosted page is a 404', async () => {
    expect((await app.inject({ url: '/api/pay/sandbox/PAY00000000FFFFFFFF' })).statusCode).toBe(404);
  });
});

describe('PAYMENT_SECRET', () => {
  it('wins when set; otherwise one random key per data folder, kept across restarts', async () => {
    expect(await paymentSecret({ PAYMENT_SECRET: 'from-env' }, '/nonexistent')).toBe('from-env');
    const one = await mkdtemp(path.join(os.tmpdir(), 'sf-secret-'));
    const two = await mkdtemp(path.join(os.tmpdir(), 'sf-secret-'));
    try {
      const a = await paymentSecret({}, one);
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(await paymentSecret({}, one)).toBe(a);
      expect(await paymentSecret({}, two)).not.toBe(a);
    } finally {
      await rm(one, { recursive: true, force: true });
      await rm(two, { recursive: true, force: true });
    }
  });
});
