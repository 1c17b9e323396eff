import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '@storefront/shared/schemas/backoffice';

/**
 * The people who run the shop (ADR 0048): apart from shoppers, created only by `operator add`. The TOTP
 * secret is set at the first sign-in and confirmed with a code; `totp_last_step` keeps a code from being
 * used twice.
 */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  role: text('role', { enum: OPERATOR_ROLES }).notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret'),
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  totpLastStep: integer('totp_last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/**
 * An operator's bearer tokens (only their sha256 is kept). A `password` session has passed the password
 * only and may do nothing but the second factor; `full` may use the console until it expires.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    stage: text('stage', { enum: ['password', 'full'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** One-time recovery codes, shown once when TOTP is set up; only their sha256 is kept. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/**
 * Every change an operator made, written in the transaction of the change. Append-only: the database
 * refuses UPDATE and DELETE on it (see the migration's trigger).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** No foreign key: the log outlives any row it names (operators are disabled, never deleted). */
    operatorId: integer('operator_id'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** e.g. order.ship, release.rollback. */
    action: text('action').notNull(),
    /** What it acted on: an order number, a remote, a SKU id. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), check('audit_log_action_nonempty', sql`length(${t.action}) > 0`)],
);
