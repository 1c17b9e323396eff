import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@storefront/shared/routes';
import type { CollectionItem, PageQuery } from '@storefront/shared/schemas/account';
import type { Paged } from '@storefront/shared/schemas/common';
import type { Db } from '../../db';
import { products } from '../../db/schema/catalog';
import { favourites } from '../../db/schema/favourites';
import { productCard, unixSeconds } from '../../lib/product-card';

export async function listCollection(db: Db, userId: number, locale: Locale, { page, size }: PageQuery): Promise<Paged<CollectionItem>> {
  const card = productCard(locale);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ productId: favourites.productId, ...card.columns, price: products.price, active: products.active, createdAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .leftJoin(...card.joinLocal)
      .leftJoin(...card.joinEnglish)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId)),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: unixSeconds(r.createdAt) })), total, page, size };
}

export async function collectionIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ productId: favourites.productId }).from(favourites).where(eq(favourites.userId, userId)).orderBy(favourites.productId);
  return rows.map((r) => r.productId);
}

/** Adding twice keeps one row; false when there is no such active product. */
export async function addToCollection(db: Db, userId: number, productId: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)))
    .limit(1);
  if (!product) return false;
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  return true;
}

/**
 * Idempotent, so a toggle on a stale page cannot fail: false only when there is no such product at all.
 * Only this customer's row can be deleted.
 */
export async function removeFromCollection(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  if (rows.length > 0) return true;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return !!product;
}
