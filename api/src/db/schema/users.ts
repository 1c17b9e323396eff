import { relations } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const SEXES = ['male', 'female', 'secrecy'] as const;
export type Sex = (typeof SEXES)[number];
export const sexEnum = pgEnum('sex', SEXES);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  username: text('username').notNull().unique(),
  /** Stored lower-cased so uniqueness is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname'),
  realName: text('real_name'),
  birthday: date('birthday', { mode: 'string' }),
  sex: sexEnum('sex').notNull().default('secrecy'),
  avatar: text('avatar'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when the customer closed the account (ADR 0035): the row then keeps only its id, so the orders
   * bookkeeping needs still have an owner, with a name and address that are not an address and no password.
   */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** Opaque bearer tokens; only their sha256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const usersRelations = relations(users, ({ many }) => ({ sessions: many(sessions) }));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
