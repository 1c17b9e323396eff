import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REPLY_MAX } from '@storefront/shared/schemas/account';
import { createTestApp, createUser } from '../../../test/helpers';
import { bearer, createOrderWith, createProduct } from '../../../test/account-fixtures';
import { reviews } from '../../db/schema/catalog';
import { inboxMessages } from '../../db/schema/inbox';
import { runOperator } from '../../ops/operator';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A customer's review of a new product, written through the API as the review form does. */
async function reviewedProduct() {
  const author = await createUser(app);
  const product = await createProduct(app);
  const { items } = await createOrderWith(app, author.user.id, [product.id]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/review',
    headers: bearer(author.token),
    payload: { orderItemId: items[0].id, productRating: 5, serviceRating: 4, content: 'Pours without a drip', pictures: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { author, product, reviewId: res.json().data.id as number };
}

const publicReviews = async (productId: number) =>
  (await app.inject({ url: `/api/catalog/products/${productId}/reviews` })).json().data.list as { id: number; reply: string | null }[];
const myReviews = async (token: string) =>
  (await app.inject({ url: '/api/user/review', headers: bearer(token) })).json().data.list as { id: number; reply: string | null }[];
const inbox = async (token: string, lang: string) =>
  (await app.inject({ url: '/api/user/mail', headers: { ...bearer(token), 'accept-language': lang } })).json().data.list as {
    kind: string;
    title: string;
    body: string;
  }[];
const operator = (args: string[]) => app.inject({ method: 'POST', url: '/api/dev/operator', payload: { args } });

describe('the reply command', () => {
  it('shows the reply under the review on the product page and in my reviews, and tells the author in their language', async () => {
    const { author, product, reviewId } = await reviewedProduct();
    // A copy of the public answer is kept by the instance; the reply must drop it.
    expect((await publicReviews(product.id)).find((r) => r.id === reviewId)?.reply).toBeNull();

    const res = await operator(['reply', String(reviewId), '  Thank you, we are glad it pours well!  ']);
    expect(res.json().data).toEqual({ code: 0, lines: [`review ${reviewId} of product ${product.id}: reply saved, the author has an inbox message`] });

    await expect.poll(async () => (await publicReviews(product.id)).find((r) => r.id === reviewId)?.reply).toBe('Thank you, we are glad it pours well!');
    expect((await myReviews(author.token)).find((r) => r.id === reviewId)?.reply).toBe('Thank you, we are glad it pours well!');
    const [row] = await app.db.select({ repliedAt: reviews.repliedAt }).from(reviews).where(eq(reviews.id, reviewId));
    expect(row.repliedAt).toBeInstanceOf(Date);

    const [de] = await inbox(author.token, 'de');
    expect(de).toMatchObject({ kind: 'review', title: 'Der Shop hat auf Ihre Bewertung geantwortet' });
    expect(de.body).toContain('„Thank you, we are glad it pours well!“');
    expect((await inbox(author.token, 'jp'))[0].title).toBe('ショップがあなたのレビューに返信しました');
    expect((await inbox(author.token, 'en'))[0].body).toBe(
      'The store replied to your review: “Thank you, we are glad it pours well!” You can read it under My reviews.',
    );
  });

  it('a second reply replaces the first and tells the author again', async () => {
    const { author, reviewId } = await reviewedProduct();
    await operator(['reply', String(reviewId), 'First']);
    await operator(['reply', String(reviewId), 'Second, corrected']);
    expect((await myReviews(author.token))[0].reply).toBe('Second, corrected');
    expect((await inbox(author.token, 'en')).filter((m) => m.title === 'The store replied to your review').map((m) => m.body)).toEqual([
      'The store replied to your review: “Second, corrected” You can read it under My reviews.',
      'The store replied to your review: “First” You can read it under My reviews.',
    ]);
  });

  it('joins the words after the id, as a shell passes an unquoted reply', async () => {
    const { author, reviewId } = await reviewedProduct();
    expect((await runOperator(app.db, ['reply', String(reviewId), 'Thanks', 'a', 'lot!'])).code).toBe(0);
    expect((await myReviews(author.token))[0].reply).toBe('Thanks a lot!');
  });

  it(`keeps plain text as typed and refuses a reply longer than ${REVIEW_REPLY_MAX} characters`, async () => {
    const { author, reviewId } = await reviewedProduct();
    const markup = '<b>Not bold</b> & "quoted"\nsecond line';
    expect((await runOperator(app.db, ['reply', String(reviewId), markup])).code).toBe(0);
    expect((await myReviews(author.token))[0].reply).toBe(markup);

    // Counted in characters, not UTF-16 units: 1000 emoji fit, 1001 do not.
    expect((await runOperator(app.db, ['reply', String(reviewId), '🍵'.repeat(REVIEW_REPLY_MAX)])).code).toBe(0);
    expect(await runOperator(app.db, ['reply', String(reviewId), 'x'.repeat(REVIEW_REPLY_MAX + 1)])).toEqual({
      code: 1,
      lines: [`the reply is longer than ${REVIEW_REPLY_MAX} characters`],
    });
    expect((await myReviews(author.token))[0].reply).toBe('🍵'.repeat(REVIEW_REPLY_MAX));
  });

  it('the database refuses an over-long reply written by any other path', async () => {
    const { reviewId } = await reviewedProduct();
    await expect(
      app.db
        .update(reviews)
        .set({ reply: 'x'.repeat(REVIEW_REPLY_MAX + 1) })
        .where(eq(reviews.id, reviewId)),
    ).rejects.toThrow();
    await expect(app.db.update(reviews).set({ reply: '' }).where(eq(reviews.id, reviewId))).rejects.toThrow();
  });

  it('refuses an unknown review, an empty reply and a missing text, changing nothing', async () => {
    expect(await runOperator(app.db, ['reply', '2147483000', 'Hello'])).toEqual({ code: 1, lines: ['no review with this id'] });
    const { reviewId } = await reviewedProduct();
    expect(await runOperator(app.db, ['reply', String(reviewId), '   '])).toEqual({ code: 1, lines: ['the reply is empty'] });
    expect((await runOperator(app.db, ['reply', String(reviewId)])).code).toBe(2);
    expect((await runOperator(app.db, ['reply', 'abc', 'Hello'])).code).toBe(2);
    const [row] = await app.db.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, reviewId));
    expect(row.reply).toBeNull();
  });

  it('replies to a seeded review, which has no account to tell', async () => {
    const [seeded] = await app.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(isNull(reviews.userId), isNull(reviews.reply)))
      .limit(1);
    const before = (await app.db.select().from(inboxMessages)).length;
    const result = await runOperator(app.db, ['reply', String(seeded.id), 'Thank you for shopping with us']);
    expect(result.lines[0]).toMatch(/reply saved, the review has no account to tell$/);
    expect(await app.db.select().from(inboxMessages)).toHaveLength(before);
  });
});
