import { createEvent, createStore, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { fetchOrderFx, fetchRefundsFx, refundsOpened } from '../features/refunds/model';
import { isShown } from '../lib/pages';

/** ?orderId= of user/order/refund: the order to apply for a refund of, if any. */
export const refundOrderIdOf = (query: Record<string, string>): number | null => {
  const id = Number(query.orderId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** user/order/refund opened: every refund application, and the order of ?orderId= to apply for. */
export const orderRefundStarted = createEvent<PageStart>();

const $orderId = createStore<number | null>(null);
sample({ clock: orderRefundStarted, fn: ({ query }) => refundOrderIdOf(query), target: [$orderId, refundsOpened] });

// Another language: the applications and the order again, worded in it.
const $shown = $page.map(isShown('OrderRefund'));
const relocalized = sample({ clock: $locale.updates, source: $orderId, filter: $shown });
sample({ clock: relocalized, target: fetchRefundsFx });
sample({ clock: relocalized, filter: (id): id is number => id !== null, target: fetchOrderFx });
