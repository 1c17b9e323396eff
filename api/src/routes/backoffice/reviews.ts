import { and, asc, count, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { reviews } from '../../db/schema/catalog';

/** Reviews the shop has not answered yet, oldest first: the support queue. */
export async function reviewsWaiting(db: Db, query: { page: number; size: number }) {
  const where = and(isNull(reviews.reply), isNull(reviews.hiddenAt));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        authorName: reviews.authorName,
        productRating: reviews.productRating,
        content: reviews.content,
        locale: reviews.locale,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(where)
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) })), total, page: query.page, size: query.size };
}
