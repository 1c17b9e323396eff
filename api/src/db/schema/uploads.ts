import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const UPLOAD_KINDS = ['avatar', 'review'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Pictures customers uploaded (ADR 0044): photos in the shared photo folder, served at /media/photos/;
 * rows from before that name single files under /uploads/. A review may only show pictures its author
 * uploaded, so each row remembers its owner. Photo names are content, so two customers who upload the same
 * bytes share the files and each has a row.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    /** Site-relative URL of the original, e.g. /media/photos/ab12….1024x768.jpg (older rows /uploads/reviews/ab12….jpg) */
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.kind), uniqueIndex('uploads_user_kind_url').on(t.userId, t.kind, t.url), index('uploads_url_idx').on(t.url)],
);

/** PostgreSQL bytea as a Buffer (pg and PGlite both hand back bytes). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of customer uploads when the shop runs on PostgreSQL (DATABASE_URL), keyed by the path after
 * /uploads/: every instance behind the load balancer serves the same files. The embedded store keeps them
 * in DATA_DIR/uploads instead.
 */
export const storedFiles = pgTable('stored_files', {
  /** e.g. avatars/ab12….jpg */
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytes('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
