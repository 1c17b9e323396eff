import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { $cart, $locale, localeChosen } from '@storefront/shared/store';
import { resolveLocale } from '@storefront/shared/routes';
import { appStarted, initialMoneyType } from './boot';

const usd = { cid: 1, currency: 'USD', ex_rate: 1, flag: '', id: 1, symbol: '$', uid: 0 };
const eur = { ...usd, id: 2, currency: 'EUR', symbol: '€', ex_rate: 0.92 };

describe('initial language and currency', () => {
  it('takes the language cookie when it is a known language', () => {
    expect(resolveLocale('/', 'de', null, { languages: ['en', 'de'] })).toBe('de');
  });
  it('else takes the first language the server returns', () => {
    expect(resolveLocale('/', undefined, null, { languages: ['fr', 'en'] })).toBe('fr');
    expect(resolveLocale('/', 'xx', null, { languages: ['en'] })).toBe('en');
  });
  it('matches the moneyType cookie against the list, else USD', () => {
    expect(initialMoneyType([usd, eur], 'EUR')).toEqual(eur);
    expect(initialMoneyType([eur, usd], 'XYZ')).toEqual(usd);
    expect(initialMoneyType([], undefined).currency).toBe('USD');
  });
});

describe('language of a page taken over from the server', () => {
  afterEach(() => localStorage.clear());

  it('stays the language the page was rendered in when the browser starts, whatever storage remembers', async () => {
    for (const stored of [null, 'en', 'fr']) {
      if (stored) localStorage.setItem('locale', JSON.stringify(stored));
      // As bootstrap hydrates: the scope from the server's state, then the browser's own start.
      const scope = fork({ values: [[$locale, 'de']] });
      const switches: string[] = [];
      const unwatch = $locale.updates.watch((l) => switches.push(l));
      await allSettled(appStarted, { scope });
      unwatch();
      expect(scope.getState($locale)).toBe('de');
      expect(switches).toEqual([]);
    }
  });

  it('remembers a language the shopper chooses', async () => {
    const scope = fork({ values: [[$locale, 'de']] });
    await allSettled(localeChosen, { scope, params: 'jp' });
    expect(JSON.parse(localStorage.getItem('locale')!)).toBe('jp');
  });
});

describe('cart kept in the browser', () => {
  afterEach(() => localStorage.clear());

  it('reads back a cart stored by an earlier version: SKU, quantity and price when added are kept', async () => {
    const earlier = {
      productId: 3,
      skuId: 31,
      name: 'Linen shirt',
      image: '/s.svg',
      spec: { Colour: 'Red' },
      unitPrice: 2500,
      quantity: 2,
      stock: 4,
      addedAt: 5,
    };
    localStorage.setItem('cart', JSON.stringify([earlier, { skuId: 'broken' }]));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($cart)).toEqual([{ productId: 3, skuId: 31, quantity: 2, priceWhenAdded: 2500, options: {}, stock: 4, addedAt: 5 }]);
  });

  it('keeps a current cart as it is and stores its changes', async () => {
    const line = { productId: 3, skuId: 31, quantity: 1, priceWhenAdded: 2500, options: { colour: 'red' }, stock: 4, addedAt: 5 };
    localStorage.setItem('cart', JSON.stringify([line]));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($cart)).toEqual([line]);
  });
});
