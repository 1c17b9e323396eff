import type { Locale } from '@storefront/shared/routes';
import type { InboxKind } from '../db/schema/inbox';
import { formatMoney } from '@storefront/shared/money';
import en from './locales/en.json';
import { text } from './messages';

/**
 * Keys of inbox messages (user/mail), worded in the `inbox` namespace of locales/<locale>.json. Writers
 * (orders, payments, refunds) pass one to notifyUser(); the row keeps it with its params and is worded in
 * the language of the request that reads it. Params: orderNo (text), amount (minor units of `currency`,
 * USD cents when a message names none, written as the reader's language writes that currency), code, percent, days (a welcome code's validity, the count of its plural form), reply (the store's
 * reply as the operator wrote it). A key the server no longer knows reads as its kind's `fallback`.
 */
export type InboxMessageKey = `inbox.${keyof typeof en.inbox.inbox}`;
export const INBOX_MESSAGE_KEYS = Object.keys(en.inbox.inbox).map((key) => `inbox.${key}`) as InboxMessageKey[];

export function isInboxMessageKey(key: string): key is InboxMessageKey {
  return (INBOX_MESSAGE_KEYS as string[]).includes(key);
}

/** An amount in the currency the order was placed in; older messages kept USD cents and name no currency. */
function formatAmount(value: unknown, currency: unknown, locale: Locale): string {
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  return typeof value === 'number' && Number.isFinite(value) ? formatMoney(Math.floor(value), code, locale) : String(value ?? '');
}

/** Stored params as the texts name them: the amount in its currency, `days` as the count that picks the plural form. */
function textParams(params: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const out: Record<string, unknown> = { orderNo: '', ...params };
  if ('amount' in params) out.amount = formatAmount(params.amount, params.currency, locale);
  if (typeof params.days === 'number') out.count = params.days;
  return out;
}

/** Title and body of a stored message in a locale; an unknown key reads as its kind's generic notice. */
export function renderInboxMessage(locale: Locale, message: { kind: InboxKind; messageKey: string; params: string }): { title: string; body: string } {
  let params: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(message.params);
    if (parsed && typeof parsed === 'object') params = parsed as Record<string, unknown>;
  } catch {
    // A malformed params text still renders the message without values.
  }
  const key = isInboxMessageKey(message.messageKey) ? message.messageKey : (`fallback.${message.kind}` as const);
  const options = { ...textParams(params, locale), defaultValue: '' };
  const part = (name: 'title' | 'body') => text(locale, 'inbox', `${key}.${name}`, options) || text(locale, 'inbox', `fallback.order.${name}`, options);
  return { title: part('title'), body: part('body').replace(/\s{2,}/g, ' ') };
}
