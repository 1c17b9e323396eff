import { describe, expect, it } from 'vitest';
import { positiveId } from './ids';

describe('positiveId', () => {
  it('accepts positive whole numbers only', () => {
    expect(positiveId('12')).toBe(12);
    expect(positiveId('0')).toBeNull();
    expect(positiveId('-1')).toBeNull();
    expect(positiveId('1.5')).toBeNull();
    expect(positiveId('abc')).toBeNull();
    expect(positiveId('')).toBeNull();
    expect(positiveId(null)).toBeNull();
    expect(positiveId('99999999999')).toBeNull();
  });
});
