import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@storefront/shared/routes';
import { REVIEW_REPLY_MAX, type MyReview, type PageQuery, type ReviewCreate } from '@storefront/shared/schemas/account';
import { isSafeText, type Paged } from '@storefront/shared/schemas/common';
import type { Db, Tx } from '../../db';
import { products, reviews } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import type { Uploads } from '../../plugins/uploads';
import { markItemEvaluated } from '../order/service';
import type { Result } from '../../lib/result';
import { productCard, unixSeconds } from '../../lib/product-card';
import { notifyUser } from '../mail/service';

function reviewColumns(locale: Locale) {
  const card = productCard(locale);
  return {
    card,
    columns: {
      id: reviews.id,
      productId: reviews.productId,
      productName: card.columns.name,
      productImage: card.columns.image,
      orderItemId: reviews.orderItemId,
      productRating: reviews.productRating,
      serviceRating: reviews.serviceRating,
      content: reviews.content,
      pictures: reviews.pictures,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
    },
  };
}

const toMyReview = (r: Omit<MyReview, 'createdAt'> & { createdAt: Date }): MyReview => ({ ...r, createdAt: unixSeconds(r.createdAt) });

/** My reviews, newest first, with the store's replies. */
export async function listMyReviews(db: Db, userId: number, locale: Locale, { page, size }: PageQuery): Promise<Paged<MyReview>> {
  const { card, columns } = reviewColumns(locale);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(...card.joinLocal)
      .leftJoin(...card.joinEnglish)
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(reviews).where(eq(reviews.userId, userId)),
  ]);
  return { list: rows.map(toMyReview), total, page, size };
}

export async function getMyReview(db: Db, reviewId: number, locale: Locale): Promise<MyReview | null> {
  const { card, columns } = reviewColumns(locale);
  const [row] = await db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(...card.joinLocal)
    .leftJoin(...card.joinEnglish)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ? toMyReview(row) : null;
}

export type CreateReviewResult = Result<MyReview, 'notFound' | 'notReviewable' | 'pictureNotYours'>;

/**
 * One review per line of the customer's received orders. In one transaction: the line is marked
 * evaluated (which may complete the order), the review is stored and the product's average score and
 * review count move in a single UPDATE, so concurrent reviews of a product cannot lose one another.
 */
export async function createReview(db: Db, uploads: Uploads, userId: number, locale: Locale, input: ReviewCreate): Promise<CreateReviewResult> {
  const pictures = [...new Set(input.pictures)];
  const owned = await uploads.owned(db, userId, 'review', pictures);
  if (owned.size !== pictures.length) return { ok: false, error: 'pictureNotYours' };

  const created = await db.transaction(async (tx): Promise<CreateReviewResult | number> => {
    const [line] = await tx
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, input.orderItemId), eq(orders.userId, userId)));
    if (!line) return { ok: false, error: 'notFound' };
    const marked = await markItemEvaluated(tx, userId, input.orderItemId);
    if (!marked.ok) return { ok: false, error: marked.error };
    const [author] = await tx.select({ nickname: users.nickname, username: users.username }).from(users).where(eq(users.id, userId));
    const [review] = await tx
      .insert(reviews)
      .values({
        productId: line.productId,
        userId,
        orderItemId: input.orderItemId,
        authorName: author.nickname || author.username,
        productRating: input.productRating,
        serviceRating: input.serviceRating,
        content: input.content,
        pictures,
        locale,
      })
      .returning({ id: reviews.id });
    await tx
      .update(products)
      .set({
        score: sql`(${products.score} * ${products.reviewCount} + ${input.productRating}) / (${products.reviewCount} + 1)`,
        reviewCount: sql`${products.reviewCount} + 1`,
      })
      .where(eq(products.id, line.productId));
    return review.id;
  });
  if (typeof created !== 'number') return created;
  const data = await getMyReview(db, created, locale);
  return data ? { ok: true, data } : { ok: false, error: 'notFound' };
}

/** How much of a reply the inbox message quotes; the review itself shows all of it. */
const REPLY_QUOTE_MAX = 200;

export type ReplyResult = Result<{ reviewId: number; productId: number; notified: boolean }, 'notFound' | 'empty' | 'tooLong' | 'unsafe'>;

/**
 * The store's reply to a review (the operator's reply command): plain text, shown as typed under the
 * review on the product page and in the author's reviews. A second reply replaces the first. The author
 * (seeded reviews have none) gets an inbox message in the same transaction.
 */
export async function replyToReview(
  db: Db,
  reviewId: number,
  text: string,
  /** The console's audit record, written in the reply's transaction with the reply before and after. */
  audit?: (tx: Tx, before: string | null, after: string) => Promise<void>,
): Promise<ReplyResult> {
  const reply = text.replace(/\r\n?/g, '\n').trim();
  if (reply === '') return { ok: false, error: 'empty' };
  if (!isSafeText(reply)) return { ok: false, error: 'unsafe' };
  // Counted in code points, as the database's char_length counts them.
  const chars = [...reply];
  if (chars.length > REVIEW_REPLY_MAX) return { ok: false, error: 'tooLong' };
  return db.transaction(async (tx): Promise<ReplyResult> => {
    const [before] = audit ? await tx.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, reviewId)).for('update') : [];
    const [row] = await tx
      .update(reviews)
      .set({ reply, repliedAt: sql`now()` })
      .where(eq(reviews.id, reviewId))
      .returning({ userId: reviews.userId, productId: reviews.productId });
    if (!row) return { ok: false, error: 'notFound' };
    if (audit) await audit(tx, before?.reply ?? null, reply);
    if (row.userId !== null) {
      const quote = chars.length > REPLY_QUOTE_MAX ? `${chars.slice(0, REPLY_QUOTE_MAX - 1).join('')}…` : reply;
      await notifyUser(tx, row.userId, { kind: 'review', messageKey: 'inbox.reviewReplied', params: { reply: quote, productId: row.productId } });
    }
    return { ok: true, data: { reviewId, productId: row.productId, notified: row.userId !== null } };
  });
}

export type HideResult = Result<{ reviewId: number; productId: number; hidden: boolean }, 'notFound'>;

/**
 * Support hides a review (or shows it again): it leaves the product's public reviews, and its rating
 * leaves the product's count and average, in one transaction. The tables announce the change at commit,
 * so every instance and the shared cache drop their copies of the product (plugins/public-cache.ts).
 * Hiding a hidden review changes nothing.
 */
export async function setReviewHidden(
  db: Db,
  reviewId: number,
  hidden: boolean,
  audit?: (tx: Tx, before: { hidden: boolean }, after: { hidden: boolean }) => Promise<void>,
): Promise<HideResult> {
  return db.transaction(async (tx): Promise<HideResult> => {
    const [row] = await tx
      .select({ productId: reviews.productId, rating: reviews.productRating, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!row) return { ok: false, error: 'notFound' };
    const was = row.hiddenAt !== null;
    if (was !== hidden) {
      await tx
        .update(reviews)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(eq(reviews.id, reviewId));
      const rating = row.rating;
      await tx
        .update(products)
        .set(
          hidden
            ? {
                score: sql`case when ${products.reviewCount} <= 1 then 0 else (${products.score} * ${products.reviewCount} - ${rating}) / (${products.reviewCount} - 1) end`,
                reviewCount: sql`greatest(${products.reviewCount} - 1, 0)`,
              }
            : {
                score: sql`(${products.score} * ${products.reviewCount} + ${rating}) / (${products.reviewCount} + 1)`,
                reviewCount: sql`${products.reviewCount} + 1`,
              },
        )
        .where(eq(products.id, row.productId));
    }
    if (audit) await audit(tx, { hidden: was }, { hidden });
    return { ok: true, data: { reviewId, productId: row.productId, hidden } };
  });
}
