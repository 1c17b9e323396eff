import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { payCallbackOpened } from '../features/pay-result/model';

/**
 * shop/payCallback opened with the provider's signed result: the store checks it. The answer carries no
 * text of its own (the page words it), so another language needs no new request.
 */
export const payCallbackStarted = createEvent<PageStart>();

sample({ clock: payCallbackStarted, fn: ({ query }) => `?${new URLSearchParams(query)}`, target: payCallbackOpened });
