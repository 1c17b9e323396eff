import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { NewsletterResult } from '@storefront/shared/contracts/content';
import { formatMoney } from '@storefront/shared/money';
import { isLocale, type Locale } from '@storefront/shared/routes';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db';
import { newsletterSubscribers } from '../../db/schema/content';
import { format, text } from '../../i18n/messages';
import { serverSecret } from '../../lib/server-secret';
import { hitAll, type ThrottleRule } from '../../lib/throttle';
import { createPersonalCoupon, NEWSLETTER_OFFER } from '../coupon/service';
import { enqueueMail, shopLink } from '../mail/service';

/**
 * Signups per client and per address, like the other endpoints that send mail: a family on one
 * connection is fine, a script adding lists (or mailing one address again and again) is not.
 */
export const NEWSLETTER_RULES = {
  ip: { name: 'newsletter:ip', max: 10, windowSeconds: 10 * 60 },
  address: { name: 'newsletter:address', max: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type SubscribeResult = { ok: true; data: NewsletterResult } | { ok: false; error: 'throttled'; retryAfterSeconds: number };

type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type LinkPurpose = 'confirm' | 'unsubscribe';

/**
 * Key of the confirm and unsubscribe links: MAIL_SECRET, else derived from the payment key, which
 * production already requires and every instance shares, so a link works on any instance.
 */
export async function newsletterKey(config: Pick<Config, 'mail' | 'paymentSecret' | 'dataDir'>): Promise<Buffer> {
  const base = config.mail.secret ?? (await serverSecret(config.paymentSecret, config.dataDir, 'payment-secret'));
  return Buffer.from(hkdfSync('sha256', base, '', 'storefront newsletter links', 32));
}

const signature = (key: Buffer, purpose: LinkPurpose, id: number, email: string) =>
  createHmac('sha256', key).update(`${purpose}\n${id}\n${email}`).digest('base64url');

/** `<id>.<signature>`: the subscriber and proof that the shop wrote the link for that address and purpose. */
export function linkToken(key: Buffer, purpose: LinkPurpose, subscriber: Pick<Subscriber, 'id' | 'email'>): string {
  return `${subscriber.id}.${signature(key, purpose, subscriber.id, subscriber.email)}`;
}

/** The subscriber a token names, when its signature holds. */
async function fromToken(db: Db, key: Buffer, purpose: LinkPurpose, token: string): Promise<Subscriber | null> {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, Number(match[1])));
  if (!row) return null;
  const expected = Buffer.from(signature(key, purpose, row.id, row.email));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}

const linkOf = (key: Buffer, purpose: LinkPurpose, subscriber: Subscriber) =>
  shopLink(`/api/newsletter/${purpose}?token=${linkToken(key, purpose, subscriber)}`);

const localeOf = (subscriber: Subscriber): Locale => (isLocale(subscriber.locale) ? subscriber.locale : 'en');

async function mailConfirmRequest(tx: Tx, key: Buffer, subscriber: Subscriber) {
  const locale = localeOf(subscriber);
  const subject = text(locale, 'mail', 'newsletter.confirmSubject');
  await enqueueMail(tx, {
    to: subscriber.email,
    kind: 'newsletterConfirm',
    locale,
    subject,
    content: {
      locale,
      heading: subject,
      paragraphs: [text(locale, 'mail', 'newsletter.confirmText')],
      action: { label: text(locale, 'mail', 'newsletter.confirmButton'), href: linkOf(key, 'confirm', subscriber) },
    },
  });
}

/**
 * Double opt-in, step 1: stores the address (once; a repeat, also two signups racing, finds the row through
 * the unique lower-cased address) and mails it a link to confirm. Nothing else is mailed to an address
 * that has not confirmed. An address that left, or never confirmed, gets a new link; a subscribed one
 * nothing. The answer is the same in every case, so the form cannot be used to probe for subscribers.
 */
export async function subscribe(db: Db, key: Buffer, email: string, from: { ip: string; locale: Locale }): Promise<SubscribeResult> {
  const address = email.trim().toLowerCase();
  const allowed = await hitAll(db, [
    [NEWSLETTER_RULES.ip, from.ip],
    [NEWSLETTER_RULES.address, address],
  ]);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };

  await db.transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ email: address, locale: from.locale }).onConflictDoNothing({ target: newsletterSubscribers.email });
    const [subscriber] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)).for('update');
    if (subscriber.confirmedAt && !subscriber.unsubscribedAt) return;
    const [current] = await tx.update(newsletterSubscribers).set({ locale: from.locale }).where(eq(newsletterSubscribers.id, subscriber.id)).returning();
    await mailConfirmRequest(tx, key, current);
  });
  return { ok: true, data: { email: address } };
}

/** USD minor units as $5.00: the newsletter code's figures are USD cents and are taken off in USD. */
const dollars = (minor: number, locale: Locale) => formatMoney(minor, 'USD', locale);

/** The headers of RFC 2369 and RFC 8058 that mail clients turn into an unsubscribe button. */
export function unsubscribeHeaders(key: Buffer, subscriber: Subscriber): Record<string, string> {
  return { 'List-Unsubscribe': `<${linkOf(key, 'unsubscribe', subscriber)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Marketing mail: a List-Unsubscribe header pair and a visible unsubscribe link that needs no login. */
async function mailWelcomeCode(tx: Tx, key: Buffer, subscriber: Subscriber, coupon: { code: string; value: number; minSpend: number }) {
  const locale = localeOf(subscriber);
  const subject = format(locale, 'newsletter.codeSubject');
  await enqueueMail(tx, {
    to: subscriber.email,
    kind: 'newsletterWelcome',
    locale,
    subject,
    headers: unsubscribeHeaders(key, subscriber),
    content: {
      locale,
      heading: subject,
      paragraphs: [
        format(locale, 'newsletter.codeText', {
          code: coupon.code,
          amount: dollars(coupon.value, locale),
          minSpend: dollars(coupon.minSpend, locale),
          count: NEWSLETTER_OFFER.days,
        }),
      ],
      footer: text(locale, 'mail', 'newsletter.footer'),
      unsubscribe: { label: text(locale, 'mail', 'newsletter.unsubscribe'), href: linkOf(key, 'unsubscribe', subscriber) },
    },
  });
}

export type LinkResult = { ok: true; email: string; locale: Locale } | { ok: false };

/** The subscriber a link names, for the page that asks to confirm (nothing changes). */
export async function checkLink(db: Db, key: Buffer, purpose: LinkPurpose, token: string): Promise<LinkResult> {
  const subscriber = await fromToken(db, key, purpose, token);
  return subscriber ? { ok: true, email: subscriber.email, locale: localeOf(subscriber) } : { ok: false };
}

/**
 * Double opt-in, step 2: the address is confirmed and, the first time only, a one-time promo code is
 * minted and mailed (one per address, whatever it does later). Confirming twice changes nothing.
 */
export async function confirmSubscription(db: Db, key: Buffer, token: string): Promise<LinkResult> {
  const found = await fromToken(db, key, 'confirm', token);
  if (!found) return { ok: false };
  await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date(), unsubscribedAt: null })
      .where(and(eq(newsletterSubscribers.id, found.id), isNull(newsletterSubscribers.couponId)))
      .returning();
    if (subscriber) {
      const coupon = await createPersonalCoupon(tx, 'newsletter', NEWSLETTER_OFFER, true);
      await tx.update(newsletterSubscribers).set({ couponId: coupon.id }).where(eq(newsletterSubscribers.id, subscriber.id));
      await mailWelcomeCode(tx, key, subscriber, coupon);
      return;
    }
    // Coming back after leaving: subscribed again, without a second code.
    await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date(), unsubscribedAt: null })
      .where(and(eq(newsletterSubscribers.id, found.id), isNotNull(newsletterSubscribers.unsubscribedAt)));
  });
  return { ok: true, email: found.email, locale: localeOf(found) };
}

/** Ends the subscription the link names; no login, and the same answer when it had already ended. */
export async function unsubscribe(db: Db, key: Buffer, token: string): Promise<LinkResult> {
  const found = await fromToken(db, key, 'unsubscribe', token);
  if (!found) return { ok: false };
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, found.id), isNull(newsletterSubscribers.unsubscribedAt)));
  return { ok: true, email: found.email, locale: localeOf(found) };
}
