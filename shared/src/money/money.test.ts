import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatInCurrency, formatMoney, formatRate, linesTotal, minorDigits, minorToDecimal, toLocal, toUsd } from './index';

// formatMoney writes every space around a symbol as a no-break space.
const nb = (text: string) => text.replaceAll(' ', '\u00a0');

describe('converting USD minor units into a currency', () => {
  it('multiplies by the rate and rounds down to the minor unit, never up', () => {
    expect(toLocal(1999, 1, 'USD')).toBe(1999);
    expect(toLocal(1999, 0.9237, 'EUR')).toBe(1846); // 1846.47…
    expect(toLocal(1000, 0.12345, 'GBP')).toBe(123); // 123.45 rounds down, not to 124
    expect(toLocal(1, 0.99, 'EUR')).toBe(0);
  });

  it('rounds yen down to whole yen, the minor unit ISO 4217 gives them', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('usd')).toBe(2);
    expect(minorDigits('KWD')).toBe(3);
    expect(toLocal(1234, 150.5, 'JPY')).toBe(1857); // ¥1857.17
    expect(toLocal(1999, 151.6, 'JPY')).toBe(3030); // ¥3030.48
  });

  it('does not lose a unit to float drift', () => {
    expect(toLocal(115, 1, 'USD')).toBe(115);
    expect(toLocal(1000, 1.15, 'EUR')).toBe(1150); // 1000 * 1.15 is 1149.999… in floating point
    expect(toLocal(29, 100, 'USD')).toBe(2900);
    expect(toLocal(100, 150, 'JPY')).toBe(150);
  });

  it('maps an amount in a currency back to USD to the nearest cent', () => {
    expect(toUsd(920, 0.92, 'EUR')).toBe(1000);
    expect(toUsd(1516, 151.6, 'JPY')).toBe(1000);
    expect(toUsd(1, 0.92, 'EUR')).toBe(1);
  });
});

describe('showing amounts', () => {
  it("writes a price as the page's language writes that currency", () => {
    expect(formatMoney(1846, 'EUR', 'en')).toBe('€18.46');
    expect(formatMoney(1846, 'EUR', 'de')).toBe(nb('18,46 €'));
    expect(formatMoney(1846, 'EUR', 'fr')).toBe(nb('18,46 €'));
    expect(formatMoney(1846, 'EUR', 'es')).toBe(nb('18,46 €'));
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('writes yen without decimals', () => {
    expect(formatMoney(1857, 'JPY', 'en')).toBe('¥1,857');
    expect(formatMoney(1857, 'JPY', 'jp')).toMatch(/^[¥￥]1,857$/);
    expect(formatMoney(1857, 'JPY', 'de')).toBe(nb('1.857 ¥'));
  });

  it('writes the same string however often it is asked (one cached formatter per language and currency)', () => {
    expect(formatMoney(1999, 'EUR', 'ru')).toBe(formatMoney(1999, 'EUR', 'ru'));
    expect(formatMoney(1999, 'EUR', 'ru')).not.toMatch(/[\u202f ]/);
  });

  it('converts and rounds down before writing', () => {
    expect(formatInCurrency(1999, { currency: 'EUR', exRate: 0.9237 }, 'de')).toBe(nb('18,46 €'));
    expect(formatInCurrency(1234, { currency: 'JPY', exRate: 150.5 }, 'en')).toBe('¥1,857');
  });

  it("writes and reads plain decimals with the currency's digits", () => {
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(1857, 'JPY')).toBe('1857');
    expect(decimalToMinor('18.4', 'EUR')).toBe(1840);
    expect(decimalToMinor('0.29', 'USD')).toBe(29);
    expect(decimalToMinor('12', 'USD')).toBe(1200);
    expect(decimalToMinor('1857', 'JPY')).toBe(1857);
  });

  it('writes a rate in basis points as a percentage', () => {
    expect(formatRate(1900)).toBe('19%');
    expect(formatRate(725)).toBe('7.25%');
    expect(formatRate(0)).toBe('0%');
  });
});

describe('totals', () => {
  it('adds lines at their unit prices', () => {
    expect(linesTotal([], (l: { unitPrice: number }) => l.unitPrice)).toBe(0);
    expect(
      linesTotal(
        [
          { unitPrice: 1999, quantity: 2 },
          { unitPrice: 550, quantity: 1 },
        ],
        (l) => l.unitPrice,
      ),
    ).toBe(4548);
  });
});
