import { describe, expect, it } from 'vitest';
import { formatDate } from './index';

describe('dates from unix seconds', () => {
  const ts = 1700000000; // 2023-11-14 22:13:20 UTC
  it('formats year, month, day, hour, minute, second', () => {
    expect(formatDate(ts)).toBe('2023-11-14 22:13:20');
    expect(formatDate(ts, 'YYYY/MM/DD')).toBe('2023/11/14');
    expect(formatDate(ts, 'HH:mm:ss')).toBe('22:13:20');
  });
  it('formats the quarter', () => {
    expect(formatDate(ts, 'YYYY Q')).toBe('2023 4');
    expect(formatDate(1680000000, '[Q]Q')).toBe('Q1');
  });
});
