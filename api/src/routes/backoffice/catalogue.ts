import { and, asc, count, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { productI18n, products, skus } from '../../db/schema/catalog';

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The console's product search: (part of) the handle, the name in any language, or a SKU code; inactive
 * products too. Each with its name in English and its SKUs, so a price or stock can be changed from the list.
 */
export async function searchProducts(db: Db, query: { q?: string; page: number; size: number }) {
  const q = query.q?.trim();
  const like = q ? `%${likeEscape(q)}%` : '';
  const where = q
    ? or(
        ilike(products.slug, like),
        exists(
          db
            .select({ one: productI18n.productId })
            .from(productI18n)
            .where(and(eq(productI18n.productId, products.id), ilike(productI18n.name, like))),
        ),
        exists(
          db
            .select({ one: skus.id })
            .from(skus)
            .where(and(eq(skus.productId, products.id), ilike(skus.code, like))),
        ),
      )
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: products.id, handle: products.slug, active: products.active, price: products.price, name: productI18n.name })
      .from(products)
      .leftJoin(productI18n, and(eq(productI18n.productId, products.id), eq(productI18n.locale, DEFAULT_LOCALE)))
      .where(where)
      .orderBy(asc(products.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const skuRows = rows.length
    ? await db
        .select({ id: skus.id, productId: skus.productId, code: skus.code, price: skus.price, stock: skus.stock })
        .from(skus)
        .where(
          inArray(
            skus.productId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(skus.id))
    : [];
  return {
    list: rows.map((r) => ({
      ...r,
      name: r.name ?? '',
      skus: skuRows.filter((s) => s.productId === r.id).map(({ productId: _, ...s }) => s),
    })),
    total,
    page: query.page,
    size: query.size,
  };
}
