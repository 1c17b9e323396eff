import { createEvent, createStore, sample } from 'effector';
import type { MailItem } from '@storefront/shared/schemas/account';
import { createPagedList } from '../../lib/paged-list';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

export const inbox = createPagedList(api.fetchMail, null);

export const messageOpened = createEvent<MailItem>();
export const messageClosed = createEvent();
export const mailToggled = createEvent<number>();
export const allMailToggled = createEvent<boolean>();
export const deleteSelectedClicked = createEvent();
export const deleteConfirmed = createEvent();
export const deleteCancelled = createEvent();

export const markReadFx = createApiEffect(api.markRead);
/** One request per message, in order; the last answer carries the unread count after all of them. */
export const deleteFx = createApiEffect(async (context, ids: number[]) => {
  let last: { unread: number } | null = null;
  for (const id of ids) last = await api.deleteMail(context, id);
  return { ids, unread: last?.unread ?? 0 };
});

/** The message shown in full. */
export const $openId = createStore<number | null>(null)
  .on(messageOpened, (_, m) => m.id)
  .reset(messageClosed, deleteFx.done);
/** Messages ticked for the one action area above the list; only those on the page shown. */
export const $selectedMail = createStore<number[]>([])
  .on(mailToggled, (ids, id) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
  .reset(deleteFx.done);
sample({ clock: allMailToggled, source: inbox.$data, fn: (data, on) => (on && data ? data.list.map((m) => m.id) : []), target: $selectedMail });
sample({
  clock: inbox.$data,
  source: $selectedMail,
  filter: (ids, data) => ids.some((id) => !data?.list.some((m) => m.id === id)),
  fn: (ids, data) => ids.filter((id) => data?.list.some((m) => m.id === id)),
  target: $selectedMail,
});
/** The messages waiting for the delete confirmation. */
export const $pendingDelete = createStore<number[] | null>(null).reset(deleteCancelled, deleteFx.finally);
sample({ clock: deleteSelectedClicked, source: $selectedMail, filter: (ids) => ids.length > 0, target: $pendingDelete });
/** Delete pressed with nothing ticked: say what to do. */
export const $selectFirst = createStore(false).reset(mailToggled, allMailToggled, deleteFx.done);
sample({ clock: deleteSelectedClicked, source: $selectedMail, fn: (ids) => ids.length === 0, target: $selectFirst });
export const $unread = createStore(0)
  .on(inbox.fetchFx.doneData, (_, d) => d.unread)
  .on([markReadFx.doneData, deleteFx.doneData], (_, r) => r.unread);

// Opening an unread message reads it; the row turns read at once.
sample({ clock: messageOpened, filter: (m) => !m.read, fn: (m) => m.id, target: markReadFx });
inbox.$data.on(markReadFx.done, (data, { params: id }) => data && { ...data, list: data.list.map((m) => (m.id === id ? { ...m, read: true } : m)) });

sample({ clock: deleteConfirmed, source: $pendingDelete, filter: (ids): ids is number[] => ids !== null && ids.length > 0, target: deleteFx });
// A partial failure still refreshes: some messages may be gone.
sample({ clock: deleteFx.finally, target: inbox.refreshed });
sample({ clock: deleteFx.done, fn: () => ({ key: 'mail.deleted' }), target: toastAsked });
