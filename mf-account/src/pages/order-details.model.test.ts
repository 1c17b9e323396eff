import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { localeChosen } from '@storefront/shared/store';
import type { Order } from '@storefront/shared/schemas/checkout';
import { $order, fetchOrderFx } from '../features/orders/details-model';
import { changeLanguage, leavePage, startPage } from '../test/page-start';
import { orderDetailsStarted } from './order-details.model';

const order = (id: number) => ({ id, orderNo: `SF-${id}` }) as Order;

describe('order details page start', () => {
  it('loads the order of the address; an address without an id loads nothing', async () => {
    const fetch = vi.fn(async (id: number) => order(id));
    const scope = fork({ handlers: [[fetchOrderFx, fetch]] });
    await startPage(scope, 'OrderDetails', orderDetailsStarted, { params: { id: '7' } });
    expect(fetch.mock.calls).toEqual([[7]]);
    expect(scope.getState($order)?.orderNo).toBe('SF-7');

    await startPage(scope, 'OrderDetails', orderDetailsStarted, { params: {} });
    await startPage(scope, 'OrderDetails', orderDetailsStarted, { params: { id: 'abc' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('another language loads the order on screen again', async () => {
    const fetch = vi.fn(async (id: number) => order(id));
    const scope = fork({ handlers: [[fetchOrderFx, fetch]] });
    await startPage(scope, 'OrderDetails', orderDetailsStarted, { params: { id: '9' } });
    await changeLanguage(scope, orderDetailsStarted, 'cn', { params: { id: '9' } });
    expect(fetch.mock.calls).toEqual([[9], [9]]);
    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'tw' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
