import type { RequestContext } from '@storefront/shared/api';
import { fetchShopLists, type ShopLists } from '../model/boot';

/**
 * The shop's languages, currencies and settings are the same for every page in a language, yet were three
 * of a product page's seven API requests. A render worker asks for them at most once a second per language;
 * the server has it forget them on every change to them (ADR 0045), so a change shows in the next page.
 */
const KEEP_MS = 1000;
const kept = new Map<string, { at: number; lists: Promise<ShopLists> }>();

export function shopLists(context: RequestContext, now = Date.now()): Promise<ShopLists> {
  const found = kept.get(context.locale);
  if (found && now - found.at < KEEP_MS) return found.lists;
  const entry = { at: now, lists: fetchShopLists(context) };
  kept.set(context.locale, entry);
  // A failure is not kept: the next page asks again.
  entry.lists.catch(() => kept.get(context.locale) === entry && kept.delete(context.locale));
  return entry.lists;
}

export function forgetShopLists() {
  kept.clear();
}
