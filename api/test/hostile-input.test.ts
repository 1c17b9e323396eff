import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createSku, US_ADDRESS } from '../src/routes/order/testing';
import { createOrderWith, JPG_BYTES, multipart } from './account-fixtures';
import { createTestApp, createUser } from './helpers';

/** Inputs an attacker sent while probing the API: each used to answer 500. */

let app: FastifyInstance;
let token: string;
let email: string;
let userId: number;
let skuId: number;
let productId: number;
let addressId: number;

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';

beforeAll(async () => {
  app = await createTestApp();
  const u = await createUser(app);
  token = u.token;
  email = u.user.email;
  userId = u.user.id;
  ({ skuId, productId } = await createSku(app, { price: 1500, stock: 50 }));
  addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
  await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId, quantity: 1 } });
});
afterAll(() => app.close());

/** A 400 (or 404) in the envelope, with a message a person can read. */
function expectRefused(res: LightMyRequestResponse, statuses = [400]) {
  expect(statuses, res.body).toContain(res.statusCode);
  const body = res.json();
  expect(body).toMatchObject({ status: res.statusCode });
  expect(typeof body.msg).toBe('string');
  expect(body.msg.length).toBeGreaterThan(3);
  return body as { status: number; msg: string; data: unknown };
}

describe('ids above 2^31', () => {
  it('GET /api/order/99999999999 is a 400 or 404, not a database error', async () => {
    const res = await app.inject({ url: '/api/order/99999999999', headers: auth(token) });
    expectRefused(res, [400, 404]);
  });

  it('POST /api/cart/items with skuId 99999999999 says the id is not valid', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: 99999999999, quantity: 1 } });
    const body = expectRefused(res);
    expect(body.msg).toMatch(/^Invalid input: Item variant: /);
  });

  it('every id path parameter answers 400 past int32', async () => {
    for (const url of ['/api/catalog/products/2147483648', '/api/user/mail/2147483648/read', '/api/content/articles/2147483648']) {
      const res = await app.inject({ method: url.endsWith('/read') ? 'PUT' : 'GET', url, headers: auth(token) });
      expect([400, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('NUL characters and lone surrogates in text', () => {
  const cases: [string, () => Promise<LightMyRequestResponse>][] = [
    [
      'nickname',
      () =>
        app.inject({
          method: 'PUT',
          url: '/api/user/profile',
          headers: auth(token),
          payload: { nickname: NUL, realName: '', birthday: '', sex: 'secrecy', email },
        }),
    ],
    ['address', () => app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: { ...US_ADDRESS, line: NUL } })],
    [
      'order note',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: auth(token),
          payload: { skuIds: [skuId], addressId, paymentMethod: 'card', note: NUL },
        }),
    ],
    [
      'payment method',
      () => app.inject({ method: 'POST', url: '/api/order/quote', headers: auth(token), payload: { skuIds: [skuId], addressId, paymentMethod: NUL } }),
    ],
    ['coupon code', () => app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(token), payload: { code: NUL } })],
    ['contact message', () => app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: 'ada@example.test', message: NUL } })],
    ['search keyword', () => app.inject({ url: '/api/catalog/products?keyword=a%00b' })],
    [
      'cart option id key (lone surrogate)',
      () => app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId, quantity: 1, options: { [LONE_SURROGATE]: 'red' } } }),
    ],
    [
      'cart option id value (lone surrogate)',
      () => app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId, quantity: 1, options: { colour: LONE_SURROGATE } } }),
    ],
    [
      'contact name (lone surrogate)',
      () => app.inject({ method: 'POST', url: '/api/contact', payload: { name: LONE_SURROGATE, email: 'ada@example.test', message: 'hello' } }),
    ],
  ];
  for (const [what, send] of cases) {
    it(`${what}: 400 that names the characters`, async () => {
      const body = expectRefused(await send());
      expect(body.msg).toMatch(/control characters|broken characters/);
    });
  }

  it('review and refund reason', async () => {
    const { order, items } = await createOrderWith(app, userId, [productId], 'received');
    const review = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: auth(token),
      payload: { orderItemId: items[0].id, productRating: 5, serviceRating: 5, content: NUL, pictures: [] },
    });
    expect(expectRefused(review).msg).toMatch(/control characters/);
    const refund = await app.inject({ method: 'POST', url: `/api/order/${order.id}/refund`, headers: auth(token), payload: { reason: NUL, amount: 100 } });
    expect(expectRefused(refund).msg).toMatch(/control characters/);
  });

  it('the message is in the shopper language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'de' },
      payload: { name: 'Ada', email: 'ada@example.test', message: NUL },
    });
    expect(expectRefused(res).msg).toMatch(/^Ungültige Eingabe: Nachricht: .*Steuerzeichen/);
  });

  it('ordinary text with emoji, accents and CJK still passes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Zoë 张三 👩‍💻', email: 'zoe@example.test', message: 'Très bien 👍\nline two\ttab' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a truncated multipart upload', () => {
  it('POST /api/user/avatar with the closing boundary cut off is a 400', async () => {
    const { payload, headers } = multipart(JPG_BYTES);
    const cut = payload.subarray(0, payload.length - 30);
    const res = await app.inject({ method: 'POST', url: '/api/user/avatar', headers: { ...auth(token), ...headers }, payload: cut });
    expect(expectRefused(res).msg).toMatch(/incomplete or malformed/);
    const profile = (await app.inject({ url: '/api/user/profile', headers: auth(token) })).json().data;
    expect(profile.avatar).toBeNull();
  });

  it('a body that stops inside the part headers is a 400 too', async () => {
    const { payload, headers } = multipart(JPG_BYTES);
    const res = await app.inject({ method: 'POST', url: '/api/user/avatar', headers: { ...auth(token), ...headers }, payload: payload.subarray(0, 40) });
    expectRefused(res);
  });
});
