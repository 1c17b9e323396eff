import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { productI18n, products, skus } from '../../db/schema/catalog';
import { specWords as specMessages } from '../../../../demo-shop/src/spec-words';
import { auth, createSku, US_ADDRESS } from './testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A customer who ordered the SKU while reading the shop in English, with the catalogue's words for its specification. */
async function orderedInEnglish(skuId: number) {
  const { token } = await createUser(app);
  const headers = auth(token, { 'accept-language': 'en' });
  expect(
    (await app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { skuId, quantity: 1, spec: { Colour: 'Red', Size: 'M' } } })).statusCode,
  ).toBe(200);
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers, payload: US_ADDRESS })).json().data.id;
  const created = await app.inject({ method: 'POST', url: '/api/order/create', headers, payload: { skuIds: [skuId], addressId, paymentMethod: 'card' } });
  expect(created.json().status, created.body).toBe(200);
  return { token, orderId: created.json().data.order.id as number };
}

const list = (token: string, lang: string) => app.inject({ url: '/api/order', headers: auth(token, { 'accept-language': lang }) });
const detail = (token: string, id: number, lang: string) => app.inject({ url: `/api/order/${id}`, headers: auth(token, { 'accept-language': lang }) });

describe('order lines in the language of the reader', () => {
  it('lists and shows an order placed in English with the Chinese product name and specification on /cn, and German on /de', async () => {
    const sku = await createSku(app, { price: 2500, stock: 5, name: 'Linen shirt' });
    await app.db.insert(productI18n).values({ productId: sku.productId, locale: 'cn', name: '亚麻衬衫', description: '测试商品' });
    await app.db
      .update(products)
      .set({
        specs: [
          { name: 'colour', values: ['red'] },
          { name: 'size', values: ['m'] },
        ],
      })
      .where(eq(products.id, sku.productId));
    const { token, orderId } = await orderedInEnglish(sku.skuId);

    const english = (await detail(token, orderId, 'en')).json().data.items[0];
    expect(english).toMatchObject({ name: 'Linen shirt', spec: { Colour: 'Red', Size: 'M' } });

    const chineseList = (await list(token, 'cn')).json().data.list.find((o: { id: number }) => o.id === orderId);
    expect(chineseList.items[0]).toMatchObject({ name: '亚麻衬衫', spec: { 颜色: '红色', 尺码: 'M' } });
    expect(Object.keys(chineseList.items[0].spec)).toEqual(['颜色', '尺码']);
    const chineseDetail = (await detail(token, orderId, 'zh-CN')).json().data.items[0];
    expect(chineseDetail).toMatchObject({ name: '亚麻衬衫', spec: { 颜色: '红色', 尺码: 'M' } });

    // German has its own name; a language without one (Japanese) shows the English catalogue name.
    expect((await detail(token, orderId, 'de')).json().data.items[0]).toMatchObject({ name: 'Linen shirt (de)', spec: { Farbe: 'Rot', Größe: 'M' } });
    expect((await detail(token, orderId, 'jp')).json().data.items[0]).toMatchObject({ name: 'Linen shirt', spec: { カラー: 'レッド' } });
  });

  it('keeps the stored name and specification of a product that no longer exists', async () => {
    const sku = await createSku(app, { price: 1800, stock: 5, name: 'Cork wallet' });
    const { token, orderId } = await orderedInEnglish(sku.skuId);
    await app.db.delete(skus).where(eq(skus.id, sku.skuId));
    await app.db.delete(products).where(eq(products.id, sku.productId));

    const item = (await detail(token, orderId, 'cn')).json().data.items[0];
    expect(item).toMatchObject({ name: 'Cork wallet', spec: { Colour: 'Red', Size: 'M' } });
    const listed = (await list(token, 'tw')).json().data.list.find((o: { id: number }) => o.id === orderId);
    expect(listed.items[0]).toMatchObject({ name: 'Cork wallet', spec: { Colour: 'Red', Size: 'M' } });
  });

  it("words specifications exactly as the catalogue's translations do, in all nine languages", async () => {
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    for (const [locale, words] of Object.entries(specMessages)) {
      const catalogue = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../../mf-catalog/src/i18n/${locale}.json`), 'utf8')).spec;
      expect(words, locale).toEqual(catalogue);
    }
  });
});
