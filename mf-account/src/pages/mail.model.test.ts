import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { localeChosen } from '@storefront/shared/store';
import { $unread, inbox } from '../features/mail/model';
import { changeLanguage, leavePage, startPage } from '../test/page-start';
import { mailStarted } from './mail.model';

describe('mail page start', () => {
  it('loads the first page of the inbox with its unread count; another language loads it again while shown', async () => {
    const fetch = vi.fn(async ({ page }: { page: number }) => ({
      list: [{ id: 4, title: 'Your order shipped', body: '', read: false, createdAt: 1, orderId: null }],
      total: 1,
      page,
      size: 10,
      unread: 1,
    }));
    const scope = fork({ handlers: [[inbox.fetchFx, fetch]] });
    await startPage(scope, 'Mail', mailStarted);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState(inbox.$data)?.list.map((m) => m.title)).toEqual(['Your order shipped']);
    expect(scope.getState($unread)).toBe(1);

    await changeLanguage(scope, mailStarted, 'es');
    expect(fetch).toHaveBeenCalledTimes(2);
    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'en' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
