import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const UPLOAD_KINDS = ['avatar', 'review'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Files customers uploaded into DATA_DIR/uploads, served at /uploads/. A review may only show pictures
 * its author uploaded, so each file remembers its owner.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    /** Site-relative URL, e.g. /uploads/reviews/ab12….jpg */
    url: text('url').notNull().unique(),
    bytes: integer('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.kind)],
);
