import { createEvent, createStore, sample } from 'effector';
import { i18n } from '@storefront/shared/i18n';
import { $isLoggedIn, createApiEffect, sessionEnded, toastShown, type ToastType } from '@storefront/shared/store';
import { addFavourite, fetchFavouriteIds, removeFavourite } from './api';

/** Favourites of the logged-in shopper, as product ids; empty for a visitor. */
export const $favouriteIds = createStore<number[]>([]);
export const favouritesNeeded = createEvent();
export const favouriteClicked = createEvent<number>();

export const loadFavouritesFx = createApiEffect(fetchFavouriteIds);
export const addFavouriteFx = createApiEffect(addFavourite);
export const removeFavouriteFx = createApiEffect(removeFavourite);
/** A toast worded when it is shown. */
export const toastAsked = createEvent<{ key: string; type: ToastType }>();
sample({ clock: toastAsked, fn: ({ key, type }) => ({ message: i18n.t(key), type }), target: toastShown });
export const $favouriteBusy = createStore(false)
  .on([addFavouriteFx, removeFavouriteFx], () => true)
  .on([addFavouriteFx.finally, removeFavouriteFx.finally], () => false);

sample({ clock: favouritesNeeded, filter: $isLoggedIn, target: loadFavouritesFx });
sample({ clock: loadFavouritesFx.doneData, target: $favouriteIds });
$favouriteIds.reset(sessionEnded);

// A visitor is told to log in, and nothing is sent.
sample({
  clock: favouriteClicked,
  filter: $isLoggedIn.map((v) => !v),
  fn: () => ({ key: 'shared:pleaseLogIn', type: 'warning' as const }),
  target: toastAsked,
});

const clicked = sample({
  clock: favouriteClicked,
  source: { ids: $favouriteIds, busy: $favouriteBusy, loggedIn: $isLoggedIn },
  filter: ({ busy, loggedIn }) => loggedIn && !busy,
  fn: ({ ids }, productId) => ({ ids, productId }),
});
sample({ clock: clicked, filter: ({ ids, productId }) => ids.includes(productId), fn: ({ productId }) => productId, target: removeFavouriteFx });
sample({ clock: clicked, filter: ({ ids, productId }) => !ids.includes(productId), fn: ({ productId }) => productId, target: addFavouriteFx });

$favouriteIds.on(addFavouriteFx.doneData, (ids, id) => (ids.includes(id) ? ids : [...ids, id]));
$favouriteIds.on(removeFavouriteFx.doneData, (ids, id) => ids.filter((x) => x !== id));
sample({ clock: addFavouriteFx.done, fn: () => ({ key: 'catalog:favourite.added', type: 'success' as const }), target: toastAsked });
sample({ clock: removeFavouriteFx.done, fn: () => ({ key: 'catalog:favourite.removed', type: 'success' as const }), target: toastAsked });
