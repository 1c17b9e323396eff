import { describe, expect, it } from 'vitest';
import { apiQuery, filterQuery, isFiltered, listSearch, parseListState, toggleOpt, toUsdMinor } from './list-query';

const parse = (search: string, category?: string) => parseListState(new URLSearchParams(search), category);

describe('list URL state', () => {
  it('reads defaults from an empty URL: newest, page 1, 10 per page', () => {
    expect(parse('')).toEqual({ categoryId: undefined, keyword: '', sort: 'newest', page: 1, limit: 10, minPrice: undefined, maxPrice: undefined, opt: [] });
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
      opt: [],
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
    expect(apiQuery(parse('?keyword=mug&page=2', '12'))).toEqual({ categoryId: 12, keyword: 'mug', sort: 'relevance', page: 2, limit: 10 });
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

  it('sorts a search by relevance unless another sort is asked for, and a list without words never by relevance', () => {
    expect(parse('?keyword=jacket').sort).toBe('relevance');
    expect(parse('?keyword=jacket&sort=priceAsc').sort).toBe('priceAsc');
    expect(parse('?sort=relevance').sort).toBe('newest');
    // Relevance is the search's default, so its URL does not say it; newest on a search does.
    expect(listSearch(parse('?keyword=jacket'), { page: 2 })).toBe('?keyword=jacket&page=2');
    expect(listSearch(parse('?keyword=jacket'), { sort: 'newest' })).toBe('?keyword=jacket&sort=newest');
    // New words on a list in its default order take the words' default order; a chosen one stays.
    expect(listSearch(parse(''), { keyword: 'oak' })).toBe('?keyword=oak');
    expect(parse(listSearch(parse(''), { keyword: 'oak' })).sort).toBe('relevance');
    expect(listSearch(parse('?sort=sales'), { keyword: 'oak' })).toBe('?keyword=oak&sort=sales');
    expect(listSearch(parse('?keyword=oak'), { keyword: '' })).toBe('');
  });
});

describe('option facets in the list URL', () => {
  it('reads repeated opt parameters, each once and in one order, dropping malformed ones', () => {
    expect(parse('?opt=size:m&opt=colour:black&opt=size:l&opt=size:m').opt).toEqual(['colour:black', 'size:l', 'size:m']);
    expect(parse('?opt=size&opt=:m&opt=a:b:c&opt=%3Cscript%3E:x&opt=').opt).toEqual([]);
    expect(parse(Array.from({ length: 30 }, (_, i) => `opt=size:v${String(i).padStart(2, '0')}`).join('&')).opt).toHaveLength(20);
  });

  it('ticks and unticks a value, starting again at page 1 and keeping the rest', () => {
    const state = parse('?keyword=jacket&opt=colour:black&page=3&minPrice=1000', '4');
    const ticked = listSearch(state, { opt: toggleOpt(state.opt, 'size', 'm', true) });
    expect(ticked).toBe('?keyword=jacket&opt=colour%3Ablack&opt=size%3Am&minPrice=1000');
    const back = parse(ticked, '4');
    expect(back.opt).toEqual(['colour:black', 'size:m']);
    expect(listSearch(back, { opt: toggleOpt(back.opt, 'colour', 'black', false) })).toBe('?keyword=jacket&opt=size%3Am&minPrice=1000');
  });

  it('round-trips a filtered list: the shared URL reads back the same state and asks the API the same', () => {
    const state = parse('?keyword=jacket&opt=size:m&opt=colour:black&opt=colour:navy&minPrice=1000&maxPrice=20000&sort=priceAsc&limit=20&page=2', '4');
    const url = listSearch(state, { page: 2 });
    const again = parse(url, '4');
    expect(again).toEqual(state);
    expect(listSearch(again, { page: 2 })).toBe(url);
    expect(apiQuery(again)).toEqual({
      categoryId: 4,
      keyword: 'jacket',
      opt: ['colour:black', 'colour:navy', 'size:m'],
      minPrice: 1000,
      maxPrice: 20000,
      sort: 'priceAsc',
      page: 2,
      limit: 20,
    });
    // The facets are asked with the filters alone.
    expect(filterQuery(again)).toEqual({ categoryId: 4, keyword: 'jacket', opt: ['colour:black', 'colour:navy', 'size:m'], minPrice: 1000, maxPrice: 20000 });
  });

  it('clears every filter but the words and the category', () => {
    const state = parse('?keyword=jacket&opt=size:m&minPrice=1000', '4');
    expect(isFiltered(state)).toBe(true);
    const cleared = listSearch(state, { opt: [], minPrice: undefined, maxPrice: undefined });
    expect(cleared).toBe('?keyword=jacket');
    expect(isFiltered(parse(cleared, '4'))).toBe(false);
    expect(isFiltered(parse('?keyword=jacket&sort=sales&page=2', '4'))).toBe(false);
  });
});
