import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { categories, productI18n, productImages, products } from '../src/db/schema/catalog';
import type { orders } from '../src/db/schema/orders';

/** Real 8x8 pictures of each type: the API decodes every upload and stores it re-encoded. */
export const JPG_BYTES = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJQBBx//2Q==',
  'base64',
);
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPYEqWBFTEMLQkAa4pNgU/sjaAAAAAASUVORK5CYII=',
  'base64',
);
export const WEBP_BYTES = Buffer.from('UklGRjQAAABXRUJQVlA4ICgAAACwAQCdASoIAAgAAsBMJaACdLoABGaAAP7eEn9zY5xbO7/VeIMz1kAA', 'base64');

/** A multipart/form-data body with one file field named "file". */
export function multipart(content: Buffer, filename = 'a.jpg', contentType = 'image/jpeg', field = 'file') {
  const boundary = `----sf${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let counter = 0;

/** A product with English and German names and one image. */
export async function createProduct(app: FastifyInstance, options: { price?: number; active?: boolean; name?: string } = {}) {
  const n = `${++counter}-${randomBytes(3).toString('hex')}`;
  const [category] = await app.db
    .insert(categories)
    .values({ slug: `acc-cat-${n}` })
    .returning();
  const [product] = await app.db
    .insert(products)
    .values({ categoryId: category.id, slug: `acc-product-${n}`, price: options.price ?? 1999, active: options.active ?? true })
    .returning();
  const name = options.name ?? `Teapot ${n}`;
  await app.db.insert(productI18n).values([
    { productId: product.id, locale: 'en', name, description: 'A teapot' },
    { productId: product.id, locale: 'de', name: `Teekanne ${n}`, description: 'Eine Teekanne' },
  ]);
  await app.db.insert(productImages).values({ productId: product.id, url: `/media/p-${n}.jpg`, width: 600, height: 600, sort: 0 });
  return { ...product, name };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An order in a given status with one line per product, written straight to the tables. */
export async function createOrderWith(app: FastifyInstance, userId: number, productIds: number[], status: (typeof orders.$inferInsert)['status'] = 'received') {
  const { orders: ordersTable, orderItems } = await import('../src/db/schema/orders');
  const [order] = await app.db
    .insert(ordersTable)
    .values({
      orderNo: `T${Date.now()}${randomBytes(3).toString('hex')}`,
      userId,
      status,
      currency: 'USD',
      exRate: 1,
      symbol: '$',
      paymentMethod: 'sandbox',
      email: 'buyer@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'GB',
      region: 'London',
      city: 'London',
      line: '1 Tea Street',
      postcode: 'SW1A 1AA',
      phone: '+442071234567',
      subtotal: 1000 * productIds.length,
      freight: 0,
      serviceCharge: 0,
      tax: 0,
      taxRate: 0,
      discount: 0,
      actualPayment: 1000 * productIds.length,
      localSubtotal: 1000 * productIds.length,
      localFreight: 0,
      localServiceCharge: 0,
      localTax: 0,
      localDiscount: 0,
      localActualPayment: 1000 * productIds.length,
      payBefore: new Date(Date.now() + 3600_000),
    })
    .returning();
  const items = await app.db
    .insert(orderItems)
    .values(
      productIds.map((productId, i) => ({
        orderId: order.id,
        skuId: 1000 + i,
        productId,
        name: `Line ${i}`,
        image: '/media/x.jpg',
        spec: {},
        unitPrice: 1000,
        quantity: 1,
        subtotal: 1000,
        localUnitPrice: 1000,
        localSubtotal: 1000,
      })),
    )
    .returning();
  return { order, items };
}
