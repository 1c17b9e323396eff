import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { localeChosen } from '@storefront/shared/store';
import { collection } from '../features/collection/model';
import { changeLanguage, leavePage, startPage } from '../test/page-start';
import { collectionStarted } from './collection.model';

const item = (productId: number, name: string) => ({ productId, name, image: '', price: 1000, active: true });

describe('collection page start', () => {
  it('loads the first page of favourites; another language loads the page on screen again in it', async () => {
    const fetch = vi.fn(async ({ page }: { page: number }) => ({ list: [item(page, `Teapot ${page}`)], total: 30, page, size: 10 }));
    const scope = fork({ handlers: [[collection.fetchFx, fetch]] });
    await startPage(scope, 'Collection', collectionStarted);
    expect(fetch.mock.calls[0][0]).toMatchObject({ page: 1 });
    expect(scope.getState(collection.$data)?.list.map((i) => i.name)).toEqual(['Teapot 1']);

    await allSettled(collection.pageChanged, { scope, params: { page: 3, size: 10 } });
    await changeLanguage(scope, collectionStarted, 'de');
    expect(fetch.mock.calls.map((c) => c[0].page)).toEqual([1, 3, 3]);

    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'jp' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
