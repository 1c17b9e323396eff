import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { localeChosen } from '@storefront/shared/store';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import { orders } from '../features/orders/model';
import { changeLanguage, leavePage, startPage } from '../test/page-start';
import { orderRatedStarted, orderStarted } from './order.model';

function setup() {
  const fetch = vi.fn(async ({ page, size, filter }: { page: number; size: number; filter: OrderStatus | null }) => ({
    list: [{ id: 1, orderNo: `SF-${filter ?? 'all'}` }],
    total: 1,
    page,
    size,
  }));
  return { fetch, scope: fork({ handlers: [[orders.fetchFx, fetch as never]] }) };
}

describe('order pages start', () => {
  it('user/order loads the tab its address names (?status=), all orders for none or an unknown one', async () => {
    const { scope, fetch } = setup();
    await startPage(scope, 'Order', orderStarted, { query: { status: 'paid' } });
    expect(fetch.mock.calls.at(-1)?.[0]).toMatchObject({ page: 1, filter: 'paid' });
    expect(scope.getState(orders.$data)?.list[0].orderNo).toBe('SF-paid');
    await startPage(scope, 'Order', orderStarted, { query: { status: 'lost' } });
    expect(fetch.mock.calls.at(-1)?.[0]).toMatchObject({ filter: null });
    await startPage(scope, 'Order', orderStarted);
    expect(fetch.mock.calls.at(-1)?.[0]).toMatchObject({ filter: null });
  });

  it('user/order/rated loads the completed orders', async () => {
    const { scope, fetch } = setup();
    await startPage(scope, 'OrderRated', orderRatedStarted, { query: { status: 'paid' } });
    expect(fetch.mock.calls.map((c) => c[0].filter)).toEqual(['completed']);
  });

  it('another language loads the same page of the same tab again, only while an order list is shown', async () => {
    const { scope, fetch } = setup();
    await startPage(scope, 'Order', orderStarted, { query: { status: 'shipped' } });
    await allSettled(orders.pageChanged, { scope, params: { page: 2, size: 10 } });
    await changeLanguage(scope, orderStarted, 'de', { query: { status: 'shipped' } });
    expect(fetch.mock.calls.at(-1)?.[0]).toEqual({ page: 2, size: 10, filter: 'shipped' });
    expect(fetch).toHaveBeenCalledTimes(3);
    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'en' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
