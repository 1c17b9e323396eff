import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { createPagedList } from './paged-list';

const page = (filter: string | null, n: number) => ({ list: Array.from({ length: n }, (_, i) => ({ filter, i })), total: n, page: 1, size: 10 });

describe('paged list', () => {
  it('fetches with the opened filter and drops the rows of another filter at once', async () => {
    const list = createPagedList(async (_context, q) => page(q.filter, 2), null as string | null);
    let release: () => void = () => {};
    const fetch = vi.fn(async (q: { filter: string | null }) => {
      if (q.filter === 'paid') await new Promise<void>((r) => (release = r));
      return page(q.filter, 1);
    });
    const scope = fork({ handlers: [[list.fetchFx, fetch]] });
    await allSettled(list.opened, { scope, params: { filter: null } });
    expect(scope.getState(list.$data)?.list[0].filter).toBeNull();

    const settled = allSettled(list.opened, { scope, params: { filter: 'paid' } });
    expect(scope.getState(list.$data)).toBeNull();
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, size: 10, filter: 'paid' });
    release();
    await settled;
    expect(scope.getState(list.$data)?.list[0].filter).toBe('paid');
  });

  it('steps back a page when a removal empties the last one', async () => {
    const list = createPagedList(async () => page(null, 0), null);
    const fetch = vi.fn(async (q: { page: number }) => ({ list: q.page === 1 ? [{ i: 1 }] : [], total: 1, page: q.page, size: 10 }));
    const scope = fork({ handlers: [[list.fetchFx, fetch]] });
    await allSettled(list.pageChanged, { scope, params: { page: 2, size: 10 } });
    expect(scope.getState(list.$query).page).toBe(1);
    expect(scope.getState(list.$data)?.list).toHaveLength(1);
  });
});
