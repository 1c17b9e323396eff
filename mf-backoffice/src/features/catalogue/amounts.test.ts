import { describe, expect, it } from 'vitest';
import { minorToPrice, parseStock, priceToMinor } from './amounts';

describe('a price typed in the console', () => {
  it('becomes minor units without floating-point error', () => {
    expect(priceToMinor('19.99')).toBe(1999);
    expect(priceToMinor('0.29')).toBe(29);
    expect(priceToMinor('12')).toBe(1200);
    expect(priceToMinor('12.5')).toBe(1250);
    expect(priceToMinor(' 12,50 ')).toBe(1250);
  });
  it('is refused when it is not a price the API takes', () => {
    for (const bad of ['', 'abc', '-5', '1.999', '0', '0.00', '1000001', '1e3']) expect(priceToMinor(bad), bad).toBeNull();
  });
  it('is shown back with two decimals', () => {
    expect(minorToPrice(1999)).toBe('19.99');
    expect(minorToPrice(1200)).toBe('12.00');
  });
});

describe('a stock typed in the console', () => {
  it('is a whole number from 0 to a million', () => {
    expect(parseStock('0')).toBe(0);
    expect(parseStock(' 42 ')).toBe(42);
    for (const bad of ['', '-1', '1.5', 'ten', '1000001']) expect(parseStock(bad), bad).toBeNull();
  });
});
