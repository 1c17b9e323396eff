import { describe, expect, it } from 'vitest';
import { apiQuery, listSearch, parseListState, toUsdMinor } from './list-query';

const parse = (search: string, category?: string) => parseListState(new URLSearchParams(search), category);

describe('list URL state', () => {
  it('reads defaults from an empty URL: newest, page 1, 10 per page', () => {
    expect(parse('')).toEqual({ categoryId: undefined, keyword: '', sort: 'newest', page: 1, limit: 10, minPrice: undefined, maxPrice: undefined });
  });

  it('reads category from the path and the rest from the search', () => {
    expect(parse('?keyword=%20linen%20&sort=priceAsc&page=3&limit=20&minPrice=1000&maxPrice=5000', '7')).toEqual({
      categoryId: 7,
      keyword: 'linen',
      sort: 'priceAsc',
      page: 3,
      limit: 20,
      minPrice: 1000,
      maxPrice: 5000,
    });
  });

  it('falls back to defaults for anything malformed instead of failing', () => {
    expect(parse('?sort=cheapest&page=-2&limit=15&minPrice=abc', 'x')).toMatchObject({
      categoryId: undefined,
      sort: 'newest',
      page: 1,
      limit: 10,
      minPrice: undefined,
    });
    expect(parse('?page=0&limit=1000')).toMatchObject({ page: 1, limit: 10 });
    expect(parse('?minPrice=9000&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 9000 });
    expect(parse(`?keyword=${'a'.repeat(300)}`).keyword).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    const state = parse('');
    expect(listSearch(state)).toBe('');
    expect(listSearch(state, { sort: 'sales' })).toBe('?sort=sales');
    expect(listSearch(state, { keyword: "50% l'été & co" })).toBe(`?keyword=50%25+l%27%C3%A9t%C3%A9+%26+co`);
  });

  it('starts again at page 1 when a filter, the sort or the size changes, and keeps the rest', () => {
    const state = parse('?keyword=cotton&sort=priceDesc&page=4');
    expect(listSearch(state, { sort: 'sales' })).toBe('?keyword=cotton&sort=sales');
    expect(listSearch(state, { minPrice: 500 })).toBe('?keyword=cotton&minPrice=500&sort=priceDesc');
    expect(listSearch(state, { limit: 50 })).toBe('?keyword=cotton&sort=priceDesc&limit=50');
    expect(listSearch(state, { page: 5 })).toBe('?keyword=cotton&sort=priceDesc&page=5');
  });

  it('round-trips: what is written reads back the same', () => {
    const state = parse('?keyword=oak&sort=score&page=2&limit=30&minPrice=100&maxPrice=9999', '4');
    expect(parse(listSearch(state, { page: 2 }), '4')).toEqual(state);
  });

  it('turns the state into the API query', () => {
    expect(apiQuery(parse('?keyword=mug&page=2', '12'))).toEqual({ categoryId: 12, keyword: 'mug', sort: 'newest', page: 2, limit: 10 });
    expect(apiQuery(parse(''))).toEqual({ sort: 'newest', page: 1, limit: 10 });
  });

  it('reads typed prices in the chosen currency as USD minor units', () => {
    expect(toUsdMinor('10', 1, 'USD')).toBe(1000);
    expect(toUsdMinor('9,20', 0.92, 'EUR')).toBe(1000);
    expect(toUsdMinor('1516', 151.6, 'JPY')).toBe(1000);
    expect(toUsdMinor('', 1, 'USD')).toBeUndefined();
    expect(toUsdMinor('-3', 1, 'USD')).toBeUndefined();
    expect(toUsdMinor('abc', 1, 'USD')).toBeUndefined();
  });
});
