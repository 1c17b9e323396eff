import { allSettled, type EventCallable, type Scope } from 'effector';
import { pageEntered } from '@storefront/shared/store';
import type { Locale, PageStart } from '@storefront/shared/routes';
import type { CartCheckoutPage } from '../lib/pages';

/** As the browser starts a page once it knows the session: the page on screen, then its start. */
export async function startPage(scope: Scope, page: CartCheckoutPage, started: EventCallable<PageStart>, start: Partial<PageStart> = {}) {
  await allSettled(pageEntered, { scope, params: { owner: 'cartCheckout', page } });
  await allSettled(started, { scope, params: { params: {}, query: {}, locale: 'en' as Locale, ...start } });
}

/** The shopper opened another page. */
export const leavePage = (scope: Scope) => allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'Home' } });
