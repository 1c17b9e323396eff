import { describe, expect, it } from 'vitest';
import { convertPrice, countryName, formatPrice } from './index';

describe('prices', () => {
  it("converts with ex_rate, rounds down to the currency's minor unit and writes it in the page's language", () => {
    expect(formatPrice(1999, { ex_rate: 1, currency: 'USD' }, 'en')).toBe('$19.99');
    expect(formatPrice(1999, { ex_rate: 0.9237, currency: 'EUR' }, 'en')).toBe('€18.46'); // 18.4647…
    expect(formatPrice(1999, { ex_rate: 0.9237, currency: 'EUR' }, 'de')).toBe('18,46\u00a0€');
    expect(convertPrice(1000, { ex_rate: 0.12345, currency: 'GBP' })).toBe(1.23); // 1.2345 rounds down, not to 1.24
    expect(convertPrice(115, { ex_rate: 1, currency: 'USD' })).toBe(1.15); // no float drift to 1.14
    expect(convertPrice(1234, { ex_rate: 150.5, currency: 'JPY' })).toBe(1857);
    expect(formatPrice(1234, { ex_rate: 150.5, currency: 'JPY' }, 'en')).toBe('¥1,857');
  });
});

describe('country names', () => {
  it('names a country in the shop language', () => {
    expect(countryName('en', 'DE')).toBe('Germany');
    expect(countryName('de', 'DE')).toBe('Deutschland');
    expect(countryName('jp', 'US')).toBe('アメリカ合衆国');
    expect(countryName('tw', 'CN')).toBe('中國');
  });
  it('falls back to the code it cannot name', () => {
    expect(countryName('en', 'not a code')).toBe('not a code');
  });
});
