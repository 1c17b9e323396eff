import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { $cartCount, $locale, $userInfo, localeChosen } from '@storefront/shared/store';
import { resolveLocale } from '@storefront/shared/routes';
import { appStarted, initialMoneyType, rememberAcrossVisits } from './boot';

// As the browser's start does before appStarted.
beforeAll(() => rememberAcrossVisits());

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

describe('cart count kept in the browser', () => {
  afterEach(() => localStorage.clear());

  it('shows the count the cart remote last set from the start of the next page, without the remote', async () => {
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($cartCount)).toBe(0);
    await allSettled($cartCount, { scope, params: 3 });
    const next = fork();
    await allSettled(appStarted, { scope: next });
    expect(next.getState($cartCount)).toBe(3);
  });

  it('a customer remembered without a session (it ended while away): the next person sees an empty cart', async () => {
    localStorage.setItem('cartCount', '3');
    localStorage.setItem('userInfo', JSON.stringify({ id: 7, username: 'ada', email: 'ada@example.test' }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($userInfo)).toBeNull();
    expect(scope.getState($cartCount)).toBe(0);
    expect(localStorage.getItem('cartCount')).toBe('0');
  });

  it("a visitor's remembered count stays", async () => {
    localStorage.setItem('cartCount', '2');
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($cartCount)).toBe(2);
  });
});
