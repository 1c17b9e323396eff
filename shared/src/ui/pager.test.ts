import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager';

describe('pagerItems', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('never shows more than 7 items, keeping first, last and the current page', () => {
    for (const page of [1, 4, 10, 17, 20]) {
      const items = pagerItems(page, 20);
      expect(items.length).toBeLessThanOrEqual(7);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(20);
      expect(items).toContain(page);
    }
  });
});
