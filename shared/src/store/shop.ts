import { combine, createEvent, createStore, sample } from 'effector';
import { DEFAULT_LOCALE, type Locale } from '../routes/table';
import { DEFAULT_MONEY_TYPE, type Language, type MoneyType, type ShopSettings } from '../contracts/shop';
import type { CartLine } from '../schemas/cart';
import type { RequestContext } from '../contracts/request-context';

/** The shop state of spec section 3. The shell wires persistence and first fetches; remotes read and update it. */

export interface UserInfo {
  id: number;
  username: string;
  email: string;
  nickname?: string | null;
  avatar?: string | null;
}

export const $locale = createStore<Locale>(DEFAULT_LOCALE);
export const $locales = createStore<Language[]>([]);
/** Language map keyed by abb. */
export const $languageMap = $locales.map((list) => Object.fromEntries(list.map((l) => [l.abb, l])) as Record<string, Language>);
export const $moneyType = createStore<MoneyType>(DEFAULT_MONEY_TYPE);
export const $moneyList = createStore<MoneyType[]>([]);
// Private to the browser: a server-rendered page never carries them (serialize: 'ignore').
export const $userInfo = createStore<UserInfo | null>(null, { serialize: 'ignore' });
export const $token = createStore<string | null>(null, { serialize: 'ignore' });
/**
 * The cart's public side. The cart-and-checkout remote owns the cart (its lines, where they are kept, the
 * server cart); the rest of the site gets these two units. `$cartCount`: units in the shopper's cart, which
 * the remote sets and the shell shows and remembers across reloads. `cartLineAdded`: a line to put in the
 * cart (the catalogue's Add to cart, the account's re-order).
 */
export const $cartCount = createStore(0, { serialize: 'ignore' });
export const cartLineAdded = createEvent<CartLine>();
export const $isPhone = createStore(false);
export const $host = createStore('', { serialize: 'ignore' });
export const $realIp = createStore('', { serialize: 'ignore' });
export const $isEdit = createStore(false);
export const $isCloseComment = createStore(false);
export const $webPid = createStore(0);
export const $webType = createStore(1);
export const $webPayclose = createStore(0);
export const $online = createStore(true);
export const $isLoggedIn = $token.map(Boolean);
/**
 * False until the browser has read its session (token cookie, persisted user and cart). A server-rendered
 * page is hydrated before that, so login guards wait for it instead of sending a customer to /join.
 */
export const $sessionKnown = createStore(false, { serialize: 'ignore' });
/** The page on screen, by its remote and exposed page: a page's model clears what it kept once another page is shown. */
export const $page = createStore<{ owner: string; page: string } | null>(null);

export const localeChosen = createEvent<Locale>();
export const moneyTypeChosen = createEvent<MoneyType>();
export const languagesLoaded = createEvent<Language[]>();
export const currenciesLoaded = createEvent<MoneyType[]>();
export const settingsLoaded = createEvent<ShopSettings>();
export const loggedIn = createEvent<{ token: string; user: UserInfo }>();
export const userInfoUpdated = createEvent<UserInfo>();
/** Logout or an authorization failure (410000): user info and token are cleared. */
export const sessionEnded = createEvent();
export const onlineChanged = createEvent<boolean>();
export const viewportChanged = createEvent<{ isPhone: boolean }>();
export const sessionRestored = createEvent();
export const pageEntered = createEvent<{ owner: string; page: string }>();

$locale.on(localeChosen, (_, l) => l);
$locales.on(languagesLoaded, (_, l) => l);
$moneyList.on(currenciesLoaded, (_, l) => l);
$moneyType.on(moneyTypeChosen, (_, m) => m);
// A persisted money type is refreshed from the server's list so its rate is current.
sample({
  clock: currenciesLoaded,
  source: $moneyType,
  fn: (current, list) => list.find((m) => m.currency === current.currency) ?? list.find((m) => m.currency === 'USD') ?? current,
  target: $moneyType,
});
$isEdit.on(settingsLoaded, (_, s) => s.isEdit);
$isCloseComment.on(settingsLoaded, (_, s) => s.isCloseComment);
$webPayclose.on(settingsLoaded, (_, s) => s.webPayclose);
$webType.on(settingsLoaded, (_, s) => s.webType);
$webPid.on(settingsLoaded, (_, s) => s.webPid);
$token.on(loggedIn, (_, p) => p.token).reset(sessionEnded);
$userInfo
  .on(loggedIn, (_, p) => p.user)
  .on(userInfoUpdated, (_, u) => u)
  .reset(sessionEnded);
// The cart is private to the session: the customer's stays on the server, the visitor starts empty.
$cartCount.reset(sessionEnded);
$online.on(onlineChanged, (_, v) => v);
$isPhone.on(viewportChanged, (_, v) => v.isPhone);
$sessionKnown.on(sessionRestored, () => true);
$page.on(pageEntered, (_, p) => p);

/**
 * What every API request carries, read from the scope the request runs in (one per server render, one in
 * the browser): effects made with createApiEffect receive it, so no request reads the shop state elsewhere.
 */
export const $requestContext = combine(
  { locale: $locale, currency: $moneyType.map((m) => m.currency), token: $token, host: $host, realIp: $realIp },
  (c): RequestContext => c,
);
