import type { NewsletterResult } from '@storefront/shared/contracts/content';
import type { Locale } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { newsletterSubscribers } from '../../db/schema/content';
import { hit, type ThrottleRule } from '../../lib/throttle';

/** Signups per address and window: a family on one connection is fine, a script adding lists is not. */
export const NEWSLETTER_RULE: ThrottleRule = { name: 'newsletter:ip', max: 10, windowSeconds: 10 * 60 };

export type SubscribeResult = { ok: true; data: NewsletterResult } | { ok: false; error: 'throttled'; retryAfterSeconds: number };

/**
 * Stores the address once. A repeat finds the existing row through the unique (lower-cased) address,
 * also when two signups race, and is answered as a success.
 */
export async function subscribe(db: Db, email: string, from: { ip: string; locale: Locale }): Promise<SubscribeResult> {
  const allowed = await hit(db, NEWSLETTER_RULE, from.ip);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const address = email.trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: address, locale: from.locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { ok: true, data: { email: address, alreadySubscribed: inserted.length === 0 } };
}
