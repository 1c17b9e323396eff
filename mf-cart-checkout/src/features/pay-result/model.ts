import { createEffect, createEvent, createStore, sample } from 'effector';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

/** A failure knows its order when the result was verified; `payable` while the order still waits for payment. */
export type PayOutcome =
  | { state: 'checking' }
  | { state: 'confirming'; orderNo: string; orderId: number }
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

/** The attempt a provider sent the shopper back for without a decision (Stripe decides by webhook only). */
export function returnedSerial(search: string): string | null {
  const serial = new URLSearchParams(search).get('serial');
  return serial && /^[A-Z0-9]{8,64}$/.test(serial) ? serial : null;
}

export const payCallbackOpened = createEvent<string>();
export const verifyFx = createApiEffect(api.verifyResult);
export const attemptFx = createApiEffect(api.attemptState);

/** How often and how long the page asks again while the provider's word has not arrived (about a minute). */
export const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 30;
export const confirmWaitFx = createEffect((serial: string) => new Promise<string>((resolve) => setTimeout(() => resolve(serial), CONFIRM_POLL_MS)));
const $polls = createStore(0)
  .on(attemptFx.done, (n) => n + 1)
  .reset(payCallbackOpened);

export const $outcome = createStore<PayOutcome>({ state: 'checking' })
  .on(payCallbackOpened, () => ({ state: 'checking' }))
  .on(verifyFx.doneData, (_, r): PayOutcome =>
    r.result === 'approved' && r.status !== 'unpaid' && r.status !== 'cancelled'
      ? { state: 'success', orderNo: r.orderNo, orderId: r.orderId }
      : { state: 'failed', orderId: r.orderId, orderNo: r.orderNo, payable: r.status === 'unpaid' },
  )
  .on(verifyFx.fail, () => ({ state: 'failed', orderId: null, orderNo: null, payable: false }))
  .on(attemptFx.doneData, (_, a): PayOutcome => {
    if (a.state === 'pending') return { state: 'confirming', orderNo: a.orderNo, orderId: a.orderId };
    return a.state === 'approved' && a.status !== 'unpaid' && a.status !== 'cancelled'
      ? { state: 'success', orderNo: a.orderNo, orderId: a.orderId }
      : { state: 'failed', orderId: a.orderId, orderNo: a.orderNo, payable: a.status === 'unpaid' };
  })
  .on(attemptFx.fail, () => ({ state: 'failed', orderId: null, orderNo: null, payable: false }));

const opened = sample({ clock: payCallbackOpened, fn: signedResult });
sample({ clock: opened, filter: (r): r is Record<string, string> => r !== null, target: verifyFx });
const unsigned = sample({ clock: payCallbackOpened, filter: (search) => signedResult(search) === null, fn: returnedSerial });
sample({ clock: unsigned, filter: (serial): serial is string => serial !== null, target: attemptFx });
sample({
  clock: unsigned,
  filter: (serial) => serial === null,
  fn: (): PayOutcome => ({ state: 'failed', orderId: null, orderNo: null, payable: false }),
  target: $outcome,
});
// Asked again while pending, in the browser only: the server renders the first answer and never waits.
sample({
  clock: attemptFx.done,
  source: $polls,
  filter: (polls, { result }) => result.state === 'pending' && polls < CONFIRM_POLLS && typeof window !== 'undefined',
  fn: (_, { params }) => params,
  target: confirmWaitFx,
});
sample({ clock: confirmWaitFx.doneData, target: attemptFx });

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
