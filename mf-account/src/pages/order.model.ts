import { createEvent, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { orders, statusOf } from '../features/orders/model';
import { isShown } from '../lib/pages';

/** user/order opened, or another tab chosen (which changes the address): the first page of that tab. */
export const orderStarted = createEvent<PageStart>();
/** user/order/rated opened: the completed orders. */
export const orderRatedStarted = createEvent<PageStart>();

sample({ clock: orderStarted, fn: ({ query }) => ({ filter: statusOf(query.status) }), target: orders.opened });
sample({ clock: orderRatedStarted, fn: () => ({ filter: 'completed' as const }), target: orders.opened });

// Another language: the same page of the same tab, with the products' names in it.
const $shown = $page.map(isShown('Order', 'OrderRated'));
sample({ clock: $locale.updates, filter: $shown, target: orders.refreshed });
