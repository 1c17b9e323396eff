import { allSettled, type EventCallable, type Scope } from 'effector';
import { localeChosen, pageEntered } from '@storefront/shared/store';
import type { Locale, PageStart } from '@storefront/shared/routes';
import type { CartCheckoutPage } from '../lib/pages';
import { cartStarted } from '../features/cart/model';

/**
 * As the browser starts a page once it knows the session: the page on screen, the cart started by the shell
 * (once per page load; it runs on every page of this remote), then the page's start.
 */
export async function startPage(scope: Scope, page: CartCheckoutPage, started: EventCallable<PageStart>, start: Partial<PageStart> = {}) {
  await allSettled(pageEntered, { scope, params: { owner: 'cartCheckout', page } });
  // Both follow the session becoming known, so the cart's start is still reading when the page starts.
  const cart = allSettled(cartStarted, { scope, params: [] });
  await allSettled(started, { scope, params: { params: {}, query: {}, locale: 'en' as Locale, ...start } });
  await cart;
}

/** The shopper opened another page. */
export const leavePage = (scope: Scope) => allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'Home' } });

/** As the shell does when the shopper picks another language: the store takes it, then the page on screen starts again. */
export async function changeLanguage(scope: Scope, started: EventCallable<PageStart>, locale: Locale, start: Partial<PageStart> = {}) {
  await allSettled(localeChosen, { scope, params: locale });
  await allSettled(started, { scope, params: { params: {}, query: {}, ...start, locale, again: true } });
}
