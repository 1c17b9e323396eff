import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import { products, skus } from '../../db/schema/catalog';
import { wordOptions } from '../../i18n/specs';
import { productCard } from '../../lib/product-card';

export interface SkuInfo {
  skuId: number;
  productId: number;
  name: string;
  image: string;
  /** Option ids, e.g. { colour: 'navy' }. */
  options: Record<string, string>;
  /** The options in words of the language asked for, in the product's order. */
  spec: Record<string, string>;
  price: number;
  stock: number;
  /** The product is still on sale. */
  active: boolean;
}

/** Current price, stock and display data of SKUs in a language, by id; ids that do not exist are absent. */
export async function loadSkus(db: Db | Tx, skuIds: number[], locale: Locale): Promise<Map<number, SkuInfo>> {
  const out = new Map<number, SkuInfo>();
  if (skuIds.length === 0) return out;
  const card = productCard(locale);
  const rows = await db
    .select({
      skuId: skus.id,
      productId: skus.productId,
      options: skus.options,
      specs: products.specs,
      price: skus.price,
      stock: skus.stock,
      active: products.active,
      name: card.columns.name,
      image: card.columns.image,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(...card.joinLocal)
    .leftJoin(...card.joinEnglish)
    .where(inArray(skus.id, [...new Set(skuIds)]));
  for (const { specs, ...row } of rows) out.set(row.skuId, { ...row, image: row.image ?? '', spec: wordOptions(locale, row.options, specs) });
  return out;
}
