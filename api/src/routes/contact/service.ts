import type { Locale } from '@storefront/shared/routes';
import type { ContactMessage } from '@storefront/shared/schemas/content';
import type { Db } from '../../db';
import { contactMessages } from '../../db/schema/content';
import { hit, type ThrottleRule } from '../../lib/throttle';

/** Enough for a shopper who corrects and resends, too few to flood the inbox. */
export const CONTACT_RULE: ThrottleRule = { name: 'contact:ip', max: 5, windowSeconds: 10 * 60 };

export type SendResult = { ok: true; data: { id: number } } | { ok: false; error: 'throttled'; retryAfterSeconds: number };

/** Stores a message from the contact form, at most CONTACT_RULE.max per address and window. */
export async function sendContactMessage(db: Db, input: ContactMessage, from: { ip: string; locale: Locale }): Promise<SendResult> {
  const allowed = await hit(db, CONTACT_RULE, from.ip);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email.toLowerCase(), subject: input.subject, message: input.message, locale: from.locale, ip: from.ip })
    .returning({ id: contactMessages.id });
  return { ok: true, data: row };
}
