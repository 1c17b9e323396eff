import { and, asc, count, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import { mailOutbox, type MailKind } from '../../db/schema/mail';
import type { MailMessage, MailTransport } from '../../plugins/mail';
import type { MailContent } from './templates';

/**
 * Links in a stored mail point at this reserved origin (RFC 2606: .invalid never resolves) and are
 * resolved against the shop's address (PUBLIC_URL) when the mail is sent or listed. The writers of mail
 * (every domain, inside its transactions) need not know where the shop is served; a link that somehow
 * escaped unresolved fails safely.
 */
export const SHOP_ORIGIN = 'https://shop.invalid';

/** An absolute link to a path of the shop, as stored mail carries it. */
export const shopLink = (path: string): string => `${SHOP_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;

export function resolveLinks(value: string, origin: string): string {
  return value.replaceAll(SHOP_ORIGIN, origin.replace(/\/+$/, ''));
}

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  locale: Locale;
  subject: string;
  content: MailContent;
  /** Marketing mail only: List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/**
 * Writes a mail to the outbox, HTML and text part rendered now: call it inside the transaction of the
 * change the mail reports, so the mail exists exactly when the change does. The mail worker sends it.
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<number> {
  // Loaded on first use: the renderer brings a formatter that would slow every start (and a refusal at start).
  const { renderMail } = await import('./templates');
  const { html, text } = await renderMail(mail.content);
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, kind: mail.kind, locale: mail.locale, subject: mail.subject, text, html, headers: mail.headers ?? {} })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** Seconds before the next try after `attempts` failed ones: graphile-worker's own rule, so both drivers agree. */
export const retryDelaySeconds = (attempts: number): number => Math.exp(Math.min(Math.max(attempts, 1), 10));

/** How long one worker holds a mail it is sending before another may take it (a crashed instance). */
const LOCK_SECONDS = 5 * 60;

export type SendOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/** The stored mail as it leaves: links resolved against the shop's address. */
function outgoing(row: typeof mailOutbox.$inferSelect, origin: string): MailMessage {
  return {
    to: row.to,
    subject: row.subject,
    text: resolveLinks(row.text, origin),
    html: row.html === null ? null : resolveLinks(row.html, origin),
    headers: Object.fromEntries(Object.entries(row.headers).map(([name, value]) => [name, resolveLinks(value, origin)])),
  };
}

/**
 * Sends one pending mail. The row is taken first with a status- and lock-guarded UPDATE, so of two workers
 * given the same mail only one sends it. A failure waits retryDelaySeconds(attempts); after `maxAttempts`
 * the mail is marked failed, never deleted, for the operator to retry.
 */
export async function sendOutboxMail(db: Db, transport: MailTransport, id: number, options: { maxAttempts: number; origin: string }): Promise<SendOutcome> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`))))
    .returning();
  if (!row) return 'skipped';
  try {
    await transport.send(outgoing(row, options.origin));
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const failed = row.attempts >= options.maxAttempts;
    await db
      .update(mailOutbox)
      .set({
        lockedUntil: null,
        lastError,
        ...(failed ? { status: 'failed' as const } : { nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})` }),
      })
      .where(eq(mailOutbox.id, id));
    return failed ? 'failed' : 'retry';
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
  return 'sent';
}

/** Pending mail whose time has come and which no worker holds, oldest first. */
export async function dueMail(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Mail still to be sent (due or waiting for its next try): the queue's depth. */
export async function pendingMailCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  return n;
}

export async function failedMailCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
  return n;
}

export async function listFailedMail(db: Db, limit = 100) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/**
 * Puts failed mail back in the queue with a fresh count of attempts: one by id, or every failed one.
 * On PostgreSQL the outbox trigger gives each a new job; on PGlite the sending loop finds them.
 */
export async function retryFailedMail(db: Db, which: number | 'all', audit?: (tx: Tx, ids: number[]) => Promise<void>): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(which === 'all' ? eq(mailOutbox.status, 'failed') : and(eq(mailOutbox.status, 'failed'), eq(mailOutbox.id, which)))
      .returning({ id: mailOutbox.id });
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    if (ids.length && audit) await audit(tx, ids);
    return ids;
  });
}
