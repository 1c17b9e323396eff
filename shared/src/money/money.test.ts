import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatInCurrency, formatMinor, formatRate, linesTotal, localAmounts, minorToDecimal, toLocal, toUsd } from './index';

describe('converting USD minor units into a currency', () => {
  it('multiplies by the rate and rounds down to the cent, never up', () => {
    expect(toLocal(1999, 1)).toBe(1999);
    expect(toLocal(1999, 0.9237)).toBe(1846); // 1846.47…
    expect(toLocal(1000, 0.12345)).toBe(123); // 123.45 rounds down, not to 124
    expect(toLocal(1234, 150.5)).toBe(185717);
    expect(toLocal(1, 0.99)).toBe(0);
  });

  it('does not lose a cent to float drift', () => {
    expect(toLocal(115, 1)).toBe(115);
    expect(toLocal(1000, 1.15)).toBe(1150); // 1000 * 1.15 is 1149.999… in floating point
    expect(toLocal(29, 100)).toBe(2900);
  });

  it('maps an amount in a currency back to USD to the nearest cent', () => {
    expect(toUsd(920, 0.92)).toBe(1000);
    expect(toUsd(151600, 151.6)).toBe(1000);
    expect(toUsd(1, 0.92)).toBe(1);
  });
});

describe('showing amounts', () => {
  it('writes minor units with two decimals and the symbol', () => {
    expect(minorToDecimal(5)).toBe('0.05');
    expect(formatMinor(1846, '€')).toBe('€18.46');
    expect(formatMinor(0, '$')).toBe('$0.00');
  });

  it('converts and rounds down before writing', () => {
    expect(formatInCurrency(1999, { symbol: '€', exRate: 0.9237 })).toBe('€18.46');
    expect(formatInCurrency(1234, { symbol: '¥', exRate: 150.5 })).toBe('¥1857.17');
  });

  it('reads a typed decimal amount as minor units', () => {
    expect(decimalToMinor('18.4')).toBe(1840);
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor('12')).toBe(1200);
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

  it('converts each figure of a summary on its own, so the shown total can be a cent above the shown parts', () => {
    const local = localAmounts({ subtotal: 1999, freight: 1001, actualPayment: 3000 }, 0.9237);
    expect(local).toEqual({ subtotal: 1846, freight: 924, actualPayment: 2771 });
    expect(local.subtotal + local.freight).toBe(2770);
  });
});
