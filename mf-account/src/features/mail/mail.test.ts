import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { MailItem } from '@storefront/shared/schemas/account';
import {
  $pendingDelete,
  $selectedMail,
  $selectFirst,
  $unread,
  allMailToggled,
  deleteConfirmed,
  deleteFx,
  deleteSelectedClicked,
  inbox,
  mailToggled,
  markReadFx,
  messageOpened,
} from './model';

const msg: MailItem = { id: 5, kind: 'order', title: 'Order shipped', body: 'Your order…', orderId: 1, read: false, createdAt: 1 };

describe('inbox', () => {
  it('reads an unread message when it is opened, and the row turns read', async () => {
    const scope = fork({
      values: [[inbox.$data, { list: [msg], total: 1, page: 1, size: 10, unread: 1 }]],
      handlers: [[markReadFx, async () => ({ id: 5, unread: 0 })]],
    });
    await allSettled(messageOpened, { scope, params: msg });
    expect(scope.getState(inbox.$data)?.list[0].read).toBe(true);
    expect(scope.getState($unread)).toBe(0);
  });

  it('deletes the ticked messages from the one action area, only after the confirm prompt', async () => {
    const other: MailItem = { ...msg, id: 6, title: 'Order paid' };
    const del = vi.fn(async (ids: number[]) => ({ ids, unread: 0 }));
    const scope = fork({
      values: [[inbox.$data, { list: [msg, other], total: 2, page: 1, size: 10, unread: 1 }]],
      handlers: [
        [deleteFx, del],
        [inbox.fetchFx, async () => ({ list: [], total: 0, page: 1, size: 10, unread: 0 })],
      ],
    });
    // Nothing ticked: the action says what to do and asks nothing.
    await allSettled(deleteSelectedClicked, { scope });
    expect(scope.getState($selectFirst)).toBe(true);
    expect(scope.getState($pendingDelete)).toBeNull();

    await allSettled(mailToggled, { scope, params: 6 });
    await allSettled(deleteSelectedClicked, { scope });
    expect(scope.getState($pendingDelete)).toEqual([6]);
    expect(del).not.toHaveBeenCalled();
    await allSettled(deleteConfirmed, { scope });
    expect(del).toHaveBeenCalledWith([6]);

    await allSettled(inbox.$data, { scope, params: { list: [msg, other], total: 2, page: 1, size: 10, unread: 1 } });
    await allSettled(allMailToggled, { scope, params: true });
    expect(scope.getState($selectedMail)).toEqual([5, 6]);
  });
});
