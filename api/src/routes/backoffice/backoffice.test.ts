import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '@storefront/shared/schemas/backoffice';
import { createTestApp, createUser, placeCatalogStub } from '../../../test/helpers';
import { products, reviews } from '../../db/schema/catalog';
import { mailOutbox } from '../../db/schema/mail';
import { currencies } from '../../db/schema/shop';
import { syntheticCatalog, writeCatalog } from '../../ops/catalog/index';
import { auditLog, operators } from '../../db/schema/operators';
import { runOperator } from '../../ops/operator';
import { markPaidInTx } from '../order/service';
import { auth, createSku, US_ADDRESS } from '../order/testing';

let app: FastifyInstance;
let tmp: string;
beforeAll(async () => {
  app = await createTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-console-'));
}, 120_000);
afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

const PASSWORD = 'correct horse battery';
let operatorCount = 0;
const op = (token: string) => ({ authorization: `Operator ${token}` });

/** `operator add`, then a first sign-in: password, TOTP set up and confirmed with a code from the secret. */
async function newOperator(role: OperatorRole) {
  const email = `op${++operatorCount}-${role}@shop.example`;
  const added = await runOperator(app.db, ['add', email, '--role', role], { operatorPassword: PASSWORD });
  expect(added.code, added.lines.join('\n')).toBe(0);
  const login = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email, password: PASSWORD } });
  expect(login.json().data.stage).toBe('totpSetup');
  const first = login.json().data.token as string;
  const setup = (await app.inject({ method: 'POST', url: '/api/backoffice/totp/setup', headers: op(first) })).json().data;
  expect(setup.uri).toContain(`secret=${setup.secret}`);
  const confirmedWith = await generate({ secret: setup.secret });
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/backoffice/totp/confirm',
    headers: op(first),
    payload: { code: confirmedWith },
  });
  expect(confirm.statusCode).toBe(200);
  const data = confirm.json().data;
  return { email, secret: setup.secret as string, confirmedWith, token: data.token as string, recoveryCodes: data.recoveryCodes as string[] };
}

/** A code of the next time step: a fresh one the server has not seen used (it refuses a code twice). */
const nextCode = (secret: string, steps = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

async function passwordStep(email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { stage: string; token: string };
}

async function lastAudit() {
  const [row] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

/** A shopper's order placed through the shop, paid when asked. */
async function shopperOrder(paid: boolean) {
  const s = await createSku(app, { price: 2000, stock: 4 });
  const { token } = await createUser(app);
  await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 1 } });
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
  const order = (
    await app.inject({ method: 'POST', url: '/api/order/create', headers: auth(token), payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card' } })
  ).json().data.order as { id: number; orderNo: string };
  if (paid) await app.db.transaction((tx) => markPaidInTx(tx, order.id, `PAY${order.id}`, `SBX${order.id}`));
  return { token, order };
}

describe('operator accounts', () => {
  it('are made by the command only, with a role it knows', async () => {
    expect((await runOperator(app.db, ['add', 'x@shop.example', '--role', 'owner'])).code).toBe(2);
    const made = await runOperator(app.db, ['add', 'printed@shop.example', '--role', 'support']);
    expect(made.code).toBe(0);
    expect(made.lines[1]).toMatch(/^password \(shown once\): \S{16,}$/);
    expect(await runOperator(app.db, ['add', 'Printed@shop.example', '--role', 'admin'])).toEqual({
      code: 1,
      lines: ['an operator with this address exists already'],
    });
    // No sign-up route: the console's routes are sign-in, second factor, and the work itself.
    expect((await app.inject({ method: 'POST', url: '/api/backoffice/register', payload: {} })).statusCode).toBe(404);
  });

  it('sign in with password and TOTP; the code is required, used once, and recovery codes work once', async () => {
    const { email, secret, confirmedWith, token, recoveryCodes } = await newOperator('support');
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(token) })).json().data).toMatchObject({ email, role: 'support' });

    // A later sign-in: the password alone opens nothing.
    const step = await passwordStep(email);
    expect(step.stage).toBe('totp');
    expect((await app.inject({ url: '/api/backoffice/orders', headers: op(step.token) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(step.token) })).statusCode).toBe(401);
    // Setting TOTP up again is refused once it is confirmed.
    expect((await app.inject({ method: 'POST', url: '/api/backoffice/totp/setup', headers: op(step.token) })).statusCode).toBe(409);

    const wrong = await app.inject({ method: 'POST', url: '/api/backoffice/login/second-factor', headers: op(step.token), payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('The code is wrong or was already used');
    // The code that confirmed TOTP was used: the same code is refused (the same one, not the current step's,
    // which a slow run may already have moved past).
    const replay = await app.inject({
      method: 'POST',
      url: '/api/backoffice/login/second-factor',
      headers: op(step.token),
      payload: { code: confirmedWith },
    });
    expect(replay.statusCode).toBe(400);
    const good = await app.inject({
      method: 'POST',
      url: '/api/backoffice/login/second-factor',
      headers: op(step.token),
      payload: { code: await nextCode(secret) },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.recoveryCodes).toBeUndefined();
    // The password-stage token is spent.
    expect(
      (await app.inject({ method: 'POST', url: '/api/backoffice/login/second-factor', headers: op(step.token), payload: { code: '123456' } })).statusCode,
    ).toBe(401);

    // A recovery code, once.
    const viaRecovery = await passwordStep(email);
    const used = await app.inject({
      method: 'POST',
      url: '/api/backoffice/login/second-factor',
      headers: op(viaRecovery.token),
      payload: { recoveryCode: recoveryCodes[0].toLowerCase() },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(email);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/backoffice/login/second-factor',
      headers: op(again.token),
      payload: { recoveryCode: recoveryCodes[0] },
    });
    expect(reused.statusCode).toBe(400);

    // Signing out ends the session.
    const session = used.json().data.token as string;
    expect((await app.inject({ method: 'POST', url: '/api/backoffice/logout', headers: op(session) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(session) })).statusCode).toBe(401);
  });

  it('throttles wrong codes and wrong passwords', async () => {
    const { email, secret } = await newOperator('release');
    const step = await passwordStep(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/backoffice/login/second-factor', headers: op(step.token), payload: { code: '999999' } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right code waits now.
    const right = await app.inject({
      method: 'POST',
      url: '/api/backoffice/login/second-factor',
      headers: op(step.token),
      payload: { code: await nextCode(secret, 2) },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toMatch(/minute/);

    const passwords: number[] = [];
    for (let i = 0; i < 6; i++) {
      passwords.push((await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email, password: `wrong ${i} password` } })).statusCode);
    }
    expect(passwords).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('a shopper token never opens the console, an operator token never opens the shop', async () => {
    const shopper = await createUser(app);
    const { token } = await newOperator('admin');
    for (const headers of [auth(shopper.token), op(shopper.token), {}]) {
      const res = await app.inject({ url: '/api/backoffice/orders', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('Please sign in to the console');
    }
    expect((await app.inject({ url: '/api/user/me', headers: auth(token) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/me', headers: op(token) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/me', headers: auth(shopper.token) })).statusCode).toBe(200);
  });

  it('every answer is no-store and carries the shop security headers, refusals too', async () => {
    const { token } = await newOperator('support');
    for (const res of [
      await app.inject({ url: '/api/backoffice/me', headers: op(token) }),
      await app.inject({ url: '/api/backoffice/audit', headers: op(token) }),
      await app.inject({ url: '/api/backoffice/orders' }),
      await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email: 'nobody@shop.example', password: 'x' } }),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers in the request language', async () => {
    const res = await app.inject({ url: '/api/backoffice/orders', headers: { 'accept-language': 'de' } });
    expect(res.json().msg).toBe('Bitte melden Sie sich an der Konsole an');
  });
});

/** Every operator route with a request that passes validation, and the area it belongs to. */
/** A multipart body with one file field, as a browser's FormData sends it. */
function fileUpload(name: string, text: string) {
  const boundary = `----sf${Math.random().toString(16).slice(2)}`;
  const payload = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/x-ndjson\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const EMPTY_CATALOGUE = fileUpload('empty.jsonl', '{"format":"storefront-catalog","version":1}\n');

const ROUTES: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
  area: 'orders' | 'reviews' | 'customers' | 'catalogue' | 'releases' | 'operators' | 'audit' | null;
}[] = [
  { method: 'GET', url: '/api/backoffice/me', area: null },
  { method: 'GET', url: '/api/backoffice/orders?q=nobody&page=1&size=5', area: 'orders' },
  { method: 'POST', url: '/api/backoffice/orders/NOPE-1/ship', payload: { carrier: 'DHL', trackingNo: 'JD0001' }, area: 'orders' },
  { method: 'POST', url: '/api/backoffice/orders/NOPE-1/cancel', area: 'orders' },
  { method: 'POST', url: '/api/backoffice/orders/NOPE-1/refund', payload: { decision: 'refuse', reason: 'used' }, area: 'orders' },
  { method: 'GET', url: '/api/backoffice/reviews/waiting?page=1&size=5', area: 'reviews' },
  { method: 'POST', url: '/api/backoffice/reviews/2147483647/reply', payload: { reply: 'Thank you!' }, area: 'reviews' },
  { method: 'POST', url: '/api/backoffice/skus/2147483647/price', payload: { price: 2599 }, area: 'catalogue' },
  { method: 'POST', url: '/api/backoffice/skus/2147483647/stock', payload: { stock: 5 }, area: 'catalogue' },
  { method: 'GET', url: '/api/backoffice/releases', area: 'releases' },
  { method: 'GET', url: '/api/backoffice/releases/catalog/health?hours=6', area: 'releases' },
  { method: 'POST', url: '/api/backoffice/releases/content/rollback', payload: {}, area: 'releases' },
  { method: 'POST', url: '/api/backoffice/releases/content/canary', payload: { version: '9.9.9', percent: 5 }, area: 'releases' },
  { method: 'POST', url: '/api/backoffice/releases/content/promote', area: 'releases' },
  { method: 'POST', url: '/api/backoffice/releases/content/end-canary', area: 'releases' },
  { method: 'GET', url: '/api/backoffice/audit?page=1&size=5', area: 'audit' },
  { method: 'POST', url: '/api/backoffice/reviews/2147483647/hidden', payload: { hidden: true }, area: 'reviews' },
  { method: 'GET', url: '/api/backoffice/customers?q=nobody&page=1&size=5', area: 'customers' },
  { method: 'GET', url: '/api/backoffice/customers/2147483647/orders', area: 'customers' },
  { method: 'POST', url: '/api/backoffice/customers/2147483647/close', area: 'customers' },
  { method: 'GET', url: '/api/backoffice/products?q=nothing-like-this&page=1&size=5', area: 'catalogue' },
  { method: 'PUT', url: '/api/backoffice/products/2147483647/texts', payload: { locale: 'de', name: 'Tee', description: '' }, area: 'catalogue' },
  { method: 'POST', url: '/api/backoffice/catalogue/import?dryRun=true', ...EMPTY_CATALOGUE, area: 'catalogue' },
  { method: 'GET', url: '/api/backoffice/operators', area: 'operators' },
  {
    method: 'POST',
    url: '/api/backoffice/operators',
    payload: { email: 'roles-table@shop.example', role: 'support', password: 'a long enough password' },
    area: 'operators',
  },
  { method: 'POST', url: '/api/backoffice/operators/2147483647/role', payload: { role: 'release' }, area: 'operators' },
  { method: 'POST', url: '/api/backoffice/operators/2147483647/disable', area: 'operators' },
  { method: 'POST', url: '/api/backoffice/operators/2147483647/enable', area: 'operators' },
  { method: 'POST', url: '/api/backoffice/operators/2147483647/reset-totp', area: 'operators' },
];
const MAY: Record<OperatorRole, ReadonlySet<string | null>> = {
  support: new Set([null, 'orders', 'reviews', 'customers']),
  merchandiser: new Set([null, 'catalogue']),
  release: new Set([null, 'releases']),
  admin: new Set([null, 'orders', 'reviews', 'customers', 'catalogue', 'releases', 'operators', 'audit']),
};

describe('roles are checked on the server for every operator route', () => {
  it('each role does what it may and gets 403 for the rest; a shopper token gets 401', async () => {
    const shopper = await createUser(app);
    const tokens = Object.fromEntries(await Promise.all(OPERATOR_ROLES.map(async (role) => [role, (await newOperator(role)).token]))) as Record<
      OperatorRole,
      string
    >;
    const table: string[] = [];
    for (const route of ROUTES) {
      for (const role of OPERATOR_ROLES) {
        const res = await app.inject({ method: route.method, url: route.url, payload: route.payload, headers: { ...route.headers, ...op(tokens[role]) } });
        const may = MAY[role].has(route.area);
        // Allowed: the route did its work (the order or canary may not exist: 404 or 409, never 401 or 403).
        if (may) expect([200, 404, 409], `${role} ${route.method} ${route.url}: ${res.body}`).toContain(res.statusCode);
        else expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        if (!may) expect(res.json()).toMatchObject({ status: 403, data: null });
        table.push(`${role} ${route.method} ${route.url} ${res.statusCode}`);
      }
      const asShopper = await app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload,
        headers: { ...route.headers, ...auth(shopper.token) },
      });
      expect(asShopper.statusCode, `shopper ${route.url}`).toBe(401);
    }
    expect(table).toHaveLength(ROUTES.length * OPERATOR_ROLES.length);
  });

  it('a disabled operator is out at once', async () => {
    const { email, token } = await newOperator('admin');
    await app.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.email, email));
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(token) })).statusCode).toBe(401);
  });
});

describe('orders from the console', () => {
  it('ships a paid order with carrier and tracking number: the shopper sees and is mailed them; audited', async () => {
    const { token: support } = await newOperator('support');
    const { token, order } = await shopperOrder(true);
    const found = (await app.inject({ url: `/api/backoffice/orders?q=${order.orderNo}`, headers: op(support) })).json().data;
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid', trackingNo: null });

    const bad = await app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${order.orderNo}/ship`,
      headers: op(support),
      payload: { carrier: 'DHL', trackingNo: '<x>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Tracking number');

    const shipped = await app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${order.orderNo}/ship`,
      headers: op(support),
      payload: { carrier: 'DHL Express', trackingNo: 'JD014600003828' },
    });
    expect(shipped.json()).toMatchObject({ status: 200, data: { orderNo: order.orderNo, status: 'shipped' } });
    const seen = (await app.inject({ url: `/api/order/${order.id}`, headers: auth(token) })).json().data;
    expect(seen).toMatchObject({ status: 'shipped', carrier: 'DHL Express', trackingNo: 'JD014600003828' });
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderShipped'));
    expect(mails.some((m) => m.text.includes('JD014600003828') && m.text.includes('DHL Express'))).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'order.ship',
      target: order.orderNo,
      before: { status: 'paid', carrier: null, trackingNo: null },
      after: { status: 'shipped', carrier: 'DHL Express', trackingNo: 'JD014600003828' },
    });

    // Shipping twice is refused and writes nothing.
    const count = (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    const twice = await app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${order.orderNo}/ship`,
      headers: op(support),
      payload: { carrier: 'UPS', trackingNo: '1Z999' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('Not possible while the order is shipped');
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n).toBe(count);
  });

  it('cancels an unpaid order; audited', async () => {
    const { token: support } = await newOperator('support');
    const { token, order } = await shopperOrder(false);
    const res = await app.inject({ method: 'POST', url: `/api/backoffice/orders/${order.orderNo}/cancel`, headers: op(support) });
    expect(res.json().data.status).toBe('cancelled');
    expect((await app.inject({ url: `/api/order/${order.id}`, headers: auth(token) })).json().data.status).toBe('cancelled');
    expect(await lastAudit()).toMatchObject({ action: 'order.cancel', before: { status: 'unpaid' }, after: { status: 'cancelled' } });
  });

  it('refuses a refund with a reason the shopper is told, or settles it; both audited', async () => {
    const { token: support } = await newOperator('support');
    const first = await shopperOrder(true);
    await app.inject({
      method: 'POST',
      url: `/api/order/${first.order.id}/refund`,
      headers: auth(first.token),
      payload: { reason: 'changed my mind', amount: 2000 },
    });
    const listed = (await app.inject({ url: '/api/backoffice/orders?status=refund_requested', headers: op(support) })).json().data.list;
    expect(listed.find((o: { orderNo: string }) => o.orderNo === first.order.orderNo).refund).toMatchObject({ reason: 'changed my mind', status: 'requested' });

    const refused = await app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${first.order.orderNo}/refund`,
      headers: op(support),
      payload: { decision: 'refuse', reason: 'The seal was broken' },
    });
    expect(refused.json().data.status).toBe('paid');
    const seen = (await app.inject({ url: `/api/order/${first.order.id}`, headers: auth(first.token) })).json().data;
    expect(seen.refunds[0].status).toBe('refused');
    const inbox = (await app.inject({ url: '/api/user/mail', headers: auth(first.token) })).json().data.list;
    expect(inbox.some((m: { content?: string; body?: string }) => JSON.stringify(m).includes('The seal was broken'))).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'order.refundRefuse',
      before: { status: 'refund_requested' },
      after: { status: 'paid', reason: 'The seal was broken' },
    });

    const second = await shopperOrder(true);
    await app.inject({ method: 'POST', url: `/api/order/${second.order.id}/refund`, headers: auth(second.token), payload: { reason: 'broken', amount: 2000 } });
    const settled = await app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${second.order.orderNo}/refund`,
      headers: op(support),
      payload: { decision: 'settle', reason: 'Arrived broken' },
    });
    expect(settled.json().data.status).toBe('refunded');
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.target, second.order.orderNo));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.refundSettle',
        before: expect.objectContaining({ status: 'refund_requested' }),
        after: expect.objectContaining({ status: 'refund_in_progress', reason: 'Arrived broken' }),
      }),
    ]);
  });
});

describe('reviews and the catalogue from the console', () => {
  it('answers a waiting review: the author is told; audited', async () => {
    const { token: support } = await newOperator('support');
    const waiting = (await app.inject({ url: '/api/backoffice/reviews/waiting?size=100', headers: op(support) })).json().data;
    expect(waiting.total).toBeGreaterThan(0);
    const review = waiting.list[0] as { id: number; productId: number };
    const res = await app.inject({
      method: 'POST',
      url: `/api/backoffice/reviews/${review.id}/reply`,
      headers: op(support),
      payload: { reply: 'Thank you, enjoy your tea!' },
    });
    expect(res.json().data).toEqual({ reviewId: review.id, productId: review.productId });
    const after = (await app.inject({ url: '/api/backoffice/reviews/waiting?size=100', headers: op(support) })).json().data;
    expect(after.total).toBe(waiting.total - 1);
    expect(await lastAudit()).toMatchObject({
      action: 'review.reply',
      target: String(review.id),
      before: { reply: null },
      after: { reply: 'Thank you, enjoy your tea!' },
    });
  });

  it('changes a price and a stock: the product answer shows them; audited', async () => {
    const { token: merchandiser } = await newOperator('merchandiser');
    const { skuId, productId } = await createSku(app, { price: 2000, stock: 4 });
    const price = await app.inject({ method: 'POST', url: `/api/backoffice/skus/${skuId}/price`, headers: op(merchandiser), payload: { price: 2599 } });
    expect(price.json().data).toEqual({ skuId, productId });
    expect(await lastAudit()).toMatchObject({ action: 'sku.price', target: String(skuId), before: { price: 2000 }, after: { price: 2599 } });
    const stock = await app.inject({ method: 'POST', url: `/api/backoffice/skus/${skuId}/stock`, headers: op(merchandiser), payload: { stock: 0 } });
    expect(stock.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'sku.stock', before: { stock: 4 }, after: { stock: 0 } });
    const product = JSON.stringify((await app.inject({ url: `/api/catalog/products/${productId}` })).json().data);
    expect(product).toContain('2599');
    expect(
      (await app.inject({ method: 'POST', url: `/api/backoffice/skus/${skuId}/price`, headers: op(merchandiser), payload: { price: 0 } })).statusCode,
    ).toBe(400);
  });
});

describe('releases from the console', () => {
  const release = (version: string) => placeCatalogStub(app.registry, tmp, version);
  const servedCatalog = async () => (await app.inject({ url: '/remotes.json' })).json().remotes.catalog.version as string;

  it('rolls back, starts a canary of a released version, promotes and ends it, through the registry; audited', async () => {
    const { token, email } = await newOperator('release');
    await release('2.0.0-a');
    await release('2.0.0-b');
    const listing = (await app.inject({ url: '/api/backoffice/releases', headers: op(token) })).json().data;
    const catalog = listing.find((l: { remote: string }) => l.remote === 'catalog');
    expect(catalog).toMatchObject({ current: '2.0.0-b', previousGood: '2.0.0-a', canary: null });
    expect(catalog.versions.map((v: { version: string }) => v.version)).toEqual(['2.0.0-b', '2.0.0-a']);

    const back = await app.inject({ method: 'POST', url: '/api/backoffice/releases/catalog/rollback', headers: op(token), payload: {} });
    expect(back.json().data).toEqual({ remote: 'catalog', current: '2.0.0-a', canary: null });
    expect(await servedCatalog()).toBe('2.0.0-a');
    expect((await app.registry.read()).remotes.catalog!.history.at(-1)).toMatchObject({ action: 'rollback', by: `${email} (console)` });
    expect(await lastAudit()).toMatchObject({
      action: 'release.rollback',
      target: 'catalog',
      actor: email,
      before: { current: '2.0.0-b', canary: null },
      after: { current: '2.0.0-a', canary: null },
    });

    const canary = await app.inject({
      method: 'POST',
      url: '/api/backoffice/releases/catalog/canary',
      headers: op(token),
      payload: { version: '2.0.0-b', percent: 10 },
    });
    expect(canary.json().data).toEqual({ remote: 'catalog', current: '2.0.0-a', canary: '2.0.0-b' });
    expect(await lastAudit()).toMatchObject({ action: 'release.canary', after: { canary: '2.0.0-b', canaryPercent: 10 } });
    const another = await app.inject({
      method: 'POST',
      url: '/api/backoffice/releases/catalog/canary',
      headers: op(token),
      payload: { version: '2.0.0-b', percent: 20 },
    });
    expect(another.statusCode).toBe(409);

    const promoted = await app.inject({ method: 'POST', url: '/api/backoffice/releases/catalog/promote', headers: op(token) });
    expect(promoted.json().data).toEqual({ remote: 'catalog', current: '2.0.0-b', canary: null });
    expect(await servedCatalog()).toBe('2.0.0-b');
    expect(await lastAudit()).toMatchObject({ action: 'release.promote', before: { current: '2.0.0-a', canary: '2.0.0-b' }, after: { current: '2.0.0-b' } });

    await app.inject({ method: 'POST', url: '/api/backoffice/releases/catalog/canary', headers: op(token), payload: { version: '2.0.0-a', percent: 50 } });
    const ended = await app.inject({ method: 'POST', url: '/api/backoffice/releases/catalog/end-canary', headers: op(token) });
    expect(ended.json().data).toEqual({ remote: 'catalog', current: '2.0.0-b', canary: null });
    expect(await lastAudit()).toMatchObject({ action: 'release.endCanary', before: { canary: '2.0.0-a' }, after: { canary: null } });

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/backoffice/releases/catalog/canary',
      headers: op(token),
      payload: { version: '9.9.9', percent: 5 },
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().msg).toContain('catalog has no version 9.9.9');
  });
});

describe('the audit log', () => {
  it('pages on the server, newest first, for admins', async () => {
    const { token } = await newOperator('admin');
    const page1 = (await app.inject({ url: '/api/backoffice/audit?page=1&size=2', headers: op(token) })).json().data;
    const page2 = (await app.inject({ url: '/api/backoffice/audit?page=2&size=2', headers: op(token) })).json().data;
    expect(page1.list).toHaveLength(2);
    expect(page1.total).toBeGreaterThan(2);
    expect(page1.list[0].id).toBeGreaterThan(page1.list[1].id);
    expect(page2.list[0].id).toBeLessThan(page1.list[1].id);
    const ships = (await app.inject({ url: '/api/backoffice/audit?action=order.ship', headers: op(token) })).json().data;
    expect(ships.list.every((e: { action: string }) => e.action === 'order.ship')).toBe(true);
  });

  it('is append-only in the database itself', async () => {
    await expect(app.db.execute(sql`update audit_log set actor = 'someone else'`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});

describe('hiding a review', () => {
  it("takes it out of the product's public reviews, count and average, cached answers too; showing it again puts it back; audited", async () => {
    const { token: support } = await newOperator('support');
    const { productId } = await createSku(app, { price: 1500, stock: 3 });
    const [good, bad] = await app.db
      .insert(reviews)
      .values([
        { productId, authorName: 'Ana', productRating: 5, serviceRating: 5, content: 'Lovely' },
        { productId, authorName: 'Spam', productRating: 1, serviceRating: 1, content: 'Buy cheap watches at example.test' },
      ])
      .returning({ id: reviews.id });
    await app.db.update(products).set({ score: 3, reviewCount: 2 }).where(eq(products.id, productId));
    const publicView = async () => {
      await app.changes.settled();
      const detail = (await app.inject({ url: `/api/catalog/products/${productId}` })).json().data;
      const list = (await app.inject({ url: `/api/catalog/products/${productId}/reviews` })).json().data;
      return { score: detail.score, reviewCount: detail.reviewCount, total: list.total, ids: list.list.map((r: { id: number }) => r.id) };
    };
    // Read twice: the second answer may come from the cache, which the hiding must then drop.
    await publicView();
    expect(await publicView()).toEqual({ score: 3, reviewCount: 2, total: 2, ids: [bad.id, good.id] });

    const hide = await app.inject({ method: 'POST', url: `/api/backoffice/reviews/${bad.id}/hidden`, headers: op(support), payload: { hidden: true } });
    expect(hide.json().data).toEqual({ reviewId: bad.id, productId, hidden: true });
    expect(await publicView()).toEqual({ score: 5, reviewCount: 1, total: 1, ids: [good.id] });
    expect(await lastAudit()).toMatchObject({ action: 'review.hide', target: String(bad.id), before: { hidden: false }, after: { hidden: true } });
    // Hiding it twice changes nothing.
    await app.inject({ method: 'POST', url: `/api/backoffice/reviews/${bad.id}/hidden`, headers: op(support), payload: { hidden: true } });
    expect(await publicView()).toEqual({ score: 5, reviewCount: 1, total: 1, ids: [good.id] });

    await app.inject({ method: 'POST', url: `/api/backoffice/reviews/${bad.id}/hidden`, headers: op(support), payload: { hidden: false } });
    expect(await publicView()).toEqual({ score: 3, reviewCount: 2, total: 2, ids: [bad.id, good.id] });
    expect(await lastAudit()).toMatchObject({ action: 'review.show', before: { hidden: true }, after: { hidden: false } });
    expect(
      (await app.inject({ method: 'POST', url: '/api/backoffice/reviews/2147483647/hidden', headers: op(support), payload: { hidden: true } })).statusCode,
    ).toBe(404);
  });
});

describe('customers from the console', () => {
  it('finds a customer by part of the address, lists their orders, closes the account once no order is open; audited', async () => {
    const { token: support } = await newOperator('support');
    const { token, order } = await shopperOrder(false);
    const me = (await app.inject({ url: '/api/user/data', headers: auth(token) })).json().data.profile as { id: number; email: string };
    const part = me.email.slice(0, me.email.indexOf('@')).toUpperCase();
    const found = (await app.inject({ url: `/api/backoffice/customers?q=${part}`, headers: op(support) })).json().data;
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({ id: me.id, email: me.email, closedAt: null, orders: 1 });
    const paged = (await app.inject({ url: '/api/backoffice/customers?page=1&size=1', headers: op(support) })).json().data;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);

    const theirs = (await app.inject({ url: `/api/backoffice/customers/${me.id}/orders`, headers: op(support) })).json().data;
    expect(theirs.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
    expect((await app.inject({ url: '/api/backoffice/customers/2147483647/orders', headers: op(support) })).statusCode).toBe(404);

    // An unpaid order keeps the account open, as in the customer's own close.
    const refused = await app.inject({ method: 'POST', url: `/api/backoffice/customers/${me.id}/close`, headers: op(support) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/not yet paid or delivered/);
    expect((await app.inject({ url: '/api/user/data', headers: auth(token) })).statusCode).toBe(200);

    await app.inject({ method: 'POST', url: `/api/backoffice/orders/${order.orderNo}/cancel`, headers: op(support) });
    const closed = await app.inject({ method: 'POST', url: `/api/backoffice/customers/${me.id}/close`, headers: op(support) });
    expect(closed.json()).toMatchObject({ status: 200, data: { id: me.id } });
    expect(await lastAudit()).toMatchObject({
      action: 'customer.close',
      target: String(me.id),
      before: { email: me.email, closed: false },
      after: { email: `closed-${me.id}`, closed: true },
    });
    // The customer's session ended and the address is gone from the console's search and the order.
    expect((await app.inject({ url: '/api/user/data', headers: auth(token) })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/backoffice/customers?q=${part}`, headers: op(support) })).json().data.total).toBe(0);
    expect((await app.inject({ url: `/api/backoffice/customers/${me.id}/orders`, headers: op(support) })).json().data.list[0].email).toBe('');
    expect((await app.inject({ method: 'POST', url: `/api/backoffice/customers/${me.id}/close`, headers: op(support) })).statusCode).toBe(409);
  });
});

describe('the catalogue from the console', () => {
  it("finds a product by handle, name or SKU code and changes its texts in a language: the shop's answer shows them; audited", async () => {
    const { token: merchandiser } = await newOperator('merchandiser');
    const { productId, skuId, name } = await createSku(app, { price: 1200, stock: 2 });
    const [product] = await app.db.select({ handle: products.slug }).from(products).where(eq(products.id, productId));
    const find = async (q: string) => (await app.inject({ url: `/api/backoffice/products?q=${encodeURIComponent(q)}`, headers: op(merchandiser) })).json().data;
    for (const q of [product!.handle, `${name} (de)`.toLowerCase(), `T-${product!.handle.slice(-8)}`]) {
      const page = await find(q);
      expect(page.total, q).toBe(1);
      expect(page.list[0]).toMatchObject({ id: productId, handle: product!.handle, name, skus: [{ id: skuId, price: 1200, stock: 2 }] });
    }
    expect((await find('no product is called this')).total).toBe(0);

    const shown = async (lang: string) => {
      await app.changes.settled();
      return (await app.inject({ url: `/api/catalog/products/${productId}`, headers: { 'accept-language': lang } })).json().data;
    };
    await shown('fr');
    expect((await shown('fr')).name).toBe(name);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/backoffice/products/${productId}/texts`,
      headers: op(merchandiser),
      payload: { locale: 'fr', name: 'Thé vert', description: 'Un thé du matin' },
    });
    expect(put.json().data).toEqual({ productId, locale: 'fr' });
    expect(await shown('fr')).toMatchObject({ name: 'Thé vert', description: 'Un thé du matin' });
    expect(await lastAudit()).toMatchObject({ action: 'product.texts', target: `${productId}:fr`, before: null, after: { name: 'Thé vert' } });
    await app.inject({
      method: 'PUT',
      url: `/api/backoffice/products/${productId}/texts`,
      headers: op(merchandiser),
      payload: { locale: 'de', name: 'Grüner Tee', description: '' },
    });
    expect(await lastAudit()).toMatchObject({ before: { name: `${name} (de)` }, after: { name: 'Grüner Tee' } });
    const empty = await app.inject({
      method: 'PUT',
      url: `/api/backoffice/products/${productId}/texts`,
      headers: op(merchandiser),
      payload: { locale: 'xx', name: ' ', description: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('imports an uploaded catalogue file: a dry run reports and writes nothing, bad lines come back with line and field; audited as counts', async () => {
    const { token: merchandiser } = await newOperator('merchandiser');
    const file = writeCatalog(syntheticCatalog(2, 'console-upload'));
    const upload = (query: string, text: string) => {
      const { payload, headers } = fileUpload('shop.jsonl', text);
      return app.inject({ method: 'POST', url: `/api/backoffice/catalogue/import${query}`, payload, headers: { ...headers, ...op(merchandiser) } });
    };
    const handles = async () =>
      (
        await app.db
          .select({ slug: products.slug })
          .from(products)
          .where(sql`${products.slug} like 'console-upload-%'`)
      ).length;
    const auditsBefore = (await lastAudit())?.id;

    const dry = await upload('?dryRun=true', file);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dryRun: true, summary: { categories: { created: 1 }, products: { created: 2 }, skus: { created: 8 } } });
    expect(await handles()).toBe(0);
    expect((await lastAudit())?.id).toBe(auditsBefore);

    const bad = await upload('', `${file.trimEnd()}\n{"type":"product","handle":"Not A Handle"}\n`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ line: 5, field: expect.any(String) })]));
    expect(await handles()).toBe(0);
    // A photo file cannot come with an upload: nothing on the server's disk is read.
    const photo = JSON.parse(file.trimEnd().split('\n')[2]!);
    photo.images = [{ src: '../../etc/photo.jpg' }];
    const withPhoto = await upload('', [file.trimEnd().split('\n').slice(0, 2).join('\n'), JSON.stringify(photo)].join('\n'));
    expect(withPhoto.json().data.errors).toEqual([expect.objectContaining({ line: 3, field: 'images.0.src' })]);

    const real = await upload('', file);
    expect(real.json().data).toMatchObject({ dryRun: false, summary: { products: { created: 2 } } });
    expect(await handles()).toBe(2);
    expect(await lastAudit()).toMatchObject({
      action: 'catalogue.import',
      target: 'shop.jsonl',
      before: null,
      after: { products: { created: 2 }, skus: { created: 8 } },
    });
    const again = await upload('', file);
    expect(again.json().data.summary.products).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect((await app.inject({ method: 'POST', url: '/api/backoffice/catalogue/import', headers: op(merchandiser), payload: {} })).statusCode).toBe(400);
  });
});

describe('operators from the console', () => {
  it('lists, adds with a one-time password, changes a role, resets TOTP, disables (sessions end at once, never oneself) and enables again; audited', async () => {
    const { token: admin, email: adminEmail } = await newOperator('admin');
    const added = await app.inject({
      method: 'POST',
      url: '/api/backoffice/operators',
      headers: op(admin),
      payload: { email: 'New.Person@shop.example', role: 'support' },
    });
    const { operator, password } = added.json().data as { operator: { id: number; email: string }; password: string };
    expect(operator).toMatchObject({ email: 'new.person@shop.example', role: 'support' });
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await lastAudit()).toMatchObject({
      action: 'operator.add',
      actor: adminEmail,
      target: operator.email,
      before: null,
      after: { role: 'support', disabled: false },
    });
    const login = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email: operator.email, password } });
    expect(login.json().data.stage).toBe('totpSetup');
    expect(
      (await app.inject({ method: 'POST', url: '/api/backoffice/operators', headers: op(admin), payload: { email: operator.email, role: 'admin' } }))
        .statusCode,
    ).toBe(409);
    const short = await app.inject({
      method: 'POST',
      url: '/api/backoffice/operators',
      headers: op(admin),
      payload: { email: 'x@shop.example', role: 'admin', password: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const list = (await app.inject({ url: '/api/backoffice/operators', headers: op(admin) })).json().data as { email: string; totpSetUp: boolean }[];
    expect(list.find((o) => o.email === operator.email)).toMatchObject({ role: 'support', disabledAt: null, totpSetUp: false });
    expect(list.find((o) => o.email === adminEmail)).toMatchObject({ totpSetUp: true });

    const support = await newOperator('support');
    const [{ id: supportId }] = await app.db.select({ id: operators.id }).from(operators).where(eq(operators.email, support.email));
    const role = await app.inject({ method: 'POST', url: `/api/backoffice/operators/${supportId}/role`, headers: op(admin), payload: { role: 'release' } });
    expect(role.json().data).toMatchObject({ id: supportId, role: 'release' });
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(support.token) })).json().data.role).toBe('release');
    expect((await app.inject({ url: '/api/backoffice/orders', headers: op(support.token) })).statusCode).toBe(403);
    expect(await lastAudit()).toMatchObject({ action: 'operator.role', before: { role: 'support' }, after: { role: 'release' } });

    const reset = await app.inject({ method: 'POST', url: `/api/backoffice/operators/${supportId}/reset-totp`, headers: op(admin) });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(support.token) })).statusCode).toBe(401);
    expect((await passwordStep(support.email)).stage).toBe('totpSetup');
    expect(await lastAudit()).toMatchObject({ action: 'operator.resetTotp', before: { totpSetUp: true }, after: { totpSetUp: false } });

    const [{ id: adminId }] = await app.db.select({ id: operators.id }).from(operators).where(eq(operators.email, adminEmail));
    const self = await app.inject({ method: 'POST', url: `/api/backoffice/operators/${adminId}/disable`, headers: op(admin) });
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toMatch(/own account/);
    const other = await newOperator('merchandiser');
    const [{ id: otherId }] = await app.db.select({ id: operators.id }).from(operators).where(eq(operators.email, other.email));
    const disabled = await app.inject({ method: 'POST', url: `/api/backoffice/operators/${otherId}/disable`, headers: op(admin) });
    expect(disabled.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(other.token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email: other.email, password: PASSWORD } })).statusCode).toBe(400);
    expect(await lastAudit()).toMatchObject({ action: 'operator.disable', target: other.email, before: { disabled: false }, after: { disabled: true } });

    // Enabled again: the same password signs in; the session ended by the disabling stays ended.
    const enabled = await app.inject({ method: 'POST', url: `/api/backoffice/operators/${otherId}/enable`, headers: op(admin) });
    expect(enabled.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email: other.email, password: PASSWORD } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/backoffice/me', headers: op(other.token) })).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'operator.enable', target: other.email, before: { disabled: true }, after: { disabled: false } });
  });
});

describe('the command line is audited too', () => {
  it('names cli:<user> with the same before and after as the console', async () => {
    const actor = 'cli:ana';
    const added = await runOperator(app.db, ['add', 'cli-made@shop.example', '--role', 'support'], { actor });
    expect(added.code).toBe(0);
    expect(await lastAudit()).toMatchObject({ actor, operatorId: null, action: 'operator.add', target: 'cli-made@shop.example', after: { role: 'support' } });
    expect((await runOperator(app.db, ['role', 'cli-made@shop.example', 'admin'], { actor })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({ actor, action: 'operator.role', before: { role: 'support' }, after: { role: 'admin' } });
    expect((await runOperator(app.db, ['disable', 'cli-made@shop.example'], { actor })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({ actor, action: 'operator.disable', after: { disabled: true } });
    expect((await runOperator(app.db, ['reset-totp', 'nobody@shop.example'], { actor })).code).toBe(1);

    const { skuId } = await createSku(app, { price: 2000, stock: 1 });
    expect((await runOperator(app.db, ['price', String(skuId), '2100'], { actor })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({ actor, action: 'sku.price', target: String(skuId), before: { price: 2000 }, after: { price: 2100 } });

    const { order } = await shopperOrder(true);
    expect((await runOperator(app.db, ['ship', order.orderNo], { actor })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({ actor, action: 'order.ship', target: order.orderNo, before: { status: 'paid' }, after: { status: 'shipped' } });

    expect((await runOperator(app.db, ['enable', 'cli-made@shop.example'], { actor })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({ actor, action: 'operator.enable', before: { disabled: true }, after: { disabled: false } });

    const [{ exRate: eur }] = await app.db.select({ exRate: currencies.exRate }).from(currencies).where(eq(currencies.currency, 'EUR'));
    const rate = eur === 0.8765 ? 0.8766 : 0.8765;
    expect((await runOperator(app.db, ['rates', '-'], { actor, read: async () => `EUR,${rate}` })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({ actor, action: 'rates.set', target: 'currencies', before: { EUR: eur }, after: { EUR: rate } });
    await runOperator(app.db, ['rates', '-'], { read: async () => `EUR,${eur}` });

    const [failed] = await app.db
      .insert(mailOutbox)
      .values({ to: 'bounced@example.com', subject: 'Your order', text: 'Thank you', status: 'failed', attempts: 8, lastError: '550 no such user' })
      .returning({ id: mailOutbox.id });
    expect((await runOperator(app.db, ['mail-retry', String(failed.id)], { actor })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({
      actor,
      action: 'mail.retry',
      target: String(failed.id),
      before: { status: 'failed', ids: [failed.id] },
      after: { status: 'pending', ids: [failed.id] },
    });

    const { order: unpaid } = await shopperOrder(false);
    const yearLater = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    expect((await runOperator(app.db, ['cancel-expired'], { actor, now: yearLater })).lines).toContain(`${unpaid.orderNo}: cancelled, stock returned`);
    const [cancelled] = await app.db.select().from(auditLog).where(eq(auditLog.target, unpaid.orderNo));
    expect(cancelled).toMatchObject({ actor, action: 'order.cancelExpired', before: { status: 'unpaid' }, after: { status: 'cancelled' } });
  });
});
