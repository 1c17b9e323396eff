/** The route table of the storefront as plain data, shared by the shell's router and the API's static server. */

export const LOCALES = ['en', 'cn', 'de', 'es', 'fr', 'jp', 'pt', 'ru', 'tw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * BCP 47 language tag of each locale, for <html lang> and hreflang. The shop's own codes (cn, jp, tw) stay
 * the URL prefixes and cookie values, but they are not language tags (cn and tw are countries, jp is not
 * a code at all).
 */
export const LANGUAGE_TAGS: Record<Locale, string> = {
  en: 'en',
  cn: 'zh-Hans',
  de: 'de',
  es: 'es',
  fr: 'fr',
  jp: 'ja',
  pt: 'pt',
  ru: 'ru',
  tw: 'zh-Hant',
};

export const REMOTES = ['catalog', 'cartCheckout', 'account', 'content', 'backoffice'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type Owner = RemoteName | 'shell';

export interface RouteDef {
  /** Path without leading slash, react-router syntax; '' is home. */
  path: string;
  owner: Owner;
  /** Exposed page module: loadRemote(`${owner}/pages/${page}`). */
  page: string;
  needsLogin: boolean;
  /**
   * Shows one shopper's data (a session's pages, and the cart and payment pages, whose data lives in the
   * browser): the server sends its frame with a placeholder, never the data, and no shared cache keeps it.
   */
  privateData: boolean;
  /** Present only under a language prefix. */
  prefixedOnly?: boolean;
  /** A path that only redirects to another route path. */
  redirectTo?: string;
  /**
   * The operators' console (docs/adr/0049): no language prefix (it has its own language choice), never
   * rendered on the server, cached or indexed, and shown without the shop's header and footer.
   */
  operatorsOnly?: boolean;
}

const r = (path: string, owner: Owner, page: string, needsLogin = false, privateData = needsLogin): RouteDef => ({
  path,
  owner,
  page,
  needsLogin,
  privateData,
});

export const ROUTES: readonly RouteDef[] = [
  r('', 'catalog', 'Home'),
  r('shop', 'catalog', 'Shop'),
  r('shop/whatisnew', 'catalog', 'WhatIsNew'),
  r('shop/productList/:id?', 'catalog', 'ProductList'),
  r('shop/goodDetails/:id?', 'catalog', 'GoodDetails'),
  r('product/:id?', 'catalog', 'GoodDetails'),

  r('shop/goodCart', 'cartCheckout', 'GoodCart', false, true),
  // A visitor checks out as a guest (docs/adr/0039); the page keeps private data all the same.
  r('shop/placeAnOrder', 'cartCheckout', 'PlaceAnOrder', false, true),
  r('shop/payCallback', 'cartCheckout', 'PayCallback', false, true),

  r('join', 'account', 'Join'),
  r('join/forget', 'account', 'Forget'),
  r('join/register', 'account', 'Register'),
  r('user/address', 'account', 'Address', true),
  r('user/collection', 'account', 'Collection', true),
  r('user/coupon', 'account', 'Coupon', true),
  r('user/mail', 'account', 'Mail', true),
  r('user/order', 'account', 'Order', true),
  r('user/order/rated', 'account', 'OrderRated', true),
  r('user/order/refund', 'account', 'OrderRefund', true),
  r('user/order/details/:id?', 'account', 'OrderDetails', true),
  r('user/review', 'account', 'Review', true),
  r('user/setting', 'account', 'Setting', true),
  r('order/:id?', 'account', 'OrderDetails', true),
  // A guest's order, opened by the link in its mail (the token rides in the fragment).
  r('guest/order', 'account', 'GuestOrder', false, true),

  r('aboutus', 'content', 'AboutUs'),
  r('blog', 'content', 'Blog'),
  r('blog/article', 'content', 'Article'),
  r('brandstory', 'content', 'BrandStory'),
  r('contact', 'content', 'Contact'),
  r('photo', 'content', 'Photo'),
  r('question', 'content', 'Question'),
  { ...r('single/question', 'content', 'SingleQuestion'), prefixedOnly: true },
  r('single/:id?', 'content', 'Single'),

  r('error', 'shell', 'Error'),
  { ...r('backoffice/:section?/:item?', 'backoffice', 'Console', false, true), operatorsOnly: true },
  { ...r('user/settings', 'account', 'Setting', true), prefixedOnly: true, redirectTo: 'user/setting' },
];

/** Every page module each remote must expose. */
export function pagesOf(remote: RemoteName): string[] {
  return [...new Set(ROUTES.filter((x) => x.owner === remote && !x.redirectTo).map((x) => x.page))];
}
