import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { coupons } from './coupons';

/**
 * Content pages of the shop: blog articles, pages by id (brand story, about us, single pages), questions
 * in groups, the photo gallery and the contact details. Texts live per locale in *_i18n tables; a
 * missing locale falls back to English when read.
 */

export const contentArticles = pgTable(
  'content_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    author: text('author').notNull(),
    coverUrl: text('cover_url').notNull(),
    coverWidth: integer('cover_width').notNull(),
    coverHeight: integer('cover_height').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  // The blog lists newest first and walks previous/next in the same order.
  (t) => [index('content_articles_published_idx').on(t.publishedAt, t.id)],
);

export const contentArticleI18n = pgTable(
  'content_article_i18n',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => contentArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs separated by a blank line; a paragraph starting with "## " is a heading. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

/** Pages addressed by id (single/{id}) or by slug (brandstory, aboutus). */
export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const contentPageI18n = pgTable(
  'content_page_i18n',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const contentQuestionGroups = pgTable('content_question_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const contentQuestionGroupI18n = pgTable(
  'content_question_group_i18n',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => contentQuestionGroups.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.locale] })],
);

export const contentQuestions = pgTable(
  'content_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => contentQuestionGroups.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('content_questions_group_idx').on(t.groupId, t.sort)],
);

export const contentQuestionI18n = pgTable(
  'content_question_i18n',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => contentQuestions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.locale] })],
);

export const contentPhotos = pgTable('content_photos', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const contentPhotoI18n = pgTable(
  'content_photo_i18n',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => contentPhotos.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.locale] })],
);

/** A single row (id = 1): the shop's contact channels. */
export const contentContact = pgTable(
  'content_contact',
  {
    id: integer('id').primaryKey().default(1),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [check('content_contact_single_row', sql`${t.id} = 1`)],
);

export const contentContactI18n = pgTable('content_contact_i18n', {
  locale: text('locale').primaryKey(),
  intro: text('intro').notNull(),
  address: text('address').notNull(),
  hours: text('hours').notNull(),
});

/** Messages sent with the contact (consultation) form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    /** Client address, for the per-address rate limit. */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_ip_idx').on(t.ip, t.createdAt)],
);

/** One row per address, stored lower-cased, so a repeated signup finds the existing row. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  /** The one code mailed to the address when it signed up. */
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Double opt-in: nothing but the confirmation request is mailed before the address confirms. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Set by the unsubscribe link or one-click header; the row stays so a later signup starts afresh. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const contentArticlesRelations = relations(contentArticles, ({ many }) => ({ texts: many(contentArticleI18n) }));
export const contentArticleI18nRelations = relations(contentArticleI18n, ({ one }) => ({
  article: one(contentArticles, { fields: [contentArticleI18n.articleId], references: [contentArticles.id] }),
}));
export const contentQuestionGroupsRelations = relations(contentQuestionGroups, ({ many }) => ({ questions: many(contentQuestions) }));
export const contentQuestionsRelations = relations(contentQuestions, ({ one }) => ({
  group: one(contentQuestionGroups, { fields: [contentQuestions.groupId], references: [contentQuestionGroups.id] }),
}));
