import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { inboxMessages } from '../src/db/schema/inbox';
import { orders } from '../src/db/schema/orders';
import { payments } from '../src/db/schema/payments';
import { currencies } from '../src/db/schema/shop';
import { format } from '../src/i18n/messages';
import { STRIPE_API_VERSION, stripeClient } from '../src/plugins/payments/stripe';
import { auth, createSku, US_ADDRESS } from '../src/routes/order/testing';
import { runOperator } from '../src/ops/operator';
import { payBackAcceptedRefunds, refundOwedPayments } from '../src/routes/pay/service';
import { createTestApp, createUser } from './helpers';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

// The Stripe provider against a local stand-in of Stripe's API, on PGlite or (DATABASE_URL) PostgreSQL.
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
let app: FastifyInstance;
let stripe: StripeStandIn;
const signer = stripeClient('sk_test_signer', null);

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await createTestApp({
    config: {
      paymentProvider: 'stripe',
      publicUrl: 'https://shop.example.test',
      stripe: { secretKey: 'sk_test_standin', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url },
      checkout: { unpaidMinutes: 30, sweepSeconds: 0, demoShipAfterSeconds: null },
    },
  });
  // A currency Stripe does not charge in, listed by the shop.
  await app.db.insert(currencies).values({ cid: 90, currency: 'IRR', exRate: 42_000, flag: '', symbol: '﷼' }).onConflictDoNothing();
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

type PlacedOrder = { id: number; orderNo: string; actualPayment: number; currency: string; local: { actualPayment: number }; status: string };

async function placeOrder(currency: string) {
  const s = await createSku(app, { price: 1999, stock: 20 });
  const { user, token } = await createUser(app);
  await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
  const res = await app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: auth(token),
    payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card', currency },
  });
  return { res, user, token, order: res.json().data?.order as PlacedOrder };
}

const start = (token: string, orderId: number) =>
  app.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token), payload: { orderId, locale: 'de' } });
const sessionsCreated = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
const sessionOfSerial = (serial: string) => [...stripe.sessions.values()].find((s) => s.client_reference_id === serial)!;
const paymentRow = async (serial: string) => (await app.db.select().from(payments).where(eq(payments.serial, serial)))[0];
const orderStatus = async (id: number) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
const inboxCount = async (userId: number, key: string) =>
  (
    await app.db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.messageKey, key)))
  )[0].n;

function event(type: string, object: unknown, eventId = `evt_test_${randomBytes(10).toString('hex')}`): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const signature =
    options.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  return app.inject({
    method: 'POST',
    url: '/api/pay/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function startedOrder(currency = 'EUR') {
  const placed = await placeOrder(currency);
  const started = (await start(placed.token, placed.order.id)).json().data as { payUrl: string; serialNumber: string };
  return { ...placed, started, session: sessionOfSerial(started.serialNumber) };
}

describe('Stripe Checkout sessions', () => {
  it("asks for the order's amount in the order's currency, with the attempt's serial as idempotency key and the pinned API version", async () => {
    const { order, started } = await startedOrder('EUR');
    expect(order.currency).toBe('EUR');
    const asked = sessionsCreated().find((r) => r.params.client_reference_id === started.serialNumber)!;
    expect(asked.idempotencyKey).toBe(`session-${started.serialNumber}`);
    expect(asked.stripeVersion).toBe(STRIPE_API_VERSION);
    expect(asked.authorization).toBe('Bearer sk_test_standin');
    expect(asked.params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(order.local.actualPayment),
      'adaptive_pricing[enabled]': 'false',
      locale: 'de',
      success_url: `https://shop.example.test/de/shop/payCallback?serial=${started.serialNumber}`,
      cancel_url: `https://shop.example.test/de/user/order/details/${order.id}`,
    });
    expect(started.payUrl).toBe(sessionOfSerial(started.serialNumber).url);
    // The payment attempt records the currency and the amount it asked for.
    expect(await paymentRow(started.serialNumber)).toMatchObject({ provider: 'stripe', currency: 'EUR', currencyAmount: order.local.actualPayment });
  });

  it('asks for whole yen', async () => {
    const { order, started } = await startedOrder('JPY');
    const asked = sessionsCreated().find((r) => r.params.client_reference_id === started.serialNumber)!;
    expect(asked.params['line_items[0][price_data][currency]']).toBe('jpy');
    // $19.99 goods plus fees at 151.6 yen the dollar: a few thousand yen, never hundreds of thousands of "sen".
    expect(order.local.actualPayment).toBeGreaterThan(3000);
    expect(order.local.actualPayment).toBeLessThan(6000);
    expect(asked.params['line_items[0][price_data][unit_amount]']).toBe(String(order.local.actualPayment));
  });

  it('makes one session for concurrent starts of the same order', async () => {
    const { token, order } = await placeOrder('EUR');
    const before = stripe.sessions.size;
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(token, order.id)));
    const started = answers.map((a) => a.json().data as { payUrl: string; serialNumber: string });
    expect(new Set(started.map((s) => s.serialNumber)).size).toBe(1);
    expect(new Set(started.map((s) => s.payUrl)).size).toBe(1);
    expect(stripe.sessions.size - before).toBe(1);
  });

  it('refuses at checkout a currency Stripe cannot charge, in the shopper’s language', async () => {
    const { res } = await placeOrder('IRR');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(format('en', 'checkout.currencyNotCharged', { currency: 'IRR' }));
    expect(format('de', 'checkout.currencyNotCharged', { currency: 'IRR' })).not.toBe(res.json().msg);
  });
});

describe('Stripe webhooks', () => {
  it('accept a signed checkout.session.completed once; a replay is a no-op', async () => {
    const { user, token, order, started, session } = await startedOrder('EUR');
    const attempt = async (who = token) => app.inject({ url: `/api/pay/attempt/${started.serialNumber}`, headers: auth(who) });
    // Back from Stripe before its webhook: the return page hears "pending", whatever the address says.
    expect((await attempt()).json().data).toEqual({ state: 'pending', orderNo: order.orderNo, orderId: order.id, status: 'unpaid' });
    expect((await attempt((await createUser(app)).token)).statusCode).toBe(404);
    const payload = event('checkout.session.completed', stripe.pay(session.id));
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await attempt()).json().data).toMatchObject({ state: 'approved', status: 'paid' });
    const payment = await paymentRow(started.serialNumber);
    expect(payment).toMatchObject({ status: 'approved', bankSerial: sessionOfSerial(started.serialNumber).payment_intent });
    const again = await deliver(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('replayed');
    expect(await inboxCount(user.id, 'inbox.orderPaidTotal')).toBe(1);
    // The order shows exactly what was charged.
    const detail = (await app.inject({ url: `/api/order/${order.id}`, headers: auth(token) })).json().data;
    expect(detail).toMatchObject({ status: 'paid', currency: 'EUR', local: { actualPayment: payment.currencyAmount } });
  });

  it('change nothing for a wrong signature, an old timestamp, or a mismatched amount or currency (400, logged)', async () => {
    const { order, started, session } = await startedOrder('EUR');
    const paid = stripe.pay(session.id);
    const genuine = event('checkout.session.completed', paid);
    const refused = [
      await deliver(genuine, { secret: `whsec_${randomBytes(16).toString('hex')}` }),
      await deliver(genuine, { signature: 't=1,v1=deadbeef' }),
      await deliver(genuine, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await deliver(event('checkout.session.completed', { ...paid, amount_total: (paid.amount_total ?? 0) - 1 })),
      await deliver(event('checkout.session.completed', { ...paid, currency: 'usd' })),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(await orderStatus(order.id)).toBe('unpaid');
    expect((await paymentRow(started.serialNumber)).status).toBe('pending');
    // The genuine one still counts afterwards: the refusals recorded nothing.
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('a payment that failed later or a session that expired declines the attempt; the shopper can pay again', async () => {
    const { user, token, order, session } = await startedOrder('EUR');
    expect((await deliver(event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' }))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('unpaid');
    expect((await deliver(event('checkout.session.async_payment_failed', { ...session, status: 'complete' }))).statusCode).toBe(200);
    expect(await inboxCount(user.id, 'inbox.paymentFailed')).toBe(1);
    const again = (await start(token, order.id)).json().data;
    expect(again.serialNumber).not.toBe(session.client_reference_id);
    const second = sessionOfSerial(again.serialNumber);
    expect((await deliver(event('checkout.session.expired', { ...second, status: 'expired' }))).statusCode).toBe(200);
    const third = sessionOfSerial((await start(token, order.id)).json().data.serialNumber);
    expect((await deliver(event('checkout.session.async_payment_succeeded', { ...stripe.pay(third.id) }))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
  });
});

describe('Stripe refunds', () => {
  it('asks once for the refund of a payment that came for a cancelled order, even when retried, and settles on charge.refunded', async () => {
    const { user, token, order, started, session } = await startedOrder('EUR');
    // The shopper cancels; the provider's page is closed, but the payment went through a moment before.
    await app.inject({ method: 'POST', url: `/api/order/${order.id}/cancel`, headers: auth(token) });
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    const paid = stripe.pay(session.id);
    expect((await deliver(event('checkout.session.completed', paid))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('cancelled');

    const refundRequests = () => stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === paid.payment_intent);
    await Promise.all([refundOwedPayments(app.db, app.payments), refundOwedPayments(app.db, app.payments)]);
    await refundOwedPayments(app.db, app.payments);
    const created = [...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ amount: order.local.actualPayment, currency: 'eur' });
    expect(new Set(refundRequests().map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${started.serialNumber}`]));
    // Asked, not yet confirmed: the shopper is not told yet.
    expect((await paymentRow(started.serialNumber)).refundedAt).toBeNull();
    expect(await inboxCount(user.id, 'inbox.paymentRefunded')).toBe(0);

    const refunded = event('charge.refunded', stripe.refundedCharge(session.id));
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await deliver(refunded)).json().msg).toBe('replayed');
    expect((await paymentRow(started.serialNumber)).refundedAt).not.toBeNull();
    expect(await inboxCount(user.id, 'inbox.paymentRefunded')).toBe(1);
    await refundOwedPayments(app.db, app.payments);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
  });

  it('asks the Refunds API once per payment even when the provider is asked twice', async () => {
    const { started, session } = await startedOrder('JPY');
    const paid = stripe.pay(session.id);
    await deliver(event('checkout.session.completed', paid));
    const payment = await paymentRow(started.serialNumber);
    const whole = { serial: payment.serial, providerRef: payment.bankSerial!, charged: payment.currencyAmount, amount: payment.currencyAmount };
    const ask = () => app.payments.refund({ ...whole, currency: 'JPY', key: `refund-${payment.serial}` });
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a).toEqual(b);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    // A refund that does not match the charge is not asked for.
    expect(await app.payments.refund({ ...whole, currency: 'EUR', key: 'refund-other' })).toMatchObject({ ok: false });
    expect(await app.payments.refund({ ...whole, amount: whole.charged + 1, currency: 'JPY', key: 'refund-more' })).toMatchObject({ ok: false });
  });

  it("gives back the part of a payment the operator accepted, in the order's currency, once however often asked, and settles on charge.refunded", async () => {
    const { user, token, order, session } = await startedOrder('EUR');
    const paid = stripe.pay(session.id);
    expect((await deliver(event('checkout.session.completed', paid))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    // $10.00 of the $19.99 back: €9.20 of what was charged in euros.
    const applied = await app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/refund`,
      headers: auth(token),
      payload: { reason: 'one arrived broken', amount: 1000 },
    });
    expect(applied.statusCode, applied.body).toBe(200);

    const settle = () => runOperator(app.db, ['settle-refund', order.orderNo], { payments: app.payments });
    const accepted = `${order.orderNo}: refund accepted, the provider confirms it when the money is back, now refund_in_progress`;
    expect(await Promise.all([settle(), settle()])).toEqual([
      { code: 0, lines: [accepted] },
      { code: 0, lines: [accepted] },
    ]);
    expect(await settle()).toEqual({ code: 0, lines: [accepted] });
    await payBackAcceptedRefunds(app.db, app.payments);
    const created = [...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent);
    expect(created).toEqual([expect.objectContaining({ amount: 920, currency: 'eur' })]);
    expect(await orderStatus(order.id)).toBe('refund_in_progress');
    expect(await inboxCount(user.id, 'inbox.refunded')).toBe(0);

    // Stripe's report names the running total refunded; it settles the application once.
    const refunded = stripe.refundedCharge(session.id);
    expect(refunded).toMatchObject({ amount_refunded: 920, refunded: false });
    expect((await deliver(event('charge.refunded', refunded))).statusCode).toBe(200);
    expect((await deliver(event('charge.refunded', refunded))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('refunded');
    expect(await inboxCount(user.id, 'inbox.refunded')).toBe(1);
    expect(await settle()).toMatchObject({ code: 1 });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
  });

  it('keeps an accepted refund when Stripe refuses it, and asks again on the sweep', async () => {
    const { token, order, session } = await startedOrder('USD');
    const paid = stripe.pay(session.id);
    await deliver(event('checkout.session.completed', paid));
    await app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/refund`,
      headers: auth(token),
      payload: { reason: 'changed my mind', amount: order.actualPayment },
    });
    // Every try of the SDK (it retries twice by itself) finds Stripe unavailable.
    stripe.failNext('/v1/refunds', 3);
    const first = await runOperator(app.db, ['settle-refund', order.orderNo], { payments: app.payments });
    expect(first.code).toBe(1);
    expect(first.lines[0]).toMatch(/did not take the refund .* asked again/);
    expect(await orderStatus(order.id)).toBe('refund_in_progress');
    expect(await payBackAcceptedRefunds(app.db, app.payments)).toMatchObject({ requested: [order.orderNo], failed: [] });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent)).toEqual([
      expect.objectContaining({ amount: order.local.actualPayment }),
    ]);
    expect((await deliver(event('charge.refunded', stripe.refundedCharge(session.id)))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('refunded');
  });
});

describe('Stripe configuration', () => {
  it('refuses to start in production with Stripe chosen and its key or signing secret missing, naming what to set', () => {
    const env = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      PAYMENT_SECRET: 'p'.repeat(40),
      BEACON_SECRET: 'b'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com',
    };
    const problems = (given: Record<string, string>) => {
      try {
        loadConfig(given);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems(env).join('\n')).toMatch(/STRIPE_SECRET_KEY/);
    expect(problems(env).join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(problems({ ...env, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([]);
  });

  it("lets forms lead to Stripe's hosted page and nowhere else", async () => {
    const res = await app.inject({ url: '/api/pay/methods' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com;");
    expect(policy).not.toMatch(/stripe\.com[^;]*stripe\.com/);
  });
});

// Types the tests lean on, so a change of the pinned version's shapes fails to compile here.
export type _Shapes = [Stripe.Checkout.Session['amount_total'], Stripe.Charge['amount_refunded']];
