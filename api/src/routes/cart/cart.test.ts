import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { cartItems } from '../../db/schema/cart';
import { productI18n, products, skus } from '../../db/schema/catalog';
import { auth, createSku } from '../order/testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const cart = (token: string) => app.inject({ url: '/api/cart', headers: auth(token) });
const post = (token: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: auth(token), payload });

describe('server cart', () => {
  it('needs a session', async () => {
    const res = await app.inject({ url: '/api/cart' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(410000);
  });

  it('adds products: the same SKU adds up, capped by stock', async () => {
    const { token } = await createUser(app);
    const a = await createSku(app, { price: 1999, stock: 3, name: 'Linen shirt' });
    expect(
      (await post(token, '/api/cart/items', { skuId: a.skuId, quantity: 2, priceWhenAdded: 1999, options: { colour: 'red', size: 'm' } })).statusCode,
    ).toBe(200);
    const res = await post(token, '/api/cart/items', { skuId: a.skuId, quantity: 5 });
    const [line] = res.json().data.lines;
    expect(line).toMatchObject({
      skuId: a.skuId,
      productId: a.productId,
      name: 'Linen shirt',
      quantity: 3,
      stock: 3,
      currentPrice: 1999,
      priceWhenAdded: 1999,
      options: { colour: 'red', size: 'm' },
      spec: { Colour: 'Red', Size: 'M' },
      available: true,
    });
    expect(line.image).toMatch(/\.svg$/);
  });

  it('never holds more than 999 of a SKU, however much stock there is', async () => {
    const { token } = await createUser(app);
    const s = await createSku(app, { price: 100, stock: 5000 });
    await post(token, '/api/cart/items', { skuId: s.skuId, quantity: 999 });
    const res = await post(token, '/api/cart/items', { skuId: s.skuId, quantity: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({ skuId: s.skuId, quantity: 999, stock: 5000 });
  });

  it('refuses a sold-out or unknown SKU with a clear message', async () => {
    const { token } = await createUser(app);
    const soldOut = await createSku(app, { price: 500, stock: 0, name: 'Sold out mug' });
    const res = await post(token, '/api/cart/items', { skuId: soldOut.skuId, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Not enough stock for Sold out mug: 0 left');
    expect((await post(token, '/api/cart/items', { skuId: 99_999_999, quantity: 1 })).json().msg).toBe('#99999999 is no longer available');
  });

  it('merges the visitor cart at login: quantities add, capped by stock, nothing dropped', async () => {
    const { token } = await createUser(app);
    const kept = await createSku(app, { price: 1000, stock: 10 });
    const capped = await createSku(app, { price: 2000, stock: 4 });
    const gone = await createSku(app, { price: 3000, stock: 0 });
    await post(token, '/api/cart/items', { skuId: kept.skuId, quantity: 2 });
    await post(token, '/api/cart/items', { skuId: capped.skuId, quantity: 3 });

    const res = await post(token, '/api/cart/merge', {
      lines: [
        { skuId: kept.skuId, quantity: 1, priceWhenAdded: 1000 },
        { skuId: capped.skuId, quantity: 3, priceWhenAdded: 2000 },
        { skuId: gone.skuId, quantity: 2, priceWhenAdded: 2500 },
        { skuId: 99_999_998, quantity: 1 },
      ],
    });
    const lines = res.json().data.lines as { skuId: number; quantity: number; stock: number; currentPrice: number; priceWhenAdded: number }[];
    const by = new Map(lines.map((l) => [l.skuId, l]));
    expect(by.get(kept.skuId)!.quantity).toBe(3);
    expect(by.get(capped.skuId)!.quantity).toBe(4);
    // Sold out: kept with one unit so the shopper sees it, with the price change since it was added.
    expect(by.get(gone.skuId)).toMatchObject({ quantity: 1, stock: 0, currentPrice: 3000, priceWhenAdded: 2500 });
    expect(lines).toHaveLength(3);
  });

  it('shows price and stock changes since the line was added', async () => {
    const { token } = await createUser(app);
    const s = await createSku(app, { price: 1500, stock: 5 });
    await post(token, '/api/cart/items', { skuId: s.skuId, quantity: 4, priceWhenAdded: 1500 });
    await app.db.update(skus).set({ price: 1800, stock: 2 }).where(eq(skus.id, s.skuId));
    const [line] = (await cart(token)).json().data.lines;
    expect(line).toMatchObject({ currentPrice: 1800, priceWhenAdded: 1500, quantity: 4, stock: 2 });
  });

  it('sets quantities within stock, deletes selected lines, and keeps carts apart', async () => {
    const one = await createUser(app);
    const two = await createUser(app);
    const a = await createSku(app, { price: 100, stock: 5 });
    const b = await createSku(app, { price: 200, stock: 5 });
    await post(one.token, '/api/cart/items', { skuId: a.skuId, quantity: 1 });
    await post(one.token, '/api/cart/items', { skuId: b.skuId, quantity: 1 });
    const put = await app.inject({ method: 'PUT', url: `/api/cart/items/${a.skuId}`, headers: auth(one.token), payload: { quantity: 50 } });
    expect(put.json().data.lines.find((l: { skuId: number }) => l.skuId === a.skuId).quantity).toBe(5);
    // Another customer cannot change or see this cart.
    expect((await app.inject({ method: 'PUT', url: `/api/cart/items/${a.skuId}`, headers: auth(two.token), payload: { quantity: 1 } })).statusCode).toBe(404);
    expect((await cart(two.token)).json().data.lines).toEqual([]);
    const removed = await post(one.token, '/api/cart/remove', { skuIds: [a.skuId] });
    expect(removed.json().data.lines.map((l: { skuId: number }) => l.skuId)).toEqual([b.skuId]);
  });
});

describe('POST /api/cart/preview (visitors)', () => {
  it('answers current prices, stock and names in the language asked, storing nothing', async () => {
    const s = await createSku(app, { price: 4200, stock: 7, name: 'Wool scarf' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      headers: { 'accept-language': 'de' },
      payload: {
        lines: [
          { skuId: s.skuId, quantity: 2, priceWhenAdded: 4000, options: { colour: 'red', size: 'm' } },
          { skuId: 99_999_997, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines).toEqual([
      expect.objectContaining({
        skuId: s.skuId,
        name: 'Wool scarf (de)',
        currentPrice: 4200,
        priceWhenAdded: 4000,
        quantity: 2,
        stock: 7,
        spec: { Farbe: 'Rot', Größe: 'M' },
      }),
    ]);
  });

  it('rejects a malformed line', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/cart/preview', payload: { lines: [{ skuId: 1, quantity: 0 }] } });
    expect(res.statusCode).toBe(400);
  });
});

describe('cart lines in the language of the reader', () => {
  const cartIn = (token: string, lang: string) => app.inject({ url: '/api/cart', headers: auth(token, { 'accept-language': lang }) });

  it('words a line added in English in the language of each request, from the option ids', async () => {
    const { token } = await createUser(app);
    const s = await createSku(app, { price: 2500, stock: 5, name: 'Linen shirt' });
    await app.db.insert(productI18n).values({ productId: s.productId, locale: 'jp', name: 'リネンシャツ', description: 'テスト商品' });
    await app.db
      .update(products)
      .set({
        specs: [
          { name: 'size', values: ['m'] },
          { name: 'colour', values: ['red'] },
        ],
      })
      .where(eq(products.id, s.productId));
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: auth(token, { 'accept-language': 'en' }),
      payload: { skuId: s.skuId, quantity: 1 },
    });
    expect(added.json().data.lines[0]).toMatchObject({ name: 'Linen shirt', spec: { Size: 'M', Colour: 'Red' }, options: { colour: 'red', size: 'm' } });

    const japanese = (await cartIn(token, 'jp')).json().data.lines[0];
    expect(japanese).toMatchObject({ name: 'リネンシャツ', spec: { サイズ: 'M', カラー: 'レッド' }, options: { colour: 'red', size: 'm' } });
    // In the product's order of specifications, as the catalogue shows them.
    expect(Object.keys(japanese.spec)).toEqual(['サイズ', 'カラー']);
    expect((await cartIn(token, 'de')).json().data.lines[0]).toMatchObject({ name: 'Linen shirt (de)', spec: { Größe: 'M', Farbe: 'Rot' } });
  });

  it('shows a line stored with the words of an earlier version in the language of the request', async () => {
    const { token, user } = await createUser(app);
    const s = await createSku(app, { price: 900, stock: 5, name: 'Cork wallet' });
    await app.db.insert(cartItems).values({ userId: user.id, skuId: s.skuId, quantity: 2, addedPrice: 800, spec: { Colour: 'Red', Size: 'M' } });
    const [line] = (await cartIn(token, 'de')).json().data.lines;
    expect(line).toMatchObject({
      skuId: s.skuId,
      name: 'Cork wallet (de)',
      spec: { Farbe: 'Rot', Größe: 'M' },
      priceWhenAdded: 800,
      currentPrice: 900,
      quantity: 2,
    });
  });
});
