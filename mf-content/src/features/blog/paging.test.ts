import { describe, expect, it } from 'vitest';
import { pagingFromSearch, searchForPaging } from './paging';

describe('blog paging in the address', () => {
  it('reads page and size, falling back to page 1 and size 10', () => {
    expect(pagingFromSearch(new URLSearchParams(''))).toEqual({ page: 1, size: 10 });
    expect(pagingFromSearch(new URLSearchParams('page=3&size=20'))).toEqual({ page: 3, size: 20 });
    expect(pagingFromSearch(new URLSearchParams('page=0&size=7'))).toEqual({ page: 1, size: 10 });
    expect(pagingFromSearch(new URLSearchParams('page=2.5&size=abc'))).toEqual({ page: 1, size: 10 });
  });

  it('writes only what differs from the defaults', () => {
    expect(searchForPaging({ page: 1, size: 10 })).toBe('');
    expect(searchForPaging({ page: 2, size: 10 })).toBe('?page=2');
    expect(searchForPaging({ page: 1, size: 50 })).toBe('?size=50');
  });
});
