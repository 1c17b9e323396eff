import { createEffect, createEvent, sample } from 'effector';
import { persist } from 'effector-storage/local';
import Cookies from 'js-cookie';
import { apiGet, TOKEN_COOKIE, tokenCookieAttributes, type RequestContext } from '@storefront/shared/api';
import {
  $cartCount,
  $locale,
  $moneyType,
  $token,
  $userInfo,
  createApiEffect,
  currenciesLoaded,
  languagesLoaded,
  loggedIn,
  moneyTypeChosen,
  sessionEnded,
  sessionRestored,
  settingsLoaded,
  localeChosen,
  type UserInfo,
} from '@storefront/shared/store';
import { DEFAULT_MONEY_TYPE, type Language, type MoneyType, type ShopSettings } from '@storefront/shared/contracts/shop';
import { LANGUAGE_COOKIE, type Locale } from '@storefront/shared/routes';
import { nextTask } from '../app/next-task';

export const MONEY_COOKIE = 'moneyType';

/** Fired once by the shell in its scope: picks up persisted state and the token cookie. */
export const appStarted = createEvent();

// The address decides the language (an unprefixed one: the language cookie, on the server as here), so the
// remembered locale is written but never picked up over it: after a server-rendered page hydrates, a pickup
// would switch the page to the stored language (the default on a first visit) and back, and every page's
// model would load its data twice.
const rememberLocaleFx = createEffect((locale: Locale) => {
  try {
    localStorage.setItem('locale', JSON.stringify(locale));
  } catch {
    // Storage turned off: nothing to remember.
  }
});
sample({ clock: $locale.updates, target: rememberLocaleFx });
const userInfoStored = createEvent<{ key: string; keyPrefix: string; operation: 'set' | 'get'; value: UserInfo | null }>();

let remembered: Promise<void> | null = null;
/**
 * Ties the currency, the cart count and the customer to localStorage, picked up at appStarted. The browser's
 * start calls it once, before appStarted, one store per task: each persist() makes dozens of units, and the
 * three in this module's evaluation made it a task of 30-40 ms on a 2-core machine. A server render never
 * calls it (there is no storage there).
 */
export function rememberAcrossVisits(): Promise<void> {
  remembered ??= (async () => {
    persist({ store: $moneyType, key: 'moneyType', pickup: appStarted });
    await nextTask();
    // The cart remote sets the count; remembered here, the header shows it on every page from the start,
    // also where the remote's code is never loaded (a visitor browsing with a cart).
    persist({ store: $cartCount, key: 'cartCount', pickup: appStarted });
    await nextTask();
    persist({ store: $userInfo, key: 'userInfo', pickup: appStarted, done: userInfoStored });
  })();
  return remembered;
}

const readTokenCookieFx = createEffect(() => Cookies.get(TOKEN_COOKIE) ?? null);
sample({ clock: appStarted, target: readTokenCookieFx });
sample({ clock: readTokenCookieFx.doneData, target: $token });

const writeTokenCookieFx = createEffect((token: string) => Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes()));
const removeTokenCookieFx = createEffect(() => Cookies.remove(TOKEN_COOKIE, { path: '/' }));
sample({ clock: loggedIn, fn: (p) => p.token, target: writeTokenCookieFx });
sample({ clock: sessionEnded, target: removeTokenCookieFx });
// Without a token cookie there is no session, whatever localStorage remembers.
sample({ clock: readTokenCookieFx.doneData, filter: (t) => !t, target: $userInfo.reinit });
// A customer remembered without one: the session ended while the browser was away, and what was private to
// it (the cart count the header remembered) goes as at logout.
const sessionLapsedFx = createEffect((user: UserInfo | null) => user !== null && !Cookies.get(TOKEN_COOKIE));
sample({ clock: userInfoStored, filter: (d) => d.operation === 'get', fn: (d) => d.value, target: sessionLapsedFx });
sample({ clock: sessionLapsedFx.doneData, filter: Boolean, fn: () => undefined, target: sessionEnded });
sample({ clock: readTokenCookieFx.finally, target: sessionRestored });

const writeLanguageCookieFx = createEffect((locale: Locale) => Cookies.set(LANGUAGE_COOKIE, locale, { expires: 365, sameSite: 'Lax' }));
const writeMoneyCookieFx = createEffect((m: MoneyType) => Cookies.set(MONEY_COOKIE, m.currency, { expires: 365, sameSite: 'Lax' }));
sample({ clock: localeChosen, target: writeLanguageCookieFx });
sample({ clock: moneyTypeChosen, target: writeMoneyCookieFx });

/** Spec section 4: currency from the `moneyType` cookie matched against the list, else USD. */
export function initialMoneyType(list: MoneyType[], cookie = Cookies.get(MONEY_COOKIE)): MoneyType {
  return list.find((m) => m.currency === cookie) ?? list.find((m) => m.currency === 'USD') ?? DEFAULT_MONEY_TYPE;
}

/**
 * Languages, currencies and settings, as the API answers them in `context`'s language. `moneyCookie` is the
 * request's cookie on the server; in the browser it is left out and read from document.cookie.
 */
export async function fetchShopLists(context: RequestContext, moneyCookie?: string) {
  const [languages, currencies, settings] = await Promise.all([
    apiGet<Language[]>(context, '/api/language'),
    apiGet<MoneyType[]>(context, '/api/currency'),
    apiGet<ShopSettings>(context, '/api/settings'),
  ]);
  // The spec's answer carries the lists as JSON text in msg.
  const parse = <T>(env: { msg: string; data: T }): T => {
    try {
      return JSON.parse(env.msg) as T;
    } catch {
      return env.data;
    }
  };
  return { languages: parse(languages), currencies: parse(currencies), settings: settings.data, moneyCookie };
}

export type ShopLists = Awaited<ReturnType<typeof fetchShopLists>>;

export const loadShopFx = createApiEffect(fetchShopLists);

sample({ clock: loadShopFx.doneData, fn: (r) => r.languages, target: languagesLoaded });
sample({ clock: loadShopFx.doneData, fn: (r) => r.currencies, target: currenciesLoaded });
sample({ clock: loadShopFx.doneData, fn: (r) => r.settings, target: settingsLoaded });
sample({ clock: loadShopFx.doneData, fn: (r) => initialMoneyType(r.currencies, r.moneyCookie), target: $moneyType });
