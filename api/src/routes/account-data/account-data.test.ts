import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrderWith, createProduct, multipart } from '../../../test/account-fixtures';
import { lastCode, sendCode, skipResendWait } from '../../../test/auth';
import { createTestApp, createUser } from '../../../test/helpers';
import { addresses } from '../../db/schema/addresses';
import { cartItems } from '../../db/schema/cart';
import { reviews, skus } from '../../db/schema/catalog';
import { contactMessages, newsletterSubscribers } from '../../db/schema/content';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { favourites } from '../../db/schema/favourites';
import { inboxMessages } from '../../db/schema/inbox';
import { orders, refunds } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { storedFiles } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { notifyUser } from '../mail/service';
import { US_ADDRESS as GUEST_ADDRESS } from '../order/testing';
import { NOT_PERSONAL, PERSONAL_DATA } from './service';

let app: FastifyInstance;
let photos: string;
beforeAll(async () => {
  photos = await mkdtemp(path.join(os.tmpdir(), 'sf-photos-'));
  app = await createTestApp({ photoDir: photos });
});
afterAll(async () => {
  await app.close();
  await rm(photos, { recursive: true, force: true });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const askCode = (token: string, password: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/user/close/code', headers: { ...bearer(token), 'accept-language': lang }, payload: { password } });
const close = (token: string, password: string, emailCode: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/user/close', headers: { ...bearer(token), 'accept-language': lang }, payload: { password, emailCode } });
const wrongFor = (code: string) => (code === '9999' ? '0000' : String(Number(code) + 1).padStart(4, '0'));

/** A customer with something in every table the shop keeps about customers. */
async function customerWithEverything() {
  const { user, token, password } = await createUser(app);
  const product = await createProduct(app);
  const [sku] = await app.db
    .insert(skus)
    .values({ productId: product.id, code: `SKU-${product.id}`, options: {}, price: 1999, stock: 5 })
    .returning();
  // Pictures of this customer alone (photo names are content): closing the account deletes the avatar's files.
  const own = (shade: number) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: { r: user.id % 256, g: (user.id >> 8) % 256, b: shade } } })
      .jpeg()
      .toBuffer();
  const upload = async (url: string) => {
    const body = multipart(await own(url.includes('avatar') ? 10 : 200));
    return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const avatar = await upload('/api/user/avatar');
  expect(avatar.statusCode).toBe(200);
  const picture = await upload('/api/review/picture');
  expect(picture.statusCode).toBe(200);
  await app.db.insert(addresses).values({
    userId: user.id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
    region: 'London',
    city: 'London',
    line: '12 Byron Row',
    phone: '+442071234567',
  });
  await app.db.insert(favourites).values({ userId: user.id, productId: product.id });
  await app.db.insert(cartItems).values({ userId: user.id, skuId: sku.id, quantity: 1, addedPrice: 1999 });
  const { order, items } = await createOrderWith(app, user.id, [product.id], 'completed');
  await app.db.update(orders).set({ email: user.email, note: 'Ring twice, ask for Ada' }).where(eq(orders.id, order.id));
  await app.db
    .insert(payments)
    .values({ serial: `S-${order.id}`, orderId: order.id, method: 'sandbox', amount: 1000, currency: 'USD', currencyAmount: 1000, status: 'approved' });
  await app.db
    .insert(refunds)
    .values({ orderId: order.id, userId: user.id, reason: 'Ada changed her mind', amount: 500, status: 'refunded', fromStatus: 'received' });
  await app.db.insert(reviews).values({
    productId: product.id,
    userId: user.id,
    orderItemId: items[0].id,
    authorName: user.username,
    productRating: 5,
    serviceRating: 5,
    content: 'Lovely teapot',
    pictures: [picture.json().data.url],
  });
  await app.db
    .insert(inboxMessages)
    .values({ userId: user.id, kind: 'order', messageKey: 'inbox.orderPaid', params: JSON.stringify({ orderNo: order.orderNo }), orderId: order.id });
  const [coupon] = await app.db
    .insert(coupons)
    .values({ code: `DATA${user.id}`, kind: 'percent', value: 10, validUntil: new Date(Date.now() + 86_400_000) })
    .returning();
  await app.db.insert(userCoupons).values({ userId: user.id, couponId: coupon.id });
  await app.db.insert(newsletterSubscribers).values({ email: user.email, locale: 'en' });
  await app.db.insert(contactMessages).values({ name: 'Ada', email: user.email.toUpperCase(), message: 'Do you ship to Mars?', locale: 'en', ip: '10.9.9.9' });
  return { user, token, password, product, order, avatarUrl: avatar.json().data.avatar as string, pictureUrl: picture.json().data.url as string };
}

describe('every table that holds a customer is covered', () => {
  it('by the export and by closing the account (a new table with user_id or email must be added to PERSONAL_DATA)', async () => {
    const found = await rows<{ table_name: string }>(sql`
      select distinct table_name from information_schema.columns
      where table_schema = current_schema() and column_name in ('user_id', 'email')
      order by table_name`);
    const tables = found.map((r) => r.table_name);
    expect(tables.length).toBeGreaterThan(5);
    const missing = tables.filter((t) => !(t in PERSONAL_DATA) && !(t in NOT_PERSONAL));
    expect(missing, 'tables with user_id or email that neither the export nor closing knows').toEqual([]);

    const { token } = await customerWithEverything();
    const data = (await app.inject({ url: '/api/user/data', headers: bearer(token) })).json().data as Record<string, unknown>;
    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      expect(entry.onClose, table).not.toBe('');
      if (entry.exported) expect(Object.keys(data), `${table} -> ${entry.exported}`).toContain(entry.exported.split(/[.[]/)[0]);
    }
  });
});

describe('GET /api/user/data', () => {
  it('is one JSON file of everything kept about the account, and no secret', async () => {
    const { user, token, order, avatarUrl } = await customerWithEverything();
    const res = await app.inject({ url: '/api/user/data', headers: { ...bearer(token), 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="storefront-data-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json().data;
    expect(data.profile).toMatchObject({ id: user.id, username: user.username, email: user.email, avatar: avatarUrl });
    expect(data.sessions).toHaveLength(1);
    expect(data.addresses).toEqual([expect.objectContaining({ line: '12 Byron Row' })]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        note: 'Ring twice, ask for Ada',
        items: [expect.objectContaining({ name: 'Line 0' })],
        payments: [expect.objectContaining({ serial: `S-${order.id}`, status: 'approved' })],
        refunds: [expect.objectContaining({ reason: 'Ada changed her mind', amount: 500 })],
      }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ content: 'Lovely teapot' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ name: expect.stringMatching(/^Teekanne /) })]);
    expect(data.inbox).toEqual([expect.objectContaining({ messageKey: 'inbox.orderPaid', title: expect.any(String) })]);
    expect(data.coupons).toEqual([expect.objectContaining({ code: `DATA${user.id}` })]);
    expect(data.uploads.map((u: { kind: string }) => u.kind).sort()).toEqual(['avatar', 'review']);
    expect(data.cart).toHaveLength(1);
    expect(data.consents.newsletter).toMatchObject({ email: user.email });
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Do you ship to Mars?' })]);
    expect(res.body).not.toMatch(/passwordHash|tokenHash|password_hash|idempotencyKey/);
  });

  it('lists the mail sent to the address without the codes in it', async () => {
    const { user, token } = await createUser(app);
    expect((await sendCode(app, user.email, { purpose: 'reset' })).statusCode).toBe(200);
    const code = await lastCode(app, user.email);
    const data = (await app.inject({ url: '/api/user/data', headers: bearer(token) })).json().data;
    expect(data.mails).toEqual([expect.objectContaining({ to: user.email, subject: 'Your verification code' })]);
    expect(JSON.stringify(data)).not.toContain(code);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/user/data' })).json().status).toBe(410000);
  });
});

describe('closing an account', () => {
  it('is refused, in the shopper language, while an order is unpaid or undelivered', async () => {
    const { user, token, password } = await createUser(app);
    const product = await createProduct(app);
    const { order } = await createOrderWith(app, user.id, [product.id], 'shipped');
    const refused = await askCode(token, password, 'de');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'Zu Ihrem Konto gibt es eine Bestellung, die noch nicht bezahlt oder zugestellt ist, oder eine laufende Erstattung. Bitte schließen Sie diese zuerst ab und schließen Sie dann das Konto.',
    );
    await app.db.update(orders).set({ status: 'received' }).where(eq(orders.id, order.id));
    expect((await askCode(token, password)).statusCode).toBe(200);
    // An order that turns open between the code and the confirmation stops it too.
    const code = await lastCode(app, user.email);
    await app.db.update(orders).set({ status: 'refund_requested' }).where(eq(orders.id, order.id));
    const late = await close(token, password, code);
    expect(late.statusCode).toBe(409);
    expect((await app.inject({ url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('needs the password and the mailed code', async () => {
    const { user, token, password } = await createUser(app);
    const wrongPassword = await askCode(token, 'not_mine_1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().msg).toBe('The password is incorrect');
    const sent = await askCode(token, password);
    expect(sent.json()).toMatchObject({ status: 200, data: { resendAfter: 60, expiresIn: 600 } });
    const code = await lastCode(app, user.email);
    expect((await close(token, 'not_mine_1', code)).json().msg).toBe('The password is incorrect');
    expect((await close(token, password, wrongFor(code))).json().msg).toBe('The verification code is wrong or has expired');
    expect((await app.inject({ url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('signs out everywhere, deletes what is personal, detaches reviews, strips orders, and leaves the address in no table', async () => {
    const { user, token, password, product, order, avatarUrl, pictureUrl } = await customerWithEverything();
    const other = await app.inject({ method: 'POST', url: '/api/user/login', payload: { account: user.email, password } });
    const otherToken = other.json().data.token as string;
    // A reset code asked for before closing must not work afterwards.
    expect((await sendCode(app, user.email, { purpose: 'reset' })).statusCode).toBe(200);
    const resetCode = await lastCode(app, user.email);
    await skipResendWait(app, user.email);

    // A guest order placed with the account's address, then cancelled: its link must not outlive the account.
    const guestSku = (
      await app.db
        .insert(skus)
        .values({ productId: product.id, code: `SKU-G-${product.id}`, options: {}, price: 999, stock: 3 })
        .returning()
    )[0]!;
    const guest = await app.inject({
      method: 'POST',
      url: '/api/guest/order/create',
      remoteAddress: '203.0.113.77',
      payload: { email: user.email, lines: [{ skuId: guestSku.id, quantity: 1 }], address: GUEST_ADDRESS, paymentMethod: 'card', currency: 'USD' },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const link = { 'order-token': guest.json().data.token as string };
    expect((await app.inject({ method: 'POST', url: '/api/guest/order/cancel', headers: link })).json().status).toBe(200);
    expect((await app.inject({ url: '/api/guest/order', headers: link })).json().status).toBe(200);

    expect((await askCode(token, password)).statusCode).toBe(200);
    const code = await lastCode(app, user.email);
    const done = await close(token, password, code);
    expect(done.json()).toEqual({ status: 200, msg: 'Your account has been closed. Thank you for shopping with us.', data: null });
    const deadLink = await app.inject({ url: '/api/guest/order', headers: link });
    const unknownLink = await app.inject({ url: '/api/guest/order', headers: { 'order-token': 'x'.repeat(43) } });
    expect([deadLink.statusCode, deadLink.json()]).toEqual([unknownLink.statusCode, unknownLink.json()]);

    // No text of any table holds the address any more (before anyone types it again, at login say).
    const columns = await rows<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`);
    expect(columns.length).toBeGreaterThan(50);
    const holders: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [{ n }] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where strpos(lower(${sql.identifier(column_name)}::text), ${user.email}) > 0`,
      );
      if (n > 0) holders.push(`${table_name}.${column_name}`);
    }
    expect(holders).toEqual([]);
    // The scan itself finds an address where one is kept.
    const { user: still } = await createUser(app);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from users where strpos(lower(email::text), ${still.email}) > 0`);
    expect(n).toBe(1);

    for (const t of [token, otherToken]) expect((await app.inject({ url: '/api/user/me', headers: bearer(t) })).json().status).toBe(410000);
    for (const account of [user.email, user.username]) {
      const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { account, password } });
      expect(login.json().data?.token).toBeUndefined();
    }
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { email: user.email, emailCode: resetCode, password: 'Another_12!', confirmPassword: 'Another_12!' },
    });
    expect(reset.json().status).not.toBe(200);

    const [left] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(left).toMatchObject({ username: `closed-${user.id}`, email: `closed-${user.id}`, passwordHash: '', nickname: null, avatar: null });
    expect(left.closedAt).toBeInstanceOf(Date);
    for (const table of [addresses, favourites, cartItems, inboxMessages, userCoupons]) {
      expect(await app.db.select().from(table).where(eq(table.userId, user.id)), String(table)).toEqual([]);
    }

    const [kept] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      orderNo: order.orderNo,
      email: '',
      firstName: '',
      lastName: '',
      line: '',
      city: '',
      region: '',
      postcode: '',
      phone: '',
      note: '',
    });
    expect(kept).toMatchObject({ country: 'GB', actualPayment: order.actualPayment, currency: 'USD', status: 'completed' });
    expect((await app.db.select().from(payments).where(eq(payments.orderId, order.id)))[0]).toMatchObject({ status: 'approved', amount: 1000 });
    expect((await app.db.select().from(refunds).where(eq(refunds.orderId, order.id)))[0]).toMatchObject({ reason: '', amount: 500 });

    const [review] = await app.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(review).toMatchObject({ userId: null, authorName: '', content: 'Lovely teapot', pictures: [pictureUrl] });
    const shown = await app.inject({ url: `/api/catalog/products/${product.id}/reviews` });
    expect(JSON.stringify(shown.json().data)).toContain('Lovely teapot');

    // The avatar's file is gone; the kept review's picture stays with it.
    const stored = async (url: string) =>
      process.env.DATABASE_URL
        ? (
            await app.db
              .select()
              .from(storedFiles)
              .where(eq(storedFiles.path, url.replace('/uploads/', '')))
          ).length > 0
        : existsSync(path.join(app.uploads.dir, url.replace('/uploads/', '')));
    const photo = (url: string) => existsSync(path.join(photos, url.slice(url.lastIndexOf('/') + 1)));
    expect(avatarUrl.startsWith('/media/photos/') ? photo(avatarUrl) : await stored(avatarUrl)).toBe(false);
    expect(pictureUrl.startsWith('/media/photos/') ? photo(pictureUrl) : await stored(pictureUrl)).toBe(true);
    expect((await app.inject({ url: avatarUrl })).statusCode).toBe(404);
    expect((await app.inject({ url: pictureUrl })).statusCode).toBe(200);

    // A refund of a kept order later tells nobody: no inbox comes back for the closed account.
    await notifyUser(app.db, user.id, { kind: 'refund', messageKey: 'inbox.refunded', params: { orderNo: order.orderNo }, orderId: order.id });
    expect(await app.db.select().from(inboxMessages).where(eq(inboxMessages.userId, user.id))).toEqual([]);

    // The address is free again: someone may register with it.
    expect((await sendCode(app, user.email, { purpose: 'register' })).statusCode).toBe(200);
    expect(await lastCode(app, user.email)).toMatch(/^\d{4}$/);
  });
});
