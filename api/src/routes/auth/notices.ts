import { desc, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import { EMAIL_CODE_TTL_SECONDS } from '@storefront/shared/schemas/auth';
import type { Db, Tx } from '../../db';
import type { MailKind } from '../../db/schema/mail';
import { reviews } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { format, text, type MessageKey, type MessageParams } from '../../i18n/messages';
import { mailAccountNotice } from '../mail/service';

/**
 * Mail that tells an account's owner about something done with their address or account (a lock after
 * wrong codes, someone else trying the address, a changed email). It is worded in the language the owner
 * last used with the shop when the database remembers one, since the request may come from someone else.
 */

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** The account's language as last seen: the page its latest payment started from, else its latest review. */
export async function accountLocale(db: Db | Tx, userId: number): Promise<Locale | null> {
  const [paid] = await db
    .select({ locale: payments.locale })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (isLocale(paid?.locale)) return paid.locale;
  const [reviewed] = await db.select({ locale: reviews.locale }).from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.id)).limit(1);
  return isLocale(reviewed?.locale) ? reviewed.locale : null;
}

/** "ad***@example.test": enough for the owner to recognise an address without spelling it out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export interface Notice {
  kind: MailKind;
  subject: MessageKey;
  text: MessageKey;
  params: MessageParams;
}

/** Writes the notice to the outbox for `to` in the account's language, else `fallback` (the request's); inside the change's transaction where there is one. */
export async function mailOwner(db: Db | Tx, account: { id: number }, to: string, notice: Notice, fallback: Locale): Promise<void> {
  const locale = (await accountLocale(db, account.id)) ?? fallback;
  await mailAccountNotice(db, {
    to,
    kind: notice.kind,
    locale,
    subject: format(locale, notice.subject),
    paragraphs: [format(locale, notice.text, notice.params)],
  });
}

/** Tells the owner their password changed (changed or reset), in the transaction that changed it. */
export async function mailPasswordChanged(tx: Db | Tx, account: { id: number; username: string; email: string }, fallback: Locale): Promise<void> {
  const locale = (await accountLocale(tx, account.id)) ?? fallback;
  await mailAccountNotice(tx, {
    to: account.email,
    kind: 'passwordChanged',
    locale,
    subject: text(locale, 'mail', 'account.passwordChangedSubject'),
    paragraphs: [text(locale, 'mail', 'account.passwordChangedText', { username: account.username })],
  });
}

/**
 * How a code request mails: the code to the address in the request's language, or, when the address
 * already belongs to an account, a notice to its owner instead (register, reset and change of email alike).
 */
export function codeMail(db: Db, locale: Locale) {
  return {
    db,
    // Written to the outbox at once: the mail worker sends it, and the development outbox lists it immediately.
    send: (to: string, code: string) =>
      mailAccountNotice(db, {
        to,
        kind: 'emailCode',
        locale,
        subject: format(locale, 'auth.emailCodeSubject'),
        paragraphs: [format(locale, 'auth.emailCodeText', { code, count: EMAIL_CODE_TTL_SECONDS / 60 })],
      }),
    notifyAddressInUse: (to: string, account: { id: number; username: string }) =>
      mailOwner(
        db,
        account,
        to,
        { kind: 'addressInUse', subject: 'auth.addressInUseSubject', text: 'auth.addressInUseText', params: { username: account.username } },
        locale,
      ),
  };
}
