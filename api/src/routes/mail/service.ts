import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@storefront/shared/routes';
import type { MailPage, PageQuery } from '@storefront/shared/schemas/account';
import type { Db, Tx } from '../../db';
import { inboxMessages, type InboxKind } from '../../db/schema/inbox';
import { users } from '../../db/schema/users';
import { renderInboxMessage, type InboxMessageKey } from '../../i18n/inbox';
import { unixSeconds } from '../../lib/product-card';
import { mailOrderNotice } from './notices';

export { formatMailTime, mailAccountNotice, mailOrderLink, ORDER_MAIL_KINDS } from './notices';
export {
  enqueueMail,
  failedMailCount,
  pendingMailCount,
  listFailedMail,
  resolveLinks as resolveMailLinks,
  retryFailedMail,
  shopLink,
  type OutgoingMail,
} from './outbox';
export { mailOrigin } from './worker';

/**
 * Writes an inbox message for a customer; every domain that tells a customer something calls it, inside
 * the transaction that made the change, so the message exists exactly when the change does. Order
 * events (ORDER_MAIL_KINDS) are also written to the mail outbox in that transaction, to the order's address.
 */
export async function notifyUser(
  db: Db | Tx,
  userId: number,
  message: { kind: InboxKind; messageKey: InboxMessageKey; params?: Record<string, string | number>; orderId?: number },
) {
  // A closed account keeps orders an operator may still refund; nobody is left to read about it (ADR 0035).
  const [open] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)));
  if (!open) return;
  await db.insert(inboxMessages).values({
    userId,
    kind: message.kind,
    messageKey: message.messageKey,
    params: JSON.stringify(message.params ?? {}),
    orderId: message.orderId ?? null,
  });
  if (message.orderId) await mailOrderNotice(db, message.orderId, { kind: message.kind, messageKey: message.messageKey, params: message.params ?? {} });
}

/**
 * Tells an order's owner of a change to it: a customer through the inbox and its mail (notifyUser), a
 * guest by mail only, with a link to the order (mailOrderNotice).
 */
export async function notifyOrderOwner(
  db: Db | Tx,
  order: { id: number; userId: number | null },
  message: { kind: InboxKind; messageKey: InboxMessageKey; params?: Record<string, string | number> },
) {
  if (order.userId !== null) await notifyUser(db, order.userId, { ...message, orderId: order.id });
  else await mailOrderNotice(db, order.id, { kind: message.kind, messageKey: message.messageKey, params: message.params ?? {} });
}

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.read, false)));
  return n;
}

/** Newest first; each message worded in the reader's language from its key and params. */
export async function listMail(db: Db, userId: number, locale: Locale, { page, size }: PageQuery): Promise<MailPage> {
  const [rows, [{ total }], unread] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, userId))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(inboxMessages).where(eq(inboxMessages.userId, userId)),
    unreadCount(db, userId),
  ]);
  const list = rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    ...renderInboxMessage(locale, m),
    orderId: m.orderId,
    read: m.read,
    createdAt: unixSeconds(m.createdAt),
  }));
  return { list, total, unread, page, size };
}

/** Null when the message is not this customer's. */
export async function markMailRead(db: Db, userId: number, id: number): Promise<{ id: number; unread: number } | null> {
  const rows = await db
    .update(inboxMessages)
    .set({ read: true })
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)))
    .returning({ id: inboxMessages.id });
  if (!rows.length) return null;
  return { id, unread: await unreadCount(db, userId) };
}

export async function deleteMail(db: Db, userId: number, id: number): Promise<{ id: number; unread: number } | null> {
  const rows = await db
    .delete(inboxMessages)
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)))
    .returning({ id: inboxMessages.id });
  if (!rows.length) return null;
  return { id, unread: await unreadCount(db, userId) };
}
