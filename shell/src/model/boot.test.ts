import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { $locale, localeChosen } from '@storefront/shared/store';
import { appStarted, initialLocale, initialMoneyType } from './boot';

const usd = { cid: 1, currency: 'USD', ex_rate: 1, flag: '', id: 1, symbol: '$', uid: 0 };
const eur = { ...usd, id: 2, currency: 'EUR', symbol: '€', ex_rate: 0.92 };

describe('initial language and currency', () => {
  it('takes the language cookie when it is a known language', () => {
    expect(initialLocale([{ abb: 'en' }, { abb: 'de' }], 'de')).toBe('de');
  });
  it('else takes the first language the server returns', () => {
    expect(initialLocale([{ abb: 'fr' }, { abb: 'en' }], undefined)).toBe('fr');
    expect(initialLocale([{ abb: 'en' }], 'xx')).toBe('en');
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
