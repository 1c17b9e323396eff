import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { MailItem } from '@storefront/shared/schemas/account';
import { $unread, deleteClicked, deleteConfirmed, deleteFx, inbox, markReadFx, messageOpened } from './model';

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

  it('deletes only after the confirm prompt', async () => {
    const del = vi.fn(async () => ({ id: 5, unread: 0 }));
    const scope = fork({ handlers: [[deleteFx, del], [inbox.fetchFx, async () => ({ list: [], total: 0, page: 1, size: 10, unread: 0 })]] });
    await allSettled(deleteClicked, { scope, params: 5 });
    expect(del).not.toHaveBeenCalled();
    await allSettled(deleteConfirmed, { scope });
    expect(del).toHaveBeenCalledWith(5);
  });
});
