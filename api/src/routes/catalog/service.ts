import { and, asc, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NEW_DAYS,
  type CategoryNode,
  type CategoryRef,
  type ProductCard,
  type ProductDetail,
  type ProductImage,
  type ReviewPage,
  type Sku,
} from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import type { Picture } from '@storefront/shared/contracts/picture';
import { effectiveSort, type ProductListQuery, type ProductPage, type ProductSort } from '@storefront/shared/schemas/catalog';
import { DEFAULT_LOCALE, type Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import { categories, categoryI18n, productI18n, products, reviews, skus } from '../../db/schema/catalog';
import { settings } from '../../db/schema/shop';
import type { SearchEngine } from '../../search';

// Texts in the request's language, with the English row as the fallback for anything missing.
const text = alias(productI18n, 'text');
const fallback = alias(productI18n, 'fallback');
const categoryText = alias(categoryI18n, 'category_text');
const categoryFallback = alias(categoryI18n, 'category_fallback');

const DAY_MS = 86_400_000;
const nameColumn = sql<string>`coalesce(${text.name}, ${fallback.name}, '')`;
const descriptionColumn = sql<string>`coalesce(${text.description}, ${fallback.description}, '')`;

const cardColumns = {
  id: products.id,
  categoryId: products.categoryId,
  name: nameColumn,
  cover: products.cover,
  price: products.price,
  sales: products.sales,
  score: products.score,
  reviewCount: products.reviewCount,
  arrivalAt: products.arrivalAt,
  // The cover's widths and placeholder (ADR 0044): one primary-key lookup, null for a picture that is not an imported photo.
  picture: sql<Picture | null>`(select json_build_object('src', ph.src, 'width', ph.width, 'height', ph.height, 'widths', ph.widths, 'placeholder', ph.placeholder) from photos ph where ph.src = ${products.cover})`,
};

type CardRow = {
  [K in keyof typeof cardColumns]: K extends 'name' ? string : K extends 'arrivalAt' ? Date : K extends 'picture' ? Picture | null : number | string;
};

const ORDER: Record<ProductSort, SQL[]> = {
  relevance: [desc(products.sales), desc(products.id)],
  newest: [desc(products.arrivalAt), desc(products.id)],
  priceAsc: [asc(products.price), asc(products.id)],
  priceDesc: [desc(products.price), desc(products.id)],
  sales: [desc(products.sales), desc(products.id)],
  score: [desc(products.score), desc(products.reviewCount), desc(products.id)],
};

function toCard(row: CardRow, now: number): ProductCard {
  const arrival = row.arrivalAt.getTime();
  return {
    id: Number(row.id),
    categoryId: Number(row.categoryId),
    name: row.name,
    cover: String(row.cover),
    picture: row.picture,
    price: Number(row.price),
    sales: Number(row.sales),
    score: Number(row.score),
    reviewCount: Number(row.reviewCount),
    arrivalAt: Math.floor(arrival / 1000),
    isNew: arrival >= now - NEW_DAYS * DAY_MS,
  };
}

async function pageOfCards(
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  size: number,
  needsText: boolean,
): Promise<Paged<ProductCard>> {
  // One round trip: the page and, as a window over the same filter, the total.
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()` })
    .from(products)
    .leftJoin(text, and(eq(text.productId, products.id), eq(text.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page there is no row to carry the total.
    let count = db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .$dynamic();
    if (needsText) {
      count = count
        .leftJoin(text, and(eq(text.productId, products.id), eq(text.locale, locale)))
        .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.locale, DEFAULT_LOCALE)));
    }
    total = Number((await count.where(where))[0].total);
  }
  const now = Date.now();
  return { list: rows.map(({ total: _total, ...r }) => toCard(r as CardRow, now)), total, page, size };
}

/** Cards of these products in the order given (inactive or unknown ids left out). */
async function cardsByIds(db: Db, locale: Locale, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(text, and(eq(text.productId, products.id), eq(text.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .where(and(eq(products.active, true), inArray(products.id, [...ids])));
  const now = Date.now();
  const byId = new Map(rows.map((r) => [Number(r.id), toCard(r as CardRow, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The product list: search (api/src/search) picks the page of products, by keyword, category, price range
 * and option facets, in the asked-for order (relevance by default with a keyword). A keyword that finds
 * nothing comes back with a close phrase of the catalogue's words, when there is one.
 */
export async function listProducts(db: Db, search: SearchEngine, locale: Locale, query: ProductListQuery): Promise<ProductPage> {
  const keyword = query.keyword?.trim() || undefined;
  const hits = await search.search({
    locale,
    keyword,
    categoryId: query.categoryId,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    opt: query.opt,
    sort: effectiveSort(query.sort, keyword),
    page: query.page,
    size: query.limit,
  });
  const page: ProductPage = { list: await cardsByIds(db, locale, hits.ids), total: hits.total, page: query.page, size: query.limit };
  if (keyword && hits.total === 0) {
    const didYouMean = await search.didYouMean(keyword, locale);
    if (didYouMean) page.didYouMean = didYouMean;
  }
  return page;
}

/** Products that arrived in the last NEW_DAYS days, newest first. */
export function listNewProducts(db: Db, locale: Locale, page: number, size: number, now = new Date()): Promise<Paged<ProductCard>> {
  const since = new Date(now.getTime() - NEW_DAYS * DAY_MS);
  return pageOfCards(db, locale, and(eq(products.active, true), gte(products.arrivalAt, since)), ORDER.newest, page, size, false);
}

interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  image: string | null;
  name: string;
}

function categoryRows(db: Db, locale: Locale): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      image: categories.image,
      name: sql<string>`coalesce(${categoryText.name}, ${categoryFallback.name}, ${categories.slug})`,
    })
    .from(categories)
    .leftJoin(categoryText, and(eq(categoryText.categoryId, categories.id), eq(categoryText.locale, locale)))
    .leftJoin(categoryFallback, and(eq(categoryFallback.categoryId, categories.id), eq(categoryFallback.locale, DEFAULT_LOCALE)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export async function categoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const [rows, counts] = await Promise.all([
    categoryRows(db, locale),
    db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.active, true))
      .groupBy(products.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  const nodes = new Map<number, CategoryNode>(rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, image: r.image, productCount: 0, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const total = (node: CategoryNode): number => (node.productCount = (own.get(node.id) ?? 0) + node.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return roots;
}

// Gallery, SKUs and the category path as JSON beside the product row: the detail is one query.
const imagesColumn = sql<
  ProductImage[]
>`(select coalesce(json_agg(json_build_object('url', i.url, 'width', i.width, 'height', i.height, 'widths', ph.widths, 'placeholder', ph.placeholder) order by i.sort, i.id), '[]'::json)
  from product_images i left join photos ph on ph.src = i.url where i.product_id = ${products.id})`;
const skusColumn = sql<
  Sku[]
>`(select coalesce(json_agg(json_build_object('id', s.id, 'code', s.code, 'options', s.options, 'price', s.price, 'stock', s.stock) order by s.id), '[]'::json) from skus s where s.product_id = ${products.id})`;
const breadcrumbsColumn = (locale: Locale) =>
  sql<CategoryRef[]>`(with recursive up(id, parent_id, depth) as (
      select c.id, c.parent_id, 0 from categories c where c.id = ${products.categoryId}
      union all
      select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 10
    )
    select coalesce(json_agg(json_build_object('id', up.id, 'name', coalesce(l.name, e.name, c.slug)) order by up.depth desc), '[]'::json)
    from up join categories c on c.id = up.id
    left join category_i18n l on l.category_id = up.id and l.locale = ${locale}
    left join category_i18n e on e.category_id = up.id and e.locale = ${DEFAULT_LOCALE})`;

export async function productDetail(db: Db, locale: Locale, id: number): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      description: descriptionColumn,
      specs: products.specs,
      images: imagesColumn,
      skus: skusColumn,
      breadcrumbs: breadcrumbsColumn(locale),
    })
    .from(products)
    .leftJoin(text, and(eq(text.productId, products.id), eq(text.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!row) return null;
  const { description, specs, images, skus: skuRows, breadcrumbs, ...card } = row;
  return {
    ...toCard(card as CardRow, Date.now()),
    description,
    breadcrumbs,
    specs,
    skus: skuRows,
    stock: skuRows.reduce((sum, s) => sum + s.stock, 0),
    priceMax: skuRows.reduce((max, s) => Math.max(max, s.price), row.price),
    images,
  };
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return !!row;
}

export async function commentsClosed(db: Db): Promise<boolean> {
  const [row] = await db.select({ closed: settings.isCloseComment }).from(settings).where(eq(settings.id, 1));
  return row?.closed ?? false;
}

// Each review picture's blurred preview, in the pictures' order (null for an older single file): one query.
const picturePlaceholdersColumn = sql<(string | null)[]>`(select coalesce(json_agg(ph.placeholder order by p.n), '[]'::json)
  from jsonb_array_elements_text(${reviews.pictures}) with ordinality p(url, n) left join photos ph on ph.src = p.url)`;

/** A product's reviews, newest first; empty with closed=true while the shop has comments switched off. */
export async function productReviews(db: Db, productId: number, page: number, size: number): Promise<ReviewPage> {
  if (await commentsClosed(db)) return { list: [], total: 0, page, size, closed: true };
  // Reviews support has hidden are no longer the shop's to show.
  const where = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        productRating: reviews.productRating,
        serviceRating: reviews.serviceRating,
        content: reviews.content,
        pictures: reviews.pictures,
        placeholders: picturePlaceholdersColumn,
        reply: reviews.reply,
        locale: reviews.locale,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) })),
    total: Number(total),
    page,
    size,
    closed: false,
  };
}

/**
 * "You may also like": the product's own category first, then its sibling categories, then the rest;
 * within each, best sellers and best rated first. Null for an unknown product.
 */
export async function recommendations(db: Db, locale: Locale, id: number, limit: number): Promise<ProductCard[] | null> {
  const [self] = await db
    .select({ categoryId: products.categoryId, parentId: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!self) return null;
  const family = self.parentId ?? self.categoryId;
  const rank = sql`case when ${products.categoryId} = ${self.categoryId} then 0 when ${categories.parentId} = ${family} or ${categories.id} = ${family} then 1 else 2 end`;
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(text, and(eq(text.productId, products.id), eq(text.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .where(and(eq(products.active, true), ne(products.id, id)))
    .orderBy(rank, desc(products.sales), desc(products.score), asc(products.id))
    .limit(limit);
  const now = Date.now();
  return rows.map((r) => toCard(r as CardRow, now));
}

/**
 * The operator's price change of one SKU (USD minor units); the product keeps its lowest SKU price for
 * list sorting. One transaction: lists and detail never disagree. Null for an unknown SKU.
 */
export async function setSkuPrice(
  db: Db,
  skuId: number,
  price: number,
  /** The console's audit record, written in the change's transaction with the price before and after. */
  audit?: (tx: Tx, before: { price: number }, after: { price: number }) => Promise<void>,
): Promise<{ productId: number } | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ price: skus.price }).from(skus).where(eq(skus.id, skuId)).for('update');
    const [sku] = await tx.update(skus).set({ price }).where(eq(skus.id, skuId)).returning({ productId: skus.productId });
    if (!sku || !old) return null;
    if (audit) await audit(tx, old, { price });
    await tx
      .update(products)
      .set({ price: sql`(select min(s.price) from skus s where s.product_id = ${sku.productId})` })
      .where(eq(products.id, sku.productId));
    return sku;
  });
}

/** The console sets a SKU's stock (what is on the shelf now); every instance shows it within a second. */
export async function setSkuStock(
  db: Db,
  skuId: number,
  stock: number,
  audit?: (tx: Tx, before: { stock: number }, after: { stock: number }) => Promise<void>,
): Promise<{ productId: number } | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)).for('update');
    if (!old) return null;
    const [sku] = await tx.update(skus).set({ stock }).where(eq(skus.id, skuId)).returning({ productId: skus.productId });
    if (audit) await audit(tx, old, { stock });
    return sku;
  });
}

/** A product's name and description in one language, as the console edits them. */
export interface ProductTexts {
  name: string;
  description: string;
}

/**
 * The console sets a product's name and description in one language (added when the language had none).
 * One transaction with its audit record; product_i18n announces the change at commit, so the public
 * answers show it within a second, as a price change. Null for an unknown product.
 */
export async function setProductTexts(
  db: Db,
  productId: number,
  locale: Locale,
  texts: ProductTexts,
  audit?: (tx: Tx, before: ProductTexts | null, after: ProductTexts) => Promise<void>,
): Promise<{ productId: number } | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) return null;
    const [before] = await tx
      .select({ name: productI18n.name, description: productI18n.description })
      .from(productI18n)
      .where(and(eq(productI18n.productId, productId), eq(productI18n.locale, locale)));
    await tx
      .insert(productI18n)
      .values({ productId, locale, ...texts })
      .onConflictDoUpdate({ target: [productI18n.productId, productI18n.locale], set: texts });
    if (audit) await audit(tx, before ?? null, texts);
    return { productId };
  });
}
