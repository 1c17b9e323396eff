import { createEffect, createEvent, createStore, sample } from 'effector';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

/** A failure knows its order when the result was verified; `payable` while the order still waits for payment. */
export type PayOutcome =
  | { state: 'checking' }
  | { state: 'success'; orderNo: string; orderId: number }
  | { state: 'failed'; orderId: number | null; orderNo: string | null; payable: boolean };

const FIELDS = ['serial', 'orderNo', 'result', 'amount', 'currency', 'ts', 'nonce', 'sig'] as const;

/** The signed fields of the return address, or null when some are missing. */
export function signedResult(search: string): Record<string, string> | null {
  const query = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = query.get(field);
    if (!value) return null;
    out[field] = value;
  }
  return out;
}

export const payCallbackOpened = createEvent<string>();
export const verifyFx = createApiEffect(api.verifyResult);

export const $outcome = createStore<PayOutcome>({ state: 'checking' })
  .on(payCallbackOpened, () => ({ state: 'checking' }))
  .on(verifyFx.doneData, (_, r): PayOutcome =>
    r.result === 'approved' && r.status !== 'unpaid' && r.status !== 'cancelled'
      ? { state: 'success', orderNo: r.orderNo, orderId: r.orderId }
      : { state: 'failed', orderId: r.orderId, orderNo: r.orderNo, payable: r.status === 'unpaid' },
  )
  .on(verifyFx.fail, () => ({ state: 'failed', orderId: null, orderNo: null, payable: false }));

const opened = sample({ clock: payCallbackOpened, fn: signedResult });
sample({ clock: opened, filter: (r): r is Record<string, string> => r !== null, target: verifyFx });
sample({
  clock: opened,
  filter: (r) => r === null,
  fn: (): PayOutcome => ({ state: 'failed', orderId: null, orderNo: null, payable: false }),
  target: $outcome,
});

/** Pay again: a new attempt at the provider's page, in this tab (it returns here). */
export const payAgainClicked = createEvent();
export const payAgainFx = createApiEffect(api.startPayment);
export const openPayPageFx = createEffect((payUrl: string) => window.location.assign(payUrl));
export const $payingAgain = payAgainFx.pending;
sample({
  clock: payAgainClicked,
  source: $outcome,
  filter: (o) => o.state === 'failed' && o.payable && o.orderId !== null,
  fn: (o) => (o as Extract<PayOutcome, { state: 'failed' }>).orderId!,
  target: payAgainFx,
});
sample({ clock: payAgainFx.doneData, fn: (r) => r.payUrl, target: openPayPageFx });
