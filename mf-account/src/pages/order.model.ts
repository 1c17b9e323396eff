import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { orders, statusOf } from '../features/orders/model';

/** user/order opened, or another tab chosen (which changes the address): the first page of that tab. */
export const orderStarted = createEvent<PageStart>();
/** user/order/rated opened: the completed orders. */
export const orderRatedStarted = createEvent<PageStart>();

sample({ clock: orderStarted, filter: ({ again }) => !again, fn: ({ query }) => ({ filter: statusOf(query.status) }), target: orders.opened });
sample({ clock: orderRatedStarted, filter: ({ again }) => !again, fn: () => ({ filter: 'completed' as const }), target: orders.opened });
// Another language: the same page of the same tab, with the products' names in it.
sample({ clock: [orderStarted, orderRatedStarted], filter: ({ again }) => !!again, target: orders.refreshed });
