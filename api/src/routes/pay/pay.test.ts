import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/shared/routes';
import { createTestApp, createTestDatabase, createUser, SERVER_EXIT_TEST_MS, serverExit } from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { inboxMessages } from '../../db/schema/inbox';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { format } from '../../i18n/messages';
import { cancelExpiredOrders } from '../order/service';
import { auth, createSku, US_ADDRESS } from '../order/testing';
import { paymentSecret, type PaymentProvider } from '../../plugins/payments';
import { createSandboxProvider, issueResult, signResult } from '../../plugins/payments/sandbox';
import { refundOwedPayments } from './service';

let app: FastifyInstance;
let secret: string;
beforeAll(async () => {
  app = await createTestApp();
  // The key the sandbox signs with: generated once in the test app's data folder.
  secret = await paymentSecret(app.config);
});
afterAll(() => app.close());

/** A customer with one unpaid order of $12.00 goods (US: freight $5.99, tax 7.25 %). */
async function unpaidOrder(currency = 'USD', on = app) {
  const s = await createSku(on, { price: 1200, stock: 10 });
  const { user, token } = await createUser(on);
  await on.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
  const addressId = (await on.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
  const res = await on.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: auth(token),
    payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card', currency },
  });
  expect(res.statusCode).toBe(200);
  return {
    user,
    token,
    order: res.json().data.order as {
      id: number;
      orderNo: string;
      actualPayment: number;
      local: { actualPayment: number };
      currency: string;
      status: string;
      payBefore: number;
    },
  };
}

const start = (token: string, orderId: number, locale?: string) =>
  app.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token), payload: { orderId, locale } });
const decide = (serial: string, decision: 'approve' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `/api/pay/sandbox/${serial}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
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
    // As a French reader writes euros: "18,46 €".
    expect(page.body).toContain(`${(Math.floor(order.actualPayment * 0.92 + 1e-7) / 100).toFixed(2).replace('.', ',')}\u00a0€`);
    expect(page.body).toContain('Approuver le paiement');

    const res = await decide(started.serialNumber, 'approve');
    expect(res.statusCode).toBe(303);
    const back = returned(res.headers.location as string);
    expect(back.path).toBe('/fr/shop/payCallback');
    // The sandbox charged the euros the order shows, and says so in its signed return.
    expect(order.local.actualPayment).toBe(Math.floor(order.actualPayment * 0.92 + 1e-7));
    expect(back.result).toMatchObject({
      serial: started.serialNumber,
      orderNo: order.orderNo,
      result: 'approved',
      amount: String(order.local.actualPayment),
      currency: 'EUR',
    });
    // The server-to-server notification has already paid the order.
    expect(await orderStatus(token, order.id)).toBe('paid');

    const first = await callback(back.result);
    expect(first.json().data).toEqual({ result: 'approved', orderNo: order.orderNo, orderId: order.id, status: 'paid', replayed: false });
    const again = await callback(back.result);
    expect(again.json().data).toMatchObject({ result: 'approved', status: 'paid', replayed: true });
    expect(await inboxCount(user.id, 'inbox.orderPaidTotal')).toBe(1);
    const detail = (await app.inject({ url: `/api/order/${order.id}`, headers: auth(token) })).json().data;
    expect(detail.serialNumber).toBe(started.serialNumber);
    expect(detail.bankSerialNumber).toMatch(/^SBX[0-9A-F]{14}$/);

    // The hosted page of a processed payment offers nothing to click.
    expect((await app.inject({ url: started.payUrl })).body).not.toContain('name="decision"');
    expect((await decide(started.serialNumber, 'decline')).statusCode).toBe(409);
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
    const genuine = issueResult(secret, 'return', {
      serial: serialNumber,
      orderNo: order.orderNo,
      amount: order.actualPayment,
      currency: 'USD',
      result: 'approved',
    });
    const forgeries = [
      issueResult('not-the-secret-but-long-enough-to-look-real', 'return', {
        serial: serialNumber,
        orderNo: order.orderNo,
        amount: order.actualPayment,
        currency: 'USD',
        result: 'approved',
      }),
      { ...genuine, amount: 1 },
      { ...genuine, currency: 'EUR' },
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
    const unknown = {
      serial: 'PAY00000000DEADBEEF',
      orderNo: order.orderNo,
      amount: order.actualPayment,
      currency: 'USD',
      result: 'approved' as const,
      ts: Math.floor(Date.now() / 1000),
      nonce: 'b'.repeat(32),
    };
    expect((await callback({ ...unknown, sig: signResult(secret, 'return', unknown) })).statusCode).toBe(400);

    expect(await orderStatus(token, order.id)).toBe('unpaid');
    const [payment] = await app.db.select().from(payments).where(eq(payments.serial, serialNumber));
    expect(payment.status).toBe('pending');
    expect(await inboxCount(user.id, 'inbox.orderPaidTotal')).toBe(0);
  });

  it('replayed and stale signatures change nothing', async () => {
    const { user, token, order } = await unpaidOrder();
    const { serialNumber } = (await start(token, order.id)).json().data;
    const base = { serial: serialNumber, orderNo: order.orderNo, amount: order.actualPayment, currency: 'USD' };

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

  it('the sandbox no longer approves the attempt of a cancelled order: nothing is charged', async () => {
    const { user, token, order } = await unpaidOrder();
    const { serialNumber } = (await start(token, order.id)).json().data;
    await app.inject({ method: 'POST', url: `/api/order/${order.id}/cancel`, headers: auth(token) });
    const res = await decide(serialNumber, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This payment can no longer be made.');
    expect(res.body).not.toContain('name="decision"');
    expect(await orderStatus(token, order.id)).toBe('cancelled');
    const [payment] = await app.db.select().from(payments).where(eq(payments.serial, serialNumber));
    expect(payment).toMatchObject({ status: 'void', bankSerial: null, refundedAt: null });
    expect(await inboxCount(user.id, 'inbox.paymentRefunded')).toBe(0);
  });

  it('webPayclose=1: no payment can start, and creation says so', async () => {
    await app.inject({ method: 'PUT', url: '/api/dev/settings', payload: { webPayclose: 1 } });
    try {
      const { token, order } = await unpaidOrder();
      const res = await app.inject({
        method: 'POST',
        url: '/api/pay/start',
        headers: auth(token, { 'accept-language': 'de' }),
        payload: { orderId: order.id },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(
        'Die Online-Zahlung ist derzeit geschlossen. Ihre Bestellung bleibt erhalten: Sie können sie später im Bestellcenter bezahlen.',
      );
      const s = await createSku(app, { price: 100, stock: 1 });
      await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
      const addressId = (await app.inject({ url: '/api/user/address', headers: auth(token) })).json().data[0].id;
      const created = await app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: auth(token),
        payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card' },
      });
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
  it('wins when set; otherwise (outside production) one random key per data folder, kept across restarts', async () => {
    expect(await paymentSecret({ paymentSecret: 'from-env', dataDir: '/nonexistent' })).toBe('from-env');
    const one = await mkdtemp(path.join(os.tmpdir(), 'sf-secret-'));
    const two = await mkdtemp(path.join(os.tmpdir(), 'sf-secret-'));
    try {
      const a = await paymentSecret({ paymentSecret: null, dataDir: one });
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(await paymentSecret({ paymentSecret: null, dataDir: one })).toBe(a);
      expect(await paymentSecret({ paymentSecret: null, dataDir: two })).not.toBe(a);
    } finally {
      await rm(one, { recursive: true, force: true });
      await rm(two, { recursive: true, force: true });
    }
  });
});

describe('one live attempt per order', () => {
  it('starting again answers the same attempt; a declined one is replaced and can no longer be approved', async () => {
    const { token, order } = await unpaidOrder();
    const first = (await start(token, order.id)).json().data;
    const again = (await start(token, order.id, 'de')).json().data;
    expect(again).toEqual(first);
    // The hosted page follows the language of the latest start.
    expect((await app.inject({ url: first.payUrl })).body).toContain('<html lang="de">');

    await decide(first.serialNumber, 'decline');
    const second = (await start(token, order.id)).json().data;
    expect(second.serialNumber).not.toBe(first.serialNumber);
    const refused = await decide(first.serialNumber, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(format('de', 'pay.page.done'));
    expect(await orderStatus(token, order.id)).toBe('unpaid');
    const rows = await app.db
      .select({ serial: payments.serial, status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.id));
    expect(rows).toEqual([
      { serial: first.serialNumber, status: 'declined' },
      { serial: second.serialNumber, status: 'pending' },
    ]);
    expect((await decide(second.serialNumber, 'approve')).statusCode).toBe(303);
    expect(await orderStatus(token, order.id)).toBe('paid');
  });
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe('the sandbox hosted page', () => {
  it('says plainly, in the language of the page, that it is a test payment', async () => {
    const { token, order } = await unpaidOrder();
    for (const locale of LOCALES) {
      const { payUrl } = (await start(token, order.id, locale)).json().data;
      const page = (await app.inject({ url: payUrl })).body;
      const notice = /<p class="test-notice" role="note" data-testid="sandbox-test-notice">([\s\S]*?)<\/p>/.exec(page)?.[1];
      expect(notice, locale).toBe(
        `<strong>${escapeHtml(format(locale, 'pay.page.testTitle'))}</strong><br>${escapeHtml(format(locale, 'pay.page.testNotice'))}`,
      );
      if (locale !== 'en') expect(format(locale, 'pay.page.testNotice'), locale).not.toBe(format('en', 'pay.page.testNotice'));
    }
    const { payUrl } = (await start(token, order.id, 'en')).json().data;
    expect((await app.inject({ url: payUrl })).body).toContain(
      '<strong>Test payment</strong><br>No money is charged: this is the shop&#39;s sandbox, not a real payment provider.',
    );
  });
});

/** The payment row of an attempt. */
async function paymentRow(on: FastifyInstance, serial: string) {
  const [row] = await on.db.select().from(payments).where(eq(payments.serial, serial));
  return row;
}

describe('a payment that arrives for an order no longer waiting for it', () => {
  /** The provider approved a moment before the order closed; its notification comes after. */
  const approvalFor = (serial: string, order: { orderNo: string; actualPayment: number }, channel: 'notify' | 'return' = 'notify') =>
    issueResult(secret, channel, { serial, orderNo: order.orderNo, amount: order.actualPayment, currency: 'USD', result: 'approved' });

  async function expectRefunded(token: string, userId: number, order: { id: number; orderNo: string; actualPayment: number }, serial: string) {
    const payment = await paymentRow(app, serial);
    expect(payment.status).toBe('refunded');
    expect(payment.refundedAt).toBeInstanceOf(Date);
    expect(payment.bankSerial).toMatch(/^SBX[0-9A-F]{14}$/);
    expect(await inboxCount(userId, 'inbox.paymentRefunded')).toBe(1);
    const detail = (await app.inject({ url: `/api/order/${order.id}`, headers: auth(token) })).json().data;
    expect(detail.status).toBe('cancelled');
    // The paying serial stays empty: the order was never paid.
    expect(detail.serialNumber).toBeNull();
    expect(detail.paymentRefunds).toEqual([
      { serialNumber: serial, amount: order.actualPayment, localAmount: order.actualPayment, refundedAt: Math.floor(payment.refundedAt!.getTime() / 1000) },
    ]);
    const mail = (await app.inject({ url: '/api/user/mail', headers: auth(token, { 'accept-language': 'de' }) })).json().data.list;
    // A German reader writes dollars after the amount with a decimal comma.
    const amount = `${(order.actualPayment / 100).toFixed(2).replace('.', ',')}\u00a0$`;
    expect(mail[0]).toMatchObject({
      kind: 'refund',
      orderId: order.id,
      title: 'Zahlung erstattet',
      body: `Ihre Zahlung über ${amount} für Bestellung ${order.orderNo} ist eingegangen, als die Bestellung nicht mehr auf Zahlung wartete (storniert oder abgelaufen). Wir haben sie vollständig erstattet.`,
    });
  }

  it('cancelled by the shopper: the order stays cancelled, the money is refunded through the provider, shown on the order and told in the inbox', async () => {
    const { user, token, order } = await unpaidOrder();
    const { serialNumber } = (await start(token, order.id)).json().data;
    expect((await app.inject({ method: 'POST', url: `/api/order/${order.id}/cancel`, headers: auth(token) })).statusCode).toBe(200);

    const message = approvalFor(serialNumber, order);
    const res = await notify(message);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ result: 'approved', orderNo: order.orderNo, orderId: order.id, status: 'cancelled', replayed: false });
    await expectRefunded(token, user.id, order, serialNumber);

    // The same notification again, the shopper's return and a fresh copy: nothing more is refunded or told.
    expect((await notify(message)).json().data).toMatchObject({ replayed: true, status: 'cancelled' });
    expect((await callback(approvalFor(serialNumber, order, 'return'))).json().data).toMatchObject({ replayed: false, status: 'cancelled' });
    expect((await notify(approvalFor(serialNumber, order))).json().data).toMatchObject({ replayed: false, status: 'cancelled' });
    await expectRefunded(token, user.id, order, serialNumber);
    expect(await inboxCount(user.id, 'inbox.orderPaidTotal')).toBe(0);
  });

  it('expired and cancelled by the sweep: the same', async () => {
    const { user, token, order } = await unpaidOrder();
    const { serialNumber } = (await start(token, order.id)).json().data;
    expect(await cancelExpiredOrders(app.db, new Date((order.payBefore + 1) * 1000))).toContain(order.orderNo);
    expect((await notify(approvalFor(serialNumber, order))).json().data).toMatchObject({ status: 'cancelled', replayed: false });
    await expectRefunded(token, user.id, order, serialNumber);
    const [row] = await app.db.select({ reason: orders.cancelReason }).from(orders).where(eq(orders.id, order.id));
    expect(row.reason).toBe('timeout');
  });
});

/** The configuration createTestApp uses, with overrides. */
function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    releasesDir: path.join(dataDir, 'releases'),
    shellDist: null,
    smtpUrl: null,
    databaseUrl: process.env.DATABASE_URL ?? null,
    ...overrides,
  };
}

describe('another provider behind the same interface', () => {
  it('has no sandbox pages; a payment for a closed order is refunded through its refund(), retried by the sweep until it succeeds', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-provider-'));
    const providerSecret = 'c'.repeat(40);
    const signer = createSandboxProvider({ secret: providerSecret, db: () => other.db });
    const asked: { serial: string; providerRef: string; amount: number; currency: string }[] = [];
    let available = false;
    const card: PaymentProvider = {
      name: 'card-test',
      movesMoney: true,
      canCharge: () => true,
      startAttempt: async (a) => ({ payUrl: `https://pay.example.test/checkout/${a.serial}` }),
      readDecision: (channel, message) => signer.readDecision(channel, message),
      refund: async (p) => {
        asked.push(p);
        return available ? { ok: true, refundRef: `R-${p.serial}`, settled: true } : { ok: false, error: 'provider unavailable' };
      },
    };
    const other = await buildApp({ config: testConfig(dataDir), database: await createTestDatabase(), paymentProvider: card });
    try {
      const { user, token, order } = await unpaidOrder('USD', other);
      const started = (await other.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token), payload: { orderId: order.id } })).json().data;
      expect(started.payUrl).toBe(`https://pay.example.test/checkout/${started.serialNumber}`);
      expect((await paymentRow(other, started.serialNumber)).provider).toBe('card-test');
      expect((await other.inject({ url: `/api/pay/sandbox/${started.serialNumber}` })).statusCode).toBe(404);
      const approve = await other.inject({
        method: 'POST',
        url: `/api/pay/sandbox/${started.serialNumber}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      expect(approve.statusCode).toBe(404);

      await other.inject({ method: 'POST', url: `/api/order/${order.id}/cancel`, headers: auth(token) });
      const approval = issueResult(providerSecret, 'notify', {
        serial: started.serialNumber,
        orderNo: order.orderNo,
        amount: order.actualPayment,
        currency: 'USD',
        result: 'approved',
      });
      expect((await other.inject({ method: 'POST', url: '/api/pay/notify', payload: approval })).json().data).toMatchObject({ status: 'cancelled' });
      const providerRef = (await paymentRow(other, started.serialNumber)).bankSerial!;
      expect(asked).toEqual([
        {
          serial: started.serialNumber,
          providerRef,
          charged: order.actualPayment,
          amount: order.actualPayment,
          currency: 'USD',
          key: `refund-${started.serialNumber}`,
        },
      ]);
      // Owed, not yet given back: shown as such, nothing told yet.
      expect(await paymentRow(other, started.serialNumber)).toMatchObject({ status: 'refunded', refundedAt: null });
      const owed = (await other.inject({ url: `/api/order/${order.id}`, headers: auth(token) })).json().data;
      expect(owed.paymentRefunds).toEqual([
        { serialNumber: started.serialNumber, amount: order.actualPayment, localAmount: order.actualPayment, refundedAt: null },
      ]);

      available = true;
      expect(await refundOwedPayments(other.db, other.payments)).toEqual({ refunded: [started.serialNumber], failed: [] });
      expect((await paymentRow(other, started.serialNumber)).refundedAt).toBeInstanceOf(Date);
      const [{ n }] = await other.db
        .select({ n: count() })
        .from(inboxMessages)
        .where(and(eq(inboxMessages.userId, user.id), eq(inboxMessages.messageKey, 'inbox.paymentRefunded')));
      expect(n).toBe(1);
      // Nothing left to give back.
      expect(await refundOwedPayments(other.db, other.payments)).toEqual({ refunded: [], failed: [] });
      expect(asked).toHaveLength(2);
    } finally {
      await other.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('production', () => {
  const KEY = 'k'.repeat(40);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-production-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const production = (overrides: Partial<Config>) =>
    testConfig(dataDir, {
      nodeEnv: 'production',
      databaseUrl: null,
      paymentProvider: null,
      paymentSecret: null,
      paymentSandboxInProduction: false,
      ...overrides,
    });

  it.each([
    [
      'no payment provider',
      { paymentSecret: KEY },
      'No payment provider is configured: NODE_ENV=production needs PAYMENT_PROVIDER set to a provider that takes real money.',
    ],
    [
      'the sandbox, not chosen on purpose',
      { paymentProvider: 'sandbox', paymentSecret: KEY },
      'With NODE_ENV=production it also needs PAYMENT_SANDBOX_IN_PRODUCTION=true',
    ],
    ['no PAYMENT_SECRET', { paymentProvider: 'sandbox', paymentSandboxInProduction: true }, 'PAYMENT_SECRET is required with NODE_ENV=production'],
    [
      'a short PAYMENT_SECRET',
      { paymentProvider: 'sandbox', paymentSandboxInProduction: true, paymentSecret: 'short' },
      'PAYMENT_SECRET is required with NODE_ENV=production (at least 32 characters',
    ],
    [
      'an unknown provider',
      { paymentProvider: 'paypal', paymentSecret: KEY },
      'PAYMENT_PROVIDER=paypal is not a payment provider of this build (known: sandbox, stripe).',
    ],
  ] as const)('refuses to build with %s, before opening a database', async (_case, overrides, message) => {
    await expect(buildApp({ config: production(overrides) })).rejects.toThrow(message);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('PAYMENT_SANDBOX_IN_PRODUCTION opts in with exactly "true"', () => {
    const secrets = { PAYMENT_SECRET: KEY, BEACON_SECRET: KEY };
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', ...secrets })).toMatchObject({
      paymentProvider: 'sandbox',
      paymentSandboxInProduction: true,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'yes', ...secrets })).toThrow(
      'PAYMENT_SANDBOX_IN_PRODUCTION must be true or false, not "yes"',
    );
  });

  it(
    'the server stops at start with the reasons and a non-zero exit',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-server-'));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      };
      for (const name of ['PAYMENT_PROVIDER', 'PAYMENT_SECRET', 'PAYMENT_SANDBOX_IN_PRODUCTION']) delete env[name];
      try {
        const { code, stderr } = await serverExit(env);
        expect(code).toBe(1);
        expect(stderr).toContain('No payment provider is configured');
        expect(stderr).toContain('PAYMENT_SECRET is required with NODE_ENV=production');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    SERVER_EXIT_TEST_MS,
  );

  it('runs the sandbox when chosen on purpose: its page says it is a test, development endpoints are off', async () => {
    const prod = await createTestApp({ config: { nodeEnv: 'production', paymentProvider: 'sandbox', paymentSandboxInProduction: true, paymentSecret: KEY } });
    try {
      const { token, order } = await unpaidOrder('USD', prod);
      const { payUrl, serialNumber } = (
        await prod.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token), payload: { orderId: order.id, locale: 'ru' } })
      ).json().data;
      const page = (await prod.inject({ url: payUrl })).body;
      expect(page).toContain(`<strong>${escapeHtml(format('ru', 'pay.page.testTitle'))}</strong>`);
      expect((await prod.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      // Signed with PAYMENT_SECRET, not with a key generated in the data folder.
      const approval = issueResult(KEY, 'notify', {
        serial: serialNumber,
        orderNo: order.orderNo,
        amount: order.actualPayment,
        currency: 'USD',
        result: 'approved',
      });
      expect((await prod.inject({ method: 'POST', url: '/api/pay/notify', payload: approval })).json().data).toMatchObject({ status: 'paid' });
    } finally {
      await prod.close();
    }
  });
});
