import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, freshIp, PASSWORD, registerThroughApi, sendCode } from '../../../test/auth';
import { createTestApp, createUser } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { orderLinks, orders } from '../../db/schema/orders';
import { format } from '../../i18n/messages';
import { markPaidInTx } from './commands';
import { GUEST_ORDER_RULES } from './guest';
import { HOLD_LIMITS } from './holds';
import { shipOrder } from './operator';
import { auth, createSku, DE_ADDRESS, stockOf, US_ADDRESS } from './testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let emailCounter = 0;
const freshEmail = () => `guest${Date.now().toString(36)}${++emailCounter}@example.test`;

type Line = { skuId: number; quantity: number };

function create(email: string, lines: Line[], options: { ip?: string; lang?: string; key?: string; address?: object } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/guest/order/create',
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.lang ? { 'accept-language': options.lang } : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: { email, lines, address: options.address ?? US_ADDRESS, paymentMethod: 'card', currency: 'USD' },
  });
}

const asGuest = (token: string, method: 'GET' | 'POST', action = '', payload?: object) =>
  app.inject({ method, url: `/api/guest/order${action ? `/${action}` : ''}`, headers: { 'order-token': token }, payload });

/** A guest order of one unit of a fresh SKU: its id, the token the answer carries, and the SKU. */
async function guestOrder(email = freshEmail(), options: { ip?: string; lang?: string } = {}) {
  const sku = await createSku(app, { price: 2000, stock: 5 });
  const res = await create(email, [{ skuId: sku.skuId, quantity: 1 }], options);
  expect(res.statusCode, res.body).toBe(200);
  const { order, token } = res.json().data;
  return { id: order.id as number, orderNo: order.orderNo as string, token: token as string, sku, email };
}

/** The token of the newest order link mailed to the address. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const token = mail?.text.match(/\/guest\/order#([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no order link mailed to ${email}`);
  return token;
}

const pay = (orderId: number) => app.db.transaction((tx) => markPaidInTx(tx, orderId, `PAYTEST${orderId}`, `SBXTEST${orderId}`));

describe('guest checkout', () => {
  it('creates an order without an account, mails its link in the order language, and the link opens it', async () => {
    const email = freshEmail();
    const sku = await createSku(app, { price: 1500, stock: 5 });
    const other = await createSku(app, { price: 2500, stock: 5 });
    const res = await create(
      email.toUpperCase(),
      [
        { skuId: sku.skuId, quantity: 2 },
        { skuId: other.skuId, quantity: 1 },
      ],
      { lang: 'de', address: DE_ADDRESS },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { order, token } = res.json().data;
    expect(order.status).toBe('unpaid');
    expect(order.items).toHaveLength(2);
    expect(order.email).toBe(email);
    expect(await stockOf(app, sku.skuId)).toBe(3);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.userId).toBeNull();

    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.locale).toBe('de');
    expect(mail.text).toContain('/de/guest/order#');
    expect(mail.text).not.toContain('/user/order/details');
    // Only the hash is kept: neither token is stored as it is.
    const stored = await app.db.select({ hash: orderLinks.tokenHash }).from(orderLinks).where(eq(orderLinks.orderId, order.id));
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.hash)).not.toContain(token);

    for (const t of [token, await mailedToken(email)]) {
      const seen = await asGuest(t, 'GET');
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data).toMatchObject({ id: order.id, orderNo: order.orderNo, status: 'unpaid', actualPayment: order.actualPayment });
    }
  });

  it('answers the same order for a repeated Idempotency-Key', async () => {
    const email = freshEmail();
    const sku = await createSku(app, { price: 1000, stock: 5 });
    const first = await create(email, [{ skuId: sku.skuId, quantity: 1 }], { key: 'guest-double-click' });
    const again = await create(email, [{ skuId: sku.skuId, quantity: 1 }], { key: 'guest-double-click' });
    expect(again.json().data.order.id).toBe(first.json().data.order.id);
    expect(await stockOf(app, sku.skuId)).toBe(4);
  });

  it('pays through the link like a customer: the sandbox page, then the paid order', async () => {
    const { id, token } = await guestOrder();
    const started = await asGuest(token, 'POST', 'pay', { locale: 'en' });
    expect(started.statusCode, started.body).toBe(200);
    const { payUrl, serialNumber } = started.json().data;
    expect(payUrl).toBeTruthy();
    expect((await asGuest(token, 'GET', `attempt/${serialNumber}`)).json().data.state).toBe('pending');
    await pay(id);
    expect((await asGuest(token, 'GET')).json().data.status).toBe('paid');
    // Paying again is refused: the order is no longer payable.
    expect((await asGuest(token, 'POST', 'pay', { locale: 'en' })).statusCode).toBe(400);
  });

  it('cancels an unpaid order through the link, and the goods go back', async () => {
    const { token, sku } = await guestOrder();
    expect(await stockOf(app, sku.skuId)).toBe(4);
    const res = await asGuest(token, 'POST', 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await stockOf(app, sku.skuId)).toBe(5);
  });

  it('confirms receipt once shipped, with the shipping mail carrying a working link', async () => {
    const { id, orderNo, token, email } = await guestOrder();
    expect((await asGuest(token, 'POST', 'receive')).statusCode).toBe(400);
    await pay(id);
    expect((await shipOrder(app.db, orderNo)).ok).toBe(true);
    const shipped = await mailedToken(email);
    const res = await asGuest(shipped, 'POST', 'receive');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('received');
  });

  it('applies for a refund of a paid order through the link', async () => {
    const { id, token } = await guestOrder();
    await pay(id);
    const res = await asGuest(token, 'POST', 'refund', { reason: 'Wrong size', amount: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('refund_requested');
    expect(res.json().data.refunds).toHaveLength(1);
  });

  it('answers an unknown, an expired and a revoked token exactly alike', async () => {
    const expired = await guestOrder();
    await app.db
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderLinks.orderId, expired.id));
    const revoked = await guestOrder();
    await app.db.update(orderLinks).set({ revokedAt: new Date() }).where(eq(orderLinks.orderId, revoked.id));
    const unknown = 'A'.repeat(43);
    const answers = await Promise.all([unknown, expired.token, revoked.token].map((t) => asGuest(t, 'GET')));
    for (const res of answers) expect(res.statusCode).toBe(404);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const actions = await Promise.all([unknown, revoked.token].map((t) => asGuest(t, 'POST', 'cancel')));
    expect(actions.map((r) => r.statusCode)).toEqual([404, 404]);
    expect(actions[0].body).toBe(actions[1].body);
    // The revoked order is untouched.
    expect((await app.db.select().from(orders).where(eq(orders.id, revoked.id)))[0].status).toBe('unpaid');
  });
});

describe('limits of guest checkout', () => {
  const waitMessage = (lang: 'en' | 'de', minutes: number) => format(lang, 'checkout.guestTooMany', { count: minutes });

  async function refusedAttempt(email: string, ip: string, lang?: string) {
    // An unknown SKU is refused, and still counts as an attempt.
    return create(email, [{ skuId: 2_000_000_000, quantity: 1 }], { ip, lang });
  }

  it('refuses an address past its attempts with a clear message and 429, whatever the IP', async () => {
    const email = freshEmail();
    for (let i = 0; i < GUEST_ORDER_RULES.email.max; i++) expect((await refusedAttempt(email, freshIp())).statusCode).toBe(400);
    const res = await refusedAttempt(email, freshIp(), 'de');
    expect(res.statusCode).toBe(429);
    expect(res.json().status).toBe(400);
    expect(res.json().msg).toBe(waitMessage('de', 60));
    // Another address is not held.
    expect((await refusedAttempt(freshEmail(), freshIp())).statusCode).toBe(400);
  });

  it('refuses an IP past its attempts, whatever the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < GUEST_ORDER_RULES.ip.max; i++) expect((await refusedAttempt(freshEmail(), ip)).statusCode).toBe(400);
    const res = await refusedAttempt(freshEmail(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(waitMessage('en', 60));
  });

  it('counts unpaid orders per address, across IPs', async () => {
    const email = freshEmail();
    for (let i = 0; i < HOLD_LIMITS.unpaidOrders; i++) await guestOrder(email);
    const sku = await createSku(app, { price: 1000, stock: 5 });
    const res = await create(email, [{ skuId: sku.skuId, quantity: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(format('en', 'checkout.unpaidOrdersLimit', { count: HOLD_LIMITS.unpaidOrders }));
    expect(await stockOf(app, sku.skuId)).toBe(5);
  });

  it('counts unpaid orders per IP, across addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < HOLD_LIMITS.unpaidOrders; i++) await guestOrder(freshEmail(), { ip });
    const sku = await createSku(app, { price: 1000, stock: 5 });
    const res = await create(freshEmail(), [{ skuId: sku.skuId, quantity: 1 }], { ip });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(format('en', 'checkout.unpaidOrdersLimit', { count: HOLD_LIMITS.unpaidOrders }));
  });
});

describe('no form tells whether an address has orders or an account', () => {
  const linkRequest = (email: string) => app.inject({ method: 'POST', url: '/api/guest/order/link', remoteAddress: freshIp(), payload: { email } });

  it('answers the order link request alike, and mails a fresh link only where there are orders', async () => {
    const { email, id } = await guestOrder();
    const nobody = freshEmail();
    const [known, unknown] = [await linkRequest(email), await linkRequest(nobody)];
    expect(known.statusCode).toBe(200);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect((await asGuest(await mailedToken(email), 'GET')).json().data.id).toBe(id);
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, nobody))).toHaveLength(0);
  });

  it('answers registration and reset code requests alike for an address with an account and orders', async () => {
    const { user } = await createUser(app);
    await guestOrder(user.email);
    const nobody = freshEmail();
    for (const purpose of ['register', 'reset'] as const) {
      const [known, unknown] = [await sendCode(app, user.email, { purpose }), await sendCode(app, nobody, { purpose })];
      expect(known.statusCode).toBe(unknown.statusCode);
      const strip = (body: string) => body.replace(/@[^"]*|"masked[^,]*,?/g, '');
      expect(Object.keys(known.json().data ?? {})).toEqual(Object.keys(unknown.json().data ?? {}));
      expect(strip(known.json().msg)).toBe(strip(unknown.json().msg));
    }
  });
});

describe('guest orders join the account of their address', () => {
  it('on registration: the order is in the account, its old link ends', async () => {
    const identity = freshIdentity('joiner');
    const { id, token } = await guestOrder(identity.email);
    const { token: session } = await registerThroughApi(app, identity, PASSWORD);
    const list = await app.inject({ url: '/api/order', headers: auth(session) });
    expect(list.json().data.list.map((o: { id: number }) => o.id)).toContain(id);
    expect((await asGuest(token, 'GET')).statusCode).toBe(404);
    // The export of the account holds it too.
    const data = await app.inject({ url: '/api/user/data', headers: auth(session) });
    expect(data.json().data.orders.map((o: { id: number }) => o.id)).toContain(id);
  });

  it('on login with the verified address of an existing account', async () => {
    const { user, password } = await createUser(app);
    const { id, token } = await guestOrder(user.email);
    expect((await app.inject({ url: `/api/order/${id}`, headers: auth((await createUser(app)).token) })).statusCode).toBe(404);
    const login = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: freshIp(), payload: { account: user.email, password } });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json().data.token;
    const own = await app.inject({ url: `/api/order/${id}`, headers: auth(session) });
    expect(own.statusCode).toBe(200);
    expect((await asGuest(token, 'GET')).statusCode).toBe(404);
    // Later mail of the order leads to the account area.
    await pay(id);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.text).toContain(`/user/order/details/${id}`);
  });
});
