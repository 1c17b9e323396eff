import { createEffect, createEvent, createStore, sample } from 'effector';
import type { MailItem } from '@storefront/shared/schemas/account';
import { createPagedList } from '../../lib/paged-list';
import { toastFx } from '../../lib/toast';
import * as api from './api';

export const inbox = createPagedList((q) => api.fetchMail(q), null);

export const messageOpened = createEvent<MailItem>();
export const messageClosed = createEvent();
export const deleteClicked = createEvent<number>();
export const deleteConfirmed = createEvent();
export const deleteCancelled = createEvent();

export const markReadFx = createEffect(api.markRead);
export const deleteFx = createEffect(api.deleteMail);

/** The message shown in full. */
export const $openId = createStore<number | null>(null)
  .on(messageOpened, (_, m) => m.id)
  .reset(messageClosed, deleteFx.done);
/** The message waiting for the delete confirmation. */
export const $pendingDelete = createStore<number | null>(null)
  .on(deleteClicked, (_, id) => id)
  .reset(deleteCancelled, deleteFx.finally);
export const $unread = createStore(0)
  .on(inbox.fetchFx.doneData, (_, d) => d.unread)
  .on([markReadFx.doneData, deleteFx.doneData], (_, r) => r.unread);

// Opening an unread message reads it; the row turns read at once.
sample({ clock: messageOpened, filter: (m) => !m.read, fn: (m) => m.id, target: markReadFx });
inbox.$data.on(markReadFx.done, (data, { params: id }) => data && { ...data, list: data.list.map((m) => (m.id === id ? { ...m, read: true } : m)) });

sample({ clock: deleteConfirmed, source: $pendingDelete, filter: (id): id is number => id !== null, target: deleteFx });
sample({ clock: deleteFx.done, target: inbox.refreshed });
sample({ clock: deleteFx.done, fn: () => ({ key: 'mail.deleted' }), target: toastFx });
