import { eq } from 'drizzle-orm';
import type { NewsletterResult } from '@storefront/shared/contracts/content';
import type { Locale } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { coupons } from '../../db/schema/coupons';
import { newsletterSubscribers } from '../../db/schema/content';
import { format } from '../../i18n/messages';
import { forgive, hitAll, type ThrottleRule } from '../../lib/throttle';
import type { Mailer } from '../../plugins/mail';
import { createPersonalCoupon, NEWSLETTER_OFFER } from '../coupon/service';
import { formatMoney } from '@storefront/shared/money';

/**
 * Signups per client and per address, like the other endpoints that send mail: a family on one
 * connection is fine, a script adding lists (or mailing one address again and again) is not.
 */
export const NEWSLETTER_RULES = {
  ip: { name: 'newsletter:ip', max: 10, windowSeconds: 10 * 60 },
  address: { name: 'newsletter:address', max: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type SubscribeResult =
  { ok: true; data: NewsletterResult } | { ok: false; error: 'throttled'; retryAfterSeconds: number } | { ok: false; error: 'mailFailed' };

/** USD minor units as $5.00: mail is read in any currency, so it names the base one. */

/**
 * Stores the address once and mails it a one-time promo code; a repeat (also two signups racing) finds
 * the existing row through the unique lower-cased address and mints nothing. The answer is the same
 * whether or not the address was known, so the form cannot be used to probe for subscribers or accounts.
 * The mail goes out after the commit; when it cannot, the signup is taken back so a retry mints afresh.
 */
/** The newsletter code's figures are USD cents and are taken off in USD, so the mail names USD in the reader's format. */
const dollars = (minor: number, locale: Locale) => formatMoney(minor, 'USD', locale);

export async function subscribe(db: Db, mail: Mailer, email: string, from: { ip: string; locale: Locale }): Promise<SubscribeResult> {
  const address = email.trim().toLowerCase();
  const checks = [
    [NEWSLETTER_RULES.ip, from.ip],
    [NEWSLETTER_RULES.address, address],
  ] as const;
  const allowed = await hitAll(db, checks);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };

  const minted = await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({ email: address, locale: from.locale })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (!subscriber) return null;
    const coupon = await createPersonalCoupon(tx, 'newsletter', NEWSLETTER_OFFER, true);
    await tx.update(newsletterSubscribers).set({ couponId: coupon.id }).where(eq(newsletterSubscribers.id, subscriber.id));
    return { subscriberId: subscriber.id, coupon };
  });

  if (minted) {
    const { code, value, minSpend } = minted.coupon;
    try {
      await mail.send({
        to: address,
        subject: format(from.locale, 'newsletter.codeSubject'),
        text: format(from.locale, 'newsletter.codeText', {
          code,
          amount: dollars(value, from.locale),
          minSpend: dollars(minSpend, from.locale),
          count: NEWSLETTER_OFFER.days,
        }),
      });
    } catch {
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, minted.subscriberId));
      await db.delete(coupons).where(eq(coupons.id, minted.coupon.id));
      for (const [rule, subject] of checks) await forgive(db, rule, subject);
      return { ok: false, error: 'mailFailed' };
    }
  }
  return { ok: true, data: { email: address } };
}
