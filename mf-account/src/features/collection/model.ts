import { createEffect, createEvent, sample } from 'effector';
import { createPagedList } from '../../lib/paged-list';
import { toastFx } from '../../lib/toast';
import * as api from './api';

export const collection = createPagedList((q) => api.fetchCollection(q), null);
export const removeClicked = createEvent<number>();
export const removeFx = createEffect(api.removeFromCollection);
export const $isRemoving = removeFx.pending;

sample({ clock: removeClicked, target: removeFx });
// The list is reloaded whatever happened, so it shows what the server has.
sample({ clock: removeFx.finally, target: collection.refreshed });
sample({ clock: removeFx.done, fn: () => ({ key: 'collection.removed' }), target: toastFx });
