import { createEffect, createEvent, createStore, sample } from 'effector';
import type { CartLine } from '@storefront/shared/schemas/cart';
import { cartLineOf } from '@storefront/shared/contracts/cart';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/shared/schemas/checkout';
import { cartLineAdded, createApiEffect } from '@storefront/shared/store';
import { createPagedList } from '../../lib/paged-list';
import { toastAsked } from '../../lib/toast';
import * as api from './api';

/** Tabs of user/order; null = all orders. */
export const ORDER_TABS = [null, 'unpaid', 'paid', 'shipped', 'received', 'completed'] as const satisfies readonly (OrderStatus | null)[];
export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab of user/order lives in the address (?status=), so a list survives reload and can be shared. */
export function statusOf(status: string | null | undefined): OrderStatus | null {
  return (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null;
}

export const orders = createPagedList((context, q) => api.fetchOrders(context, { page: q.page, size: q.size, status: q.filter }), null as OrderStatus | null);

export const payClicked = createEvent<number>();
export const cancelClicked = createEvent<number>();
export const cancelConfirmed = createEvent();
export const cancelDismissed = createEvent();
export const receiveClicked = createEvent<number>();
export const reorderClicked = createEvent<number>();
/** Any change made to an order here (list and details refresh on it). */
export const orderChanged = createEvent<number>();

export const startPaymentFx = createApiEffect(api.startPayment);
const openPayPageFx = createEffect((payUrl: string) => window.location.assign(payUrl));
export const cancelFx = createApiEffect(api.cancelOrder);
export const receiveFx = createApiEffect(api.confirmReceipt);
export const reorderFx = createApiEffect(api.reorder);
const addLinesFx = createEffect((lines: CartLine[]) => lines.forEach((l) => cartLineAdded(l)));

export const $pendingCancel = createStore<number | null>(null)
  .on(cancelClicked, (_, id) => id)
  .reset(cancelDismissed, cancelFx.finally);
/** The order an action is running for, to disable its buttons. */
export const $busyOrder = createStore<number | null>(null)
  .on([startPaymentFx, cancelFx, receiveFx, reorderFx], (_, id) => id)
  .reset([startPaymentFx.finally, cancelFx.finally, receiveFx.finally, reorderFx.finally]);

sample({ clock: payClicked, target: startPaymentFx });
sample({ clock: startPaymentFx.doneData, fn: (r) => r.payUrl, target: openPayPageFx });
sample({ clock: cancelConfirmed, source: $pendingCancel, filter: (id): id is number => id !== null, target: cancelFx });
sample({ clock: receiveClicked, target: receiveFx });
sample({ clock: reorderClicked, target: reorderFx });
sample({ clock: [cancelFx.done, receiveFx.done], fn: ({ params }) => params, target: orderChanged });
sample({ clock: orderChanged, target: orders.refreshed });
sample({ clock: cancelFx.done, fn: () => ({ key: 'orders.cancelled' }), target: toastAsked });
sample({ clock: receiveFx.done, fn: () => ({ key: 'orders.received' }), target: toastAsked });

// Re-order: the lines go back into the shared cart at today's price, capped by stock.
sample({ clock: reorderFx.doneData, fn: (r) => r.lines.filter((l) => l.available && l.quantity > 0).map(cartLineOf), target: addLinesFx });
sample({
  clock: reorderFx.doneData,
  fn: (r) => (r.skipped.length ? { key: 'orders.reorderedSome', type: 'warning' as const } : { key: 'orders.reordered' }),
  target: toastAsked,
});
