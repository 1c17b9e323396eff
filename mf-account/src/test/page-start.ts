import { allSettled, type EventCallable, type Scope } from 'effector';
import { localeChosen, pageEntered } from '@storefront/shared/store';
import type { Locale, PageStart } from '@storefront/shared/routes';
import type { AccountPage } from '../lib/pages';

/** As the shell starts a page (the server for public ones, the browser once it knows the session): the page on screen, then its start. */
export async function startPage(scope: Scope, page: AccountPage, started: EventCallable<PageStart>, start: Partial<PageStart> = {}) {
  await allSettled(pageEntered, { scope, params: { owner: 'account', page } });
  await allSettled(started, { scope, params: { params: {}, query: {}, locale: 'en' as Locale, ...start } });
}

/** The shopper opened another page. */
export const leavePage = (scope: Scope) => allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'Home' } });

/** As the shell does when the shopper picks another language: the store takes it, then the page on screen starts again. */
export async function changeLanguage(scope: Scope, started: EventCallable<PageStart>, locale: Locale, start: Partial<PageStart> = {}) {
  await allSettled(localeChosen, { scope, params: locale });
  await allSettled(started, { scope, params: { params: {}, query: {}, ...start, locale, again: true } });
}
