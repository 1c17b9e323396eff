import { createEvent, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { collection } from '../features/collection/model';
import { isShown } from '../lib/pages';

/** user/collection opened: the first page of favourites. */
export const collectionStarted = createEvent<PageStart>();

sample({ clock: collectionStarted, fn: () => undefined, target: collection.opened });

// Another language: the same page of favourites with the products' names in it.
const $shown = $page.map(isShown('Collection'));
sample({ clock: $locale.updates, filter: $shown, target: collection.refreshed });
