import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { $orderId, detailsOpened, fetchOrderFx } from '../features/orders/details-model';

/** The order id of user/order/details/{id} and order/{id}; null when the address has none. */
export const orderIdOf = (params: Record<string, string>): number | null => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** An order's details opened. */
export const orderDetailsStarted = createEvent<PageStart>();

const started = sample({ clock: orderDetailsStarted, filter: ({ again }) => !again, fn: ({ params }) => orderIdOf(params) });
sample({ clock: started, filter: (id): id is number => id !== null, target: detailsOpened });
// Another language: the order again, with its products' names in it.
sample({
  clock: orderDetailsStarted,
  source: $orderId,
  filter: (id, { again }) => !!again && id !== null,
  fn: (id) => id!,
  target: fetchOrderFx,
});
