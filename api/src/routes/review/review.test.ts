import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { bearer, createOrderWith, createProduct, JPG_BYTES, multipart, PNG_BYTES, WEBP_BYTES } from '../../../test/account-fixtures';
import { products, reviews } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { REVIEW_PICTURES_PER_DAY } from './index';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const uploadPicture = async (token: string, body = multipart(JPG_BYTES)) =>
  app.inject({ method: 'POST', url: '/api/review/picture', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
const post = (token: string, payload: object, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/review', headers: { ...bearer(token), 'accept-language': lang }, payload });
const review = (orderItemId: number, extra: object = {}) => ({
  orderItemId,
  productRating: 4,
  serviceRating: 5,
  content: 'Lovely teapot',
  pictures: [],
  ...extra,
});

describe('POST /api/review/picture', () => {
  it('takes JPG, PNG and WebP by their bytes and serves them', async () => {
    const { token } = await createUser(app);
    for (const [bytes, ext] of [
      [JPG_BYTES, 'jpg'],
      [PNG_BYTES, 'png'],
      [WEBP_BYTES, 'webp'],
    ] as const) {
      const res = await uploadPicture(token, multipart(bytes, `x.${ext}`, 'application/octet-stream'));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.url).toMatch(new RegExp(`^/media/photos/[0-9a-f]{16}\\.\\d+x\\d+\\.${ext}$`));
      expect((await app.inject({ url: res.json().data.url })).statusCode).toBe(200);
    }
  });

  it('refuses other bytes and files over 5 MB', async () => {
    const { token } = await createUser(app);
    const text = await uploadPicture(token, multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.jpg', 'image/jpeg'));
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe('Pictures can only be JPG, PNG or WebP');
    const big = await uploadPicture(token, multipart(Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]), 'x.png', 'image/png'));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('A picture cannot exceed 5MB');
  });
});

describe('review picture quota', () => {
  it('answers 429 past the daily number of pictures', async () => {
    const { user, token } = await createUser(app);
    const { uploads } = await import('../../db/schema/uploads');
    await app.db.insert(uploads).values(
      Array.from({ length: REVIEW_PICTURES_PER_DAY }, (_, i) => ({
        userId: user.id,
        kind: 'review' as const,
        url: `/uploads/reviews/q${user.id}-${i}.jpg`,
        bytes: 1,
        contentType: 'image/jpeg',
      })),
    );
    const res = await uploadPicture(token);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(`You can upload at most ${REVIEW_PICTURES_PER_DAY} pictures a day; please try again tomorrow`);
  });
});

describe('POST /api/review', () => {
  it('evaluates a received line: stores the review, moves the product score and count, completes the order', async () => {
    const { user, token } = await createUser(app, { nickname: 'Tea Fan' });
    const product = await createProduct(app);
    await app.db.update(products).set({ score: 3, reviewCount: 1 }).where(eq(products.id, product.id));
    const { order, items } = await createOrderWith(app, user.id, [product.id]);
    const picture = (await uploadPicture(token)).json().data.url;

    const res = await post(token, review(items[0].id, { productRating: 5, pictures: [picture] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      productId: product.id,
      productName: product.name,
      orderItemId: items[0].id,
      productRating: 5,
      serviceRating: 5,
      content: 'Lovely teapot',
      pictures: [picture],
      reply: null,
    });

    // The product page lists it with the picture's blurred preview, shown until the picture arrives.
    const listed = (await app.inject({ url: `/api/catalog/products/${product.id}/reviews` })).json().data.list;
    expect(listed[0]).toMatchObject({ pictures: [picture], placeholders: [expect.stringMatching(/^data:image\/webp;base64,/)] });
    // An older single-file picture has none; each preview stays beside its own picture.
    const older = '/uploads/reviews/0123456789abcdef0123456789abcdef.jpg';
    await app.db
      .update(reviews)
      .set({ pictures: [older, picture] })
      .where(eq(reviews.id, res.json().data.id));
    // The listing is cached until the change notice arrives, which PostgreSQL sends a moment after the write.
    await expect
      .poll(async () => (await app.inject({ url: `/api/catalog/products/${product.id}/reviews` })).json().data.list[0].placeholders)
      .toEqual([null, listed[0].placeholders[0]]);

    const [p] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(p.reviewCount).toBe(2);
    expect(p.score).toBeCloseTo(4);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, res.json().data.id));
    expect(row.authorName).toBe('Tea Fan');
    const [o] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o.status).toBe('completed');
    const [line] = await app.db.select().from(orderItems).where(eq(orderItems.id, items[0].id));
    expect(line.evaluatedAt).not.toBeNull();
  });

  it('keeps the order waiting for evaluation until every line is evaluated', async () => {
    const { user, token } = await createUser(app);
    const [a, b] = [await createProduct(app), await createProduct(app)];
    const { order, items } = await createOrderWith(app, user.id, [a.id, b.id]);
    await post(token, review(items[0].id));
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('received');
    await post(token, review(items[1].id));
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('completed');
  });

  it('evaluates a line only once', async () => {
    const { user, token } = await createUser(app);
    const { items } = await createOrderWith(app, user.id, [(await createProduct(app)).id]);
    expect((await post(token, review(items[0].id))).statusCode).toBe(200);
    const again = await post(token, review(items[0].id));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('This item cannot be evaluated');
  });

  it.each(['unpaid', 'paid', 'shipped', 'cancelled', 'refund_requested'] as const)('refuses a line of an order that is %s', async (status) => {
    const { user, token } = await createUser(app);
    const { items } = await createOrderWith(app, user.id, [(await createProduct(app)).id], status);
    expect((await post(token, review(items[0].id))).statusCode).toBe(400);
  });

  it("answers 404 for another customer's line and refuses pictures someone else uploaded", async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const { items } = await createOrderWith(app, alice.user.id, [(await createProduct(app)).id]);
    expect((await post(bob.token, review(items[0].id))).statusCode).toBe(404);
    expect((await post(alice.token, review(99_999_999))).statusCode).toBe(404);

    const bobsPicture = (await uploadPicture(bob.token)).json().data.url;
    const res = await post(alice.token, review(items[0].id, { pictures: [bobsPicture] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('A picture of this review was not uploaded by you');
    expect((await post(alice.token, review(items[0].id, { pictures: ['/etc/passwd'] }))).statusCode).toBe(400);
    // Nothing was evaluated by the refused attempts.
    expect((await post(alice.token, review(items[0].id))).statusCode).toBe(200);
  });

  it('checks ratings, comment and the picture limit of 6, in the request language', async () => {
    const { user, token } = await createUser(app);
    const { items } = await createOrderWith(app, user.id, [(await createProduct(app)).id]);
    const id = items[0].id;
    const issues = async (payload: object, lang = 'en') => (await post(token, payload, lang)).json();
    expect((await issues(review(id, { productRating: 0 }))).data.issues[0]).toEqual({
      path: 'body.productRating',
      field: 'Product rating',
      message: 'Please give 1 to 5 stars',
    });
    expect((await issues(review(id, { serviceRating: 6 }))).data.issues[0].path).toBe('body.serviceRating');
    expect((await issues(review(id, { content: '   ' }))).data.issues[0].message).toBe('Please write a comment');
    expect((await issues(review(id, { content: 'x'.repeat(501) }))).data.issues[0].path).toBe('body.content');
    const seven = Array.from({ length: 7 }, (_, i) => `/uploads/reviews/${i}.jpg`);
    expect((await issues(review(id, { pictures: seven }))).data.issues[0]).toEqual({ path: 'body.pictures', field: 'Pictures', message: 'out of limit' });
    const cn = await issues(review(id, { pictures: seven }), 'cn');
    expect(cn.data.issues[0]).toMatchObject({ field: '图片', message: '超出限制' });
    expect(cn.msg).toBe('输入无效：图片：超出限制');
  });
});

describe('concurrent reviews', () => {
  it('count every review of a product in its count and average', async () => {
    const product = await createProduct(app);
    const ratings = [5, 4, 3, 2, 1, 5];
    const shoppers = await Promise.all(
      ratings.map(async () => {
        const { user, token } = await createUser(app);
        const { items } = await createOrderWith(app, user.id, [product.id]);
        return { token, itemId: items[0].id };
      }),
    );
    const results = await Promise.all(shoppers.map((s, i) => post(s.token, review(s.itemId, { productRating: ratings[i] }))));
    expect(results.map((r) => r.statusCode)).toEqual(ratings.map(() => 200));
    const [p] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(p.reviewCount).toBe(ratings.length);
    expect(p.score).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length);
  });
});

describe('GET /api/user/review', () => {
  it('lists only my reviews, newest first, with the store reply and product name in my language', async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const product = await createProduct(app);
    const { items } = await createOrderWith(app, alice.user.id, [product.id]);
    const id = (await post(alice.token, review(items[0].id))).json().data.id;
    await app.db.update(reviews).set({ reply: 'Thank you!' }).where(eq(reviews.id, id));

    const mine = (await app.inject({ url: '/api/user/review', headers: { ...bearer(alice.token), 'accept-language': 'de' } })).json().data;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ id, reply: 'Thank you!', productId: product.id });
    expect(mine.list[0].productName).toMatch(/^Teekanne /);
    expect((await app.inject({ url: '/api/user/review', headers: bearer(bob.token) })).json().data.total).toBe(0);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/user/review' })).json().status).toBe(410000);
    expect((await app.inject({ method: 'POST', url: '/api/review', payload: review(1) })).json().status).toBe(410000);
  });
});
