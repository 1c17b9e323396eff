import { describe, expect, it } from 'vitest';
import { LOCALES } from '../routes/table';
import { formatMoney, rememberMoneyPattern } from './index';
import { moneyPattern } from './pattern';

const CURRENCIES = ['USD', 'EUR', 'JPY', 'CNY', 'TWD', 'RUB', 'BRL', 'GBP', 'KWD', 'CHF'];
const AMOUNTS = [0, 5, 99, 100, 1234, 12345, 99999, 123456, 1234567, 100000000, 987654321, 2 ** 40];

describe('prices written from a page’s pattern', () => {
  it('read exactly as ICU writes them, in every language, for every currency and size', () => {
    const byIcu = LOCALES.flatMap((locale) => CURRENCIES.flatMap((code) => AMOUNTS.map((minor) => formatMoney(minor, code, locale))));
    for (const locale of LOCALES) for (const code of CURRENCIES) rememberMoneyPattern(moneyPattern(code, locale));
    const byPattern = LOCALES.flatMap((locale) => CURRENCIES.flatMap((code) => AMOUNTS.map((minor) => formatMoney(minor, code, locale))));
    expect(byPattern).toEqual(byIcu);
    // What the pattern is for: groups and separators as each language has them.
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(123456, 'EUR', 'es')).toBe('1234,56\u00a0€');
    expect(formatMoney(1234567, 'EUR', 'es')).toBe('12.345,67\u00a0€');
    expect(formatMoney(1857, 'JPY', 'en')).toBe('¥1,857');
  });

  it('a negative or fractional amount is still written by ICU', () => {
    rememberMoneyPattern(moneyPattern('USD', 'en'));
    expect(formatMoney(-1999, 'USD', 'en')).toBe('-$19.99');
    expect(formatMoney(1999.5, 'USD', 'en')).toBe('$20.00');
  });
});
