import { createEvent, sample } from 'effector';
import { createPagedList } from '../../lib/paged-list';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

export const collection = createPagedList(api.fetchCollection, null);
export const removeClicked = createEvent<number>();
export const removeFx = createApiEffect(api.removeFromCollection);
export const $isRemoving = removeFx.pending;

sample({ clock: removeClicked, target: removeFx });
// The list is reloaded whatever happened, so it shows what the server has.
sample({ clock: removeFx.finally, target: collection.refreshed });
sample({ clock: removeFx.done, fn: () => ({ key: 'collection.removed' }), target: toastAsked });
