import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a mail is about: order and refund notices, the account's own notices, and the newsletter's (marketing). */
export const MAIL_KINDS = [
  'orderPlaced',
  'orderPaid',
  'orderShipped',
  'orderReceived',
  'orderCancelled',
  'refundRequested',
  'refunded',
  'refundRefused',
  'paymentRefunded',
  'emailCode',
  'addressInUse',
  'resetLocked',
  'passwordChanged',
  'emailChanged',
  'newsletterConfirm',
  'newsletterWelcome',
  'orderLink',
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Every outgoing mail, written in the transaction of the change it reports and sent by the mail worker
 * (plugins/mail-worker.ts). Rows are never deleted: a sent mail is its record, a failed one waits for the
 * operator (`mail-retry`). Without SMTP_URL sending only marks the row sent, and GET /api/dev/outbox lists it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull().default('other'),
    locale: text('locale').notNull().default('en'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe of marketing mail. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker is sending the row; a crash leaves it to expire and the mail is tried again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.id),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_failed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'failed'`),
    check('mail_outbox_attempts', sql`${t.attempts} >= 0`),
  ],
);
