import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads (api/src/search/postgres.ts): one row per product and language, rebuilt by the
 * database itself whenever a text, category name, SKU option, option word or product changes (the
 * triggers of migration search-upkeep), so every path that writes the catalogue keeps it current.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** The product's name in this language (English when missing). */
    name: text('name').notNull(),
    /**
     * Name, category names and option words, lower case without accents: trigram matching (typos, parts
     * of words, Chinese and Japanese) runs on it through a GIN trigram index made in the migration.
     */
    words: text('words').notNull(),
    /** The distinct words of `words`: compounds ("lederjacke") and "did you mean" are checked against them. */
    terms: text('terms').array().notNull(),
    /**
     * Weighted full-text document in the language's text search configuration: name A, category B, option
     * words C, description D. Chinese and Japanese are cut into overlapping pairs of characters first.
     */
    document: tsvector('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    index('search_documents_product_idx').on(t.productId),
    index('search_documents_document_idx').using('gin', t.document),
  ],
);

/** Products whose search documents are due; emptied at the end of the transaction that wrote them. */
export const searchDirty = pgTable('search_dirty', {
  productId: integer('product_id').primaryKey(),
});

/**
 * Every word the documents of a language have held (kept, not counted, until a full reindex prunes it):
 * "did you mean" picks close words from it, and a long query word is checked for being a compound of them.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    locale: text('locale').notNull(),
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.term] })],
);
