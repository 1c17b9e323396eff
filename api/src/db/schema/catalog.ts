import { relations, sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_REPLY_MAX } from '@storefront/shared/schemas/account';
import { users } from './users';

/** A specification of a product and its option codes, e.g. { name: 'colour', values: ['red', 'navy'] }. */
export interface SpecDef {
  name: string;
  values: string[];
}

/** Categories form a tree (parent_id); names live per locale in category_i18n. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull().unique(),
    sort: integer('sort').notNull().default(0),
    image: text('image'),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const categoryI18n = pgTable(
  'category_i18n',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

/** Prices are USD minor units; the lowest SKU price is kept on the product for list sorting. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull().unique(),
    price: integer('price').notNull(),
    sales: integer('sales').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    /** Specification names and option codes in display order; SKUs hold one value of each. */
    specs: jsonb('specs').$type<SpecDef[]>().notNull().default([]),
    /** First gallery image, kept here so a list needs no join. */
    cover: text('cover').notNull().default(''),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_arrival_idx').on(t.arrivalAt),
    index('products_price_idx').on(t.price),
    index('products_sales_idx').on(t.sales),
    index('products_score_idx').on(t.score),
  ],
);

export const productI18n = pgTable(
  'product_i18n',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] }), index('product_i18n_locale_idx').on(t.locale, t.productId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('product_images_product_sort_idx').on(t.productId, t.sort)],
);

/**
 * One purchasable combination of a product's specifications, e.g. { colour: 'red', size: 'm' } (codes;
 * the storefront translates them). Stock never goes below zero.
 */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('skus_product_idx').on(t.productId), check('skus_stock_non_negative', sql`${t.stock} >= 0`)],
);

/** A review of a product; seeded ones have no user. Ratings are 1-5. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order line this review evaluates, when written by a customer. */
    orderItemId: integer('order_item_id'),
    /** Empty once the author closed the account: the page then says "a former customer" in its own language. */
    authorName: text('author_name').notNull(),
    productRating: integer('product_rating').notNull(),
    serviceRating: integer('service_rating').notNull(),
    content: text('content').notNull(),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** The store's reply (plain text, set by the operator's reply command). */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Set when support hides the review: it leaves the product's public reviews, count and average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_ratings', sql`${t.productRating} between 1 and 5 and ${t.serviceRating} between 1 and 5`),
    check('reviews_reply_length', sql`${t.reply} is null or char_length(${t.reply}) between 1 and ${sql.raw(String(REVIEW_REPLY_MAX))}`),
  ],
);

/**
 * Images generated at seed time (SVG text), addressed by the path after /media/. The media plugin
 * writes them to DATA_DIR/media on first request, so every API instance can serve them.
 */
export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Photos (ADR 0044): imported with the catalogue or uploaded as review pictures and avatars, by the address
 * of their original under /media/photos/.
 * The files (original, AVIF and WebP at each width) live in the content-addressed photo folder; this row
 * gives pages what they need without reading a file: the size, the derived widths and the placeholder.
 */
export const photos = pgTable('photos', {
  src: text('src').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: jsonb('widths').$type<number[]>().notNull(),
  /** A blurred 16-pixel WebP as a data URI, a few hundred bytes. */
  placeholder: text('placeholder').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's vocabulary: a specification name (kind 'name', e.g. colour) or option code (kind 'value',
 * e.g. navy) in words, per language. Order lines and the cart are worded with it; the storefront has its own.
 */
export const specWords = pgTable(
  'spec_words',
  {
    locale: text('locale').notNull(),
    kind: text('kind').$type<'name' | 'value'>().notNull(),
    code: text('code').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.kind, t.code] }), check('spec_words_kind', sql`${t.kind} in ('name', 'value')`)],
);

export const categoriesRelations = relations(categories, ({ many }) => ({ names: many(categoryI18n), products: many(products) }));
export const categoryI18nRelations = relations(categoryI18n, ({ one }) => ({
  category: one(categories, { fields: [categoryI18n.categoryId], references: [categories.id] }),
}));
export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  texts: many(productI18n),
  images: many(productImages),
  skus: many(skus),
  reviews: many(reviews),
}));
export const productI18nRelations = relations(productI18n, ({ one }) => ({
  product: one(products, { fields: [productI18n.productId], references: [products.id] }),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
export const skusRelations = relations(skus, ({ one }) => ({ product: one(products, { fields: [skus.productId], references: [products.id] }) }));
export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}));
