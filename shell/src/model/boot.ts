import { createEffect, createEvent, sample } from 'effector';
import { persist } from 'effector-storage/local';
import Cookies from 'js-cookie';
import { apiGet, TOKEN_COOKIE, tokenCookieAttributes } from '@storefront/shared/api';
import {
  $cart,
  $locale,
  $moneyType,
  $token,
  $userInfo,
  cartReplaced,
  createApiEffect,
  currenciesLoaded,
  languagesLoaded,
  loggedIn,
  moneyTypeChosen,
  sessionEnded,
  sessionRestored,
  settingsLoaded,
  localeChosen,
} from '@storefront/shared/store';
import { DEFAULT_MONEY_TYPE, type Language, type MoneyType, type ShopSettings } from '@storefront/shared/contracts/shop';
import { LANGUAGE_COOKIE, type Locale } from '@storefront/shared/routes';

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
persist({ store: $moneyType, key: 'moneyType', pickup: appStarted });
persist({ store: $cart, key: 'cart', pickup: appStarted });
// A cart stored by an earlier version (price as unitPrice, options as words), here or by another tab
// running one, is read through the cart line schema. The schemas load only then: zod stays out of the
// shell's start. Lines read have the current shape, so this never feeds itself.
const earlierShape = (lines: unknown) =>
  !Array.isArray(lines) || lines.some((l: unknown) => !l || typeof l !== 'object' || !('priceWhenAdded' in l) || !('options' in l));
const readStoredCartFx = createEffect(async (lines: unknown) => (await import('@storefront/shared/schemas/cart')).readCartLines(lines));
sample({ clock: $cart.updates, filter: earlierShape, target: readStoredCartFx });
sample({ clock: readStoredCartFx.doneData, target: cartReplaced });
persist({ store: $userInfo, key: 'userInfo', pickup: appStarted });

const readTokenCookieFx = createEffect(() => Cookies.get(TOKEN_COOKIE) ?? null);
sample({ clock: appStarted, target: readTokenCookieFx });
sample({ clock: readTokenCookieFx.doneData, target: $token });

const writeTokenCookieFx = createEffect((token: string) => Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes()));
const removeTokenCookieFx = createEffect(() => Cookies.remove(TOKEN_COOKIE, { path: '/' }));
sample({ clock: loggedIn, fn: (p) => p.token, target: writeTokenCookieFx });
sample({ clock: sessionEnded, target: removeTokenCookieFx });
// Without a token cookie there is no session, whatever localStorage remembers.
sample({ clock: readTokenCookieFx.doneData, filter: (t) => !t, target: $userInfo.reinit });
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
 * Languages, currencies and settings. `moneyCookie` is the request's cookie on the server; in the browser
 * it is left out and read from document.cookie.
 */
export const loadShopFx = createApiEffect(async (context, moneyCookie?: string) => {
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
});

sample({ clock: loadShopFx.doneData, fn: (r) => r.languages, target: languagesLoaded });
sample({ clock: loadShopFx.doneData, fn: (r) => r.currencies, target: currenciesLoaded });
sample({ clock: loadShopFx.doneData, fn: (r) => r.settings, target: settingsLoaded });
sample({ clock: loadShopFx.doneData, fn: (r) => initialMoneyType(r.currencies, r.moneyCookie), target: $moneyType });
