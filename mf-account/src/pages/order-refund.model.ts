import { createEvent, createStore, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { fetchOrderFx, fetchRefundsFx, refundsOpened } from '../features/refunds/model';

/** ?orderId= of user/order/refund: the order to apply for a refund of, if any. */
export const refundOrderIdOf = (query: Record<string, string>): number | null => {
  const id = Number(query.orderId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** user/order/refund opened: every refund application, and the order of ?orderId= to apply for. */
export const orderRefundStarted = createEvent<PageStart>();

const $orderId = createStore<number | null>(null);
sample({ clock: orderRefundStarted, filter: ({ again }) => !again, fn: ({ query }) => refundOrderIdOf(query), target: [$orderId, refundsOpened] });

// Another language: the applications and the order again, worded in it, keeping an application being written.
const relocalized = sample({ clock: orderRefundStarted, source: $orderId, filter: (_, { again }) => !!again });
sample({ clock: relocalized, target: fetchRefundsFx });
sample({ clock: relocalized, filter: (id): id is number => id !== null, target: fetchOrderFx });
