import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Order, Refund } from '@storefront/shared/schemas/checkout';
import { $order, $refunds, fetchOrderFx, fetchRefundsFx } from '../features/refunds/model';
import { changeLanguage, startPage } from '../test/page-start';
import { orderRefundStarted } from './order-refund.model';

function setup() {
  const refunds = vi.fn(async () => [{ id: 3, orderNo: 'SF-5' }] as Refund[]);
  const fetchOrder = vi.fn(async (id: number) => ({ id, orderNo: `SF-${id}` }) as Order);
  return {
    refunds,
    fetchOrder,
    scope: fork({
      handlers: [
        [fetchRefundsFx, refunds],
        [fetchOrderFx, fetchOrder],
      ],
    }),
  };
}

describe('refund page start', () => {
  it('loads every application, and the order of ?orderId= to apply for', async () => {
    const { scope, refunds, fetchOrder } = setup();
    await startPage(scope, 'OrderRefund', orderRefundStarted, { query: { orderId: '5' } });
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(fetchOrder.mock.calls).toEqual([[5]]);
    expect(scope.getState($refunds)).toHaveLength(1);
    expect(scope.getState($order)?.orderNo).toBe('SF-5');
  });

  it('without an order only the applications load, and the order of an earlier visit goes', async () => {
    const { scope, refunds, fetchOrder } = setup();
    await startPage(scope, 'OrderRefund', orderRefundStarted, { query: { orderId: '5' } });
    await startPage(scope, 'OrderRefund', orderRefundStarted, { query: {} });
    expect(refunds).toHaveBeenCalledTimes(2);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    expect(scope.getState($order)).toBeNull();
  });

  it('another language loads the applications and the order again', async () => {
    const { scope, refunds, fetchOrder } = setup();
    await startPage(scope, 'OrderRefund', orderRefundStarted, { query: { orderId: '5' } });
    await changeLanguage(scope, orderRefundStarted, 'fr', { query: { orderId: '5' } });
    expect(refunds).toHaveBeenCalledTimes(2);
    expect(fetchOrder.mock.calls).toEqual([[5], [5]]);
  });
});
