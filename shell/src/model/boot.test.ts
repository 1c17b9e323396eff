import { describe, expect, it } from 'vitest';
import { initialLocale, initialMoneyType } from './boot';

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
