import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Order } from '@storefront/shared/schemas/checkout';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { orderChanged } from './model';
import { createApiEffect } from '@storefront/shared/store';

export const detailsOpened = createEvent<number>();
export const copyClicked = createEvent<string>();

export const fetchOrderFx = createApiEffect(api.fetchOrder);
const copyFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});

export const $order = createStore<Order | null>(null)
  .on(fetchOrderFx.doneData, (_, o) => o)
  .reset(detailsOpened);
export const $orderId = createStore<number | null>(null).on(detailsOpened, (_, id) => id);
export const $failed = createStore(false)
  .on(fetchOrderFx.fail, () => true)
  .reset(fetchOrderFx);

sample({ clock: detailsOpened, target: fetchOrderFx });
sample({ clock: orderChanged, source: $orderId, filter: (current, changed) => current === changed, fn: (id) => id as number, target: fetchOrderFx });
sample({ clock: copyClicked, target: copyFx });
sample({ clock: copyFx.done, fn: () => ({ key: 'orders.copied' }), target: toastAsked });
sample({ clock: copyFx.fail, fn: () => ({ key: 'orders.copyFailed', type: 'error' as const }), target: toastAsked });
