import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $token, $toasts } from '@storefront/shared/store';
import { $favouriteIds, addFavouriteFx, favouriteClicked, favouritesNeeded, loadFavouritesFx, removeFavouriteFx } from './model';

describe('favourite toggle', () => {
  it('tells a visitor to log in and sends nothing', async () => {
    const add = vi.fn(async (id: number) => id);
    const load = vi.fn(async () => []);
    const scope = fork({
      handlers: [
        [addFavouriteFx, add],
        [loadFavouritesFx, load],
      ],
    });
    await allSettled(favouritesNeeded, { scope });
    await allSettled(favouriteClicked, { scope, params: 5 });
    expect(add).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(scope.getState($toasts).at(-1)).toMatchObject({ message: 'please log in' });
  });

  it('adds and removes for a logged-in shopper', async () => {
    const add = vi.fn(async (id: number) => id);
    const remove = vi.fn(async (id: number) => id);
    const scope = fork({
      values: [[$token, 'tok']],
      handlers: [
        [addFavouriteFx, add],
        [removeFavouriteFx, remove],
        [loadFavouritesFx, async () => [3]],
      ],
    });
    await allSettled(favouritesNeeded, { scope });
    expect(scope.getState($favouriteIds)).toEqual([3]);
    await allSettled(favouriteClicked, { scope, params: 5 });
    expect(add).toHaveBeenCalledWith(5);
    expect(scope.getState($favouriteIds)).toEqual([3, 5]);
    await allSettled(favouriteClicked, { scope, params: 3 });
    expect(remove).toHaveBeenCalledWith(3);
    expect(scope.getState($favouriteIds)).toEqual([5]);
  });
});
