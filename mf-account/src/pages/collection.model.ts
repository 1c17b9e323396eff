import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { collection } from '../features/collection/model';

/** user/collection opened: the first page of favourites. */
export const collectionStarted = createEvent<PageStart>();

sample({ clock: collectionStarted, filter: ({ again }) => !again, fn: () => undefined, target: collection.opened });
// Another language: the same page of favourites with the products' names in it.
sample({ clock: collectionStarted, filter: ({ again }) => !!again, target: collection.refreshed });
