import { desc, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import { EMAIL_CODE_TTL_SECONDS } from '@storefront/shared/schemas/auth';
import type { Db } from '../../db';
import { reviews } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { format, type MessageKey, type MessageParams } from '../../i18n/messages';
import type { Mailer } from '../../plugins/mail';

/**
 * Mail that tells an account's owner about something done with their address or account (a lock after
 * wrong codes, someone else trying the address, a changed email). It is worded in the language the owner
 * last used with the shop when the database remembers one, since the request may come from someone else.
 */

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** The account's language as last seen: the page its latest payment started from, else its latest review. */
export async function accountLocale(db: Db, userId: number): Promise<Locale | null> {
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
  subject: MessageKey;
  text: MessageKey;
  params: MessageParams;
}

/** Mails the notice to `to` in the account's language, else `fallback` (the request's). */
export async function mailOwner(db: Db, mail: Mailer, account: { id: number }, to: string, notice: Notice, fallback: Locale): Promise<void> {
  const locale = (await accountLocale(db, account.id)) ?? fallback;
  await mail.send({ to, subject: format(locale, notice.subject), text: format(locale, notice.text, notice.params) });
}

/**
 * How a code request mails: the code to the address in the request's language, or, when the address
 * already belongs to an account, a notice to its owner instead (register, reset and change of email alike).
 */
export function codeMail(db: Db, mail: Mailer, locale: Locale) {
  return {
    db,
    send: (to: string, code: string) =>
      mail.send({
        to,
        subject: format(locale, 'auth.emailCodeSubject'),
        text: format(locale, 'auth.emailCodeText', { code, count: EMAIL_CODE_TTL_SECONDS / 60 }),
      }),
    notifyAddressInUse: (to: string, account: { id: number; username: string }) =>
      mailOwner(db, mail, account, to, { subject: 'auth.addressInUseSubject', text: 'auth.addressInUseText', params: { username: account.username } }, locale),
  };
}
