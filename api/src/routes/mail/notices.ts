import { asc, eq } from 'drizzle-orm';
import { formatMoney } from '@storefront/shared/money';
import { isLocale, LANGUAGE_TAGS, localePath, type Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import type { InboxKind } from '../../db/schema/inbox';
import type { MailKind } from '../../db/schema/mail';
import { orderItems, orders } from '../../db/schema/orders';
import { renderInboxMessage, type InboxMessageKey } from '../../i18n/inbox';
import { text } from '../../i18n/messages';
import { issueOrderLink } from '../../lib/order-links';
import { enqueueMail, shopLink } from './outbox';

/**
 * The inbox notices that also go out by mail, and the kind of mail each is. The mail repeats the inbox
 * notice's words (one text per event) with the order's figures and a link to it.
 */
export const ORDER_MAIL_KINDS: Partial<Record<InboxMessageKey, MailKind>> = {
  'inbox.orderPlaced': 'orderPlaced',
  'inbox.orderPlacedTotal': 'orderPlaced',
  'inbox.orderPaid': 'orderPaid',
  'inbox.orderPaidTotal': 'orderPaid',
  'inbox.orderShipped': 'orderShipped',
  'inbox.orderShippedTracking': 'orderShipped',
  'inbox.refundRefused': 'refundRefused',
  'inbox.orderReceived': 'orderReceived',
  'inbox.orderCancelled': 'orderCancelled',
  'inbox.refundRequested': 'refundRequested',
  'inbox.refunded': 'refunded',
  'inbox.paymentRefunded': 'paymentRefunded',
};

/** A moment as the reader's language writes it, in UTC (named, as mail is read anywhere). */
export function formatMailTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/**
 * Writes the mail of an order notice to the order's address in the order's language, in the caller's
 * transaction. Amounts are the order's own (its currency, its minor units), as its page shows them.
 */
export async function mailOrderNotice(
  tx: Db | Tx,
  orderId: number,
  notice: { kind: InboxKind; messageKey: InboxMessageKey; params: Record<string, string | number> },
): Promise<void> {
  const kind = ORDER_MAIL_KINDS[notice.messageKey];
  if (!kind) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const { title, body } = renderInboxMessage(locale, {
    kind: notice.kind,
    messageKey: notice.messageKey,
    params: JSON.stringify({ currency: order.currency, ...notice.params, orderNo: order.orderNo }),
  });
  await enqueueOrderMail(tx, order, kind, title, body);
}

/** A guest's order mailed again with a fresh link, at their request (the order link form). */
export async function mailOrderLink(tx: Db | Tx, order: typeof orders.$inferSelect): Promise<void> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const t = (key: string) => text(locale, 'mail', `order.${key}` as never);
  await enqueueOrderMail(tx, order, 'orderLink', t('linkSubject'), t('linkText'));
}

/** The mail of an order: its figures as its page shows them, and a link to that page. */
async function enqueueOrderMail(tx: Db | Tx, order: typeof orders.$inferSelect, kind: MailKind, title: string, body: string): Promise<void> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const orderId = order.id;
  const lines = await tx
    .select({ name: orderItems.name, quantity: orderItems.quantity, amount: orderItems.localSubtotal })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const t = (key: string, options?: Record<string, unknown>) => text(locale, 'mail', `order.${key}` as never, options);
  const unpaid = (kind === 'orderPlaced' || kind === 'orderLink') && order.status === 'unpaid';
  // A guest's order opens through a link of its own in each mail; a customer's in the account area.
  // The token rides in the fragment, which browsers never send: it stays out of server logs and Referer.
  const orderPage =
    order.userId === null
      ? `${shopLink(localePath(locale, '/guest/order'))}#${await issueOrderLink(tx, order.id)}`
      : shopLink(localePath(locale, `/user/order/details/${order.id}`));
  await enqueueMail(tx, {
    to: order.email,
    kind,
    locale,
    subject: `${title} · ${order.orderNo}`,
    content: {
      locale,
      heading: title,
      paragraphs: [
        t('greeting', { name: order.firstName }),
        body,
        ...(unpaid ? [t('unpaid', { time: formatMailTime(order.payBefore, locale), amount: money(order.localActualPayment) })] : []),
      ],
      rows: [
        { label: t('orderNo'), value: order.orderNo },
        { label: t('placedAt'), value: formatMailTime(order.createdAt, locale) },
        ...lines.map((line) => ({ label: `${line.name} ${t('quantity', { count: line.quantity })}`, value: money(line.amount) })),
        { label: t('total'), value: money(order.localActualPayment) },
      ],
      action: { label: t(unpaid ? 'pay' : 'view'), href: orderPage },
      footer: t('footer'),
    },
  });
}

/** A notice about the account itself (a code, a changed password or address), in the given language. */
export async function mailAccountNotice(
  db: Db | Tx,
  mail: { to: string; kind: MailKind; locale: Locale; subject: string; paragraphs: string[] },
): Promise<void> {
  await enqueueMail(db, {
    to: mail.to,
    kind: mail.kind,
    locale: mail.locale,
    subject: mail.subject,
    content: {
      locale: mail.locale,
      heading: mail.subject,
      paragraphs: mail.paragraphs,
      footer: text(mail.locale, 'mail', 'account.footer'),
    },
  });
}
