import { describe, expect, it } from 'vitest';
import { applyGuards, localePath, matchPath } from './match';
import { pagesOf, ROUTES } from './table';

const page = (p: string) => {
  const m = matchPath(p);
  return m.kind === 'page' ? `${m.route.owner}/${m.route.page}:${m.locale}:${JSON.stringify(m.params)}` : m;
};

describe('matchPath', () => {
  it('maps unprefixed routes to their remote page', () => {
    expect(page('/')).toBe('catalog/Home:en:{}');
    expect(page('/shop/goodCart')).toBe('cartCheckout/GoodCart:en:{}');
    expect(page('/shop/goodDetails/42')).toBe('catalog/GoodDetails:en:{"id":"42"}');
    expect(page('/shop/productList')).toBe('catalog/ProductList:en:{}');
    expect(page('/user/order/details/7')).toBe('account/OrderDetails:en:{"id":"7"}');
    expect(page('/blog/article')).toBe('content/Article:en:{}');
    expect(page('/error')).toBe('shell/Error:en:{}');
  });
  it('maps prefixed routes with their locale', () => {
    expect(page('/de')).toBe('catalog/Home:de:{}');
    expect(page('/jp/shop/whatisnew')).toBe('catalog/WhatIsNew:jp:{}');
    expect(page('/tw/single/question')).toBe('content/SingleQuestion:tw:{}');
  });
  it('single/question exists only under a prefix (unprefixed it is single/:id)', () => {
    expect(page('/single/question')).toBe('content/Single:en:{"id":"question"}');
  });
  it('redirects a prefix equal to the default language to the unprefixed path', () => {
    expect(matchPath('/en/shop', '?a=1')).toEqual({ kind: 'redirect', to: '/shop?a=1' });
    expect(matchPath('/en')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('collapses double slashes by redirect', () => {
    expect(matchPath('//shop//goodCart')).toEqual({ kind: 'redirect', to: '/shop/goodCart' });
  });
  it('unknown routes and unknown language prefixes are not found', () => {
    expect(matchPath('/xx/shop').kind).toBe('notFound');
    expect(matchPath('/no/such/page').kind).toBe('notFound');
    expect(matchPath('/shop/goodDetails/1/2').kind).toBe('notFound');
  });
  it('redirects the stray prefixed settings page to user/setting', () => {
    expect(matchPath('/fr/user/settings')).toEqual({ kind: 'redirect', to: '/fr/user/setting' });
    expect(matchPath('/user/settings').kind).toBe('notFound');
  });
});

describe('applyGuards', () => {
  const state = { isEdit: false, loggedIn: false };
  it('sends a needsLogin page to /join with the way back', () => {
    expect(applyGuards(matchPath('/user/order'), '/user/order?tab=2', state)).toEqual({
      kind: 'redirect',
      to: '/join?redirect=%2Fuser%2Forder%3Ftab%3D2',
    });
    expect(applyGuards(matchPath('/de/user/address'), '/de/user/address', state)).toMatchObject({
      to: '/de/join?redirect=%2Fde%2Fuser%2Faddress',
    });
    expect(applyGuards(matchPath('/order/5'), '/order/5', state).kind).toBe('redirect');
  });
  it('lets a logged-in shopper through and leaves public pages alone', () => {
    expect(applyGuards(matchPath('/user/order'), '/user/order', { ...state, loggedIn: true }).kind).toBe('page');
    expect(applyGuards(matchPath('/shop'), '/shop', state).kind).toBe('page');
  });
  it('isEdit sends every navigation home, in the current language', () => {
    expect(applyGuards(matchPath('/shop'), '/shop', { ...state, isEdit: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(applyGuards(matchPath('/ru/blog'), '/ru/blog', { ...state, isEdit: true })).toEqual({ kind: 'redirect', to: '/ru' });
    expect(applyGuards(matchPath('/'), '/', { ...state, isEdit: true }).kind).toBe('page');
  });
});

describe('route table', () => {
  it('needsLogin covers every user page and order/:id only; a guest checks out and opens their order link', () => {
    const guarded = ROUTES.filter((r) => r.needsLogin).map((r) => r.path);
    expect(guarded.every((p) => p.startsWith('user/') || p === 'order/:id?')).toBe(true);
    const visitor = { isEdit: false, loggedIn: false };
    expect(applyGuards(matchPath('/de/shop/placeAnOrder'), '/de/shop/placeAnOrder', visitor).kind).toBe('page');
    expect(applyGuards(matchPath('/de/guest/order'), '/de/guest/order', visitor).kind).toBe('page');
    expect(ROUTES.filter((r) => r.path.startsWith('user/')).every((r) => r.needsLogin)).toBe(true);
  });
  it('lists the pages each remote exposes', () => {
    expect(pagesOf('cartCheckout')).toEqual(['GoodCart', 'PlaceAnOrder', 'PayCallback']);
    expect(pagesOf('catalog')).toContain('GoodDetails');
  });
  it('builds locale paths', () => {
    expect(localePath('en', 'shop')).toBe('/shop');
    expect(localePath('de', '')).toBe('/de');
    expect(localePath('de', 'shop')).toBe('/de/shop');
  });
});
