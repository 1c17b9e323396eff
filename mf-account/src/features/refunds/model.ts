import { createEvent, createStore, sample } from 'effector';
import { decimalToMinor, toUsd } from '@storefront/shared/money';
import type { RefundForm } from '@storefront/shared/schemas/account';
import type { Order, Refund } from '@storefront/shared/schemas/checkout';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

export const refundsOpened = createEvent<number | null>();
export const refundSubmitted = createEvent<RefundForm>();

export const fetchRefundsFx = createApiEffect(api.fetchRefunds);
export const fetchOrderFx = createApiEffect(api.fetchOrder);
export const applyRefundFx = createApiEffect(api.applyRefund);

export const $refunds = createStore<Refund[] | null>(null).on(fetchRefundsFx.doneData, (_, list) => list);
export const $refundsFailed = createStore(false)
  .on(fetchRefundsFx.fail, () => true)
  .reset(fetchRefundsFx);
/** The order being refunded, while its application is open. */
export const $order = createStore<Order | null>(null)
  .on(fetchOrderFx.doneData, (_, o) => o)
  .reset(refundsOpened, applyRefundFx.done);
export const $isApplying = applyRefundFx.pending;
/** The order of the application is on its way; null before it was ever asked for on this visit. */
export const $orderLoading = createStore<boolean | null>(null)
  .on(fetchOrderFx, () => true)
  .on(fetchOrderFx.finally, () => false)
  .reset(refundsOpened);

/**
 * The typed amount is in the order's currency; the API takes USD minor units. The whole paid amount maps
 * back exactly, a part is converted and never exceeds what was paid.
 */
export function toUsdMinor(order: Pick<Order, 'actualPayment' | 'exRate' | 'currency' | 'local'>, localMinor: number): number {
  if (localMinor >= order.local.actualPayment) return order.actualPayment;
  return Math.min(order.actualPayment, Math.max(1, toUsd(localMinor, order.exRate, order.currency)));
}

sample({ clock: refundsOpened, target: fetchRefundsFx });
sample({ clock: refundsOpened, filter: (id): id is number => id !== null, target: fetchOrderFx });
sample({
  clock: refundSubmitted,
  source: $order,
  filter: (order): order is Order => order !== null,
  fn: (order, form) => ({ orderId: order!.id, reason: form.reason, amount: toUsdMinor(order!, decimalToMinor(form.amount, order!.currency)) }),
  target: applyRefundFx,
});
sample({ clock: applyRefundFx.done, target: fetchRefundsFx });
sample({ clock: applyRefundFx.done, fn: () => ({ key: 'refunds.applied' }), target: toastAsked });
