import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CODE_PURPOSES } from '@storefront/shared/schemas/auth';

export const codePurposeEnum = pgEnum('code_purpose', CODE_PURPOSES);

/** Image codes (GET /api/captcha): deleted by the first answer, right or wrong. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; answers compare case-insensitively. */
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);

/** Emailed codes; only the newest unused one per address and purpose is accepted. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased address. */
    email: text('email').notNull(),
    purpose: codePurposeEnum('purpose').notNull(),
    code: text('code').notNull(),
    /** Wrong guesses so far; the code dies after a few so 4 digits cannot be walked. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email_purpose_idx').on(t.email, t.purpose, t.id), index('email_codes_expires_at_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters for login and code sending, per address and per IP. Kept in the database so
 * every API instance sees the same counts.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    /** e.g. "login:account:alice", "code:ip:203.0.113.9". */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** When the window ends; rows past it count from zero again and may be deleted. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttle_window_ends_at_idx').on(t.windowEndsAt)],
);
